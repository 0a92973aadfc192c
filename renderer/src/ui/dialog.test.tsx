// The page behind a dialog: inert from the frame after the dialog is painted until it closes, a
// dialog over another holding it too, and what something else made inert left alone.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function TwoDialogs(): ReactNode {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setFirst(true)}>
        Open accounts
      </button>
      <Dialog open={first} onClose={() => setFirst(false)} title="Accounts">
        <button type="button" onClick={() => setSecond(true)}>
          Remove Prod
        </button>
      </Dialog>
      <Dialog open={second} onClose={() => setSecond(false)} title="Remove Prod?">
        <button type="button" onClick={() => setSecond(false)}>
          Keep it
        </button>
      </Dialog>
    </>
  );
}

const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('the page behind a dialog', () => {
  it('goes inert once the dialog is painted, focus already inside, and comes back when it closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<TwoDialogs />);
    const opener = screen.getByRole('button', { name: 'Open accounts' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Prod' }));
    await waitFor(() => expect(container.hasAttribute('inert')).toBe(true));
    await user.keyboard('{Escape}');
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('stays inert under a dialog opened over another until the last one closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Open accounts' }));
    await waitFor(() => expect(container.hasAttribute('inert')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Remove Prod' }));
    const first = screen.getByRole('dialog', { name: 'Accounts' }).parentElement!;
    await waitFor(() => expect(first.hasAttribute('inert')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Remove Prod?' })).toBeNull();
    expect(first.hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('is left as it was by a dialog closed before it was painted', async () => {
    const { container, rerender } = render(
      <Dialog open onClose={() => undefined} title="Accounts">
        <button type="button">Add</button>
      </Dialog>,
    );
    rerender(
      <Dialog open={false} onClose={() => undefined} title="Accounts">
        <button type="button">Add</button>
      </Dialog>,
    );
    await nextPaint();
    await nextPaint();
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('leaves alone what something else made inert', async () => {
    const elsewhere = document.body.appendChild(document.createElement('div'));
    elsewhere.setAttribute('inert', '');
    const { rerender } = render(
      <Dialog open onClose={() => undefined} title="Accounts">
        <button type="button">Add</button>
      </Dialog>,
    );
    await nextPaint();
    rerender(
      <Dialog open={false} onClose={() => undefined} title="Accounts">
        <button type="button">Add</button>
      </Dialog>,
    );
    expect(elsewhere.hasAttribute('inert')).toBe(true);
    elsewhere.remove();
  });
});

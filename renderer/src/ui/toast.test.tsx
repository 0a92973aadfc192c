// Toasts: failures are alerts, successes polite; a toast waits while pointed at or focused; one
// raised while a dialog is open stays outside what the dialog makes inert.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { notify, Toaster } from './toast.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('say failures as alerts and the rest politely', () => {
    render(<Toaster />);
    act(() => {
      notify('Could not remove Prod', 'error');
      notify('Saved Prod', 'success');
    });
    expect(screen.getByRole('alert').textContent).toContain('Could not remove Prod');
    expect(screen.getByRole('status').textContent).toContain('Saved Prod');
  });

  it('wait while pointed at or focused, and go after', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => notify('Copied the answer'));
    const toast = screen.getByText('Copied the answer').closest('.toast')!;
    fireEvent.pointerOver(toast);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.queryByText('Copied the answer')).not.toBeNull();
    fireEvent.pointerOut(toast);
    const dismiss = toast.querySelector('button')!;
    act(() => dismiss.focus());
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.queryByText('Copied the answer')).not.toBeNull();
    act(() => dismiss.blur());
    act(() => {
      vi.advanceTimersByTime(5_001);
    });
    expect(screen.queryByText('Copied the answer')).toBeNull();
  });

  it('stay reachable while a dialog is open', async () => {
    const { container } = render(
      <>
        <Toaster />
        <Dialog open onClose={() => undefined} title="Edit Prod">
          <button type="button">Save</button>
        </Dialog>
      </>,
    );
    act(() => notify('Saved Prod', 'success'));
    // Once the dialog has made the page behind it inert.
    await waitFor(() => expect(container.hasAttribute('inert')).toBe(true));
    const toast = screen.getByText('Saved Prod');
    expect(toast.closest('[inert]')).toBeNull();
  });
});

// The shortcut registry (what the `?` overlay lists is what works) and Esc closing one layer
// at a time — menu inside dialog inside page — with focus going back where it came from.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { MenuButton } from './menu.tsx';
import { isSingleKey, setSingleKeyShortcuts, useShortcut, useShortcutList } from './shortcuts.ts';

afterEach(cleanup);

function Registered({ keys, onKey }: { keys: string; onKey: () => void }): ReactNode {
  useShortcut({ keys, description: `Do ${keys}`, group: 'Test' }, onKey);
  return null;
}

function Listing(): ReactNode {
  return (
    <ul>
      {useShortcutList().map((s) => (
        <li key={s.keys}>{`${s.group}: ${s.keys} ${s.description}`}</li>
      ))}
    </ul>
  );
}

describe('shortcut registry', () => {
  it('lists a shortcut while its component is mounted, and runs it', () => {
    const onKey = vi.fn();
    const view = render(
      <>
        <Registered keys="g" onKey={onKey} />
        <Listing />
      </>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Test: g Do g']);
    fireEvent.keyDown(window, { key: 'g' });
    expect(onKey).toHaveBeenCalledTimes(1);
    view.rerender(<Listing />);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    fireEvent.keyDown(window, { key: 'g' });
    expect(onKey).toHaveBeenCalledTimes(1);
  });

  it('draws what a shortcut changes, and focuses the dialog it opens, before the key’s dispatch returns', () => {
    function Opener(): ReactNode {
      const [open, setOpen] = useState(false);
      useShortcut({ keys: 'Mod+k', description: 'Open', group: 'Test' }, () => setOpen(true));
      return open ? (
        <Dialog open title="Palette" onClose={() => setOpen(false)}>
          <input aria-label="Search" />
        </Dialog>
      ) : null;
    }
    render(<Opener />);
    // The key as the browser sends it: outside React's events, and outside act().
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, metaKey: true, bubbles: true }));
      // No frame, no promise's turn in between: the next frame shows it, ready to type into.
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it("gives a key to a view's own use of it before the shell's, while the view is mounted", () => {
    const shell = vi.fn();
    const view = vi.fn();
    function Shell({ withView }: { withView: boolean }): ReactNode {
      useShortcut({ keys: 'c', description: 'Compare', group: 'Shell', shell: true }, shell);
      return (
        <>
          {withView && <ViewKey />}
          <Listing />
        </>
      );
    }
    function ViewKey(): ReactNode {
      useShortcut({ keys: 'c', description: 'Copy', group: 'View' }, view);
      return null;
    }
    const shown = render(<Shell withView />);
    fireEvent.keyDown(window, { key: 'c' });
    expect([shell.mock.calls.length, view.mock.calls.length]).toEqual([0, 1]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['View: c Copy']);
    shown.rerender(<Shell withView={false} />);
    fireEvent.keyDown(window, { key: 'c' });
    expect([shell.mock.calls.length, view.mock.calls.length]).toEqual([1, 1]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Shell: c Compare']);
  });

  it('of two views using one key, gives it to the newest, then back to the other; the list keeps its order', () => {
    const first = vi.fn();
    const second = vi.fn();
    const keys = (withSecond: boolean) => (
      <>
        <Registered keys="a" onKey={() => undefined} />
        <Registered keys="x" onKey={first} />
        <Registered keys="b" onKey={() => undefined} />
        <Listing />
        {withSecond && <Registered keys="x" onKey={second} />}
      </>
    );
    const listed = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    const shown = render(keys(false));
    shown.rerender(keys(true));
    fireEvent.keyDown(window, { key: 'x' });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    expect(listed()).toEqual(['Test: a Do a', 'Test: b Do b', 'Test: x Do x']);
    shown.rerender(keys(false));
    fireEvent.keyDown(window, { key: 'x' });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    expect(listed()).toEqual(['Test: a Do a', 'Test: x Do x', 'Test: b Do b']);
  });

  it('leaves keys alone while the user types in a field, and tells ? apart from /', () => {
    const slash = vi.fn();
    const help = vi.fn();
    render(
      <>
        <Registered keys="/" onKey={slash} />
        <Registered keys="?" onKey={help} />
        <input aria-label="Search" />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: '/' });
    expect(slash).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: '?', shiftKey: true });
    expect([slash.mock.calls.length, help.mock.calls.length]).toEqual([0, 1]);
    fireEvent.keyDown(window, { key: '/' });
    expect([slash.mock.calls.length, help.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('single-key shortcuts off (WCAG 2.1.4)', () => {
  afterEach(() => setSingleKeyShortcuts(true));

  it('tells single-key shortcuts from those with a modifier', () => {
    expect(['r', '?', '/', '[', ']', '-', 'j', 'Shift+n', 'o'].filter(isSingleKey)).toHaveLength(9);
    expect(['Mod+,', 'Mod+k', 'Alt+r', 'Mod+1', 'Shift+ArrowLeft', 'Escape', 'ArrowDown'].filter(isSingleKey)).toEqual(
      [],
    );
  });

  it('off: single keys do nothing and leave the list, Mod keys still work; on again: back', () => {
    const single = vi.fn();
    const help = vi.fn();
    const withMod = vi.fn();
    render(
      <>
        <Registered keys="r" onKey={single} />
        <Registered keys="?" onKey={help} />
        <Registered keys="Mod+," onKey={withMod} />
        <Listing />
      </>,
    );
    act(() => setSingleKeyShortcuts(false));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Test: Mod+, Do Mod+,']);
    fireEvent.keyDown(window, { key: 'r' });
    fireEvent.keyDown(window, { key: '?', shiftKey: true });
    fireEvent.keyDown(window, { key: ',', ctrlKey: true });
    expect([single.mock.calls.length, help.mock.calls.length, withMod.mock.calls.length]).toEqual([0, 0, 1]);
    act(() => setSingleKeyShortcuts(true));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.keyDown(window, { key: 'r' });
    expect(single).toHaveBeenCalledTimes(1);
  });

  it('a key left alone while off reaches the page as usual (not prevented)', () => {
    render(<Registered keys="/" onKey={vi.fn()} />);
    act(() => setSingleKeyShortcuts(false));
    const event = new KeyboardEvent('keydown', { key: '/', cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

function Layers(): ReactNode {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('none');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <p>Picked {picked}</p>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings">
        <input aria-label="Name" />
        <MenuButton
          label="Colour"
          button="Colour"
          groups={[
            {
              id: 'c',
              items: ['red', 'blue'].map((c) => ({
                id: c,
                label: c,
                checked: picked === c,
                onSelect: () => setPicked(c),
              })),
            },
          ]}
        />
      </Dialog>
    </>
  );
}

describe('keys under a dialog', () => {
  it('are left alone while a modal dialog is open', async () => {
    const onKey = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Registered keys="p" onKey={onKey} />
        <Layers />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    fireEvent.keyDown(window, { key: 'p' });
    expect(onKey).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    fireEvent.keyDown(window, { key: 'p' });
    expect(onKey).toHaveBeenCalledTimes(1);
  });
});

describe('Esc, one layer at a time', () => {
  it('closes the menu first, then the dialog, and gives focus back each time', async () => {
    const user = userEvent.setup();
    render(<Layers />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));

    await user.click(screen.getByRole('button', { name: 'Colour' }));
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'red' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'blue' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(dialog.isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Colour' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog and makes the page behind inert', async () => {
    const user = userEvent.setup();
    const { container } = render(<Layers />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    // The page behind goes inert once the dialog is painted (dialog.tsx).
    await waitFor(() => expect(container.hasAttribute('inert')).toBe(true));
    const close = screen.getByRole('button', { name: 'Close' });
    const colour = screen.getByRole('button', { name: 'Colour' });
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.tab();
    expect(document.activeElement).toBe(colour);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(colour);
    await user.keyboard('{Escape}');
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('chooses from the menu with Enter, which closes it', async () => {
    const user = userEvent.setup();
    render(<Layers />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Colour' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByText('Picked blue')).toBeTruthy();
  });
});

// The watch in the shell: the count of unseen alerts leads the window's title and marks the
// sidebar's Inbox; the Inbox is a screen of its own, reached by its key (listed in `?`) and the
// palette.
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAccounts, watchState } from '../testing/watch-fixtures.ts';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { App } = await import('./app.tsx');
const { renderWithClient } = await import('../testing/fake-host.tsx');
const { renderShortcutOverlay, renderWithShortcuts } = await import('../testing/shell-shortcuts.tsx');
const { usePaletteSources } = await import('./palette-commands.ts');

beforeEach(() => {
  // jsdom has no idle callbacks; the shell's idle work (writing the route's project) is not what these test.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  // Nor media queries: a wide window, in the light.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  host.answer('accounts.list', watchAccounts);
  host.answer('watch.state', () => watchState({ unseen: 2 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  host.calls.length = 0;
  window.location.hash = '';
});

describe('the watch in the shell', () => {
  it('leads the title with the unseen count and marks the Inbox in the sidebar', async () => {
    window.location.hash = '#/inbox';
    renderWithClient(<App />);
    await waitFor(() => expect(document.title).toBe('(2) Inbox · Blog — Spyglass'));
    const nav = screen.getByRole('navigation', { name: 'Views' });
    const inbox = within(nav).getByRole('link', { name: 'Inbox (2 unseen)' });
    expect(inbox.getAttribute('href')).toMatch(/^#\/inbox/);
    expect(inbox.getAttribute('aria-current')).toBe('page');
    expect(within(inbox).getByTestId('inbox-badge').textContent).toBe('2(2 unseen)');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
  });

  it('keeps the title as it was when every alert is seen', async () => {
    host.answer('watch.state', () => watchState({ unseen: 0 }));
    window.location.hash = '#/projects';
    renderWithClient(<App />);
    await waitFor(() => expect(host.calls.map((call) => call.channel)).toContain('watch.state'));
    await act(async () => undefined);
    expect(document.title).toBe('Projects · Blog — Spyglass');
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy();
  });

  it('opens the Inbox on its key, listed in the ? overlay', async () => {
    const dialog = await renderShortcutOverlay();
    expect(within(dialog).getByText('Go to Inbox (the alerts of the watch)')).toBeTruthy();
    // The overlay, a modal dialog, owns the keyboard while it is open.
    cleanup();
    renderWithShortcuts();
    await act(async () => undefined);
    window.location.hash = '#/overview';
    fireEvent.keyDown(window, { key: 'b' });
    expect(window.location.hash).toMatch(/^#\/inbox/);
  });

  it('offers Go to Inbox in the palette, with its key', () => {
    const actions = {
      views: [],
      list: undefined,
      selected: null,
      recentRanges: [],
      refresh: () => undefined,
      setTheme: () => undefined,
      openShortcuts: () => undefined,
      copyLink: () => undefined,
      exportPdf: () => undefined,
    };
    const { result } = renderHook(() => usePaletteSources(actions));
    const commands = result.current()[0]!;
    const items = Array.from({ length: commands.size }, (_, index) => commands.item(index));
    const inbox = items.find((item) => item.label === 'Go to Inbox');
    expect(inbox?.keys).toBe('b');
    window.location.hash = '#/overview';
    inbox!.run();
    expect(window.location.hash).toMatch(/^#\/inbox/);
  });
});

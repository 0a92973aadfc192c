// Compare as the user drives it: the menu's choices into the route (kept over a view switch),
// yesterday refused for a long window, a custom window from the time picker's panel, and `c`.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());

const { CompareControl } = await import('./compare-control.tsx');
await import('./time-picker-panel.tsx'); // its own chunk: loaded up front, as in the picker's test
const { fixClock } = await import('../testing/fixed-clock.ts');
const { applyRange } = await import('../testing/time-panel.ts');
const { renderShortcutOverlay, renderWithShortcuts } = await import('../testing/shell-shortcuts.tsx');
const { DEFAULT_PREFERENCES } = await import('../../../shared/preferences.ts');
const { navigate } = await import('../state/route.ts');

const NOW = Date.parse('2026-11-21T12:00:30Z');
const route = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

function renderControl() {
  host.answer('prefs.get', () => ({ ...DEFAULT_PREFERENCES, timeZone: 'utc' }));
  return renderWithShortcuts(<CompareControl />);
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^Compare:/ }));
  await user.click(
    within(screen.getByRole('menu', { name: 'Compare' })).getByRole('menuitemradio', { name: new RegExp(`^${name}`) }),
  );
}

fixClock(NOW);
beforeEach(() => {
  window.location.hash = '#/overview?w=1d';
});

describe('Compare', () => {
  it('puts the choice in the route, names it on the button, and keeps it over a view switch', async () => {
    const user = userEvent.setup();
    renderControl();
    expect(screen.getByRole('button', { name: 'Compare: off' })).toBeTruthy();
    await choose(user, 'Previous period');
    expect(route().get('cmp')).toBe('previous');
    const button = screen.getByRole('button', { name: 'Compare: previous period' });
    expect(button.title).toBe('Compared with 19 Nov 12:00 – 20 Nov 12:00 UTC  c');
    await choose(user, 'Same time last week');
    expect(route().get('cmp')).toBe('week');
    act(() => navigate({ segments: ['pages'] }));
    expect(window.location.hash).toBe('#/pages?w=1d&cmp=week');
    await choose(user, 'Off');
    expect(route().get('cmp')).toBeNull();
  });

  it('offers yesterday only for a window of a day or less', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/overview?w=7d';
    renderControl();
    await user.click(screen.getByRole('button', { name: /^Compare:/ }));
    const yesterday = within(screen.getByRole('menu', { name: 'Compare' })).getByRole('menuitemradio', {
      name: /^Same time yesterday/,
    }) as HTMLButtonElement;
    expect(yesterday.disabled).toBe(true);
    expect(yesterday.textContent).toContain('a day or less');
  });

  it('takes a custom window from the time picker panel', async () => {
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: /^Compare:/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Custom window…' }));
    const panel = await screen.findByRole('dialog', { name: 'Choose the window to compare with' });
    // It opens on the previous period, ready to adjust.
    expect((within(panel).getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-19 12:00');
    await applyRange(user, panel, { from: '2026-11-01 00:00', to: '2026-11-02 00:00' });
    expect([route().get('cmp'), route().get('cfrom'), route().get('cto')]).toEqual([
      'custom',
      '2026-11-01 00:00',
      '2026-11-02 00:00',
    ]);
    expect(screen.getByRole('button', { name: 'Compare: custom window' })).toBeTruthy();
  });

  it('turns on and off with c, back to the last comparison chosen, listed in the ? overlay', async () => {
    const user = userEvent.setup();
    renderControl();
    await choose(user, 'Previous period');
    await choose(user, 'Off');
    fireEvent.keyDown(window, { key: 'c' });
    expect(route().get('cmp')).toBe('previous');
    fireEvent.keyDown(window, { key: 'c' });
    expect(route().get('cmp')).toBeNull();
    await choose(user, 'Same time last week');
    fireEvent.keyDown(window, { key: 'c' });
    expect(route().get('cmp')).toBeNull();
    fireEvent.keyDown(window, { key: 'c' });
    expect(route().get('cmp')).toBe('week');
    cleanup();
    const rows = [...(await renderShortcutOverlay()).querySelectorAll('.shortcut-row')].map((row) => row.textContent);
    expect(rows).toContain('cCompare on or off (the last comparison chosen)');
  });
});

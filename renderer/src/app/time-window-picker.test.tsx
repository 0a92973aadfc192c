// The global time window as the user drives it: presets, a typed custom range (in the chosen
// zone, with its validation), shift and zoom that never pass now, and the last ranges used.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const { host, restoreZone } = await vi.hoisted(async () => {
  // Local time differs from UTC, so the zone is visible; put back after, for the worker's next
  // file. (The test runner is Node; the renderer's types know no `process`.)
  const { env } = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process;
  const before = env['TZ'];
  env['TZ'] = 'America/New_York';
  const restoreZone = () => (before === undefined ? delete env['TZ'] : (env['TZ'] = before));
  return { host: (await import('../testing/fake-host.tsx')).installFakeHost(), restoreZone };
});
afterAll(restoreZone);

const { TimeWindowControl } = await import('./time-window-picker.tsx');
// The panel is a chunk of its own, asked for on first use. Its first load in a test worker is a
// transform of the calendar and the date library, which on a busy machine can outlast the
// one-second wait of `findByRole`: it is loaded up front.
await import('./time-picker-panel.tsx');
const { fixClock } = await import('../testing/fixed-clock.ts');
const { applyRange } = await import('../testing/time-panel.ts');
const { renderWithShortcuts } = await import('../testing/shell-shortcuts.tsx');
const { DEFAULT_PREFERENCES } = await import('../../../shared/preferences.ts');

const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);
const NOW = at('2026-11-21 12:00') + 30_000;
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const route = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

function renderPicker(zone: 'local' | 'utc' = 'utc') {
  host.answer('prefs.get', () => ({ ...DEFAULT_PREFERENCES, timeZone: zone }));
  return renderWithShortcuts(<TimeWindowControl />);
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('time-window-button'));
  return screen.findByRole('dialog', { name: 'Choose a time window' });
}

fixClock(NOW);
beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/overview?w=1d';
});

describe('time window picker', () => {
  it('applies a preset to the route and marks it as current', async () => {
    const user = userEvent.setup();
    renderPicker();
    const picker = await openPicker(user);
    expect(within(picker).getByRole('button', { name: 'Last day' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(picker).getByRole('button', { name: 'Last 6 hours' }));
    expect(route().get('w')).toBe('6h');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('time-window-button').getAttribute('aria-label')).toBe('Time window: Last 6 hours');
    expect(screen.getByTestId('time-window-button').title).toBe(
      '2026-11-21 06:00 – 2026-11-21 12:00 (UTC)\nResolved again on every refresh',
    );
  });

  it('validates a typed custom range and applies it in UTC', async () => {
    const user = userEvent.setup();
    renderPicker('utc');
    const picker = await openPicker(user);
    const from = within(picker).getByLabelText('From');
    const to = within(picker).getByLabelText('To');
    await applyRange(user, picker, { from: '2026-02-30 10:00' });
    expect(description(from)).toBe('2026-02-30 is not a date');
    expect(route().get('w')).toBe('1d');

    await applyRange(user, picker, { from: '2026-11-20 18:00', to: '2026-11-20 06:00' });
    expect(within(picker).getByRole('alert').textContent).toContain('The start must be before the end');

    await applyRange(user, picker, { to: '2026-11-22 06:00' });
    expect(description(to)).toBe('The end is in the future; the latest is now (2026-11-21 12:01)');

    await applyRange(user, picker, { to: '2026-11-21 06:00' });
    expect([route().get('from'), route().get('to'), route().get('w')]).toEqual([
      '2026-11-20 18:00',
      '2026-11-21 06:00',
      null,
    ]);
  });

  it('reads typed times in local time when the zone is local, and re-expresses them on a zone switch', async () => {
    const user = userEvent.setup();
    renderPicker('local');
    const picker = await openPicker(user);
    const from = within(picker).getByLabelText('From');
    // New York is UTC−5 in November: the window's UTC start 2026-11-20 12:00 reads 07:00.
    expect((from as HTMLInputElement).value).toBe('2026-11-20 07:00');
    await user.click(within(picker).getByRole('radio', { name: 'UTC' }));
    expect((from as HTMLInputElement).value).toBe('2026-11-20 12:00');
    await user.click(within(picker).getByRole('radio', { name: 'Local' }));
    await applyRange(user, picker, { from: '2026-11-20 08:00', to: '2026-11-20 09:30' });
    expect([route().get('from'), route().get('to')]).toEqual(['2026-11-20 13:00', '2026-11-20 14:30']);
    expect(host.calls.filter((c) => c.channel === 'prefs.set').map((c) => c.request)).toEqual([
      { timeZone: 'utc' },
      { timeZone: 'local' },
    ]);
  });

  it('picks a range of days on the calendar', async () => {
    const user = userEvent.setup();
    renderPicker('utc');
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: 'Tuesday 17 November 2026' }));
    await user.click(within(picker).getByRole('button', { name: 'Thursday 19 November 2026' }));
    expect(
      (within(picker).getByRole('button', { name: 'Saturday 21 November 2026' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (within(picker).getByRole('button', { name: 'Sunday 22 November 2026' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(picker).getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-17 00:00');
    expect((within(picker).getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-20 00:00');
    await user.click(within(picker).getByRole('button', { name: 'Apply range' }));
    expect([route().get('from'), route().get('to')]).toEqual(['2026-11-17 00:00', '2026-11-20 00:00']);
  });

  it('moves by half the span with [ and ], never past now, and zooms out with -', async () => {
    renderPicker();
    const later = screen.getByRole('button', { name: 'Later by half the window' });
    expect((later as HTMLButtonElement).disabled).toBe(true); // a relative window already ends now
    fireEvent.keyDown(window, { key: ']' });
    expect(route().get('w')).toBe('1d');

    await act(async () => fireEvent.keyDown(window, { key: '[' }));
    expect([route().get('from'), route().get('to')]).toEqual(['2026-11-20 00:00', '2026-11-21 00:00']);
    expect((screen.getByRole('button', { name: 'Later by half the window' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    await act(async () => fireEvent.keyDown(window, { key: ']' }));
    expect([route().get('from'), route().get('to')]).toEqual(['2026-11-20 12:00', '2026-11-21 12:00']);
    expect((screen.getByRole('button', { name: 'Later by half the window' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.keyDown(window, { key: ']' }));
    expect(route().get('to')).toBe('2026-11-21 12:00');

    // Zoom out doubles around the centre, but the end stays at now.
    await act(async () => fireEvent.keyDown(window, { key: '-' }));
    expect([route().get('from'), route().get('to')]).toEqual(['2026-11-19 12:00', '2026-11-21 12:00']);
  });

  it('zooms out around the centre of a past window', async () => {
    window.location.hash = '#/overview?from=2026-11-10+10:00&to=2026-11-10+12:00';
    renderPicker();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zoom out' })));
    expect([route().get('from'), route().get('to')]).toEqual(['2026-11-10 09:00', '2026-11-10 13:00']);
  });

  it('offers the last five fixed ranges used, newest first', async () => {
    const user = userEvent.setup();
    renderPicker('utc');
    for (let day = 10; day <= 16; day++) {
      window.location.hash = '#/overview?w=1d';
      const picker = await openPicker(user);
      await applyRange(user, picker, { from: `2026-11-${day} 00:00`, to: `2026-11-${day} 06:00` });
    }
    const picker = await openPicker(user);
    const recent = within(picker).getByRole('list', { name: 'Recently used' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '16 Nov 00:00 – 06:00 UTC',
      '15 Nov 00:00 – 06:00 UTC',
      '14 Nov 00:00 – 06:00 UTC',
      '13 Nov 00:00 – 06:00 UTC',
      '12 Nov 00:00 – 06:00 UTC',
    ]);
    await user.click(within(recent).getByRole('button', { name: '13 Nov 00:00 – 06:00 UTC' }));
    expect([route().get('from'), route().get('to')]).toEqual(['2026-11-13 00:00', '2026-11-13 06:00']);
  });

  it('takes the window presets from the desktop menu', async () => {
    renderPicker();
    await act(async () => host.sendMenuCommand({ command: 'window', preset: '7d' }));
    expect(route().get('w')).toBe('7d');
  });
});

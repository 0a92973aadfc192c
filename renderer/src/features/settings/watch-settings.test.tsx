// Settings ▸ Watch in the desktop app, as the user meets it: the projects watched (starred ones
// unless turned off), the cadence, quiet hours and the request budget with what the watch costs,
// each saved as the `watch` preference, with what is wrong said before anything is saved; and the
// two settings only the desktop app has.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../../shared/preferences.ts';
import { DEFAULT_WATCH_SETTINGS } from '../../../../shared/watch/watch-settings.ts';
import { PROD, watchAccounts, watchState } from '../../testing/watch-fixtures.ts';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
const { WatchSettings } = await import('./watch-settings.tsx');
const { renderWithClient, resetAfterEach } = await import('../../testing/fake-host.tsx');

beforeEach(() => {
  // As the core keeps them: a save changes what it names, the rest stays.
  let preferences: Preferences = { ...DEFAULT_PREFERENCES, timeZone: 'utc', starredProjects: [PROD] };
  host.answer('accounts.list', watchAccounts);
  host.answer('watch.state', () => watchState());
  host.answer('prefs.get', () => preferences);
  host.answer('prefs.set', (change: Partial<Preferences>) => (preferences = { ...preferences, ...change }));
});
resetAfterEach(host);

/** The `watch` of each save, in order. */
const saved = () =>
  host.calls
    .filter((call) => call.channel === 'prefs.set')
    .map((call) => (call.request as { watch: typeof DEFAULT_WATCH_SETTINGS }).watch);

async function renderSettings() {
  renderWithClient(<WatchSettings />);
  await screen.findByRole('checkbox', { name: 'Blog' });
  await waitFor(() => expect(screen.getByText(/Times are in UTC/)).toBeTruthy());
}

/** A new value typed into a field, which is then left (where the form reads it). */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

describe('Settings ▸ Watch', () => {
  it('watches starred projects unless turned off, and keeps a choice made by hand', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const prod = screen.getByRole('group', { name: 'Prod' });
    const shop = within(prod).getByRole('checkbox', { name: /^Shop/ }) as HTMLInputElement;
    const blog = within(prod).getByRole('checkbox', { name: 'Blog' }) as HTMLInputElement;
    expect(shop.checked).toBe(true);
    expect(blog.checked).toBe(false);
    await user.click(blog);
    expect(saved()).toEqual([
      { ...DEFAULT_WATCH_SETTINGS, choices: [{ accountId: 'a1', projectId: 'p2', watched: true }] },
    ]);
    await user.click(shop);
    expect(saved()[1]!.choices).toEqual([
      { accountId: 'a1', projectId: 'p2', watched: true },
      { accountId: 'a1', projectId: 'p1', watched: false },
    ]);
    expect(shop.checked).toBe(false);
  });

  it('saves the cadence chosen', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const cadence = screen.getByRole('group', { name: 'Look every' });
    expect((within(cadence).getByRole('radio', { name: '5 min' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(cadence).getByRole('radio', { name: '15 min' }));
    expect(saved()).toEqual([{ ...DEFAULT_WATCH_SETTINGS, cadenceMinutes: 15 }]);
  });

  it('saves quiet hours in the chosen zone, and says what is wrong with a time', async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole('checkbox', { name: /Keep quiet during these hours/ }));
    expect(saved()).toEqual([{ ...DEFAULT_WATCH_SETTINGS, quietHours: { on: true, from: '22:00', to: '08:00' } }]);
    const from = screen.getByRole('textbox', { name: 'From (HH:mm)' });
    const to = screen.getByRole('textbox', { name: 'To (HH:mm)' });

    await enter(user, from, '25:00');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be a time of day such as 22:00.')).toBeTruthy();
    await enter(user, from, '08:00');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must not be the time they start.')).toBeTruthy();
    expect(saved()).toHaveLength(1);

    await enter(user, from, '23:30');
    expect(screen.queryByText(/^Must/)).toBeNull();
    expect(saved()[1]!.quietHours).toEqual({ on: true, from: '23:30', to: '08:00' });
  });

  it('saves a request budget within its limits, beside what the watch costs now', async () => {
    const user = userEvent.setup();
    await renderSettings();
    expect((await screen.findByTestId('watch-cost')).textContent).toBe(
      'Prod: Looking every 5 min: 26 requests an hour of 1,500',
    );
    const budget = screen.getByRole('spinbutton', { name: 'Requests per account per hour' });
    await enter(user, budget, '30');
    expect(screen.getByText('Must be at least 60.')).toBeTruthy();
    await enter(user, budget, '200000');
    expect(screen.getByText('Must be at most 100,000.')).toBeTruthy();
    expect(saved()).toEqual([]);
    await enter(user, budget, '2000');
    expect(saved()).toEqual([{ ...DEFAULT_WATCH_SETTINGS, requestBudget: 2000 }]);
  });

  it('offers, in the desktop app, to keep watching with the window closed and to open at login', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const closed = screen.getByRole('checkbox', {
      name: /Keep watching when the window is closed/,
    }) as HTMLInputElement;
    expect(closed.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Open at login/ }));
    expect(saved()).toEqual([{ ...DEFAULT_WATCH_SETTINGS, openAtLogin: true }]);
    // The system shows its notifications here: the page asks for no permission.
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
  });
});

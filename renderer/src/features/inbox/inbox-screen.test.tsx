// The Inbox as the user meets it: the alerts of the watch's state, each opening its view (and
// marked seen), Mark all seen, snoozes with their end, Check now, what the watch is doing, and
// what an empty inbox says.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchState } from '../../../../shared/bridge.ts';
import { fixClock } from '../../testing/fixed-clock.ts';
import { newGroupAlert, PROD, spikeAlert, WATCH_NOW, watchAccounts, watchState } from '../../testing/watch-fixtures.ts';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
const { InboxScreen } = await import('./inbox-screen.tsx');
const { renderWithClient } = await import('../../testing/fake-host.tsx');
const { Toaster } = await import('../../ui/toast.tsx');
const { setDisplayZone } = await import('../../ui/time.ts');

fixClock(WATCH_NOW);

beforeEach(() => {
  setDisplayZone('utc');
  host.answer('accounts.list', watchAccounts);
  host.answer('watch.state', () => watchState());
});
afterEach(() => {
  host.calls.length = 0;
  setDisplayZone('local');
  window.location.hash = '';
});

const asked = (channel: string) => host.calls.filter((call) => call.channel === channel).map((call) => call.request);
const alerts = () => screen.getAllByTestId('inbox-alert');

async function renderInbox(): Promise<void> {
  renderWithClient(
    <>
      <InboxScreen />
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Inbox' });
  // The account's name comes with the accounts, a moment after the state.
  await screen.findAllByText(/· Prod ·/);
}

describe('the inbox', () => {
  it('lists every alert: what, where, when, why, and whether it was seen', async () => {
    await renderInbox();
    expect(screen.getByRole('list', { name: /Alerts/ })).toBeTruthy();
    const [spike, group] = alerts();
    expect(within(spike!).getByRole('link').textContent).toBe('Error events spike (unseen)');
    expect(spike!.textContent).toContain('error events 212 in 15 min against 31 a week ago (×6.8)');
    expect(spike!.textContent).toContain('Shop · Prod · 5 Sep 2026, 11:59:00 UTC');
    expect(spike!.hasAttribute('data-unseen')).toBe(true);
    expect(within(group!).getByRole('link').textContent).toBe('New error group TypeError');
    expect(group!.hasAttribute('data-unseen')).toBe(false);
    expect(screen.getByTestId('inbox-count').textContent).toBe('1 unseen of 2');
  });

  it.each([
    {
      opened: "an alert's view by its link's route",
      index: 0,
      alert: spikeAlert,
      hash: '#/errors?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&from=2026-09-05+11%3A45&to=2026-09-05+12%3A00',
      after: watchState({ inbox: [{ ...spikeAlert, seen: true }, newGroupAlert], unseen: 0 }),
      count: '0 unseen of 2',
    },
    {
      opened: "an error group's alert on the group",
      index: 1,
      alert: newGroupAlert,
      hash: '#/errors/7%3Aabc?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1',
      after: watchState(),
      count: '1 unseen of 2',
    },
  ])('opens $opened and marks it seen', async ({ index, alert, hash, after, count }) => {
    host.answer('watch.seen', () => after);
    const user = userEvent.setup();
    await renderInbox();
    await user.click(within(alerts()[index]!).getByRole('link'));
    expect(asked('watch.seen')).toEqual([{ ids: [alert.id] }]);
    expect(window.location.hash).toBe(hash);
    await waitFor(() => expect(screen.getByTestId('inbox-count').textContent).toBe(count));
  });

  it('marks all seen', async () => {
    host.answer('watch.seen', () => watchState({ inbox: [{ ...spikeAlert, seen: true }, newGroupAlert], unseen: 0 }));
    const user = userEvent.setup();
    await renderInbox();
    await user.click(screen.getByRole('button', { name: 'Mark all seen' }));
    expect(asked('watch.seen')).toEqual([{ all: true }]);
    await waitFor(() => expect(alerts()[0]!.hasAttribute('data-unseen')).toBe(false));
    expect((screen.getByRole('button', { name: 'Mark all seen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('snoozes a project, shows when the snooze ends, and ends it', async () => {
    const until = Date.UTC(2026, 8, 5, 14, 5);
    host.answer('watch.snooze', (request: { end?: true }) =>
      watchState(request.end ? {} : { snoozes: [{ scope: { ...PROD }, until }] }),
    );
    const user = userEvent.setup();
    await renderInbox();
    const shop = screen.getByRole('group', { name: 'Snooze Shop · Prod' });
    await user.click(within(shop).getByRole('button', { name: '1 h' }));
    expect(asked('watch.snooze')).toEqual([{ scope: PROD, choice: '1h' }]);
    await waitFor(() => expect(shop.textContent).toContain('Snoozed until 14:05 UTC'));
    await user.click(within(shop).getByRole('button', { name: 'End snooze' }));
    expect(asked('watch.snooze')[1]).toEqual({ scope: PROD, end: true });
    await waitFor(() => expect(within(shop).getByRole('button', { name: '4 h' })).toBeTruthy());
  });

  it('snoozes everything until tomorrow morning, the end with its day', async () => {
    host.answer('watch.snooze', () => watchState({ snoozes: [{ scope: 'all', until: Date.UTC(2026, 8, 6, 9, 0) }] }));
    const user = userEvent.setup();
    await renderInbox();
    const everything = screen.getByRole('group', { name: 'Snooze Everything' });
    await user.click(within(everything).getByRole('button', { name: 'until tomorrow 09:00' }));
    expect(asked('watch.snooze')).toEqual([{ scope: 'all', choice: 'tomorrow' }]);
    await waitFor(() => expect(everything.textContent).toContain('Snoozed until 6 Sep, 09:00 UTC'));
  });

  it('looks now, and says what it found', async () => {
    let answer: (state: WatchState) => void = () => undefined;
    host.answer('watch.check', () => new Promise<WatchState>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await renderInbox();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(asked('watch.check')).toEqual([{}]);
    expect((screen.getByRole('button', { name: 'Looking…' }) as HTMLButtonElement).disabled).toBe(true);
    const found = { ...spikeAlert, id: 'spike/a1/p1/failures/x', what: 'Failures spike' };
    await act(async () => answer(watchState({ inbox: [found, spikeAlert, newGroupAlert], unseen: 2 })));
    expect(await screen.findByText('The watch looked: 1 new alert.')).toBeTruthy();
    expect(alerts()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Check now' })).toBeTruthy();
  });

  it('says what the watch is doing: its checks, quiet hours, each account, a pause', async () => {
    host.answer('watch.state', () =>
      watchState({ quietUntil: Date.UTC(2026, 8, 6, 8, 0), paused: 'offline', notes: ['Shop: the report failed'] }),
    );
    await renderInbox();
    expect(screen.getByTestId('watch-checks').textContent).toBe('Last looked at 11:55 UTC. Next at 12:00 UTC.');
    expect(screen.getByTestId('watch-quiet').textContent).toContain('Quiet hours until 6 Sep, 08:00 UTC');
    expect(screen.getByText(/Paused: the network is gone/)).toBeTruthy();
    expect(screen.getByText('Looking every 5 min: 26 requests an hour of 1,500', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What the last check could not do' })).toBeTruthy();
    expect(screen.getByText('Shop: the report failed')).toBeTruthy();
  });

  it('tells what the watch does and how to turn it on when it watches nothing', async () => {
    host.answer('watch.state', () => watchState({ inbox: [], unseen: 0, watched: [], accounts: [] }));
    renderWithClient(<InboxScreen />);
    const empty = await screen.findByTestId('inbox-empty');
    expect(empty.textContent).toContain('No alerts.');
    expect(empty.textContent).toContain('It watches no project yet.');
    expect(within(empty).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('#/projects');
    expect(within(empty).getByRole('link', { name: 'Settings ▸ Watch' }).getAttribute('href')).toBe('#/settings');
  });
});

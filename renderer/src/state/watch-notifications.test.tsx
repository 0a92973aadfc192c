// A page of the browser host shows the watch's notifications: as the browser's when allowed, each
// once, its click opening the alert's view; else as a toast with the same link; and it takes them
// again right after a Check now.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchNotification } from '../../../shared/bridge.ts';
import { spikeAlert, watchAccounts, watchState } from '../testing/watch-fixtures.ts';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { renderWithClient } = await import('../testing/fake-host.tsx');
const { useWatchNotifications } = await import('./watch-notifications.ts');
const { watchActions } = await import('./watch.ts');
const { accountsQuery } = await import('./accounts.ts');
const { appKeys } = await import('../api/query-keys.ts');
const { Toaster } = await import('../ui/toast.tsx');

/**
 * A stand-in for the browser's notification API (window.Notification), which jsdom lacks: it
 * records each notification made, and its permission is what the test sets.
 */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static made: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  closed = false;
  readonly title: string;
  readonly options: NotificationOptions;
  constructor(title: string, options: NotificationOptions) {
    this.title = title;
    this.options = options;
    FakeNotification.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

const spike: WatchNotification = {
  id: `notification/${spikeAlert.id}`,
  title: 'Shop: Error events spike',
  body: spikeAlert.why,
  alertIds: [spikeAlert.id],
  opens: { ...spikeAlert.view, accountId: 'a1', projectId: 'p1' },
};
const digest: WatchNotification = {
  id: 'digest/1757073600000',
  title: 'While you were away',
  body: 'Shop: 1 spike\nBlog: 2 new error groups',
  alertIds: ['x', 'y', 'z'],
  opens: null,
};
const SPIKE_ROUTE =
  '/errors?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&from=2026-09-05+11%3A45&to=2026-09-05+12%3A00';

/** What each take answers, in turn; nothing once they are used up. */
let takes: WatchNotification[][] = [];

beforeEach(() => {
  vi.stubGlobal('Notification', FakeNotification);
  FakeNotification.permission = 'granted';
  FakeNotification.made = [];
  host.answer('watch.take', () => ({ notifications: takes.shift() ?? [] }));
  host.answer('watch.seen', () => watchState());
  host.answer('watch.check', () => watchState());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  host.calls.length = 0;
  window.location.hash = '';
});

const takeCount = () => host.calls.filter((call) => call.channel === 'watch.take').length;

function Taker(): null {
  useWatchNotifications(true);
  return null;
}

function renderPage() {
  const rendered = renderWithClient(
    <>
      <Taker />
      <Toaster />
    </>,
  );
  rendered.client.setQueryData(accountsQuery.queryKey, watchAccounts());
  return rendered;
}

describe("the watch's notifications in a page", () => {
  it("shows a notification taken as the browser's, once, and its click opens the alert's view", async () => {
    takes = [[spike], [spike]];
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { client } = renderPage();
    await waitFor(() => expect(FakeNotification.made).toHaveLength(1));
    const [shown] = FakeNotification.made;
    expect(shown!.title).toBe('Shop: Error events spike');
    expect(shown!.options).toEqual({ body: spikeAlert.why, tag: spike.id });

    // Handed out again (a retried request): not shown twice.
    await act(() => client.refetchQueries({ queryKey: appKeys.watchTake }));
    expect(takeCount()).toBe(2);
    expect(FakeNotification.made).toHaveLength(1);

    act(() => shown!.onclick!());
    expect(focus).toHaveBeenCalled();
    expect(shown!.closed).toBe(true);
    expect(window.location.hash).toBe(`#${SPIKE_ROUTE}`);
    expect(host.calls.find((call) => call.channel === 'watch.seen')?.request).toEqual({ ids: [spikeAlert.id] });
  });

  it('shows a toast with the same link when notifications are not allowed', async () => {
    FakeNotification.permission = 'default';
    takes = [[{ ...spike, id: 'notification/toast' }, digest]];
    renderPage();
    const open = await screen.findByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe(`#${SPIKE_ROUTE}`);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Shop: Error events spike');
    expect(status.textContent).toContain(spikeAlert.why);
    // A digest names no one view: it opens the inbox.
    expect(screen.getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('#/inbox');
    expect(status.textContent).toContain('While you were away');
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
    expect(FakeNotification.made).toHaveLength(0);
  });

  it('takes the notifications right after a Check now, not at the next poll', async () => {
    takes = [[], [{ ...spike, id: 'notification/after-check' }]];
    const { client } = renderPage();
    await waitFor(() => expect(takeCount()).toBe(1));
    await act(() => watchActions(client).checkNow());
    await waitFor(() => expect(FakeNotification.made.map((n) => n.options.tag)).toEqual(['notification/after-check']));
    expect(takeCount()).toBe(2);
  });
});

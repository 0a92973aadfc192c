// The watch's notifications: each shown once, as the core wrote it; a click brings the window
// forward and opens the alert's view through the deep-link inbox, or the inbox for a digest.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchNotification } from '../../shared/bridge.ts';
import type { MenuCommand } from '../../shared/menu-command.ts';
import type { LinkAccount } from '../../shared/view-link.ts';
import { createDeepLinkInbox } from './deep-links.ts';
import { Notification, resetFakeElectron } from './testing/fake-electron.ts';
import { FakeWatch } from './testing/fake-watch.ts';
import { createWatchOpener, watchLink } from './watch-open.ts';
import { showWatchNotifications } from './watch-notifications.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

const PROD: LinkAccount = { id: 'a1', name: 'Prod', baseUrl: 'https://api.example.com' };

const spike: WatchNotification = {
  id: 'n1',
  title: 'Shop: error events spike',
  body: 'error events 212 in 15 min against 31 a week ago (×6.8)',
  alertIds: ['spike/a1/p1/error-events/1'],
  opens: {
    accountId: 'a1',
    projectId: 'p1',
    segments: ['errors'],
    params: { from: '2026-03-02 10:00', to: '2026-03-02 10:15' },
  },
};
const newGroup: WatchNotification = {
  id: 'n2',
  title: 'Shop: new error group',
  body: 'TypeError, 3 events',
  alertIds: ['new-group/a1/p1/7%3Aabc'],
  opens: { accountId: 'a1', projectId: 'p1', segments: ['errors', '7:abc'], params: { w: '1d' } },
};
const digest: WatchNotification = {
  id: 'n3',
  title: 'Spyglass: 9 alerts while you were away',
  body: 'In Shop and Checkout',
  alertIds: ['a', 'b'],
  opens: null,
};

function setUp(accounts: LinkAccount[] = [PROD]) {
  const watch = new FakeWatch();
  const sent: MenuCommand[] = [];
  const links = createDeepLinkInbox((command) => sent.push(command));
  links.windowReady();
  const showWindow = vi.fn();
  const open = createWatchOpener({ account: (id) => accounts.find((a) => a.id === id), links, showWindow });
  const stop = showWatchNotifications(watch, open);
  return { watch, sent, links, showWindow, stop };
}

const shown = () => Notification.shown.map((n) => n.options);

beforeEach(resetFakeElectron);

describe("the watch's notifications", () => {
  it('shows each notification once, as the core wrote it, not silent', () => {
    const { watch } = setUp();
    watch.notify([spike, newGroup]);
    expect(shown()).toEqual([
      {
        title: 'Shop: error events spike',
        body: 'error events 212 in 15 min against 31 a week ago (×6.8)',
        silent: false,
      },
      { title: 'Shop: new error group', body: 'TypeError, 3 events', silent: false },
    ]);
    watch.notify([digest]);
    expect(shown().map((n) => n.title)).toEqual([
      'Shop: error events spike',
      'Shop: new error group',
      'Spyglass: 9 alerts while you were away',
    ]);
  });

  it("a click brings the window forward and opens the alert's view as a shared link would", () => {
    const { watch, sent, showWindow } = setUp();
    watch.notify([spike, newGroup]);
    Notification.shown[1]!.click();
    expect(showWindow).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      {
        command: 'open-link',
        route: '/errors/7%3Aabc?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&w=1d',
      },
    ]);
    Notification.shown[0]!.click();
    expect(sent[1]).toEqual({
      command: 'open-link',
      route:
        '/errors?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&from=2026-03-02+10%3A00&to=2026-03-02+10%3A15',
    });
  });

  it('a click on a digest opens the inbox', () => {
    const { watch, sent, showWindow } = setUp();
    watch.notify([digest]);
    Notification.shown[0]!.click();
    expect(showWindow).toHaveBeenCalledOnce();
    expect(sent).toEqual([{ command: 'open-inbox' }]);
  });

  it("opens the inbox for an alert whose account is gone since (no link without the account's name and address)", () => {
    const { watch, sent } = setUp([]);
    watch.notify([newGroup]);
    Notification.shown[0]!.click();
    expect(sent).toEqual([{ command: 'open-inbox' }]);
  });

  it('with the window closed (watching from the tray), the view waits for the window made again', () => {
    const { watch, sent, links } = setUp();
    links.windowGone();
    watch.notify([newGroup]);
    Notification.shown[0]!.click();
    expect(sent).toEqual([]);
    links.windowReady(); // the new window's page has loaded
    expect(sent.map((c) => c.command)).toEqual(['open-link']);
  });

  it('shows nothing where the OS has no notifications (the inbox has them)', () => {
    const { watch } = setUp();
    Notification.supported = false;
    watch.notify([spike]);
    expect(Notification.shown).toEqual([]);
  });

  it('stops listening when removed', () => {
    const { watch, stop } = setUp();
    stop();
    watch.notify([spike]);
    expect(Notification.shown).toEqual([]);
  });
});

describe('watchLink', () => {
  it('keeps only what a link may carry, and the account without credentials in its address', () => {
    expect(
      watchLink(
        { accountId: 'a1', projectId: 'p1', segments: ['pages', 'p-1'], params: { w: '6h', apiKey: 'secret' } },
        { id: 'a1', name: 'Prod', baseUrl: 'https://api.example.com/' },
      ),
    ).toBe(
      'spyglass://open/pages/p-1?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&w=6h',
    );
  });
});

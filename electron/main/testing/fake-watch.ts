// A watch for the shell's tests: the WatchService interface the core's watcher implements, with
// its state and notifications set by the test. It records the connectivity the shell reports.
import type { WatchNotification, WatchState } from '../../../shared/bridge.ts';
import type { InboxEntry } from '../../../shared/watch.ts';
import { Listeners } from '../../core/watch/listeners.ts';
import type { Connectivity, WatchService } from '../../core/watch/watch-service.ts';

export const QUIET_STATE: WatchState = {
  inbox: [],
  unseen: 0,
  snoozes: [],
  quietUntil: null,
  watched: [],
  accounts: [],
  lastCheckAt: null,
  nextCheckAt: null,
  paused: null,
  checking: false,
  notes: [],
};

/** The tray's menu while nothing is unseen: that note, then the menu's own items. */
export const QUIET_TRAY_MENU = [
  'Nothing unseen',
  'separator',
  'Open Inbox',
  'Check now',
  'Snooze everything 1 h',
  'separator',
  'Open Spyglass',
  'Quit',
];

/** An alert in the inbox: a new error group in project p1 of account a1, found at `at`. */
export function inboxEntry(n: number, change: Partial<InboxEntry> = {}): InboxEntry {
  return {
    id: `new-group/a1/p1/g${n}`,
    kind: 'new-group',
    accountId: 'a1',
    projectId: 'p1',
    projectName: 'Shop',
    subject: `g${n}`,
    at: 1_700_000_000_000 + n * 60_000,
    what: `New error group TypeError ${n}`,
    why: `3 events in 5 min`,
    view: { segments: ['errors', `g${n}`], params: { w: '1d' } },
    seen: false,
    foundAt: 1_700_000_000_000 + n * 60_000,
    ...change,
  };
}

/** The watch's state with these alerts in the inbox, newest first, and the unseen count they make. */
export function stateWith(entries: InboxEntry[], change: Partial<WatchState> = {}): WatchState {
  return { ...QUIET_STATE, inbox: entries, unseen: entries.filter((e) => !e.seen).length, ...change };
}

export class FakeWatch implements WatchService {
  current: WatchState = QUIET_STATE;
  connectivity: Connectivity[] = [];
  private readonly changeListeners = new Listeners<WatchState>();
  private readonly notifyListeners = new Listeners<WatchNotification[]>();

  state(): WatchState {
    return this.current;
  }
  onChange(listener: (state: WatchState) => void): () => void {
    return this.changeListeners.add(listener);
  }
  onNotify(listener: (notifications: WatchNotification[]) => void): () => void {
    return this.notifyListeners.add(listener);
  }
  setConnectivity(connectivity: Connectivity): void {
    this.connectivity.push(connectivity);
  }
  test(): WatchNotification {
    const notification = { id: 'test/1', title: 'Spyglass is watching', body: 'A test', alertIds: [], opens: null };
    this.notify([notification]);
    return notification;
  }

  /** The watch's state moves on. */
  change(state: WatchState): void {
    this.current = state;
    this.changeListeners.tell(state);
  }
  /** The watch hands over notifications to show. */
  notify(notifications: WatchNotification[]): void {
    this.notifyListeners.tell(notifications);
  }
  get listening(): number {
    return this.changeListeners.size + this.notifyListeners.size;
  }
}

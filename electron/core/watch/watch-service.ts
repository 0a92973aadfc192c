// The watch as its hosts see it: the desktop shell shows its notifications, its unseen count in
// the tray and the badge, and tells it when the machine sleeps or the network goes; the bridge
// answers the renderer's watch channels from it. The watcher (watcher.ts) is the one implementation.
import type { WatchNotification, WatchState } from '../../../shared/bridge.ts';

export type Connectivity = 'online' | 'offline' | 'asleep';

export interface WatchService {
  /** What the watch holds and does now (the inbox, each account's plan, the next check). */
  state(): WatchState;
  /** Hears every change of the state (a check over, an alert seen, a snooze); returns the removal. */
  onChange(listener: (state: WatchState) => void): () => void;
  /**
   * Hears the notifications to show, once each, after they are stored. While a host listens (the
   * desktop shell), they are its to show; without one (the browser host), they wait for a page to
   * take them (`watch.take`). Returns the removal.
   */
  onNotify(listener: (notifications: WatchNotification[]) => void): () => void;
  /** The host's word on the machine: asleep or offline, nothing is sent; back online, it looks again without a burst. */
  setConnectivity(connectivity: Connectivity): void;
  /** A notification that tries how they look and where they go (it opens the inbox). */
  test(): WatchNotification;
}

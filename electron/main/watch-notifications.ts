// The watch's notifications as the OS shows them: each one the core hands over, once, with its
// title and body as the core wrote them (figures and names, never the service's free text), not
// silent. A click opens what the notification names (watch-open.ts). Where the OS has no
// notifications, nothing is shown: the inbox holds every alert anyway.
import { Notification } from 'electron';
import type { WatchService } from '../core/watch/watch-service.ts';
import type { WatchView } from './watch-open.ts';

/**
 * Notifications still on screen are held here: one the garbage collector takes loses its click
 * handler. A few dozen is more than any screen shows; past that the oldest are let go.
 */
const MAX_HELD = 50;

/** Shows every notification the watch hands over; returns the removal. */
export function showWatchNotifications(
  watch: Pick<WatchService, 'onNotify'>,
  open: (view: WatchView) => void,
): () => void {
  const held = new Set<Notification>();
  const letGo = (shown: Notification) => held.delete(shown);
  return watch.onNotify((notifications) => {
    if (!Notification.isSupported()) return;
    for (const notification of notifications) {
      const shown = new Notification({ title: notification.title, body: notification.body, silent: false });
      held.add(shown);
      if (held.size > MAX_HELD) letGo(held.values().next().value!);
      shown.on('click', () => {
        letGo(shown);
        open(notification.opens);
      });
      shown.on('close', () => letGo(shown));
      shown.show();
    }
  });
}

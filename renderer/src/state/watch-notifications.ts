// The watch's notifications in a page of the browser host. The desktop app's main process shows
// them as the system's; a browser has no such process, so the page takes them (`watch.take`, at
// the state's pace, as soon as the host says the watch changed, and right after a Check now) and shows each as a Web Notification when the
// user allowed them, else as a toast that stays until dismissed. Either leads to the alert's view
// (or the inbox, for a digest) by the same route an alert of the inbox opens.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WatchNotification } from '../../../shared/bridge.ts';
import { appKeys } from '../api/query-keys.ts';
import { ask, onHostPush } from '../platform/bridge.ts';
import { notify } from '../ui/toast.tsx';
import { accountsQuery } from './accounts.ts';
import { openLinkRoute, projectViewRoute } from './link-target.ts';
import { navigate } from './route.ts';
import { WATCH_POLL_MS, watchActions } from './watch.ts';

export const INBOX_ROUTE = '/inbox';

/**
 * The ids this page has shown. The core hands each notification out once; this also holds when a
 * take is answered twice (a retried request) or two pages of one host ask in turn. Bounded: the
 * core's flood guard lets a few an hour through, so the newest thousand cover days.
 */
const shown = new Set<string>();
const SHOWN_KEPT = 1000;
function firstShowing(id: string): boolean {
  if (shown.has(id)) return false;
  shown.add(id);
  if (shown.size > SHOWN_KEPT) shown.delete(shown.values().next().value!);
  return true;
}

/** Where a notification leads: its alert's view, or the inbox (a digest, an account no longer here). */
function routeOf(notification: WatchNotification, client: QueryClient): string {
  const list = client.getQueryData(accountsQuery.queryKey);
  return (notification.opens && projectViewRoute(notification.opens, list)) ?? INBOX_ROUTE;
}

/** Shows a notification now, as the system's when allowed, else as a toast. */
export function showWatchNotification(notification: WatchNotification, client: QueryClient): void {
  const route = routeOf(notification, client);
  const toInbox = route === INBOX_ROUTE;
  // Opening the one alert it names is reading it, as in the inbox.
  const read = () => {
    if (notification.opens && notification.alertIds.length === 1)
      void watchActions(client).markSeen(notification.alertIds);
  };
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    const system = new Notification(notification.title, { body: notification.body, tag: notification.id });
    system.onclick = () => {
      window.focus();
      system.close();
      read();
      if (toInbox) navigate({ segments: ['inbox'] });
      else openLinkRoute(route);
    };
    return;
  }
  notify(`${notification.title}\n${notification.body}`, 'info', {
    link: { label: toInbox ? 'Open the inbox' : 'Open', href: `#${route}`, onOpen: read },
    stays: true,
  });
}

/** Takes what the watch has to show and shows what this page has not shown yet. */
export async function takeWatchNotifications(client: QueryClient): Promise<number> {
  const { notifications } = await ask('watch.take', {});
  const fresh = notifications.filter((notification) => firstShowing(notification.id));
  for (const notification of fresh) showWatchNotification(notification, client);
  return fresh.length;
}

/**
 * Takes the watch's notifications while `enabled` (a page of the browser host, once its first
 * screen is up), in the background too: that is when they matter. Shown as they are taken, not
 * from the query's data, so no answer is missed between two renders; the data is only a count.
 */
export function useWatchNotifications(enabled: boolean): void {
  const client = useQueryClient();
  // The host says when the watch's state changed: the state and its notifications are asked for
  // then, not at the next poll (which stays, for a host that cannot say).
  useEffect(() => {
    if (!enabled) return;
    return onHostPush(() => {
      void client.invalidateQueries({ queryKey: appKeys.watch });
      void client.invalidateQueries({ queryKey: appKeys.watchTake });
    });
  }, [enabled, client]);
  useQuery({
    queryKey: appKeys.watchTake,
    queryFn: ({ client }) => takeWatchNotifications(client),
    enabled,
    refetchInterval: WATCH_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

// The watch as the renderer shows it: its state (`watch.state`), one query for the whole app (the
// sidebar's badge, the window's title, the inbox, Settings ▸ Watch), asked again every 10 s and
// whenever the window comes back to the front; and what the user tells it. The watch runs in the
// privileged core whether a view is open or not, so asking is all the renderer does. Each of its
// channels answers the new state, which replaces the cached one at once: no second request.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BridgeRequest, WatchState } from '../../../shared/bridge.ts';
import type { SnoozeChoice } from '../../../shared/watch/snooze-terms.ts';
import { appKeys } from '../api/query-keys.ts';
import { ask, bridge } from '../platform/bridge.ts';
import { notify } from '../ui/toast.tsx';

/**
 * How often the state (and, in the browser host, the notifications) are asked for. The watch
 * looks every minute at most: an alert it finds reaches the badge within a few seconds, and a
 * call to the host on this machine costs nothing the service sees.
 */
export const WATCH_POLL_MS = 10_000;

export const watchQuery = queryOptions({
  queryKey: appKeys.watch,
  queryFn: () => ask('watch.state', {}),
  refetchInterval: WATCH_POLL_MS,
  // A tab in the background still shows the count in its title.
  refetchIntervalInBackground: true,
  refetchOnWindowFocus: 'always',
  staleTime: WATCH_POLL_MS,
});

/** `enabled`: false while the launch's own requests are on their way (the shell asks after the first paint). */
export function useWatchState(enabled = true): WatchState | undefined {
  return useQuery({ ...watchQuery, enabled }).data;
}

/** How many alerts are unseen; a render follows only when the count changes, not each poll. */
export function useUnseenCount(enabled = true): number {
  return useQuery({ ...watchQuery, enabled, select: (state) => state.unseen }).data ?? 0;
}

/** What a snooze applies to: one project, or everything. */
export type WatchScope = BridgeRequest<'watch.snooze'>['scope'];

type StateChannel = 'watch.seen' | 'watch.snooze' | 'watch.check';

/** Each answers the watch's new state, or null when the host refused (and said why in a toast). */
export interface WatchActions {
  markSeen: (ids: string[]) => Promise<WatchState | null>;
  markAllSeen: () => Promise<WatchState | null>;
  snooze: (scope: WatchScope, choice: SnoozeChoice) => Promise<WatchState | null>;
  endSnooze: (scope: WatchScope) => Promise<WatchState | null>;
  /** Looks now; its answer comes once the check is over, and its notifications are taken then. */
  checkNow: () => Promise<WatchState | null>;
}

/** The actions, outside React too (a notification's click marks its alert seen). */
export function watchActions(client: QueryClient): WatchActions {
  const send = async <C extends StateChannel>(channel: C, request: BridgeRequest<C>, failed: string) => {
    const reply = await bridge.call(channel, request);
    if (!reply.ok) {
      notify(`${failed}: ${reply.error.message}`, 'error');
      return null;
    }
    const state = reply.value as WatchState;
    // A poll sent before this change may answer after it: it is dropped, not shown over the newer state.
    await client.cancelQueries({ queryKey: watchQuery.queryKey });
    client.setQueryData(watchQuery.queryKey, state);
    return state;
  };
  return {
    markSeen: (ids) => send('watch.seen', { ids }, 'The alert was not marked seen'),
    markAllSeen: () => send('watch.seen', { all: true }, 'The alerts were not marked seen'),
    snooze: (scope, choice) => send('watch.snooze', { scope, choice }, 'The snooze was not set'),
    endSnooze: (scope) => send('watch.snooze', { scope, end: true }, 'The snooze did not end'),
    checkNow: async () => {
      const done = await send('watch.check', {}, 'The watch could not look now');
      // What the check found is to be shown now, not at the next poll (a page of the browser host takes it).
      if (done) void client.invalidateQueries({ queryKey: appKeys.watchTake });
      return done;
    },
  };
}

export function useWatchActions(): WatchActions {
  const client = useQueryClient();
  return useMemo(() => watchActions(client), [client]);
}

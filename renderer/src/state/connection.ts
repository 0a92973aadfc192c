// The app-wide connection state: whether the host answers at all (the browser host can be
// stopped under an open tab), and whether what the views show now came from the cache because
// the service could not be reached.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { isTransient } from '../../../shared/api-error.ts';
import type { ApiResult } from '../../../shared/bridge.ts';
import { onCacheTurn } from '../api/cache-turns.ts';
import type { Scope } from '../api/queries.ts';
import { apiKeys, isCacheKey, isLiveKey, requestIdOf } from '../api/query-keys.ts';
import { shownAnswer } from '../api/view-state.ts';
import { bridgeReachable } from '../platform/bridge.ts';

export const useBridgeReachable = (): boolean => bridgeReachable.use();

export interface CacheStatus {
  /** Answers on screen that failed for a reason that passes (offline, timeout, 5xx, 429). */
  failed: number;
  /** Of those, how many are shown from a cached copy. */
  fromCache: number;
  /** The oldest copy on screen. */
  asOf: number | null;
  /** The first failure's message, to say why. */
  reason: string | null;
}

const NONE: CacheStatus = { failed: 0, fromCache: 0, asOf: null, reason: null };

export function summarize(queries: readonly Query[]): CacheStatus {
  const onScreen = queries.filter((query) => query.getObserversCount() > 0);
  const copies = new Map(
    onScreen
      .filter((query) => isCacheKey(query.queryKey))
      .map((query) => [requestIdOf(query.queryKey), query.state.data as ApiResult | undefined]),
  );
  let failed = 0;
  let fromCache = 0;
  let asOf: number | null = null;
  let reason: string | null = null;
  for (const query of onScreen) {
    const result = query.state.data as ApiResult | undefined;
    if (!isLiveKey(query.queryKey) || !result || result.ok || !isTransient(result.error)) continue;
    failed++;
    reason ??= result.error.message;
    const copy = shownAnswer(result, copies.get(requestIdOf(query.queryKey)));
    if (copy) {
      fromCache++;
      asOf = asOf === null ? copy.fetchedAt : Math.min(asOf, copy.fetchedAt);
    }
  }
  return { failed, fromCache, asOf, reason };
}

export function useCacheStatus(scope: Pick<Scope, 'accountId' | 'projectId'> | null): CacheStatus {
  const cache = useQueryClient().getQueryCache();
  const accountId = scope?.accountId;
  const projectId = scope?.projectId;
  const snapshot = useCallback(() => {
    if (accountId === undefined || projectId === undefined) return '';
    return JSON.stringify(summarize(cache.findAll({ queryKey: apiKeys.project({ accountId, projectId }) })));
  }, [cache, accountId, projectId]);
  // Looked at again once a turn, and only for a step of this project's queries (cache-turns.ts).
  const subscribe = useCallback(
    (listener: () => void) =>
      accountId === undefined || projectId === undefined
        ? () => undefined
        : onCacheTurn(cache, apiKeys.project({ accountId, projectId }), listener),
    [cache, accountId, projectId],
  );
  const text = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => (text ? (JSON.parse(text) as CacheStatus) : NONE), [text]);
}

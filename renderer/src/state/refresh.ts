// Refresh: drop what is in flight and ask again for what can have changed. Answers for windows
// that closed in the past never change, so those stay unless they failed.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { parseApiTime, type TimeWindow } from '../../../shared/time-window.ts';
import type { Scope } from '../api/queries.ts';
import { apiKeys, isLiveKey, readApiKey } from '../api/query-keys.ts';
import { createStore } from '../platform/create-store.ts';

type ProjectScope = Pick<Scope, 'accountId' | 'projectId'>;
/** What a refresh asks again for: one project's answers, every project's (the home), or nothing. */
export type RefreshScope = ProjectScope | 'all' | null;

/** The query key prefix a refresh scope covers; null for none. */
export function refreshKey(scope: RefreshScope): readonly unknown[] | null {
  return scope === 'all' ? apiKeys.all : scope ? apiKeys.project(scope) : null;
}

/** Settled: a successful answer for a window that ended more than five minutes ago. */
function isSettled(query: Query, now: number): boolean {
  const timeEnd = readApiKey(query.queryKey)?.query.timeEnd;
  const end = typeof timeEnd === 'string' ? parseApiTime(timeEnd) : null;
  const data = query.state.data as { ok?: boolean } | undefined;
  return end !== null && end <= now - 5 * 60_000 && data?.ok === true;
}

export function useRefresh(scope: RefreshScope): () => Promise<void> {
  const client = useQueryClient();
  const key = refreshKey(scope);
  const keyText = JSON.stringify(key);
  return useCallback(async () => {
    const queryKey = JSON.parse(keyText) as unknown[] | null;
    if (!queryKey) return;
    await client.cancelQueries({ queryKey });
    const now = Date.now();
    await client.invalidateQueries({
      queryKey,
      predicate: (query) => isLiveKey(query.queryKey) && !isSettled(query, now),
    });
  }, [client, keyText]);
}

export const AUTO_REFRESH = { off: 0, '30s': 30_000, '1m': 60_000, '5m': 300_000 } as const;
export type AutoRefresh = keyof typeof AUTO_REFRESH;
const STORAGE_KEY = 'spyglass.auto-refresh';

const autoRefresh = createStore<AutoRefresh>({
  read: () => {
    const value = localStorage.getItem(STORAGE_KEY);
    return value !== null && value in AUTO_REFRESH ? (value as AutoRefresh) : 'off';
  },
  write: (value) => localStorage.setItem(STORAGE_KEY, value),
});

export const setAutoRefresh = autoRefresh.set;
export const useAutoRefreshSetting = (): AutoRefresh => autoRefresh.use();

/**
 * Refreshes on a timer, only while the window ends now (a fixed range would fetch the same
 * answer again) and the page is visible. Returns whether it is running.
 */
export function useAutoRefresh(refresh: () => Promise<void>, window: TimeWindow): boolean {
  const setting = useAutoRefreshSetting();
  const every = AUTO_REFRESH[setting];
  const running = every > 0 && window.kind === 'relative';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (!document.hidden) void refresh();
    }, every);
    return () => clearInterval(timer);
  }, [running, every, refresh]);
  return running;
}

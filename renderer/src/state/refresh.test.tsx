// Refresh asks again for the current project's answers that can change (or failed), cancelling
// what is in flight; auto-refresh runs only for windows that end now.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKeys, readApiKey, type AnswerSource } from '../api/query-keys.ts';
import { summarize } from './connection.ts';
import { setAutoRefresh, useAutoRefresh, useRefresh } from './refresh.ts';

const scope = { accountId: 'a', projectId: 'p' };
const other = { accountId: 'a', projectId: 'q' };
const ok = { ok: true, data: 1, fetchedAt: 1, window: { start: 0, end: 1 }, source: 'network' };
const offline = {
  ok: false,
  error: { kind: 'offline', message: 'The service could not be reached' },
  cached: { data: 0, fetchedAt: 42, window: { start: 0, end: 1 } },
};

type Answer = typeof ok | typeof offline;
/** A day's answer of `endpoint` for the current project. */
const dayKey = (endpoint: 'reports' | 'apdex', source: AnswerSource) =>
  apiKeys.get(scope, { endpoint, path: {}, query: { timeDur: '1d' }, source });
function Watch({
  queryKey,
  answer,
  calls,
}: {
  queryKey: readonly unknown[];
  answer: () => Answer | Promise<Answer>;
  calls: string[];
}): ReactNode {
  useQuery({
    queryKey,
    queryFn: async () => (calls.push(JSON.stringify(readApiKey(queryKey)?.query)), answer()),
    staleTime: Infinity,
  });
  return null;
}

afterEach(cleanup);

describe('refresh', () => {
  it('refetches open and failed answers of the current project, not settled ones or other projects', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls: string[] = [];
    const key = (s: typeof scope, query: Record<string, string>) =>
      apiKeys.get(s, { endpoint: 'reports', path: {}, query, source: 'live' });
    const relative = key(scope, { timeDur: '1d' });
    const closed = key(scope, { timeStart: '2020-01-01 00:00', timeEnd: '2020-01-02 00:00' });
    const closedFailed = key(scope, { timeStart: '2020-02-01 00:00', timeEnd: '2020-02-02 00:00' });
    const otherProject = key(other, { timeDur: '6h' });
    render(
      <QueryClientProvider client={client}>
        <Watch queryKey={relative} answer={() => ok} calls={calls} />
        <Watch queryKey={closed} answer={() => ok} calls={calls} />
        <Watch queryKey={closedFailed} answer={() => offline} calls={calls} />
        <Watch queryKey={otherProject} answer={() => ok} calls={calls} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    calls.length = 0;
    const { result } = renderHook(() => useRefresh(scope), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await act(() => result.current());
    expect(calls.sort()).toEqual(
      [
        JSON.stringify({ timeDur: '1d' }),
        JSON.stringify({ timeStart: '2020-02-01 00:00', timeEnd: '2020-02-02 00:00' }),
      ].sort(),
    );
  });

  it("on the home, refetches every project's open answers, of every account, still not the settled ones", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls: string[] = [];
    const key = (s: typeof scope, query: Record<string, string>) =>
      apiKeys.get(s, { endpoint: 'reports', path: {}, query, source: 'live' });
    const elsewhere = { accountId: 'b', projectId: 'p' };
    render(
      <QueryClientProvider client={client}>
        <Watch queryKey={key(scope, { timeDur: '1d' })} answer={() => ok} calls={calls} />
        <Watch queryKey={key(other, { timeDur: '6h' })} answer={() => ok} calls={calls} />
        <Watch queryKey={key(elsewhere, { timeDur: '1h' })} answer={() => ok} calls={calls} />
        <Watch
          queryKey={key(elsewhere, { timeStart: '2020-01-01 00:00', timeEnd: '2020-01-02 00:00' })}
          answer={() => ok}
          calls={calls}
        />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    calls.length = 0;
    const { result } = renderHook(() => useRefresh('all'), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await act(() => result.current());
    expect(calls.sort()).toEqual(['1d', '6h', '1h'].map((dur) => JSON.stringify({ timeDur: dur })).sort());
  });

  it('cancels a request still in flight before asking again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls: string[] = [];
    let release: (answer: Answer) => void = () => undefined;
    const key = dayKey('reports', 'live');
    render(
      <QueryClientProvider client={client}>
        <Watch queryKey={key} answer={() => new Promise<Answer>((resolve) => (release = resolve))} calls={calls} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const cancel = vi.spyOn(client, 'cancelQueries');
    const { result } = renderHook(() => useRefresh(scope), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    const refreshing = result.current();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(cancel).toHaveBeenCalledWith({ queryKey: apiKeys.project(scope) });
    await act(async () => {
      release(ok);
      await refreshing;
    });
  });
});

describe('auto-refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('runs on its interval for a window that ends now, and pauses for a fixed range', () => {
    const refresh = vi.fn(async () => undefined);
    setAutoRefresh('30s');
    const { result, rerender } = renderHook(({ window }) => useAutoRefresh(refresh, window), {
      initialProps: {
        window: { kind: 'relative', dur: '1d' } as const as
          { kind: 'relative'; dur: string } | { kind: 'absolute'; start: number; end: number },
      },
    });
    expect(result.current).toBe(true);
    vi.advanceTimersByTime(61_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    rerender({ window: { kind: 'absolute', start: 0, end: 60_000 } });
    expect(result.current).toBe(false);
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('spyglass.auto-refresh')).toBe('30s');
  });
});

describe('app-wide cache state', () => {
  it('counts failed answers on screen and the oldest copy shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Watch queryKey={dayKey('reports', 'live')} answer={() => offline} calls={calls} />
        <Watch
          queryKey={dayKey('apdex', 'live')}
          answer={() => ({ ...offline, cached: undefined }) as never}
          calls={calls}
        />
        <Watch queryKey={dayKey('apdex', 'cache')} answer={() => ({ ...ok, fetchedAt: 7 })} calls={calls} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() =>
      expect(summarize(client.getQueryCache().findAll({ queryKey: apiKeys.project(scope) }))).toEqual({
        failed: 2,
        fromCache: 2,
        asOf: 7,
        reason: 'The service could not be reached',
      }),
    );
  });
});

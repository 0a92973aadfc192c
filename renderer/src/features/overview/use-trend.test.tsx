// The trend against a fake bridge: one `reports` request per bucket, never more than 4 at once,
// closed buckets kept for good, the open one refetched.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Report } from '../../api/answer-types.ts';
import { formatApiTime, MINUTE, parseApiTime, type TimeWindow } from '../../../../shared/time-window.ts';
import type { Scope } from '../../api/queries.ts';

type Request = { endpoint: string; query: { timeStart: string; timeEnd: string } };
const requests: Request[] = [];
let inFlight = 0;
let peak = 0;
/** Buckets (by start) whose next request fails. */
const failNext = new Set<string>();

// Each bucket's page views are its start minute, so the test can tell the buckets apart.
const reportFor = (query: Request['query']) =>
  ({ pages: { throughput: parseApiTime(query.timeStart)! / MINUTE } }) as unknown as Report;

beforeAll(() => {
  window.spyglass = {
    call: async (_channel: string, request: Request) => {
      requests.push(request);
      peak = Math.max(peak, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      if (failNext.delete(request.query.timeStart))
        return { ok: false, error: { kind: 'unavailable', message: 'down' } };
      const window = { start: parseApiTime(request.query.timeStart)!, end: parseApiTime(request.query.timeEnd)! };
      return { ok: true, value: { data: reportFor(request.query), fetchedAt: Date.now(), window, source: 'network' } };
    },
    onMenuCommand: () => () => undefined,
  } as never;
});

afterEach(() => {
  requests.length = 0;
  peak = 0;
});

/** The trend as the overview has it: asked for by the view, read by the trend's section. */
async function load() {
  const { useTrendRequests, useBucketPoints } = await import('./use-trend.ts');
  const useTrend = (scope: Scope, read: typeof values) => useBucketPoints(useTrendRequests(scope), read);
  return { useTrend, useTrendRequests };
}

const values = (report: Report): Record<string, number | null> =>
  'pages' in report ? { views: report.pages.throughput } : {};

function setup(window: TimeWindow, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const scope: Scope = { accountId: 'a', projectId: 'p', window };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, scope, wrapper };
}

const dayStart = Date.UTC(2026, 10, 17);
const closedDay: TimeWindow = { kind: 'absolute', start: dayStart, end: dayStart + 24 * 60 * MINUTE };

describe('the trend', () => {
  it("asks for each bucket's report, at most 4 at a time, and fills every point", async () => {
    const { useTrend } = await load();
    const { scope, wrapper } = setup(closedDay);
    const { result } = renderHook(() => useTrend(scope, values), { wrapper });
    expect(result.current.points).toHaveLength(24);
    await waitFor(() => expect(result.current.loaded).toBe(24));
    expect(requests).toHaveLength(24);
    expect(requests.every((r) => r.endpoint === 'reports')).toBe(true);
    expect(peak).toBe(4);
    expect(result.current.points.map((p) => p.values['views'])).toEqual(
      result.current.points.map((p) => p.start / MINUTE),
    );
    expect(result.current.failed).toBe(0);
  });

  it('does not draw the view that asks for the buckets again as their answers come', async () => {
    const { useTrendRequests } = await load();
    const { scope, wrapper, client } = setup(closedDay);
    let renders = 0;
    renderHook(
      () => {
        renders++;
        return useTrendRequests(scope);
      },
      { wrapper },
    );
    const answered = () =>
      client
        .getQueryCache()
        .findAll()
        .filter((query) => query.state.data !== undefined).length;
    await waitFor(() => expect(answered()).toBe(24));
    // The first render, and the one that starts the queries once the first frame is painted.
    expect(renders).toBeLessThanOrEqual(3);
  });

  it('asks again for the buckets that failed, and only those, when told to retry', async () => {
    const { useTrend } = await load();
    const { scope, wrapper } = setup(closedDay);
    const starts = [2, 7].map((h) => formatApiTime(dayStart + h * 60 * MINUTE));
    for (const start of starts) failNext.add(start);
    const { result } = renderHook(() => useTrend(scope, values), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(24));
    expect(result.current.failed).toBe(2);
    expect(result.current.points.filter((p) => p.values['views'] === undefined)).toHaveLength(2);
    requests.length = 0;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.failed).toBe(0));
    expect(requests.map((r) => r.query.timeStart).sort()).toEqual(starts);
    expect(result.current.points.map((p) => p.values['views'])).toEqual(
      result.current.points.map((p) => p.start / MINUTE),
    );
  });

  it('keeps closed buckets for good: showing the window again asks for nothing', async () => {
    const { useTrend } = await load();
    const { scope, wrapper, client } = setup(closedDay);
    const first = renderHook(() => useTrend(scope, values), { wrapper });
    await waitFor(() => expect(first.result.current.loaded).toBe(24));
    first.unmount();
    requests.length = 0;
    const again = renderHook(() => useTrend(scope, values), { wrapper: setup(closedDay, client).wrapper });
    await waitFor(() => expect(again.result.current.loaded).toBe(24));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(0);
  });

  it('lets only the open bucket of a window ending now go stale', async () => {
    // A pinned instant: a bucket that closes as the test runs would otherwise count either way.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 2, 11, 7, 30) });
    onTestFinished(() => void vi.useRealTimers());
    const { useTrend } = await load();
    const { readApiKey } = await import('../../api/query-keys.ts');
    const { scope, wrapper, client } = setup({ kind: 'relative', dur: '6h' });
    const { result } = renderHook(() => useTrend(scope, values), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(result.current.points.length));
    const staleTimes = client
      .getQueryCache()
      .findAll()
      .map(
        (q) =>
          [
            parseApiTime(readApiKey(q.queryKey)!.query.timeEnd as string),
            (q.options as { staleTime?: number }).staleTime,
          ] as const,
      );
    const now = Date.UTC(2026, 2, 2, 11, 7, 30);
    for (const [end, staleTime] of staleTimes) expect(staleTime).toBe(end! <= now - 5 * MINUTE ? Infinity : 60_000);
    expect(staleTimes.filter(([, s]) => s !== Infinity).length).toBeGreaterThanOrEqual(1);
    expect(staleTimes.filter(([, s]) => s === Infinity).length).toBeGreaterThanOrEqual(10);
  });
});

// The overview's comparison against a fake bridge: its report is asked for alongside the current
// window's, its coarser buckets only after the current buckets, through the same 4 slots, and the
// series holds the comparison window's values with counts scaled to the current bucket width.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../api/answer-types.ts';
import { HOUR, MINUTE, parseApiTime, type TimeWindow } from '../../../../shared/time-window.ts';
import type { Scope } from '../../api/queries.ts';

type Request = { endpoint: string; query: { timeStart: string; timeEnd: string } };
const requests: { start: number; end: number }[] = [];
let inFlight = 0;
let peak = 0;

// A report's page views are its length in minutes; its load time, its start hour.
const reportFor = (start: number, end: number) =>
  ({
    pages: { throughput: (end - start) / MINUTE, page: { loadTime: start / HOUR, percentile_95: 1 } },
    errors: { events: 0 },
  }) as unknown as Report;

beforeAll(() => {
  window.spyglass = {
    call: async (channel: string, request: Request & { cache?: string; requests?: unknown[] }) => {
      const noCopy = { ok: false, error: { kind: 'unavailable', message: 'no copy' } };
      if (channel === 'api.cached') return { ok: true, value: { results: request.requests!.map(() => noCopy) } };
      const window = { start: parseApiTime(request.query.timeStart)!, end: parseApiTime(request.query.timeEnd)! };
      requests.push(window);
      peak = Math.max(peak, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return {
        ok: true,
        value: { data: reportFor(window.start, window.end), fetchedAt: Date.now(), window, source: 'network' },
      };
    },
    onMenuCommand: () => () => undefined,
  } as never;
});

const dayStart = Date.UTC(2026, 10, 17);
const closedDay: TimeWindow = { kind: 'absolute', start: dayStart, end: dayStart + 24 * HOUR };

async function setup() {
  const { useApi } = await import('../../api/use-api.ts');
  const { useTrendRequests, useBucketPoints } = await import('./use-trend.ts');
  const { useOverviewComparison, useComparisonPoints } = await import('./use-overview-comparison.ts');
  const { BROWSER_TREND } = await import('./trend-series.ts');
  const scope: Scope = { accountId: 'a', projectId: 'p', window: closedDay };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      // As the overview has them: asked for by the view, read by the trend's section.
      const report = useApi(scope, 'reports');
      const requests = useTrendRequests(scope);
      const { compared, trend } = useOverviewComparison(scope, report, requests);
      return {
        current: useBucketPoints(requests, BROWSER_TREND.values),
        compared,
        trend: useComparisonPoints(trend, BROWSER_TREND),
      };
    },
    { wrapper },
  );
}

describe("the overview's comparison", () => {
  it('asks for nothing more when Compare is off', async () => {
    window.location.hash = '#/overview';
    requests.length = 0;
    const { result, unmount } = await setup();
    await waitFor(() => expect(result.current.current.loaded).toBe(24));
    expect(result.current.compared).toBeNull();
    expect(result.current.trend).toBeNull();
    expect(requests).toHaveLength(25);
    unmount();
  });

  it('asks for its report with the current one, and its 3 buckets of 8 h after the 24 current buckets, 4 at a time', async () => {
    window.location.hash = '#/overview?cmp=previous';
    requests.length = 0;
    peak = 0;
    const { result } = await setup();
    await waitFor(() => expect(result.current.trend?.loaded).toBe(3));
    await waitFor(() => expect(result.current.compared?.state.status).toBe('ready'));
    expect(requests).toHaveLength(25 + 1 + 3);
    expect(peak).toBeLessThanOrEqual(4);
    const previous = dayStart - 24 * HOUR;
    expect(requests.slice(0, 2)).toEqual(
      [closedDay, { start: previous, end: dayStart }].map(({ start, end }) => ({ start, end })),
    );
    expect(requests.slice(2, 26).every((r) => r.start >= dayStart && r.end - r.start === HOUR)).toBe(true);
    expect(requests.slice(26).map((r) => (r.start - previous) / HOUR)).toEqual([0, 8, 16]);

    const comparison = result.current.trend!;
    expect(comparison.offset).toBe(24 * HOUR);
    expect(comparison.step).toBe(8 * HOUR);
    expect(comparison.currentStep).toBe(HOUR);
    // 480 minutes of page views per 8 h bucket, drawn per hour: 60; the load time is not scaled.
    expect(comparison.points.map((p) => p.values['pageViews'])).toEqual([60, 60, 60]);
    expect(comparison.points.map((p) => p.values['loadTime'])).toEqual(
      [0, 8, 16].map((h) => (previous + h * HOUR) / HOUR),
    );
  });
});

// The trend's data: one `reports` query per bucket, all through react-query (so a closed bucket
// is answered from the cache for good: its window is absolute and past, `staleTime: Infinity`),
// at most TREND_SLOTS in flight at a time, behind the view's own calls, the points filling in as answers arrive.
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiResponse } from '../../../../shared/bridge.ts';
import type { Report } from '../../api/answer-types.ts';
import { floorToMinute, resolveWindow, type ResolvedWindow } from '../../../../shared/time-window.ts';
import { apiQuery, type Scope } from '../../api/queries.ts';
import { shownAnswer } from '../../api/view-state.ts';
import { useAfterFirstPaint } from '../../ui/after-paint.ts';
import type { TimePoint } from '../../ui/charts/time-series-chart.tsx';
import { planBuckets, type Bucket } from './trend-buckets.ts';

/** A bucket's report, asked for behind the view's own calls (api/queries.ts). */
export function bucketQuery(scope: Scope, bucket: Bucket) {
  return apiQuery(
    { ...scope, window: { kind: 'absolute', start: bucket.start, end: bucket.end } },
    'reports',
    {},
    'background',
  );
}

export interface Trend {
  window: ResolvedWindow;
  points: TimePoint[];
  loaded: number;
  failed: number;
  /** Buckets shown from the offline copy. */
  stale: number;
  /** False in the first render, before the buckets' queries start. */
  started: boolean;
  retry: () => void;
}

export function useTrend(scope: Scope, values: (report: Report) => Record<string, number | null>): Trend {
  // A relative window is resolved again whenever the view renders in a new minute: the closed
  // buckets keep their keys (aligned), only the edge ones change.
  const minute = floorToMinute(Date.now());
  const window = useMemo(() => resolveWindow(scope.window, minute), [scope.window, minute]);
  const buckets = useMemo(() => planBuckets(window), [window]);
  // Two dozen queries, two charts and a few hundred table cells cost a render tens of ms: they
  // start once the first frame is painted, so the report's numbers are on screen first (on a
  // return to the view as well, where the buckets then come from memory, a frame later).
  const started = useAfterFirstPaint();
  const results = useQueries({ queries: started ? buckets.map((bucket) => bucketQuery(scope, bucket)) : [] });

  const read = readBuckets(buckets, results, (report) => values(report));
  return { window, started, ...read };
}

/** The buckets' points as their answers (or offline copies) arrive, how many have, and a retry of the failed ones. */
export function readBuckets(
  buckets: readonly Bucket[],
  results: readonly UseQueryResult<ApiResponse<'reports'>>[],
  values: (report: Report, bucket: Bucket) => Record<string, number | null>,
): Pick<Trend, 'points' | 'loaded' | 'failed' | 'stale' | 'retry'> {
  let loaded = 0;
  let failed = 0;
  let stale = 0;
  const points = buckets.map((bucket, i): TimePoint => {
    const result = results[i]?.data;
    const report = shownAnswer(result)?.data;
    if (result) loaded++;
    if (result && !result.ok) {
      if (report) stale++;
      else failed++;
    }
    return { start: bucket.start, end: bucket.end, values: report ? values(report, bucket) : {} };
  });
  const retry = () => {
    for (const query of results) if (query.data && !query.data.ok) void query.refetch();
  };
  return { points, loaded, failed, stale, retry };
}

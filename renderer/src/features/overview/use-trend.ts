// The trend's data: one `reports` query per bucket, all through react-query (so a closed bucket
// is answered from the cache for good: its window is absolute and past, `staleTime: Infinity`),
// at most TREND_SLOTS in flight at a time, behind the view's own calls, the points filling in as answers arrive.
//
// Asked for and read in two places: the view starts the queries with its report (useTrendRequests)
// but is not told of their answers; the trend's section reads them (useBucketPoints) and is the
// only part drawn again as each one lands. Two dozen answers each drawing the whole overview
// again (its headline, panels and charts) kept the page's main thread busy for seconds on a slow
// machine, and the next answers waited for it.
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiResponse } from '../../../../shared/bridge.ts';
import type { Report } from '../../api/answer-types.ts';
import { floorToMinute, resolveWindow, type ResolvedWindow } from '../../../../shared/time-window.ts';
import { apiQuery, type Scope } from '../../api/queries.ts';
import { shownAnswer } from '../../api/view-state.ts';
import { useAfterFirstPaint } from '../../ui/after-paint.ts';
import type { TimePoint } from '../../ui/charts/time-series-chart.tsx';
import { planBuckets, type Bucket } from './trend-buckets.ts';

/** A bucket's report, asked for behind the view's own calls (api/queries.ts). */
function bucketQuery(accountId: string, projectId: string, bucket: Bucket) {
  const window = { kind: 'absolute', start: bucket.start, end: bucket.end } as const;
  return apiQuery({ accountId, projectId, window }, 'reports', {}, 'background');
}

/** A window's buckets and their queries, made once per window (options made anew at each render would each be set on the cache again). */
export interface BucketRequests {
  buckets: readonly Bucket[];
  queries: readonly ReturnType<typeof bucketQuery>[];
  /** False in the first render, before the buckets' queries start. */
  started: boolean;
}

export interface TrendRequests extends BucketRequests {
  window: ResolvedWindow;
}

export function useBucketQueries(scope: Scope, buckets: readonly Bucket[] | null): BucketRequests['queries'] {
  const { accountId, projectId } = scope;
  return useMemo(
    () => (buckets ?? []).map((bucket) => bucketQuery(accountId, projectId, bucket)),
    [accountId, projectId, buckets],
  );
}

/** Nothing the view draws: its queries run, their answers re-render the trend's section alone. */
const unread = () => null;

/** Starts the queries of every bucket of `requests` once they are `started`, without reading them. */
export function useStartBuckets(requests: BucketRequests): void {
  useQueries({ queries: requests.started ? requests.queries : [], combine: unread });
}

export function useTrendRequests(scope: Scope): TrendRequests {
  // A relative window is resolved again whenever the view renders in a new minute: the closed
  // buckets keep their keys (aligned), only the edge ones change.
  const minute = floorToMinute(Date.now());
  const window = useMemo(() => resolveWindow(scope.window, minute), [scope.window, minute]);
  const buckets = useMemo(() => planBuckets(window), [window]);
  const queries = useBucketQueries(scope, buckets);
  // Two dozen queries, two charts and a few hundred table cells cost a render tens of ms: they
  // start once the first frame is painted, so the report's numbers are on screen first (on a
  // return to the view as well, where the buckets then come from memory, a frame later).
  const started = useAfterFirstPaint();
  const requests = useMemo(() => ({ window, buckets, queries, started }), [window, buckets, queries, started]);
  useStartBuckets(requests);
  return requests;
}

export interface BucketPoints {
  points: TimePoint[];
  loaded: number;
  failed: number;
  /** Buckets shown from the offline copy. */
  stale: number;
  /** Asks again for the buckets whose answer failed. */
  retry: () => void;
}

/**
 * The buckets' points as their answers (or offline copies) arrive. Its caller renders again only
 * when a point or a count changed (the points it keeps are the same objects while their answer is).
 */
export function useBucketPoints(
  requests: BucketRequests,
  values: (report: Report, bucket: Bucket) => Record<string, number | null>,
): BucketPoints {
  const { buckets, queries, started } = requests;
  const combine = useCallback(
    (results: UseQueryResult<ApiResponse<'reports'>>[]) => readBuckets(buckets, results, values),
    [buckets, values],
  );
  const read = useQueries({ queries: started ? queries : [], combine });
  const client = useQueryClient();
  const retry = useCallback(() => {
    for (const { queryKey } of queries) {
      const answer = client.getQueryData(queryKey);
      if (answer && !answer.ok) void client.refetchQueries({ queryKey, exact: true });
    }
  }, [client, queries]);
  // The combined points, not a query's result: nothing here is observed field by field.
  return useMemo(() => Object.assign({}, read, { retry }), [read, retry]);
}

/** The buckets' points, how many have an answer, and how many of those failed or are offline copies. */
export function readBuckets(
  buckets: readonly Bucket[],
  results: readonly UseQueryResult<ApiResponse<'reports'>>[],
  values: (report: Report, bucket: Bucket) => Record<string, number | null>,
): Omit<BucketPoints, 'retry'> {
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
  return { points, loaded, failed, stale };
}

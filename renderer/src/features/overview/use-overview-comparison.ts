// The overview's comparison: the comparison window's report (for the headlines' changes), asked
// for alongside the current report as every view's comparison is, and its trend (drawn behind the
// current one), whose buckets queue behind the current buckets in the trend's gate: Compare must
// not slow down what the current window shows.
import { useCallback, useMemo } from 'react';
import { comparisonOffset, comparisonWindow } from '../../../../shared/comparison.ts';
import type { Report } from '../../api/answer-types.ts';
import type { Scope } from '../../api/queries.ts';
import type { ViewState } from '../../api/view-state.ts';
import type { TimePoint } from '../../ui/charts/time-series-chart.tsx';
import { useCompared, type Compared } from '../../view-kit/compared.ts';
import { planComparisonBuckets, scaleToStep } from './comparison-trend.ts';
import { bucketStep, type Bucket } from './trend-buckets.ts';
import type { TrendPlan } from './trend-series.ts';
import {
  useBucketPoints,
  useBucketQueries,
  useStartBuckets,
  type BucketPoints,
  type BucketRequests,
  type TrendRequests,
} from './use-trend.ts';

/** The comparison's buckets, asked for by the view and read by the trend's section (use-trend.ts). */
export interface ComparisonRequests extends BucketRequests {
  /** "previous period". */
  label: string;
  /** Added to the comparison window's times, it lands them on the current window's axis. */
  offset: number;
  step: number;
  currentStep: number;
}

export interface ComparisonTrend extends BucketPoints {
  label: string;
  /** In the comparison window's own time, counts scaled to `currentStep`. */
  points: TimePoint[];
  offset: number;
  step: number;
  currentStep: number;
}

export function useOverviewComparison(
  scope: Scope,
  report: ViewState<unknown>,
  trend: TrendRequests,
): { compared: Compared<Report> | null; trend: ComparisonRequests | null } {
  // The report alongside the current one (the headline's changes come with its numbers); the
  // buckets once the current ones are queued, behind them in the service slots' background lane.
  const compared = useCompared(scope, 'reports', {}, report);
  const window = compared ? comparisonWindow(compared.comparison, trend.window) : null;
  const [start, end] = [window?.start ?? 0, window?.end ?? 0];
  const current = trend.buckets.length;
  const plan = useMemo(
    () => (end > start ? planComparisonBuckets({ start, end }, current) : null),
    [start, end, current],
  );
  const queries = useBucketQueries(scope, plan?.buckets ?? null);
  const label = compared?.label;
  const requests = useMemo(
    () =>
      label && plan
        ? {
            label,
            buckets: plan.buckets,
            queries,
            started: trend.started,
            offset: comparisonOffset({ start, end }, trend.window),
            step: plan.step,
            currentStep: bucketStep(trend.window),
          }
        : null,
    [label, plan, queries, trend.started, trend.window, start, end],
  );
  useStartBuckets(requests ?? NO_BUCKETS);
  return { compared, trend: requests };
}

const NO_BUCKETS: BucketRequests = { buckets: [], queries: [], started: false };

/** The comparison's points as its answers arrive, counts scaled to the current buckets' width. */
export function useComparisonPoints(requests: ComparisonRequests | null, plan: TrendPlan): ComparisonTrend | null {
  const currentStep = requests?.currentStep ?? 0;
  const values = useCallback(
    (report: Report, bucket: Bucket) => scaleToStep(plan.values(report), plan.counts, currentStep, bucket),
    [plan, currentStep],
  );
  const read = useBucketPoints(requests ?? NO_BUCKETS, values);
  return useMemo(() => (requests ? { ...requests, ...read } : null), [requests, read]);
}

// The overview's comparison: the comparison window's report (for the headlines' changes), asked
// for alongside the current report as every view's comparison is, and its trend (drawn behind the
// current one), whose buckets queue behind the current buckets in the trend's gate: Compare must
// not slow down what the current window shows.
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { comparisonOffset, comparisonWindow } from '../../../../shared/comparison.ts';
import type { Report } from '../../api/answer-types.ts';
import type { Scope } from '../../api/queries.ts';
import type { ViewState } from '../../api/view-state.ts';
import type { TimePoint } from '../../ui/charts/time-series-chart.tsx';
import { useCompared, type Compared } from '../../view-kit/compared.ts';
import { planComparisonBuckets, scaleToStep } from './comparison-trend.ts';
import { bucketStep } from './trend-buckets.ts';
import type { TrendPlan } from './trend-series.ts';
import { bucketQuery, readBuckets, type Trend } from './use-trend.ts';

export interface ComparisonTrend {
  /** "previous period". */
  label: string;
  /** In the comparison window's own time, counts scaled to `currentStep`. */
  points: TimePoint[];
  offset: number;
  step: number;
  currentStep: number;
  loaded: number;
  failed: number;
  retry: () => void;
}

export function useOverviewComparison(
  scope: Scope,
  report: ViewState<unknown>,
  trend: Trend,
  plan: TrendPlan,
): { compared: Compared<Report> | null; trend: ComparisonTrend | null } {
  // The report alongside the current one (the headline's changes come with its numbers); the
  // buckets once the current ones are queued, behind them in the service slots' background lane.
  const compared = useCompared(scope, 'reports', {}, report);
  const window = compared ? comparisonWindow(compared.comparison, trend.window) : null;
  const [start, end] = [window?.start ?? 0, window?.end ?? 0];
  const current = trend.points.length;
  const buckets = useMemo(
    () => (end > start ? planComparisonBuckets({ start, end }, current) : null),
    [start, end, current],
  );
  const results = useQueries({
    queries: trend.started && buckets ? buckets.buckets.map((bucket) => bucketQuery(scope, bucket)) : [],
  });
  if (!compared || !window || !buckets) return { compared, trend: null };

  const currentStep = bucketStep(trend.window);
  const read = readBuckets(buckets.buckets, results, (report, bucket) =>
    scaleToStep(plan.values(report), plan.counts, currentStep, bucket),
  );
  const { points, loaded, failed, retry } = read;
  return {
    compared,
    trend: {
      label: compared.label,
      points,
      offset: comparisonOffset(window, trend.window),
      step: buckets.step,
      currentStep,
      loaded,
      failed,
      retry,
    },
  };
}

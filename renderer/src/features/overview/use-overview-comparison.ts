// The overview's comparison: the comparison window's report (for the headlines' changes) and its
// trend (drawn behind the current one). Both wait for the current buckets to be queued, then go
// through the same gates after them: Compare must not slow down what the current window shows.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { comparisonOffset, comparisonWindow } from '../../../../shared/comparison.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { Report } from '../../api/answers.ts';
import { cachedQuery, type Scope } from '../../api/queries.ts';
import { viewState, type ViewState } from '../../api/view-state.ts';
import type { TimePoint } from '../../ui/charts/time-series-chart.tsx';
import { useComparisonWindows, type Compared } from '../../view-kit/compared.ts';
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

const absolute = (window: ResolvedWindow) => ({ kind: 'absolute' as const, ...window });

/** The comparison report, through the trend's gate, with its cached copy as `useApi` has it. */
function useComparedReport(scope: Scope, report: ViewState<unknown>, queued: boolean): Compared<Report> | null {
  const windows = useComparisonWindows(scope, report);
  const other = windows?.window ?? null;
  const enabled = queued && other !== null;
  const asked = other ?? { start: 0, end: 0 }; // a key for the disabled queries while there is none
  const live = useQuery({ ...bucketQuery(scope, asked), enabled });
  const needCopy = enabled && !live.data?.ok;
  const copy = useQuery({ ...cachedQuery({ ...scope, window: absolute(asked) }, 'reports'), enabled: needCopy });
  if (!windows) return null;
  const state = viewState(enabled ? live.data : undefined, needCopy ? copy.data : undefined, live.isFetching);
  return { ...windows, state: { ...state, retry: () => void live.refetch() } };
}

export function useOverviewComparison(scope: Scope, report: ViewState<unknown>, trend: Trend, plan: TrendPlan): { compared: Compared<Report> | null; trend: ComparisonTrend | null } {
  // Only once the current buckets' queries have started: the comparison queues behind them.
  const compared = useComparedReport(scope, report, trend.started);
  const window = compared ? comparisonWindow(compared.comparison, trend.window) : null;
  const [start, end] = [window?.start ?? 0, window?.end ?? 0];
  const current = trend.points.length;
  const buckets = useMemo(() => (end > start ? planComparisonBuckets({ start, end }, current) : null), [start, end, current]);
  const results = useQueries({ queries: trend.started && buckets ? buckets.buckets.map((bucket) => bucketQuery(scope, bucket)) : [] });
  if (!compared || !window || !buckets) return { compared, trend: null };

  const currentStep = bucketStep(trend.window);
  const read = readBuckets(buckets.buckets, results, (report, bucket) => scaleToStep(plan.values(report), plan.counts, currentStep, bucket));
  const { points, loaded, failed, retry } = read;
  return { compared, trend: { label: compared.label, points, offset: comparisonOffset(window, trend.window), step: buckets.step, currentStep, loaded, failed, retry } };
}

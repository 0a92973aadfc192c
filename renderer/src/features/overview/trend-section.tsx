// The trend over the window: two time charts that fill in bucket by bucket, each exportable,
// with drag-to-zoom into the global window, and the numbers as a hidden table.
import { Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import { zoomInWindow } from '../../../../shared/time-window.ts';
import { useTimeWindow } from '../../state/time-window.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { sentenceCase } from '../../ui/format.ts';
import { useThrottled } from '../../ui/use-throttled.ts';
import type { ComparisonPoints } from '../../ui/charts/time-series-chart.tsx';
import { stepLabel } from './comparison-trend.ts';
import type { TrendPanel, TrendPlan } from './trend-series.ts';
import { TrendTable } from './trend-table.tsx';
import { useComparisonPoints, type ComparisonRequests, type ComparisonTrend } from './use-overview-comparison.ts';
import { useBucketPoints, type TrendRequests } from './use-trend.ts';

// The charting library is most of the overview's weight: loaded on its own, it never holds up
// the numbers above the charts.
const TimeSeriesChart = lazyComponent(() =>
  import('../../ui/charts/time-series-chart.tsx').then((m) => m.TimeSeriesChart),
);
const CHART_HEIGHT = 220;
/** Four times a second: the charts fill in visibly, and answers a few ms apart are drawn together. */
const DRAW_EVERY_MS = 250;

/** "Previous period, in 3 buckets of 8 h, counts per 1 h". */
function comparisonCaption(comparison: ComparisonTrend): string {
  return `${sentenceCase(comparison.label)}, in ${comparison.points.length} buckets of ${stepLabel(comparison.step)}, counts per ${stepLabel(comparison.currentStep)}`;
}

/** The comparison as one panel's chart draws it: its counts are per current bucket, its averages as they are. */
function comparisonPoints(comparison: ComparisonTrend, panel: TrendPanel, plan: TrendPlan): ComparisonPoints {
  const coarse = `${comparison.label}, in ${comparison.points.length} buckets of ${stepLabel(comparison.step)}`;
  const scaled = panel.series.some((s) => plan.counts.includes(s.key));
  const per = stepLabel(comparison.currentStep);
  return {
    points: comparison.points,
    offset: comparison.offset,
    name: comparison.label,
    label: scaled ? `${coarse}, per ${per}` : coarse,
    ...(scaled ? { note: `Counts per ${per}, as in the current buckets` } : {}),
  };
}

/** `drawn`: false in the frame that first shows the report's numbers (the charts keep their place). */
export function TrendSection({
  trend: requests,
  plan,
  projectId,
  comparison: comparisonRequests,
  drawn = true,
}: {
  trend: TrendRequests;
  plan: TrendPlan;
  projectId: string;
  comparison: ComparisonRequests | null;
  drawn?: boolean;
}): ReactNode {
  const [, setWindow] = useTimeWindow();
  const zoom = useCallback((from: number, to: number) => setWindow(zoomInWindow(from, to)), [setWindow]);
  TimeSeriesChart.useLoaded(); // the charts drawn as soon as their code is in (lazy-component.ts)
  const trend = useBucketPoints(requests, plan.values);
  const comparison = useComparisonPoints(comparisonRequests, plan);
  // Each chart's comparison kept while its points are: a new object would draw the chart again.
  const compared = useMemo(
    () => (comparison ? plan.panels.map((panel) => comparisonPoints(comparison, panel, plan)) : null),
    [comparison, plan],
  );
  const { window, started } = requests;
  const { loaded, failed, stale } = trend;
  // Drawn as the answers come, at most every DRAW_EVERY_MS (the status and its counts at once).
  const points = useThrottled(trend.points, DRAW_EVERY_MS, requests.buckets, loaded === trend.points.length);
  const step = points.length > 2 ? points[1]!.end - points[1]!.start : window.end - window.start;
  const subtitle = `${points.length} buckets of ${stepLabel(step)}`;
  const compareLoading = comparison && comparison.loaded < comparison.points.length;
  const status = (
    <>
      {loaded < points.length ? `Loading ${loaded} of ${points.length}` : null}
      {failed > 0 ? (
        <span className="trend-failed">
          {' '}
          {failed} could not be loaded{' '}
          <button type="button" className="link-button" onClick={trend.retry}>
            Retry
          </button>
        </span>
      ) : null}
      {stale > 0 ? ` ${stale} from the offline copy` : null}
      {compareLoading
        ? ` ${loaded < points.length ? '· ' : ''}${comparison.label}: ${comparison.loaded} of ${comparison.points.length}`
        : null}
      {comparison && comparison.failed > 0 ? (
        <span className="trend-failed">
          {' '}
          {comparison.label}: {comparison.failed} could not be loaded{' '}
          <button type="button" className="link-button" onClick={comparison.retry}>
            Retry
          </button>
        </span>
      ) : null}
    </>
  );
  return (
    <section
      className="trend"
      aria-label="Trend over the window"
      data-testid="trend"
      data-buckets={points.length}
      data-loaded={loaded}
      {...(comparison
        ? { 'data-compare-buckets': comparison.points.length, 'data-compare-loaded': comparison.loaded }
        : {})}
    >
      {plan.panels.map((panel, i) => (
        <ChartFrame
          onInspect={() => openInspect({ endpoints: ['reports'] })}
          key={panel.id}
          title={panel.title}
          subtitle={subtitle}
          exportName={`${projectId} ${panel.id}`}
          window={window}
          status={i === 0 ? status : undefined}
          testId={`trend-${panel.id}`}
        >
          {/* Until the first frame is up, the chart's place is kept by a placeholder of its size. */}
          {started && drawn ? (
            <Suspense fallback={<ChartPlaceholder />}>
              <TimeSeriesChart.component
                label={`${panel.title} over the window, ${subtitle}${comparison ? `, the ${comparison.label} dashed behind` : ''}; drag across to zoom in`}
                points={points}
                series={panel.series}
                window={window}
                height={CHART_HEIGHT}
                onZoom={zoom}
                {...(compared ? { comparison: compared[i]! } : {})}
              />
            </Suspense>
          ) : (
            <ChartPlaceholder />
          )}
        </ChartFrame>
      ))}
      {/* A few hundred hidden cells: left out of the first render, which is the one on the way to the numbers. */}
      {started && drawn ? (
        <TrendTable points={points} series={plan.panels.flatMap((p) => p.series)} caption={`Trend, ${subtitle}`} />
      ) : null}
      {started && drawn && comparison ? (
        <TrendTable
          points={comparison.points}
          series={plan.panels.flatMap((p) => p.series)}
          caption={comparisonCaption(comparison)}
          testId="trend-comparison-table"
        />
      ) : null}
    </section>
  );
}

function ChartPlaceholder(): ReactNode {
  return (
    <div className="chart-placeholder" style={{ height: CHART_HEIGHT }} role="status">
      Loading chart…
    </div>
  );
}

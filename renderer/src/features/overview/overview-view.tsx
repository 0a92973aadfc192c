// Overview: the project's full report for the window (browser or APM shape) and its trend.
import { useRef, type ReactNode } from 'react';
import type { Report } from '../../api/answer-types.ts';
import { windowLabel } from '../../../../shared/time-window.ts';
import { displayZone } from '../../ui/time.ts';
import { formatRangeLabel } from '../../ui/zoned-time.ts';
import { useApi } from '../../api/use-api.ts';
import { hasData } from '../../api/view-state.ts';
import { useAfterFirstPaint } from '../../ui/after-paint.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ComparisonNote } from '../../view-kit/comparison-note.tsx';
import { DataState } from '../../view-kit/data-state.tsx';
import { ApmOverview } from './apm-overview.tsx';
import { BrowserOverview } from './browser-overview.tsx';
import './overview.css';
import { reportHeadline } from './report-headline.ts';
import { TrendSection } from './trend-section.tsx';
import { APM_TREND, BROWSER_TREND, type TrendPlan } from './trend-series.ts';
import { useOverviewComparison } from './use-overview-comparison.ts';
import { useTrendRequests } from './use-trend.ts';
import { useOverviewExport } from './overview-export.ts';

const isEmpty = (report: Report) =>
  'pages' in report ? report.pages.throughput === 0 && report.errors.events === 0 : report.throughput === 0;

export function OverviewView({ scope, project }: ViewProps): ReactNode {
  const report = useApi(scope, 'reports');
  // Started with the report, not after it: the buckets load while the numbers paint. Their
  // answers are read by the trend's section alone (use-trend.ts).
  const trend = useTrendRequests(scope);
  // Its report leaves with the current one; its buckets queue behind the current ones.
  const comparison = useOverviewComparison(scope, report, trend);
  const section = useRef<HTMLElement>(null);
  // The frame that first shows the report's numbers carries them alone: the charts, the panels and
  // the trend's table come in the next (the buckets' requests have started already).
  const numbersShown = useAfterFirstPaint(hasData(report));
  useOverviewExport(report, comparison.compared, section);
  return (
    <section ref={section} className="overview" data-testid="overview" aria-labelledby="overview-title">
      <header className="view-head">
        <h1 id="overview-title">Overview</h1>
        <span className="view-window">
          {scope.window.kind === 'absolute'
            ? formatRangeLabel(scope.window.start, scope.window.end, displayZone(), Date.now())
            : windowLabel(scope.window)}
        </span>
      </header>
      <ComparisonNote compared={comparison.compared} />
      <DataState state={report} isEmpty={isEmpty}>
        {(data) => {
          const headline = reportHeadline(data, comparison.compared);
          const trendOf = (plan: TrendPlan) => (
            <TrendSection
              trend={trend}
              drawn={numbersShown}
              plan={plan}
              projectId={scope.projectId}
              comparison={comparison.trend}
            />
          );
          return 'pages' in data ? (
            <BrowserOverview
              report={data}
              headline={headline}
              panels={trend.started && numbersShown}
              trend={trendOf(BROWSER_TREND)}
              window={trend.window}
              projectId={scope.projectId}
              compared={comparison.compared}
            />
          ) : (
            <ApmOverview headline={headline} trend={trendOf(APM_TREND)} />
          );
        }}
      </DataState>
      <p className="kind-note">{project.kind === 'browser' ? 'Browser project' : 'APM project'}</p>
    </section>
  );
}

// The browser project's report: headline numbers, the trend, then one panel per part of the
// report (apdex, page load, ajax, custom transactions, errors by device).
import type { ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { BrowserReport, Report } from '../../api/answer-types.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { FigureRow } from '../../ui/charts/metric.tsx';
import { countPart, StackedBar, type Part } from '../../ui/charts/stacked-bar.tsx';
import { ApdexSummary } from './apdex-summary.tsx';
import { LoadBreakdown } from './load-breakdown.tsx';
import { OverviewHeadline } from './overview-headline.tsx';
import type { Figure } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf, type FigureSpec } from '../../view-kit/headline.tsx';
import { AJAX_FIGURES, ERROR_FIGURES, LOAD_PERCENTILES, TRANSACTION_FIGURES } from './report-headline.ts';

interface ReportProps {
  report: BrowserReport;
  window: ResolvedWindow;
  projectId: string;
  /** The comparison window's report, for each figure's change; null when Compare is off. */
  compared: Compared<Report> | null;
}

export function BrowserOverview(
  props: ReportProps & {
    trend: ReactNode;
    /** The declared headline figures (report-headline.ts). */
    headline: readonly Figure[];
    /** False in the first frame: the panels come in the next. */ panels: boolean;
  },
): ReactNode {
  return (
    <>
      <OverviewHeadline figures={props.headline} />
      {props.trend}
      {/* The headline numbers paint first; the panels (a gauge, bars, two dozen figures, half the
          first frame's layout and its fonts) follow a frame later, as the trend does. */}
      {props.panels ? (
        <Panels report={props.report} window={props.window} projectId={props.projectId} compared={props.compared} />
      ) : null}
    </>
  );
}

/** A device's share of the error events, its count to tests as `data-count`. */
const devicePart = (key: string, label: string, count: number | null, color: string): Part => ({
  ...countPart(key, label, count, color, 'events'),
  data: { 'data-part': key, 'data-count': count },
});

function Panels({ report, window, projectId, compared }: ReportProps): ReactNode {
  const { apdex, pages, errors } = report;
  const figures = (specs: readonly FigureSpec<Report>[]) => figuresOf(specs, report, compared);
  return (
    <div className="panels">
      <ApdexSummary apdex={apdex.page} window={window} projectId={projectId} />
      <LoadBreakdown page={pages.page} window={window} projectId={projectId} percentiles={figures(LOAD_PERCENTILES)} />
      <article className="panel" aria-labelledby="ajax-title">
        <h2 id="ajax-title">Ajax</h2>
        <FigureRow figures={figures(AJAX_FIGURES)} />
      </article>
      <article className="panel" aria-labelledby="transactions-title">
        <h2 id="transactions-title">Custom transactions</h2>
        <FigureRow figures={figures(TRANSACTION_FIGURES)} />
      </article>
      <ChartFrame
        onInspect={() => openInspect({ endpoints: ['reports'] })}
        title="Errors"
        subtitle="Error events by device"
        exportName={`${projectId} errors-by-device`}
        window={window}
        testId="errors-panel"
      >
        <FigureRow figures={figures(ERROR_FIGURES)} />
        <StackedBar
          label="Error events by device"
          parts={[
            devicePart('desktop', 'Desktop', errors.device.desktop, 'var(--chart-1)'),
            devicePart('mobile', 'Mobile', errors.device.mobile, 'var(--chart-2)'),
          ]}
        />
      </ChartFrame>
    </div>
  );
}

// The browser project's report: headline numbers, the trend, then one panel per part of the
// report (apdex, page load, ajax, custom transactions, errors by device).
import type { ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { BrowserReport } from '../../api/answer-types.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { Metric } from '../../ui/charts/metric.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import {
  exactBytes,
  exactMs,
  exactPercent,
  formatBytes,
  formatCount,
  formatExact,
  formatMs,
  formatPercent,
} from '../../ui/format.ts';
import { ApdexSummary } from './apdex-summary.tsx';
import { LoadBreakdown } from './load-breakdown.tsx';
import { OverviewHeadline } from './overview-headline.tsx';
import type { Figure } from '../../ui/figure.tsx';
import type { ChangeAt } from './report-changes.ts';

interface ReportProps {
  report: BrowserReport;
  window: ResolvedWindow;
  projectId: string;
  /** Each figure's change against the comparison window; nothing when Compare is off. */
  change: ChangeAt;
}

export function BrowserOverview(
  props: ReportProps & {
    trend: ReactNode;
    /** The declared headline figures (report-headline.ts). */
    headline: readonly Figure[];
    /** False in the first frame: the panels come in the next. */ panels: boolean;
  },
): ReactNode {
  const { change } = props;
  return (
    <>
      <OverviewHeadline figures={props.headline} />
      {props.trend}
      {/* The headline numbers paint first; the panels (a gauge, bars, two dozen figures, half the
          first frame's layout and its fonts) follow a frame later, as the trend does. */}
      {props.panels ? (
        <Panels report={props.report} window={props.window} projectId={props.projectId} change={change} />
      ) : null}
    </>
  );
}

function Panels({ report, window, projectId, change }: ReportProps): ReactNode {
  const { apdex, pages, ajax, transactions, errors } = report;
  return (
    <div className="panels">
      <ApdexSummary apdex={apdex.page} window={window} projectId={projectId} />
      <LoadBreakdown page={pages.page} window={window} projectId={projectId} change={change} />
      <article className="panel" aria-labelledby="ajax-title">
        <h2 id="ajax-title">Ajax</h2>
        <div className="metric-row">
          <Metric
            label="Response"
            value={formatMs(ajax.responseTime)}
            exact={exactMs(ajax.responseTime)}
            path="ajax.responseTime"
            testId="ajax-response"
            change={change('ajax.responseTime', 'down', formatMs, 'ajax-response')}
          />
          <Metric
            label="Callback"
            value={formatMs(ajax.callbackTime)}
            exact={exactMs(ajax.callbackTime)}
            path="ajax.callbackTime"
            testId="ajax-callback"
            change={change('ajax.callbackTime', 'down', formatMs, 'ajax-callback')}
          />
          <Metric
            label="Total"
            value={formatMs(ajax.totalTime)}
            exact={exactMs(ajax.totalTime)}
            path="ajax.totalTime"
            change={change('ajax.totalTime', 'down', formatMs)}
          />
          <Metric
            label="Error rate"
            value={formatPercent(ajax.errorRate)}
            exact={exactPercent(ajax.errorRate)}
            path="ajax.errorRate"
            testId="ajax-error-rate"
            change={change('ajax.errorRate', 'down', formatPercent, 'ajax-error-rate')}
          />
          <Metric
            label="Failed calls"
            value={formatCount(ajax.errorCount)}
            exact={ajax.errorCount}
            path="ajax.errorCount"
            testId="ajax-errors"
            change={change('ajax.errorCount', 'down', formatCount, 'ajax-errors')}
          />
          <Metric
            label="Received"
            value={formatBytes(ajax.receivedSize)}
            exact={exactBytes(ajax.receivedSize)}
            path="ajax.receivedSize"
            testId="ajax-received"
            change={change('ajax.receivedSize', 'neutral', formatBytes, 'ajax-received')}
          />
          <Metric
            label="Sent"
            value={formatBytes(ajax.sentSize)}
            exact={exactBytes(ajax.sentSize)}
            path="ajax.sentSize"
            testId="ajax-sent"
            change={change('ajax.sentSize', 'neutral', formatBytes, 'ajax-sent')}
          />
        </div>
      </article>
      <article className="panel" aria-labelledby="transactions-title">
        <h2 id="transactions-title">Custom transactions</h2>
        <div className="metric-row">
          <Metric
            label="Runs"
            value={formatCount(transactions.totalCount)}
            exact={transactions.totalCount}
            path="transactions.totalCount"
            testId="transactions-total"
            change={change('transactions.totalCount', 'neutral', formatCount, 'transactions-total')}
          />
          <Metric
            label="Succeeded"
            value={formatCount(transactions.successCount)}
            exact={transactions.successCount}
            path="transactions.successCount"
            change={change('transactions.successCount', 'neutral', formatCount)}
          />
          <Metric
            label="Failed"
            value={formatCount(transactions.failureCount)}
            exact={transactions.failureCount}
            path="transactions.failureCount"
            testId="transactions-failed"
            change={change('transactions.failureCount', 'down', formatCount, 'transactions-failed')}
          />
          <Metric
            label="Success time"
            value={formatMs(transactions.successTime)}
            exact={exactMs(transactions.successTime)}
            path="transactions.successTime"
            change={change('transactions.successTime', 'down', formatMs)}
          />
          <Metric
            label="Failure time"
            value={formatMs(transactions.failureTime)}
            exact={exactMs(transactions.failureTime)}
            path="transactions.failureTime"
            change={change('transactions.failureTime', 'down', formatMs)}
          />
        </div>
      </article>
      <ChartFrame
        onInspect={() => openInspect({ endpoints: ['reports'] })}
        title="Errors"
        subtitle="Error events by device"
        exportName={`${projectId} errors-by-device`}
        window={window}
        testId="errors-panel"
      >
        <div className="metric-row">
          <Metric
            label="Errors"
            value={formatCount(errors.errors)}
            exact={errors.errors}
            path="errors.errors"
            testId="error-count"
            change={change('errors.errors', 'down', formatCount, 'error-count')}
          />
          <Metric
            label="Events"
            value={formatCount(errors.events)}
            exact={errors.events}
            path="errors.events"
            change={change('errors.events', 'down', formatCount)}
          />
        </div>
        <StackedBar
          label="Error events by device"
          parts={[
            {
              key: 'desktop',
              label: 'Desktop',
              value: errors.device.desktop,
              color: 'var(--chart-1)',
              display: formatCount(errors.device.desktop),
              exact: `${formatExact(errors.device.desktop)} events`,
              data: { 'data-part': 'desktop', 'data-count': errors.device.desktop },
            },
            {
              key: 'mobile',
              label: 'Mobile',
              value: errors.device.mobile,
              color: 'var(--chart-2)',
              display: formatCount(errors.device.mobile),
              exact: `${formatExact(errors.device.mobile)} events`,
              data: { 'data-part': 'mobile', 'data-count': errors.device.mobile },
            },
          ]}
        />
      </ChartFrame>
    </div>
  );
}

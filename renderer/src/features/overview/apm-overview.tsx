// The APM project's report: response time, throughput, failures and the apdex score, then the
// trend.
import type { ReactNode } from 'react';
import type { ApmReport } from '../../api/answer-types.ts';
import { measuredApdexBand } from '../../domain/thresholds.ts';
import { Metric } from '../../ui/charts/metric.tsx';
import { exactMs, exactPercent, formatCount, formatMs, formatPercent, formatScore } from '../../ui/format.ts';
import type { ChangeAt } from './report-changes.ts';

export function ApmOverview(props: { report: ApmReport; trend: ReactNode; change: ChangeAt }): ReactNode {
  const { report, change } = props;
  const band = measuredApdexBand(report.apdexScore, report.throughput);
  return (
    <>
      <div className="headline metric-row">
        <Metric
          size="large"
          label="Response time"
          value={formatMs(report.responseTime)}
          exact={exactMs(report.responseTime)}
          path="responseTime"
          testId="response-time"
          change={change('responseTime', 'down', formatMs, 'response-time')}
        />
        <Metric
          size="large"
          label="Throughput"
          value={formatCount(report.throughput)}
          exact={report.throughput}
          path="throughput"
          testId="throughput"
          change={change('throughput', 'neutral', formatCount, 'throughput')}
        />
        <Metric
          size="large"
          label="Failures"
          value={formatCount(report.failureCount)}
          exact={report.failureCount}
          path="failureCount"
          testId="failure-count"
          change={change('failureCount', 'down', formatCount, 'failure-count')}
        />
        <Metric
          size="large"
          label="Failure rate"
          value={formatPercent(report.failureRate)}
          exact={exactPercent(report.failureRate)}
          path="failureRate"
          testId="failure-rate"
          change={change('failureRate', 'down', formatPercent, 'failure-rate')}
        />
        <Metric
          size="large"
          label={band ? `Apdex · ${band.label}` : 'Apdex'}
          value={band ? formatScore(report.apdexScore) : '–'}
          exact={report.apdexScore}
          path="apdexScore"
          {...(band ? { tone: band.tone } : {})}
          testId="apdex-score"
          change={change('apdexScore', 'up', formatScore, 'apdex-score')}
        />
      </div>
      {props.trend}
    </>
  );
}

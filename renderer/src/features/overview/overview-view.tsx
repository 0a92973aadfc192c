// Overview: the full report of the project, in its browser or APM shape.
import type { ReactNode } from 'react';
import { PERCENTILE_KEYS } from '../../../../shared/schemas/common.ts';
import type { ApmReport, BrowserReport, ProjectKind } from '../../../../shared/schemas/reports.ts';
import type { ViewProps } from '../../app/views.ts';
import { useApi } from '../../api/use-api.ts';
import { DataState } from '../../ui/data-state.tsx';
import { formatBytes, formatCount, formatExact, formatMs, formatPercent, formatScore } from '../../ui/format.ts';

export default function OverviewView({ scope, project }: ViewProps): ReactNode {
  const kind: ProjectKind = project.kind;
  const report = useApi(scope, 'reports');
  return (
    <section className="overview" data-testid="overview" aria-labelledby="overview-title">
      <h1 id="overview-title">Overview</h1>
      <DataState state={report} isEmpty={(data) => ('pages' in data ? data.pages.throughput === 0 && data.errors.events === 0 : data.throughput === 0)}>
        {(data) => ('apdex' in data ? <BrowserOverview report={data} /> : <ApmOverview report={data} />)}
      </DataState>
      <p className="kind-note">{kind === 'browser' ? 'Browser project' : 'APM project'}</p>
    </section>
  );
}

function Stat(props: { label: string; value: string; exact?: number | string; testId?: string }): ReactNode {
  return (
    <div className="stat" data-testid={props.testId} title={props.exact === undefined ? undefined : String(props.exact)}>
      <div className="stat-label">{props.label}</div>
      <div className="stat-value">{props.value}</div>
    </div>
  );
}

function BrowserOverview({ report }: { report: BrowserReport }): ReactNode {
  const { apdex, pages, ajax, transactions, errors } = report;
  return (
    <div className="cards">
      <article className="card">
        <h2>Apdex</h2>
        <Stat label="Score" value={formatScore(apdex.page.score)} exact={apdex.page.score} testId="apdex-score" />
        <Stat label="Satisfied" value={formatCount(apdex.page.satisfied)} exact={apdex.page.satisfied} />
        <Stat label="Tolerated" value={formatCount(apdex.page.tolerated)} exact={apdex.page.tolerated} />
        <Stat label="Frustrated" value={formatCount(apdex.page.frustrated)} exact={apdex.page.frustrated} />
      </article>
      <article className="card">
        <h2>Page load</h2>
        <Stat label="Average" value={formatMs(pages.page.loadTime)} exact={`${formatExact(pages.page.loadTime)} ms`} testId="page-load" />
        <Stat label="Page views" value={formatCount(pages.throughput)} exact={pages.throughput} testId="page-views" />
        {PERCENTILE_KEYS.map((key) => (
          <Stat key={key} label={`p${key.slice('percentile_'.length)}`} value={formatMs(pages.page[key])} exact={`${formatExact(pages.page[key])} ms`} />
        ))}
      </article>
      <article className="card">
        <h2>Ajax</h2>
        <Stat label="Response" value={formatMs(ajax.responseTime)} exact={`${formatExact(ajax.responseTime)} ms`} />
        <Stat label="Callback" value={formatMs(ajax.callbackTime)} exact={`${formatExact(ajax.callbackTime)} ms`} />
        <Stat label="Error rate" value={formatPercent(ajax.errorRate)} exact={ajax.errorRate} />
        <Stat label="Received" value={formatBytes(ajax.receivedSize)} exact={`${ajax.receivedSize} B`} />
        <Stat label="Sent" value={formatBytes(ajax.sentSize)} exact={`${ajax.sentSize} B`} />
      </article>
      <article className="card">
        <h2>Custom transactions</h2>
        <Stat label="Total" value={formatCount(transactions.totalCount)} exact={transactions.totalCount} />
        <Stat label="Failed" value={formatCount(transactions.failureCount)} exact={transactions.failureCount} />
        <Stat label="Success time" value={formatMs(transactions.successTime)} exact={`${formatExact(transactions.successTime)} ms`} />
      </article>
      <article className="card">
        <h2>Errors</h2>
        <Stat label="Errors" value={formatCount(errors.errors)} exact={errors.errors} testId="error-count" />
        <Stat label="Events" value={formatCount(errors.events)} exact={errors.events} testId="event-count" />
        <Stat label="Desktop" value={formatCount(errors.device.desktop)} exact={errors.device.desktop} />
        <Stat label="Mobile" value={formatCount(errors.device.mobile)} exact={errors.device.mobile} />
      </article>
    </div>
  );
}

function ApmOverview({ report }: { report: ApmReport }): ReactNode {
  return (
    <div className="cards">
      <article className="card">
        <h2>Service</h2>
        <Stat label="Response time" value={formatMs(report.responseTime)} exact={`${formatExact(report.responseTime)} ms`} testId="response-time" />
        <Stat label="Throughput" value={formatCount(report.throughput)} exact={report.throughput} testId="throughput" />
        <Stat label="Failures" value={formatCount(report.failureCount)} exact={report.failureCount} />
        <Stat label="Failure rate" value={formatPercent(report.failureRate)} exact={report.failureRate} />
        <Stat label="Apdex" value={formatScore(report.apdexScore)} exact={report.apdexScore} testId="apdex-score" />
      </article>
    </div>
  );
}

// One ajax call: its figures, the spread of its total time, and where its time goes.
import type { ReactNode } from 'react';
import type { AjaxItem } from '../../api/answers.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { exactMs, formatMs } from '../../ui/format.ts';
import { DetailHeader, DetailSection, PercentileBars, theItem } from '../../view-kit/detail.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { listHref } from '../../view-kit/list-params.ts';
import { bytesStat, countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import { WildcardUrl } from '../../ui/table/wildcard-url.tsx';
import { MethodChip } from './method-chip.tsx';

export function AjaxDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  return (
    <DetailSection scope={scope} endpoint="ajax.get" args={{ path: { ajaxId: id } }} testId="ajax-detail" label="Ajax call">
      {(data) => theItem(data.data, 'ajax call', (call) => <AjaxCall call={call} backHref={listHref('ajax', params)} />)}
    </DetailSection>
  );
}

function AjaxCall({ call, backHref }: { call: AjaxItem; backHref: string }): ReactNode {
  return (
    <>
      <DetailHeader backHref={backHref} backLabel="Ajax" kicker="Ajax call" title={<><MethodChip method={call.method} /> <WildcardUrl url={call.url} /></>}>
        {call.underOnePercent ? <span className="detail-badge">Under 1 % of throughput</span> : null}
      </DetailHeader>
      <Stats
        label="Ajax call figures"
        testId="ajax-detail-stats"
        items={[
          countStat('Calls', call.throughput, 'stat-calls', 'data.0.throughput'),
          countStat('Responses', call.resTotal, 'stat-responses', 'data.0.resTotal'),
          msStat('Response', call.responseTime, 'stat-response', 'data.0.responseTime'),
          msStat('Callback', call.callbackTime, 'stat-callback', 'data.0.callbackTime'),
          msStat('Total', call.totalTime, 'stat-total', 'data.0.totalTime'),
          { ...countStat('Errors', call.errorCount, 'stat-errors', 'data.0.errorCount'), tone: (call.errorCount ?? 0) > 0 ? 'bad' : undefined },
          percentStat('Error rate', call.errorRate, 'stat-error-rate', 'data.0.errorRate'),
          bytesStat('Received', call.receivedSize, 'stat-received', 'data.0.receivedSize'),
          bytesStat('Sent', call.sentSize, 'stat-sent', 'data.0.sentSize'),
          percentStat('Share of calls', call.throughputPercentage, 'stat-share', 'data.0.throughputPercentage'),
          percentStat('Share of time', call.timeConsumedPercentage, 'stat-time-share', 'data.0.timeConsumedPercentage'),
        ]}
      />
      <div className="detail-grid">
        <article className="detail-card">
          <h2>Total time percentiles</h2>
          <PercentileBars values={call} label="Total time (response and callback) by percentile" />
        </article>
        <article className="detail-card">
          <h2>Where the time goes</h2>
          <StackedBar
            label="Mean total time, split into waiting for the response and running the callback"
            caption
            testId="ajax-time-split"
            parts={[
              { key: 'response', label: 'Response', value: call.responseTime, color: 'var(--accent)', display: formatMs(call.responseTime), exact: exactMs(call.responseTime) },
              { key: 'callback', label: 'Callback', value: call.callbackTime, color: 'var(--warn)', display: formatMs(call.callbackTime), exact: exactMs(call.callbackTime) },
            ]}
          />
        </article>
      </div>
    </>
  );
}

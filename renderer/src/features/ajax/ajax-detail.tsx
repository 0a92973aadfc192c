// One ajax call: its figures, the spread of its total time, and where its time goes.
import type { ReactNode } from 'react';
import type { AjaxItem } from '../../../../shared/schemas/ajax.ts';
import { useApi } from '../../api/use-api.ts';
import type { ViewProps } from '../../app/views.ts';
import { DataState } from '../../ui/data-state.tsx';
import { formatExact, formatMs } from '../../ui/format.ts';
import { DetailHeader, PercentileBars, StackedBar } from '../../ui/table/detail.tsx';
import { listHref } from '../../ui/table/list-params.ts';
import { bytesStat, countStat, msStat, percentStat, Stats } from '../../ui/table/stats.tsx';
import { useRefetch } from '../../ui/table/use-refetch.ts';
import { WildcardUrl } from '../../ui/table/wildcard-url.tsx';
import { MethodChip } from './method-chip.tsx';

export function AjaxDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  const args = { path: { ajaxId: id } };
  const state = useApi(scope, 'ajax.get', args);
  const retry = useRefetch(scope, 'ajax.get', args);
  return (
    <section className="detail-view" data-testid="ajax-detail" aria-label="Ajax call">
      <DataState state={state} onRetry={retry}>
        {(data) => {
          const call = data.data[0];
          return call ? <AjaxCall call={call} backHref={listHref('ajax', params)} /> : <p className="state state-empty">This ajax call has no data in this window.</p>;
        }}
      </DataState>
    </section>
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
          countStat('Calls', call.throughput, 'stat-calls'),
          countStat('Responses', call.resTotal, 'stat-responses'),
          msStat('Response', call.responseTime, 'stat-response'),
          msStat('Callback', call.callbackTime, 'stat-callback'),
          msStat('Total', call.totalTime, 'stat-total'),
          { ...countStat('Errors', call.errorCount, 'stat-errors'), tone: call.errorCount > 0 ? 'bad' : undefined },
          percentStat('Error rate', call.errorRate, 'stat-error-rate'),
          bytesStat('Received', call.receivedSize, 'stat-received'),
          bytesStat('Sent', call.sentSize, 'stat-sent'),
          percentStat('Share of calls', call.throughputPercentage, 'stat-share'),
          percentStat('Share of time', call.timeConsumedPercentage, 'stat-time-share'),
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
            testId="ajax-time-split"
            parts={[
              { label: 'Response', value: call.responseTime, color: 'var(--accent)', text: formatMs(call.responseTime), exact: `${formatExact(call.responseTime)} ms` },
              { label: 'Callback', value: call.callbackTime, color: 'var(--warn)', text: formatMs(call.callbackTime), exact: `${formatExact(call.callbackTime)} ms` },
            ]}
          />
        </article>
      </div>
    </>
  );
}

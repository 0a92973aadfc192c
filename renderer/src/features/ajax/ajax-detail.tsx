// One ajax call: its figures (with Compare on, their changes), the spread of its total time, and
// where its time goes.
import type { ReactNode } from 'react';
import type { AjaxItem, AjaxList } from '../../api/answer-types.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { statsOf } from '../../view-kit/list-view.ts';
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
    <DetailSection
      scope={scope}
      endpoint="ajax.get"
      args={{ path: { ajaxId: id } }}
      testId="ajax-detail"
      label="Ajax call"
    >
      {(data, compared) =>
        theItem(data.data, 'ajax call', (call) => (
          <AjaxCall call={call} compared={compared} backHref={listHref('ajax', params)} />
        ))
      }
    </DetailSection>
  );
}

function AjaxCall({
  call,
  compared,
  backHref,
}: {
  call: AjaxItem;
  compared: Compared<AjaxList> | null;
  backHref: string;
}): ReactNode {
  const stat = statsOf(call, compared, (then) => then.data[0]);
  return (
    <>
      <DetailHeader
        backHref={backHref}
        backLabel="Ajax"
        kicker="Ajax call"
        compared={compared}
        title={
          <>
            <MethodChip method={call.method} /> <WildcardUrl url={call.url} />
          </>
        }
      >
        {call.underOnePercent ? <span className="detail-badge">Under 1 % of throughput</span> : null}
      </DetailHeader>
      <Stats
        label="Ajax call figures"
        testId="ajax-detail-stats"
        items={[
          stat(countStat, 'Calls', (c) => c.throughput, 'neutral', 'stat-calls', 'data.0.throughput'),
          stat(countStat, 'Responses', (c) => c.resTotal, 'neutral', 'stat-responses', 'data.0.resTotal'),
          stat(msStat, 'Response', (c) => c.responseTime, 'down', 'stat-response', 'data.0.responseTime'),
          stat(msStat, 'Callback', (c) => c.callbackTime, 'down', 'stat-callback', 'data.0.callbackTime'),
          stat(msStat, 'Total', (c) => c.totalTime, 'down', 'stat-total', 'data.0.totalTime'),
          {
            ...stat(countStat, 'Errors', (c) => c.errorCount, 'down', 'stat-errors', 'data.0.errorCount'),
            tone: (call.errorCount ?? 0) > 0 ? 'bad' : undefined,
          },
          stat(percentStat, 'Error rate', (c) => c.errorRate, 'down', 'stat-error-rate', 'data.0.errorRate'),
          stat(bytesStat, 'Received', (c) => c.receivedSize, 'neutral', 'stat-received', 'data.0.receivedSize'),
          stat(bytesStat, 'Sent', (c) => c.sentSize, 'neutral', 'stat-sent', 'data.0.sentSize'),
          stat(
            percentStat,
            'Share of calls',
            (c) => c.throughputPercentage,
            'neutral',
            'stat-share',
            'data.0.throughputPercentage',
          ),
          stat(
            percentStat,
            'Share of time',
            (c) => c.timeConsumedPercentage,
            'neutral',
            'stat-time-share',
            'data.0.timeConsumedPercentage',
          ),
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
              {
                key: 'response',
                label: 'Response',
                value: call.responseTime,
                color: 'var(--accent)',
                display: formatMs(call.responseTime),
                exact: exactMs(call.responseTime),
              },
              {
                key: 'callback',
                label: 'Callback',
                value: call.callbackTime,
                color: 'var(--warn)',
                display: formatMs(call.callbackTime),
                exact: exactMs(call.callbackTime),
              },
            ]}
          />
        </article>
      </div>
    </>
  );
}

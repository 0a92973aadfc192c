// One ajax call: its figures (with Compare on, their changes), the spread of its total time, and
// where its time goes.
import type { ReactNode } from 'react';
import type { AjaxItem, AjaxList } from '../../api/answer-types.ts';
import type { Compared } from '../../view-kit/compared.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { exactMs, formatMs } from '../../ui/format.ts';
import { DetailHeader, DetailSection, PercentileBars, theItem } from '../../view-kit/detail.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { listHref } from '../../view-kit/list-params.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { displayText } from '../../ui/display-text.ts';
import { AJAX_CALL_FIGURES } from './ajax-figures.ts';
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
  return (
    <>
      <DetailHeader
        backHref={backHref}
        backLabel="Ajax"
        kicker="Ajax call"
        compared={compared}
        name={`${call.method} ${displayText(call.url)}`}
        title={
          <>
            <MethodChip method={call.method} /> <WildcardUrl url={call.url} />
          </>
        }
      >
        {call.underOnePercent ? <span className="detail-badge">Under 1 % of throughput</span> : null}
      </DetailHeader>
      <HeadlineStats
        label="Ajax call figures"
        testId="ajax-detail-stats"
        figures={figuresOf(AJAX_CALL_FIGURES, call, compared, (then) => then.data[0])}
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

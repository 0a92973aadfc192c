// One ajax call: its figures (with Compare on, their changes), the spread of its total time, and
// where its time goes.
import type { ReactNode } from 'react';
import type { AjaxItem, AjaxList } from '../../api/answer-types.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { DetailHeader, ItemDetail, PercentileBars, type DetailNames, type ItemBody } from '../../view-kit/detail.tsx';
import { StackedBar, timePart } from '../../ui/charts/stacked-bar.tsx';
import { HeadlineStats } from '../../view-kit/headline.tsx';
import { displayText } from '../../ui/display-text.ts';
import { AJAX_CALL_FIGURES } from './ajax-figures.ts';
import { WildcardUrl } from '../../ui/table/wildcard-url.tsx';
import { MethodChip } from './method-chip.tsx';

const NAMES: DetailNames = { testId: 'ajax-detail', label: 'Ajax call', what: 'ajax call', back: 'Ajax' };

export function AjaxDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  const args = { path: { ajaxId: id } };
  return <ItemDetail {...NAMES} endpoint="ajax.get" scope={scope} params={params} args={args} Body={AjaxCall} />;
}

function AjaxCall({ item: call, head, figures }: ItemBody<AjaxItem, AjaxList>): ReactNode {
  return (
    <>
      <DetailHeader
        {...head}
        underOnePercent={call.underOnePercent}
        name={`${call.method} ${displayText(call.url)}`}
        title={
          <>
            <MethodChip method={call.method} /> <WildcardUrl url={call.url} />
          </>
        }
      />
      <HeadlineStats label="Ajax call figures" testId="ajax-detail-stats" figures={figures(AJAX_CALL_FIGURES)} />
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
              timePart('response', 'Response', call.responseTime, 'var(--accent)'),
              timePart('callback', 'Callback', call.callbackTime, 'var(--warn)'),
            ]}
          />
        </article>
      </div>
    </>
  );
}

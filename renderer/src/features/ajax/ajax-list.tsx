// The ajax list: stats over the (matching) calls, then every call in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { AjaxList as AjaxAnswer } from '../../api/answer-types.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { ListFrame, WholeListTable } from '../../view-kit/list-frame.tsx';
import { statsOf, useListView } from '../../view-kit/list-view.ts';
import { bytesStat, countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import { AJAX_COLUMNS, AJAX_DEFAULT_SORT, AJAX_FALLBACK_KEYS, AJAX_METRICS, ajaxIsMinor } from './ajax-columns.tsx';

const SPEC = {
  view: 'ajax',
  endpoint: 'ajax.list',
  columns: AJAX_COLUMNS,
  defaultSort: AJAX_DEFAULT_SORT,
  metrics: AJAX_METRICS,
} as const;

export function AjaxList(props: ViewProps): ReactNode {
  const list = useListView(props, SPEC);
  const { search, compared, csvName } = list;
  return (
    <ListFrame
      title="Ajax"
      testId="ajax-view"
      items="ajax calls"
      item="Ajax call"
      searchHint="Search by url, e.g. /api/cart"
      search={search}
      onSearch={list.setSearch}
      state={list.list}
      compared={compared}
      count={(d) => d.data.length}
    >
      {(data) => (
        <>
          <Stats label="Ajax totals" testId="ajax-stats" items={ajaxStats(data, compared)} />
          <WholeListTable
            list={list}
            rows={data.data}
            label="Ajax calls"
            noun={['ajax call', 'ajax calls']}
            columns={AJAX_COLUMNS}
            isMinor={ajaxIsMinor}
            metrics={AJAX_METRICS}
            fallbackKeys={AJAX_FALLBACK_KEYS}
            exportName={csvName(search ? `ajax matching ${search}` : 'ajax')}
          />
        </>
      )}
    </ListFrame>
  );
}

function ajaxStats(data: AjaxAnswer, compared: Compared<AjaxAnswer> | null) {
  const stat = statsOf(data.stats, compared, (then) => then.stats);
  return [
    stat(msStat, 'Response', (s) => s.responseTime, 'down', 'stat-response', 'stats.responseTime'),
    stat(msStat, 'Callback', (s) => s.callbackTime, 'down', 'stat-callback', 'stats.callbackTime'),
    stat(msStat, 'Total', (s) => s.totalTime, 'down', 'stat-total', 'stats.totalTime'),
    stat(countStat, 'Calls', (s) => s.throughput, 'neutral', 'stat-calls', 'stats.throughput'),
    {
      ...stat(countStat, 'Errors', (s) => s.errorCount, 'down', 'stat-errors', 'stats.errorCount'),
      tone: (data.stats.errorCount ?? 0) > 0 ? ('bad' as const) : undefined,
    },
    stat(percentStat, 'Error rate', (s) => s.errorRate, 'down', 'stat-error-rate', 'stats.errorRate'),
    stat(bytesStat, 'Received', (s) => s.receivedSize, 'neutral', 'stat-received', 'stats.receivedSize'),
    stat(bytesStat, 'Sent', (s) => s.sentSize, 'neutral', 'stat-sent', 'stats.sentSize'),
  ];
}

// The ajax list: stats over the (matching) calls, then every call in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { AjaxList as AjaxAnswer } from '../../api/answers.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ComparedTable } from '../../ui/table/compared-table.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { statsOf, tableComparison, useListView } from '../../view-kit/list-view.ts';
import { bytesStat, countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import { AJAX_COLUMNS, AJAX_DEFAULT_SORT, AJAX_FALLBACK_KEYS, AJAX_METRICS, ajaxId, ajaxIsMinor } from './ajax-columns.tsx';

const SPEC = { view: 'ajax', endpoint: 'ajax.list', columns: AJAX_COLUMNS, defaultSort: AJAX_DEFAULT_SORT, metrics: AJAX_METRICS } as const;

export function AjaxList(props: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort, list, compared, csvName, open } = useListView(props, SPEC);
  return (
    <ListFrame title="Ajax" testId="ajax-view" items="ajax calls" searchHint="Search by url, e.g. /api/cart" search={search} onSearch={setSearch} state={list} compared={compared} count={(d) => d.data.length}>
      {(data) => (
        <>
          <Stats label="Ajax totals" testId="ajax-stats" items={ajaxStats(data, compared)} />
          <ComparedTable
            rowsPath="data"
            label="Ajax calls"
            noun={['ajax call', 'ajax calls']}
            rows={data.data}
            columns={AJAX_COLUMNS}
            rowId={ajaxId}
            sort={sort}
            onSortChange={setSort}
            onOpen={open}
            isMinor={ajaxIsMinor}
            exportName={csvName(search ? `ajax matching ${search}` : 'ajax')}
            comparison={tableComparison(compared, (then) => ({ rows: then.data, complete: true }), true, AJAX_METRICS, AJAX_FALLBACK_KEYS)}
          />
        </>
      )}
    </ListFrame>
  );
}

function ajaxStats(data: AjaxAnswer, compared: Compared<AjaxAnswer> | null) {
  const stat = statsOf(data, compared);
  return [
    stat(msStat, 'Response', (d) => d.stats.responseTime, 'down', 'stat-response', 'stats.responseTime'),
    stat(msStat, 'Callback', (d) => d.stats.callbackTime, 'down', 'stat-callback', 'stats.callbackTime'),
    stat(msStat, 'Total', (d) => d.stats.totalTime, 'down', 'stat-total', 'stats.totalTime'),
    stat(countStat, 'Calls', (d) => d.stats.throughput, 'neutral', 'stat-calls', 'stats.throughput'),
    { ...stat(countStat, 'Errors', (d) => d.stats.errorCount, 'down', 'stat-errors', 'stats.errorCount'), tone: (data.stats.errorCount ?? 0) > 0 ? ('bad' as const) : undefined },
    stat(percentStat, 'Error rate', (d) => d.stats.errorRate, 'down', 'stat-error-rate', 'stats.errorRate'),
    stat(bytesStat, 'Received', (d) => d.stats.receivedSize, 'neutral', 'stat-received', 'stats.receivedSize'),
    stat(bytesStat, 'Sent', (d) => d.stats.sentSize, 'neutral', 'stat-sent', 'stats.sentSize'),
  ];
}

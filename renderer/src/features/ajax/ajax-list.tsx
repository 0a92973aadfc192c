// The ajax list: stats over the (matching) calls, then every call in a sortable table.
import type { ReactNode } from 'react';
import type { AjaxStats } from '../../api/answers.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { useListView } from '../../view-kit/list-view.ts';
import { bytesStat, countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import { AJAX_COLUMNS, AJAX_DEFAULT_SORT, ajaxId, ajaxIsMinor } from './ajax-columns.tsx';

const SPEC = { view: 'ajax', endpoint: 'ajax.list', columns: AJAX_COLUMNS, defaultSort: AJAX_DEFAULT_SORT } as const;

export function AjaxList(props: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort, list, csvName, open } = useListView(props, SPEC);
  return (
    <ListFrame title="Ajax" testId="ajax-view" items="ajax calls" searchHint="Search by url, e.g. /api/cart" search={search} onSearch={setSearch} state={list} count={(d) => d.data.length}>
      {(data) => (
        <>
          <Stats label="Ajax totals" testId="ajax-stats" items={ajaxStats(data.stats)} />
          <DataTable
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
          />
        </>
      )}
    </ListFrame>
  );
}

function ajaxStats(stats: AjaxStats) {
  return [
    msStat('Response', stats.responseTime, 'stat-response', 'stats.responseTime'),
    msStat('Callback', stats.callbackTime, 'stat-callback', 'stats.callbackTime'),
    msStat('Total', stats.totalTime, 'stat-total', 'stats.totalTime'),
    countStat('Calls', stats.throughput, 'stat-calls', 'stats.throughput'),
    { ...countStat('Errors', stats.errorCount, 'stat-errors', 'stats.errorCount'), tone: (stats.errorCount ?? 0) > 0 ? ('bad' as const) : undefined },
    percentStat('Error rate', stats.errorRate, 'stat-error-rate', 'stats.errorRate'),
    bytesStat('Received', stats.receivedSize, 'stat-received', 'stats.receivedSize'),
    bytesStat('Sent', stats.sentSize, 'stat-sent', 'stats.sentSize'),
  ];
}

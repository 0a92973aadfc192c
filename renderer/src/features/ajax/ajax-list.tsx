// The ajax list: stats over the (matching) calls, then every call in a sortable table.
import type { ReactNode } from 'react';
import type { AjaxStats } from '../../../../shared/schemas/ajax.ts';
import { useApi } from '../../api/use-api.ts';
import type { ViewProps } from '../../app/views.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../ui/table/list-frame.tsx';
import { openDetail, useListParams } from '../../ui/table/list-params.ts';
import { bytesStat, countStat, msStat, percentStat, Stats } from '../../ui/table/stats.tsx';
import { csvFilename } from '../../ui/table/table-csv.ts';
import { useRefetch } from '../../ui/table/use-refetch.ts';
import { AJAX_COLUMNS, AJAX_DEFAULT_SORT, ajaxId, ajaxIsMinor } from './ajax-columns.tsx';

export function AjaxList({ scope, params }: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort } = useListParams(params, AJAX_COLUMNS, AJAX_DEFAULT_SORT);
  const args = { query: search ? { search } : {} };
  const list = useApi(scope, 'ajax.list', args);
  const retry = useRefetch(scope, 'ajax.list', args);
  return (
    <ListFrame title="Ajax" testId="ajax-view" items="ajax calls" searchHint="Search by url, e.g. /api/cart" search={search} onSearch={setSearch} state={list} onRetry={retry} count={(d) => d.data.length}>
      {(data) => (
        <>
          <Stats label="Ajax totals" testId="ajax-stats" items={ajaxStats(data.stats)} />
          <DataTable
            label="Ajax calls"
            noun={['ajax call', 'ajax calls']}
            rows={data.data}
            columns={AJAX_COLUMNS}
            rowId={ajaxId}
            sort={sort}
            onSortChange={setSort}
            onOpen={(row) => openDetail('ajax', row.id, params)}
            isMinor={ajaxIsMinor}
            exportName={list.status === 'ready' || list.status === 'stale' ? csvFilename(search ? `ajax matching ${search}` : 'ajax', list.window) : undefined}
          />
        </>
      )}
    </ListFrame>
  );
}

function ajaxStats(stats: AjaxStats) {
  return [
    msStat('Response', stats.responseTime, 'stat-response'),
    msStat('Callback', stats.callbackTime, 'stat-callback'),
    msStat('Total', stats.totalTime, 'stat-total'),
    countStat('Calls', stats.throughput, 'stat-calls'),
    { ...countStat('Errors', stats.errorCount, 'stat-errors'), tone: stats.errorCount > 0 ? ('bad' as const) : undefined },
    percentStat('Error rate', stats.errorRate, 'stat-error-rate'),
    bytesStat('Received', stats.receivedSize, 'stat-received'),
    bytesStat('Sent', stats.sentSize, 'stat-sent'),
  ];
}

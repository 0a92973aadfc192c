// The routes list: stats over the (matching) routes, then every route in a sortable table.
import type { ReactNode } from 'react';
import { useApi } from '../../api/use-api.ts';
import type { ViewProps } from '../../app/views.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../ui/table/list-frame.tsx';
import { openDetail, useListParams } from '../../ui/table/list-params.ts';
import { countStat, msStat, Stats } from '../../ui/table/stats.tsx';
import { csvFilename } from '../../ui/table/table-csv.ts';
import { useRefetch } from '../../ui/table/use-refetch.ts';
import { ROUTE_COLUMNS, ROUTE_DEFAULT_SORT, routeId, routeIsMinor } from './route-columns.tsx';

export function RouteList({ scope, params }: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort } = useListParams(params, ROUTE_COLUMNS, ROUTE_DEFAULT_SORT);
  const args = { query: search ? { search } : {} };
  const list = useApi(scope, 'routes.list', args);
  const retry = useRefetch(scope, 'routes.list', args);
  return (
    <ListFrame title="Routes" testId="routes-view" items="routes" searchHint="Search by url, e.g. /checkout" search={search} onSearch={setSearch} state={list} onRetry={retry} count={(d) => d.data.length}>
      {(data) => (
        <>
          <Stats
            label="Route totals"
            testId="routes-stats"
            items={[msStat('Route time', data.stats.routeTime, 'stat-route-time'), countStat('Route changes', data.stats.throughput, 'stat-changes')]}
          />
          <DataTable
            label="Routes"
            noun={['route', 'routes']}
            rows={data.data}
            columns={ROUTE_COLUMNS}
            rowId={routeId}
            sort={sort}
            onSortChange={setSort}
            onOpen={(row) => openDetail('routes', row.id, params)}
            isMinor={routeIsMinor}
            exportName={list.status === 'ready' || list.status === 'stale' ? csvFilename(search ? `routes matching ${search}` : 'routes', list.window) : undefined}
          />
        </>
      )}
    </ListFrame>
  );
}

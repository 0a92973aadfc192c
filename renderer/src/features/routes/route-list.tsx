// The routes list: stats over the (matching) routes, then every route in a sortable table.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { useListView } from '../../view-kit/list-view.ts';
import { countStat, msStat, Stats } from '../../ui/stats.tsx';
import { ROUTE_COLUMNS, ROUTE_DEFAULT_SORT, routeId, routeIsMinor } from './route-columns.tsx';

const SPEC = { view: 'routes', endpoint: 'routes.list', columns: ROUTE_COLUMNS, defaultSort: ROUTE_DEFAULT_SORT } as const;

export function RouteList(props: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort, list, csvName, open } = useListView(props, SPEC);
  return (
    <ListFrame title="Routes" testId="routes-view" items="routes" searchHint="Search by url, e.g. /checkout" search={search} onSearch={setSearch} state={list} count={(d) => d.data.length}>
      {(data) => (
        <>
          <Stats
            label="Route totals"
            testId="routes-stats"
            items={[msStat('Route time', data.stats.routeTime, 'stat-route-time', 'stats.routeTime'), countStat('Route changes', data.stats.throughput, 'stat-changes', 'stats.throughput')]}
          />
          <DataTable
            rowsPath="data"
            label="Routes"
            noun={['route', 'routes']}
            rows={data.data}
            columns={ROUTE_COLUMNS}
            rowId={routeId}
            sort={sort}
            onSortChange={setSort}
            onOpen={open}
            isMinor={routeIsMinor}
            exportName={csvName(search ? `routes matching ${search}` : 'routes')}
          />
        </>
      )}
    </ListFrame>
  );
}

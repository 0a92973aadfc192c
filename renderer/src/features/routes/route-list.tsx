// The routes list: stats over the (matching) routes, then every route in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ComparedTable } from '../../ui/table/compared-table.tsx';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { statsOf, tableComparison, useListView } from '../../view-kit/list-view.ts';
import { countStat, msStat, Stats } from '../../ui/stats.tsx';
import { ROUTE_COLUMNS, ROUTE_DEFAULT_SORT, ROUTE_METRICS, routeId, routeIsMinor } from './route-columns.tsx';

const SPEC = { view: 'routes', endpoint: 'routes.list', columns: ROUTE_COLUMNS, defaultSort: ROUTE_DEFAULT_SORT, metrics: ROUTE_METRICS } as const;

export function RouteList(props: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort, list, compared, csvName, open } = useListView(props, SPEC);
  return (
    <ListFrame title="Routes" testId="routes-view" items="routes" searchHint="Search by url, e.g. /checkout" search={search} onSearch={setSearch} state={list} compared={compared} count={(d) => d.data.length}>
      {(data) => {
        const stat = statsOf(data, compared);
        return (
          <>
            <Stats
              label="Route totals"
              testId="routes-stats"
              items={[
                stat(msStat, 'Route time', (d) => d.stats.routeTime, 'down', 'stat-route-time', 'stats.routeTime'),
                stat(countStat, 'Route changes', (d) => d.stats.throughput, 'neutral', 'stat-changes', 'stats.throughput'),
              ]}
            />
            <ComparedTable
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
              comparison={tableComparison(compared, (then) => ({ rows: then.data, complete: true }), true, ROUTE_METRICS)}
            />
          </>
        );
      }}
    </ListFrame>
  );
}

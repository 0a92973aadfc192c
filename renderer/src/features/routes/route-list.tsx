// The routes list: stats over the (matching) routes, then every route in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { RouteList as RouteAnswer } from '../../api/answer-types.ts';
import type { Compared } from '../../view-kit/compared.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ListFrame, WholeListTable } from '../../view-kit/list-frame.tsx';
import { statsOf, useListView } from '../../view-kit/list-view.ts';
import { countStat, msStat, Stats } from '../../ui/stats.tsx';
import { ROUTE_COLUMNS, ROUTE_DEFAULT_SORT, ROUTE_METRICS, routeIsMinor } from './route-columns.tsx';

const SPEC = {
  view: 'routes',
  endpoint: 'routes.list',
  columns: ROUTE_COLUMNS,
  defaultSort: ROUTE_DEFAULT_SORT,
  metrics: ROUTE_METRICS,
} as const;

export function RouteList(props: ViewProps): ReactNode {
  const list = useListView(props, SPEC);
  const { search, compared, csvName } = list;
  return (
    <ListFrame
      title="Routes"
      testId="routes-view"
      items="routes"
      item="Route"
      searchHint="Search by url, e.g. /checkout"
      search={search}
      onSearch={list.setSearch}
      state={list.list}
      compared={compared}
      count={(d) => d.data.length}
    >
      {(data) => (
        <>
          <Stats label="Route totals" testId="routes-stats" items={routeTotals(data, compared)} />
          <WholeListTable
            list={list}
            rows={data.data}
            label="Routes"
            noun={['route', 'routes']}
            columns={ROUTE_COLUMNS}
            isMinor={routeIsMinor}
            metrics={ROUTE_METRICS}
            exportName={csvName(search ? `routes matching ${search}` : 'routes')}
          />
        </>
      )}
    </ListFrame>
  );
}

function routeTotals(data: RouteAnswer, compared: Compared<RouteAnswer> | null) {
  const stat = statsOf(data.stats, compared, (then) => then.stats);
  return [
    stat(msStat, 'Route time', (s) => s.routeTime, 'down', 'stat-route-time', 'stats.routeTime'),
    stat(countStat, 'Route changes', (s) => s.throughput, 'neutral', 'stat-changes', 'stats.throughput'),
  ];
}

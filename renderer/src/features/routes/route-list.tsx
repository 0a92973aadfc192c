// The routes list: stats over the (matching) routes, then every route in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ListFrame, WholeListTable } from '../../view-kit/list-frame.tsx';
import { useListView } from '../../view-kit/list-view.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { ROUTE_TOTALS } from './route-figures.ts';
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
          <HeadlineStats
            label="Route totals"
            testId="routes-stats"
            figures={figuresOf(ROUTE_TOTALS, data.stats, compared, (then) => then.stats)}
          />
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

// The routes list: stats over the (matching) routes, then every route in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { WholeList } from '../../view-kit/list-frame.tsx';
import { ROUTE_TOTALS } from './route-figures.ts';
import { ROUTE_COLUMNS, ROUTE_DEFAULT_SORT, ROUTE_METRICS, routeIsMinor } from './route-columns.tsx';

const SPEC = {
  view: 'routes',
  endpoint: 'routes.list',
  columns: ROUTE_COLUMNS,
  defaultSort: ROUTE_DEFAULT_SORT,
  metrics: ROUTE_METRICS,
  title: 'Routes',
  items: 'routes',
  item: 'Route',
  searchHint: 'Search by url, e.g. /checkout',
  totals: ROUTE_TOTALS,
  totalsLabel: 'Route totals',
  tableLabel: 'Routes',
  noun: ['route', 'routes'],
  isMinor: routeIsMinor,
} as const;

export function RouteList(props: ViewProps): ReactNode {
  return <WholeList {...props} spec={SPEC} />;
}

// Columns of the routes list (single-page-app route changes).
import type { ColumnSort } from '../../ui/table/sort-param.ts';
import type { RouteItem } from '../../api/answer-types.ts';
import { numberColumn, textColumn, type TableColumn } from '../../ui/table/columns.ts';
import type { CompareMetric } from '../../ui/table/compared-rows.ts';
import { UrlCell } from '../../ui/table/wildcard-url.tsx';

export const ROUTE_COLUMNS: readonly TableColumn<RouteItem>[] = [
  textColumn('routeName', 'Route', (r) => r.routeName, { width: 150, grow: false }),
  textColumn('url', 'URL', (r) => r.url, { width: 170, render: (r) => <UrlCell url={r.url} /> }),
  numberColumn('throughput', 'Changes', 'count', (r) => r.throughput, { description: 'Route changes in the window' }),
  numberColumn('throughputPercentage', 'Share', '%', (r) => r.throughputPercentage, {
    description: 'Share of all route changes',
  }),
  numberColumn('routeTime', 'Route time', 'ms', (r) => r.routeTime, { description: 'Mean time of a route change' }),
  numberColumn('min', 'Min', 'ms', (r) => r.min),
  numberColumn('max', 'Max', 'ms', (r) => r.max),
  numberColumn('spaThroughput', 'SPA changes', 'count', (r) => r.spa.throughput, {
    description: 'In-app (soft) navigations',
  }),
  numberColumn('spaRouteTime', 'SPA time', 'ms', (r) => r.spa.routeTime, {
    description: 'Mean time of an in-app navigation',
  }),
  numberColumn('timeConsumedPercentage', 'Time share', '%', (r) => r.timeConsumedPercentage, {
    description: 'Share of all time spent changing routes',
  }),
];

export const ROUTE_DEFAULT_SORT: ColumnSort = { id: 'throughput', desc: true };
export const routeIsMinor = (r: RouteItem): boolean => r.underOnePercent === true;

/** The figures that get a change column with Compare (routes carry no percentiles or errors). */
export const ROUTE_METRICS: readonly CompareMetric[] = [
  { column: 'throughput', good: 'neutral', header: 'Count change' },
  { column: 'routeTime', good: 'down' },
];

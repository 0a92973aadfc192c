// The headline figures of routes, declared once for the list's totals and a route's detail: the
// screen, the PDF and Copy as Markdown all render from them.
import type { RouteItem, RouteList } from '../../api/answer-types.ts';
import { fieldOf, type FigureSpec } from '../../view-kit/headline.tsx';

const totals = fieldOf<RouteList['stats']>('stats.');
const field = fieldOf<RouteItem>('data.0.');

export const ROUTE_TOTALS: readonly FigureSpec<RouteList['stats']>[] = [
  totals('routeTime', 'Route time', 'ms', 'down', 'stat-route-time'),
  totals('throughput', 'Route changes', 'count', 'neutral', 'stat-changes'),
];

export const ROUTE_FIGURES: readonly FigureSpec<RouteItem>[] = [
  field('throughput', 'Changes', 'count', 'neutral', 'stat-changes'),
  field('routeTime', 'Route time', 'ms', 'down', 'stat-route-time'),
  field('min', 'Min', 'ms', 'down', 'stat-min'),
  field('max', 'Max', 'ms', 'down', 'stat-max'),
  {
    label: 'SPA changes',
    unit: 'count',
    good: 'neutral',
    testId: 'stat-spa-changes',
    path: 'data.0.spa.throughput',
    pick: (r) => r.spa.throughput,
  },
  {
    label: 'SPA time',
    unit: 'ms',
    good: 'down',
    testId: 'stat-spa-time',
    path: 'data.0.spa.routeTime',
    pick: (r) => r.spa.routeTime,
  },
  field('throughputPercentage', 'Share of changes', 'percent', 'neutral', 'stat-share'),
  field('timeConsumedPercentage', 'Share of time', 'percent', 'neutral', 'stat-time-share'),
];

// routes.list and routes.get (SPA routes of a browser project).
import type { RouteItem, RouteList } from '../../../shared/schemas/routes.ts';
import { percent } from '../distribution.ts';
import { routeRow, routeStats, sum, type RouteRow } from '../performance.ts';
import { busiestFirst, matchesSearch, throughputShare } from './lists.ts';
import { searchParam } from './query-params.ts';
import { rowNamedInPath, type EndpointRequest } from './request.ts';

function routeRows(req: EndpointRequest): RouteRow[] {
  return req.project.routes.map((r) => routeRow(r, req.span));
}

function routeItem(row: RouteRow, throughput: number, timeConsumed: number): RouteItem {
  return {
    id: row.model.id,
    url: row.model.url,
    throughput: row.throughput,
    routeTime: row.routeTime,
    min: row.min,
    max: row.max,
    spa: { routeTime: row.spaRouteTime, throughput: row.spaThroughput },
    routeName: row.model.routeName,
    timeConsumedPercentage: percent(row.throughput * row.routeTime, timeConsumed),
    ...throughputShare(row.throughput, throughput),
  };
}

/** Items of `rows` with shares relative to `basis` (the whole list, or the matches of a search). */
function routeItems(rows: readonly RouteRow[], basis: readonly RouteRow[]): RouteItem[] {
  const throughput = sum(basis, (r) => r.throughput);
  const timeConsumed = sum(basis, (r) => r.throughput * r.routeTime);
  return rows.map((r) => routeItem(r, throughput, timeConsumed));
}

export function routesList(req: EndpointRequest): RouteList {
  const search = searchParam(req);
  const rows = routeRows(req).filter((r) => matchesSearch(r.model.url, search));
  const stats = routeStats(rows);
  const items = routeItems(rows, rows);
  return { stats, data: busiestFirst(items, (r) => r.throughput) };
}

export function routesGet(req: EndpointRequest): RouteList {
  const all = routeRows(req);
  const row = rowNamedInPath(req, all, (r) => r.model.id, 'routeId', 'route');
  return { stats: routeStats([row]), data: routeItems([row], all) };
}

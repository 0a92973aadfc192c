// pages.list (both shapes: the paginated list, and the search answer with stats) and pages.get.
import type { PageItemA, PageItemB, PageListA, PageSearch } from '../../../shared/schemas/pages.ts';
import { percent, ratio } from '../distribution.ts';
import { pageRow, sum, weightedMean, type PageRow } from '../performance.ts';
import { busiestFirst, matchesSearch, pagination, throughputShare } from './lists.ts';
import { pageParams, searchParam } from './query-params.ts';
import { rowNamedInPath, type EndpointRequest } from './request.ts';

/** Every page's figures for the window, in the model's order. */
export function pageRows(req: EndpointRequest): PageRow[] {
  return req.project.pages.map((page) => pageRow(req.project, page, req.span));
}

/** The pages whose url matches the search (all of them without one). */
export function pageRowsMatching(req: EndpointRequest): PageRow[] {
  const search = searchParam(req);
  return pageRows(req).filter((r) => matchesSearch(r.model.url, search));
}

interface PageTotals {
  throughput: number;
  timeConsumed: number;
  loadTime: number;
  errorCount: number;
}

function pageTotals(rows: readonly PageRow[]): PageTotals {
  return {
    throughput: sum(rows, (r) => r.throughput),
    timeConsumed: sum(rows, (r) => r.throughput * r.loadTime),
    loadTime: sum(rows, (r) => r.loadTime),
    errorCount: sum(rows, (r) => r.errorCount),
  };
}

function coreOf(row: PageRow) {
  return {
    loadTime: row.loadTime,
    renderTime: row.renderTime,
    networkTime: row.networkTime,
    domTime: row.domTime,
    frontendTime: row.frontendTime,
    throughput: row.throughput,
    ...row.percentiles,
  };
}

function pageItemA(row: PageRow, totals: PageTotals): PageItemA {
  const share = throughputShare(row.throughput, totals.throughput);
  return {
    id: row.model.id,
    url: row.model.url,
    throughput: row.throughput,
    ...share,
    page: {
      ...coreOf(row),
      throughputPercentage: share.throughputPercentage,
      timeConsumedPercentage: percent(row.throughput * row.loadTime, totals.timeConsumed),
      loadTimePercentage: percent(row.loadTime, totals.loadTime),
      underOnePercent: share.underOnePercent,
    },
  };
}

function pageItemB(row: PageRow, totals: PageTotals): PageItemB {
  const timeConsumed = row.throughput * row.loadTime;
  return {
    id: row.model.id,
    url: row.model.url,
    throughput: row.throughput,
    loadTime: row.loadTime,
    domTime: row.domTime,
    networkTime: row.networkTime,
    renderTime: row.renderTime,
    frontendTime: row.frontendTime,
    satisfied: row.satisfied,
    tolerated: row.tolerated,
    frustrated: row.frustrated,
    score: ratio(row.satisfied + row.tolerated / 2, row.throughput),
    ...row.percentiles,
    exceptionRate: percent(row.errorCount, row.throughput),
    errorCount: row.errorCount,
    page: coreOf(row),
    timeConsumed,
    timeConsumedPercentage: percent(timeConsumed, totals.timeConsumed),
    ...throughputShare(row.throughput, totals.throughput),
    errorPercentage: percent(row.errorCount, totals.errorCount),
  };
}

/** The search answer: the matching pages with stats over them, no pagination. */
function pageSearch(rows: readonly PageRow[]): PageSearch {
  const totals = pageTotals(rows);
  const n = (r: PageRow) => r.throughput;
  return {
    stats: {
      page: {
        loadTime: weightedMean(rows, n, (r) => r.loadTime),
        renderTime: weightedMean(rows, n, (r) => r.renderTime),
        networkTime: weightedMean(rows, n, (r) => r.networkTime),
        domTime: weightedMean(rows, n, (r) => r.domTime),
        throughput: totals.throughput,
        errorCount: totals.errorCount,
      },
    },
    data: busiestFirst(
      rows.map((r) => pageItemB(r, totals)),
      (p) => p.throughput,
    ),
  };
}

export function pagesList(req: EndpointRequest): PageListA | PageSearch {
  if (searchParam(req) !== undefined) return pageSearch(pageRowsMatching(req));
  const all = pageRows(req);
  const { limit, page } = pageParams(req.query);
  const totals = pageTotals(all);
  const sorted = busiestFirst(all, (r) => r.throughput);
  const data = sorted.slice((page - 1) * limit, page * limit).map((r) => pageItemA(r, totals));
  return { data, ...pagination(all.length, data.length, limit, page) };
}

export function pagesGet(req: EndpointRequest): PageItemA {
  const all = pageRows(req);
  const row = rowNamedInPath(req, all, (r) => r.model.id, 'pageId', 'page');
  return pageItemA(row, pageTotals(all));
}

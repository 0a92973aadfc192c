// One function per endpoint of the catalogue: (project, window, path and query parameters) →
// the JSON body of spec part 4. Lists compute every row once and derive stats, shares and
// pagination from those very rows, so the numbers agree with each other and across endpoints.
import type { EndpointId } from '../../shared/catalogue.ts';
import type { AjaxList } from '../../shared/schemas/ajax.ts';
import type { Apdex } from '../../shared/schemas/apdex.ts';
import type { ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorGroup, ErrorList, ErrorStatus } from '../../shared/schemas/errors.ts';
import type { PageItemA, PageItemB, PageListA, PageSearch } from '../../shared/schemas/pages.ts';
import type { ApmReport, BrowserReport, ErrorsSummary, ReportAjax, ReportPages } from '../../shared/schemas/reports.ts';
import type { RouteItem, RouteList } from '../../shared/schemas/routes.ts';
import type { Transaction, TransactionList } from '../../shared/schemas/transactions.ts';
import type { WebVitals } from '../../shared/schemas/web-vitals.ts';
import { formatApiTime, trendBuckets, type ResolvedWindow } from '../../shared/time-window.ts';
import { percent, ratio } from './distribution.ts';
import {
  compileFilter,
  countMatching,
  distinctUsers,
  eventsBefore,
  eventTime,
  findGroup,
  groupExtras,
  groupsOverlapping,
  lastMatching,
  mobileEventsIn,
  newestMatching,
  trendCounts,
  type CompiledFilter,
  type ErrorFilters,
  type Group,
} from './error-groups.ts';
import { baseTrace, renderEvent } from './events.ts';
import {
  ajaxRow,
  ajaxStats,
  apdexOfPages,
  apdexOfTransactions,
  pageMetricsCore,
  pageRow,
  routeRow,
  routeStats,
  sum,
  transactionRow,
  transactionStats,
  weightedMean,
  webVitals,
  withAjaxShares,
  type AjaxRow,
  type ApdexCounts,
  type PageRow,
  type RouteRow,
  type Span,
  type TransactionRow,
} from './performance.ts';
import type { ProjectModel } from './world-types.ts';

/** A failure with an HTTP status and a message a person can act on. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface EndpointRequest {
  readonly project: ProjectModel;
  /** The window asked for (trend buckets cover all of it). */
  readonly window: ResolvedWindow;
  /** Where traffic is counted: the window clipped to now — the service has no data from the future. */
  readonly span: Span;
  /** The server's clock, floored to the minute. */
  readonly now: number;
  readonly path: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
}

/** Defaults where the spec is silent (README): 25 per page, first page, newest activity first. */
export const DEFAULT_LIMIT = 25;
export const DEFAULT_PAGE = 1;
export const DEFAULT_SORT = 'lastAt';

const str = (query: EndpointRequest['query'], key: string): string | undefined => {
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
};
const int = (query: EndpointRequest['query'], key: string, fallback: number): number => {
  const value = query[key];
  return typeof value === 'number' ? value : fallback;
};

function matches(text: string, search: string | undefined): boolean {
  return search === undefined || text.toLowerCase().includes(search.toLowerCase());
}

function pagination(totalCount: number, count: number, limit: number, page: number) {
  const totalPages = Math.ceil(totalCount / limit);
  return { count, limit, page, totalPages, totalCount, hasMore: page < totalPages };
}

const SHIFT = 2 ** 21;

/**
 * Busiest first; ties keep the model's order (so the order is total and stable). Lists reach
 * 100,000 rows, so the sort runs on packed numeric keys in a typed array when they fit.
 */
function busiestFirst<T>(items: readonly T[], throughput: (item: T) => number): T[] {
  const n = items.length;
  const keys = new Float64Array(n);
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = throughput(items[i] as T);
    keys[i] = v;
    if (v > max) max = v;
  }
  if (n >= SHIFT || max >= 2 ** 31) {
    return items
      .map((item, i) => ({ item, i, v: keys[i] ?? 0 }))
      .sort((a, b) => b.v - a.v || a.i - b.i)
      .map((x) => x.item);
  }
  for (let i = 0; i < n; i++) keys[i] = (keys[i] ?? 0) * SHIFT + (SHIFT - 1 - i);
  keys.sort();
  const out = new Array<T>(n);
  for (let k = 0; k < n; k++) out[k] = items[SHIFT - 1 - ((keys[n - 1 - k] ?? 0) % SHIFT)] as T;
  return out;
}

// ── pages ────────────────────────────────────────────────────────────────────

function pageRows(req: EndpointRequest): PageRow[] {
  return req.project.pages.map((page) => pageRow(req.project, page, req.span));
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
  const throughputPercentage = percent(row.throughput, totals.throughput);
  const underOnePercent = throughputPercentage < 1;
  return {
    id: row.model.id,
    url: row.model.url,
    throughput: row.throughput,
    throughputPercentage,
    underOnePercent,
    page: {
      ...coreOf(row),
      throughputPercentage,
      timeConsumedPercentage: percent(row.throughput * row.loadTime, totals.timeConsumed),
      loadTimePercentage: percent(row.loadTime, totals.loadTime),
      underOnePercent,
    },
  };
}

function pageItemB(row: PageRow, totals: PageTotals): PageItemB {
  const throughputPercentage = percent(row.throughput, totals.throughput);
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
    throughputPercentage,
    underOnePercent: throughputPercentage < 1,
    errorPercentage: percent(row.errorCount, totals.errorCount),
  };
}

function pagesList(req: EndpointRequest): PageListA | PageSearch {
  const search = str(req.query, 'search');
  const all = pageRows(req);
  if (search !== undefined) {
    const rows = all.filter((r) => matches(r.model.url, search));
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
  const limit = int(req.query, 'limit', DEFAULT_LIMIT);
  const page = int(req.query, 'page', DEFAULT_PAGE);
  const totals = pageTotals(all);
  const sorted = busiestFirst(all, (r) => r.throughput);
  const data = sorted.slice((page - 1) * limit, page * limit).map((r) => pageItemA(r, totals));
  return { data, ...pagination(all.length, data.length, limit, page) };
}

function pagesGet(req: EndpointRequest): PageItemA {
  const all = pageRows(req);
  const row = all.find((r) => r.model.id === req.path.pageId);
  if (!row) throw new HttpError(404, `No page with id "${req.path.pageId}" in project ${req.project.id}.`);
  return pageItemA(row, pageTotals(all));
}

// ── routes ───────────────────────────────────────────────────────────────────

function routeItem(row: RouteRow, throughput: number, timeConsumed: number): RouteItem {
  const throughputPercentage = percent(row.throughput, throughput);
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
    throughputPercentage,
    underOnePercent: throughputPercentage < 1,
  };
}

function routeItems(rows: readonly RouteRow[], basis: readonly RouteRow[]): RouteItem[] {
  const throughput = sum(basis, (r) => r.throughput);
  const timeConsumed = sum(basis, (r) => r.throughput * r.routeTime);
  return rows.map((r) => routeItem(r, throughput, timeConsumed));
}

// Lists aggregate in the model's order and sort afterwards, so a floating-point sum is the same
// bits whichever endpoint computes it (the list, a report, a single item).

function routesList(req: EndpointRequest): RouteList {
  const search = str(req.query, 'search');
  const rows = req.project.routes.map((r) => routeRow(r, req.span)).filter((r) => matches(r.model.url, search));
  const stats = routeStats(rows);
  const items = routeItems(rows, rows);
  return { stats, data: busiestFirst(items, (r) => r.throughput) };
}

function routesGet(req: EndpointRequest): RouteList {
  const all = req.project.routes.map((r) => routeRow(r, req.span));
  const row = all.find((r) => r.model.id === req.path.routeId);
  if (!row) throw new HttpError(404, `No route with id "${req.path.routeId}" in project ${req.project.id}.`);
  return { stats: routeStats([row]), data: routeItems([row], all) };
}

// ── ajax ─────────────────────────────────────────────────────────────────────

function ajaxList(req: EndpointRequest): AjaxList {
  const search = str(req.query, 'search');
  const rows: AjaxRow[] = [];
  for (const call of req.project.ajax) if (matches(call.url, search)) rows.push(ajaxRow(call, req.span));
  const stats = ajaxStats(rows);
  return { stats, data: busiestFirst(withAjaxShares(rows, rows), (r) => r.throughput) };
}

function ajaxGet(req: EndpointRequest): AjaxList {
  const all = req.project.ajax.map((c) => ajaxRow(c, req.span));
  const row = all.find((r) => r.id === req.path.ajaxId);
  if (!row) throw new HttpError(404, `No ajax call with id "${req.path.ajaxId}" in project ${req.project.id}.`);
  return { stats: ajaxStats([row]), data: withAjaxShares([row], all) };
}

function ajaxReport(rows: readonly AjaxRow[]): ReportAjax {
  const stats = ajaxStats(rows);
  const n = (r: AjaxRow) => r.throughput;
  const p = (key: 'percentile_50' | 'percentile_75' | 'percentile_90' | 'percentile_95' | 'percentile_99') =>
    weightedMean(rows, n, (r) => r[key]);
  return {
    totalTime: stats.totalTime,
    responseTime: stats.responseTime,
    callbackTime: stats.callbackTime,
    receivedSize: stats.receivedSize,
    sentSize: stats.sentSize,
    errorCount: stats.errorCount,
    errorRate: stats.errorRate,
    throughput: stats.throughput,
    percentile_50: p('percentile_50'),
    percentile_75: p('percentile_75'),
    percentile_90: p('percentile_90'),
    percentile_95: p('percentile_95'),
    percentile_99: p('percentile_99'),
  };
}

// ── transactions ─────────────────────────────────────────────────────────────

function transactionItems(rows: readonly TransactionRow[], basis: readonly TransactionRow[]): Transaction[] {
  const total = sum(basis, (r) => r.totalCount);
  return rows.map((r) => {
    const throughputPercentage = percent(r.totalCount, total);
    return {
      id: r.model.id,
      name: r.model.name,
      successCount: r.successCount,
      failureCount: r.failureCount,
      totalCount: r.totalCount,
      successTime: r.successTime,
      failureTime: r.failureTime,
      throughputPercentage,
      underOnePercent: throughputPercentage < 1,
    };
  });
}

function transactionRows(req: EndpointRequest): TransactionRow[] {
  return req.project.transactions.map((t) => transactionRow(t, req.span));
}

function transactionsList(req: EndpointRequest): TransactionList {
  const search = str(req.query, 'search');
  const rows = transactionRows(req).filter((r) => matches(r.model.name, search));
  const stats = transactionStats(rows);
  return { data: busiestFirst(transactionItems(rows, rows), (x) => x.totalCount), stats };
}

function transactionsGet(req: EndpointRequest): TransactionList {
  const all = transactionRows(req);
  const row = all.find((r) => r.model.id === req.path.transactionId);
  if (!row)
    throw new HttpError(404, `No transaction with id "${req.path.transactionId}" in project ${req.project.id}.`);
  return { data: transactionItems([row], all), stats: transactionStats([row]) };
}

// ── apdex, vitals, reports ───────────────────────────────────────────────────

function apdexObject(counts: ApdexCounts): Apdex {
  return {
    ...counts,
    satisfiedPercentage: percent(counts.satisfied, counts.total),
    toleratedPercentage: percent(counts.tolerated, counts.total),
    frustratedPercentage: percent(counts.frustrated, counts.total),
  };
}

function apdex(req: EndpointRequest): Apdex {
  const search = str(req.query, 'search');
  if (req.project.kind === 'apm') {
    return apdexObject(
      apdexOfTransactions(
        req.project,
        transactionRows(req).filter((r) => matches(r.model.name, search)),
      ),
    );
  }
  return apdexObject(apdexOfPages(pageRows(req).filter((r) => matches(r.model.url, search))));
}

function vitals(req: EndpointRequest): WebVitals {
  const search = str(req.query, 'search');
  return { data: webVitals(pageRows(req).filter((r) => matches(r.model.url, search))) };
}

function reportPages(req: EndpointRequest): ReportPages {
  const core = pageMetricsCore(pageRows(req));
  return { throughput: core.throughput, page: core };
}

function errorsSummary(req: EndpointRequest): ErrorsSummary {
  let errors = 0;
  let events = 0;
  let mobile = 0;
  for (const group of groupsOverlapping(req.project, req.span.start, req.span.end)) {
    const lo = eventsBefore(group, req.span.start);
    const hi = eventsBefore(group, req.span.end);
    if (hi <= lo) continue;
    errors++;
    events += hi - lo;
    mobile += mobileEventsIn(group, lo, hi);
  }
  return { errors, events, device: { mobile, desktop: events - mobile } };
}

function report(req: EndpointRequest): BrowserReport | ApmReport {
  const transactions = transactionRows(req);
  if (req.project.kind === 'apm') {
    const stats = transactionStats(transactions);
    const timeSpent = sum(transactions, (r) => r.successCount * r.successTime + r.failureCount * r.failureTime);
    return {
      responseTime: ratio(timeSpent, stats.totalCount),
      throughput: stats.totalCount,
      failureCount: stats.failureCount,
      failureRate: percent(stats.failureCount, stats.totalCount),
      apdexScore: apdexOfTransactions(req.project, transactions).score,
    };
  }
  const pages = pageRows(req);
  const core = pageMetricsCore(pages);
  return {
    apdex: { page: apdexOfPages(pages) },
    pages: { page: core, throughput: core.throughput },
    ajax: ajaxReport(req.project.ajax.map((c) => ajaxRow(c, req.span))),
    transactions: transactionStats(transactions),
    errors: errorsSummary(req),
  };
}

// ── errors ───────────────────────────────────────────────────────────────────

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function filtersOf(query: EndpointRequest['query']): ErrorFilters {
  const keys = [
    'browser',
    'browserVersion',
    'os',
    'osVersion',
    'version',
    'tags',
    'url',
    'user',
    'device',
    'message',
  ] as const;
  const filters: ErrorFilters = {};
  for (const key of keys) filters[key] = str(query, key);
  return filters;
}

interface Candidate {
  group: Group;
  lo: number;
  hi: number;
  events: number;
  firstAt: number;
  lastAt: number;
}

/** The group as the API shows it for a window (trends over the requested window's buckets). */
function groupJson(req: EndpointRequest, c: Candidate, filter: CompiledFilter, buckets: readonly number[]): ErrorGroup {
  const { group } = c;
  const edges = [...buckets, req.window.end].map((t) =>
    eventsBefore(group, Math.min(Math.max(t, req.span.start), req.span.end)),
  );
  const { comments, trackers } = groupExtras(group);
  return {
    id: group.id,
    hashName: group.hashName,
    message: group.template.message,
    status: group.status,
    users: distinctUsers(group, c.lo, c.hi, filter),
    events: c.events,
    comments,
    trackerALink: trackers[0] ?? '',
    trackerBLink: trackers[1] ?? '',
    trackerCLink: trackers[2] ?? '',
    trackerDLink: trackers[3] ?? '',
    trackerELink: trackers[4] ?? '',
    trackerFLink: trackers[5] ?? '',
    projectId: req.project.id,
    teamId: req.project.teamId,
    trends: trendCounts(group, edges, filter),
    // The group record is written when its first event is processed, to the second.
    created: iso(Math.floor(c.firstAt / 1000) * 1000),
    firstAt: iso(c.firstAt),
    lastAt: iso(c.lastAt),
  };
}

function candidate(req: EndpointRequest, group: Group, filter: CompiledFilter): Candidate {
  const lo = eventsBefore(group, req.span.start);
  const hi = eventsBefore(group, req.span.end);
  const events = countMatching(group, lo, hi, filter);
  const firstAt = eventTime(group, 1);
  // The newest matching event up to the window's end; before any, the group's first event.
  const last = events > 0 ? lastMatching(group, lo, hi, filter) : lastMatching(group, 0, hi, filter);
  return { group, lo, hi, events, firstAt, lastAt: last > 0 ? eventTime(group, last) : firstAt };
}

const SORTS = {
  events: (a: Candidate, b: Candidate) => b.events - a.events || b.lastAt - a.lastAt,
  firstAt: (a: Candidate, b: Candidate) => b.firstAt - a.firstAt || b.events - a.events,
  lastAt: (a: Candidate, b: Candidate) => b.lastAt - a.lastAt || b.events - a.events,
} as const;

function errorsList(req: EndpointRequest): ErrorList {
  const status = str(req.query, 'status') as ErrorStatus;
  const sortby = (str(req.query, 'sortby') ?? DEFAULT_SORT) as keyof typeof SORTS;
  const limit = int(req.query, 'limit', DEFAULT_LIMIT);
  const page = int(req.query, 'page', DEFAULT_PAGE);
  const filter = compileFilter(req.project, filtersOf(req.query));
  const candidates: Candidate[] = [];
  for (const group of groupsOverlapping(req.project, req.span.start, req.span.end, status)) {
    if (!filter.group(group)) continue;
    const lo = eventsBefore(group, req.span.start);
    const hi = eventsBefore(group, req.span.end);
    if (hi <= lo) continue;
    const events = countMatching(group, lo, hi, filter);
    if (events === 0) continue;
    const last = lastMatching(group, lo, hi, filter);
    candidates.push({ group, lo, hi, events, firstAt: eventTime(group, 1), lastAt: eventTime(group, last) });
  }
  const order = SORTS[sortby];
  // Ties fall back to a fixed order of groups (template, then generation), not to the id: building
  // ids for every candidate would cost more than the whole list at large scales.
  candidates.sort((a, b) => order(a, b) || a.group.t - b.group.t || a.group.generation - b.group.generation);
  const buckets = trendBuckets(req.window);
  const data = candidates.slice((page - 1) * limit, page * limit).map((c) => groupJson(req, c, filter, buckets));
  return { data, trendDates: buckets.map(formatApiTime), ...pagination(candidates.length, data.length, limit, page) };
}

function knownGroup(req: EndpointRequest): Group {
  const errorId = req.path.errorId ?? '';
  const group = findGroup(req.project, errorId);
  // A group exists once its first event has happened.
  if (!group || eventsBefore(group, req.now) === 0)
    throw new HttpError(404, `No error group "${errorId}" in project ${req.project.id}.`);
  return group;
}

function errorsGet(req: EndpointRequest): ErrorGroup {
  const group = knownGroup(req);
  const filter = compileFilter(req.project, filtersOf(req.query));
  return groupJson(req, candidate(req, group, filter), filter, trendBuckets(req.window));
}

function errorEvents(req: EndpointRequest): ErrorEventList {
  const group = knownGroup(req);
  const filter = compileFilter(req.project, filtersOf(req.query));
  const limit = int(req.query, 'limit', DEFAULT_LIMIT);
  const page = int(req.query, 'page', DEFAULT_PAGE);
  const lo = eventsBefore(group, req.span.start);
  const hi = eventsBefore(group, req.span.end);
  const totalCount = countMatching(group, lo, hi, filter);
  const trace = baseTrace(group);
  const data = newestMatching(group, lo, hi, filter, (page - 1) * limit, limit).map((j) =>
    renderEvent(group, j, trace),
  );
  return { data, ...pagination(totalCount, data.length, limit, page) };
}

// ── the table ────────────────────────────────────────────────────────────────

export const handlers: Record<EndpointId, (req: EndpointRequest) => unknown> = {
  reports: report,
  'reports.apdex': (req) => ({ page: apdexOfPages(pageRows(req)) }),
  'reports.errors': errorsSummary,
  'reports.pages': reportPages,
  'reports.ajax': (req) => ajaxReport(req.project.ajax.map((c) => ajaxRow(c, req.span))),
  'reports.transactions': (req) => transactionStats(transactionRows(req)),
  'transactions.list': transactionsList,
  'transactions.get': transactionsGet,
  'pages.list': pagesList,
  'pages.get': pagesGet,
  'routes.list': routesList,
  'routes.get': routesGet,
  'ajax.list': ajaxList,
  'ajax.get': ajaxGet,
  webvitals: vitals,
  apdex,
  'errors.list': errorsList,
  'errors.get': errorsGet,
  'errors.events': errorEvents,
};

// Window figures of the performance items (pages, ajax calls, routes, transactions) and the
// aggregates built from them: counts from the streams, times from each item's base value times a
// small load- and drift-dependent factor, percentiles and apdex bands from log-normals.
import {
  bandsBetween,
  logNormalCdf,
  marks,
  logNormalPercentiles,
  logNormalQuantile,
  percent,
  ratio,
  round2,
  type Percentiles,
} from './distribution.ts';
import { countBefore, countFrom, cumulative, meanRate, meanRateFrom, type Stream } from './traffic.ts';
import { DAY } from '../../shared/time-window.ts';
import type { AjaxItem } from '../../shared/schemas/ajax.ts';
import { Echoes } from './event-timeline.ts';
import type { AjaxModel, Drift, PageModel, ProjectModel, RouteModel, Spike, TransactionModel } from './world-types.ts';

/** The part of a window traffic is counted in: [start, end), end already clipped to now. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * Times are higher under load and drift slowly over days; the factor is a smooth function of the
 * window, so the same window always gives the same value and close windows give close values.
 */
function timeFactor(stream: Stream, drift: Drift, span: Span, rate = meanRate(stream, span.start, span.end)): number {
  const load = rate - 1;
  const middle = (span.start + span.end) / 2 / DAY;
  return 1 + 0.12 * load + 0.06 * Math.sin((2 * Math.PI * middle) / drift.periodDays + drift.phase);
}

/** The stream's counts at the span's edges (its events in the span are lo+1..hi) and its mean rate there. */
function edges(stream: Stream, span: Span): { lo: number; hi: number; rate: number } {
  if (span.end <= span.start || stream.w <= 0) return { lo: 0, hi: 0, rate: 1 };
  const a = cumulative(stream, span.start);
  const b = cumulative(stream, span.end);
  return { lo: countFrom(stream, a), hi: countFrom(stream, b), rate: meanRateFrom(stream, a, b, span.start, span.end) };
}

/** Marked events (density p) among lo+1..hi. */
function marked(lo: number, hi: number, p: number): number {
  return marks(hi, p) - marks(lo, p);
}

const NO_PERCENTILES: Percentiles = {
  percentile_50: 0,
  percentile_75: 0,
  percentile_90: 0,
  percentile_95: 0,
  percentile_99: 0,
};

// ── pages ────────────────────────────────────────────────────────────────────

export interface PageRow {
  readonly model: PageModel;
  /** The page's view counts at the span's edges (views lo+1..hi are in the span). */
  readonly lo: number;
  readonly hi: number;
  readonly throughput: number;
  readonly loadTime: number;
  readonly networkTime: number;
  readonly domTime: number;
  readonly renderTime: number;
  readonly frontendTime: number;
  readonly percentiles: Percentiles;
  readonly satisfied: number;
  readonly tolerated: number;
  readonly frustrated: number;
  readonly errorCount: number;
}

export function pageRow(project: ProjectModel, page: PageModel, span: Span): PageRow {
  const { lo, hi, rate } = edges(page.stream, span);
  const throughput = hi - lo;
  if (throughput === 0) {
    return {
      model: page,
      lo,
      hi,
      throughput,
      loadTime: 0,
      networkTime: 0,
      domTime: 0,
      renderTime: 0,
      frontendTime: 0,
      percentiles: NO_PERCENTILES,
      satisfied: 0,
      tolerated: 0,
      frustrated: 0,
      errorCount: 0,
    };
  }
  const loadTime = round2(
    page.loadTime * timeFactor(page.stream, page.drift, span, rate) * slowdownFactor(project, page, lo, hi),
  );
  const networkTime = round2(loadTime * page.networkShare);
  const domTime = round2(loadTime * page.domShare);
  // load = network + frontend, frontend = dom + render: the parts add up to the whole.
  const frontendTime = round2(loadTime - networkTime);
  const renderTime = round2(frontendTime - domTime);
  const dist = { mean: loadTime, sigma: page.sigma };
  // Apdex bands use the page's own (window-independent) distribution, so band counts are exact
  // per view and add up over windows like the throughput does.
  const base = { mean: page.loadTime, sigma: page.sigma };
  const pSatisfied = logNormalCdf(base, project.apdexT);
  const [satisfied, tolerated, frustrated] = bandsBetween(
    lo,
    hi,
    pSatisfied,
    logNormalCdf(base, 4 * project.apdexT) - pSatisfied,
  );
  return {
    model: page,
    lo,
    hi,
    throughput,
    loadTime,
    networkTime,
    domTime,
    renderTime,
    frontendTime,
    percentiles: logNormalPercentiles(dist),
    satisfied,
    tolerated,
    frustrated,
    errorCount: marked(lo, hi, page.errorRate),
  };
}

/**
 * A project's slowdown as a window sees it: the views from the slowdown's start on are `factor`
 * slower, so the window's mean grows with their share (a fixed view count, so the same window
 * always gives the same value).
 */
function slowdownFactor(project: ProjectModel, page: PageModel, lo: number, hi: number): number {
  const slowdown = project.slowdown;
  if (!slowdown) return 1;
  const slow = hi - Math.min(hi, Math.max(lo, countBefore(page.stream, slowdown.from)));
  return 1 + ((slowdown.factor - 1) * slow) / (hi - lo);
}

/** Throughput-weighted mean of a field over rows (0 when there is no traffic). */
export function weightedMean<R>(rows: readonly R[], weight: (row: R) => number, value: (row: R) => number): number {
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const w = weight(row);
    total += w;
    sum += w * value(row);
  }
  return ratio(sum, total);
}

export function sum<R>(rows: readonly R[], value: (row: R) => number): number {
  let total = 0;
  for (const row of rows) total += value(row);
  return total;
}

/** Percentiles of an aggregate: throughput-weighted means of the items' percentiles (ordered, since each item's are). */
export function weightedPercentiles<R>(
  rows: readonly R[],
  weight: (row: R) => number,
  percentiles: (row: R) => Percentiles,
): Percentiles {
  return {
    percentile_50: weightedMean(rows, weight, (r) => percentiles(r).percentile_50),
    percentile_75: weightedMean(rows, weight, (r) => percentiles(r).percentile_75),
    percentile_90: weightedMean(rows, weight, (r) => percentiles(r).percentile_90),
    percentile_95: weightedMean(rows, weight, (r) => percentiles(r).percentile_95),
    percentile_99: weightedMean(rows, weight, (r) => percentiles(r).percentile_99),
  };
}

export function pageMetricsCore(rows: readonly PageRow[]) {
  const n = (r: PageRow) => r.throughput;
  return {
    loadTime: weightedMean(rows, n, (r) => r.loadTime),
    renderTime: weightedMean(rows, n, (r) => r.renderTime),
    networkTime: weightedMean(rows, n, (r) => r.networkTime),
    domTime: weightedMean(rows, n, (r) => r.domTime),
    frontendTime: weightedMean(rows, n, (r) => r.frontendTime),
    throughput: sum(rows, n),
    ...weightedPercentiles(rows, n, (r) => r.percentiles),
  };
}

export interface ApdexCounts {
  satisfied: number;
  tolerated: number;
  frustrated: number;
  total: number;
  score: number;
}

export function apdexCounts(satisfied: number, tolerated: number, frustrated: number): ApdexCounts {
  const total = satisfied + tolerated + frustrated;
  return { satisfied, tolerated, frustrated, total, score: ratio(satisfied + tolerated / 2, total) };
}

export function apdexOfPages(rows: readonly PageRow[]): ApdexCounts {
  return apdexCounts(
    sum(rows, (r) => r.satisfied),
    sum(rows, (r) => r.tolerated),
    sum(rows, (r) => r.frustrated),
  );
}

// ── ajax ─────────────────────────────────────────────────────────────────────

/**
 * An ajax call's window figures, already in the shape the API answers (ajax lists reach 100,000
 * rows, so there is one object per row); the share fields are filled in by withAjaxShares.
 */
export type AjaxRow = AjaxItem;

export function ajaxRow(call: AjaxModel, span: Span): AjaxRow {
  const { lo, hi, rate } = edges(call.stream, span);
  const throughput = hi - lo;
  let responseTime = 0;
  let callbackTime = 0;
  let totalTime = 0;
  let sizeFactor = 0;
  let errorCount = 0;
  let aborted = 0;
  if (throughput > 0) {
    const factor = timeFactor(call.stream, call.drift, span, rate);
    responseTime = round2(call.responseTime * factor);
    callbackTime = round2(call.callbackTime * factor);
    totalTime = round2(responseTime + callbackTime);
    // Payloads breathe a little with the load too (bigger carts in busy hours).
    sizeFactor = 1 + (factor - 1) * 0.3;
    errorCount = marked(lo, hi, call.errorRate);
    aborted = marked(lo, hi, call.abortRate);
  }
  const p = logNormalPercentiles({ mean: totalTime, sigma: call.sigma });
  return {
    id: call.id,
    url: call.url,
    method: call.method,
    throughput,
    resTotal: throughput - aborted,
    totalTime,
    responseTime,
    callbackTime,
    receivedSize: round2(call.receivedSize * sizeFactor),
    sentSize: round2(call.sentSize * sizeFactor),
    errorCount,
    errorRate: percent(errorCount, throughput),
    percentile_50: p.percentile_50,
    percentile_75: p.percentile_75,
    percentile_90: p.percentile_90,
    percentile_95: p.percentile_95,
    percentile_99: p.percentile_99,
    // Filled in by withAjaxShares. NaN, not 0: the fields are created as doubles, so filling them
    // does not change the object's hidden class (a 100,000-row list would pay for that).
    timeConsumedPercentage: NaN,
    throughputPercentage: NaN,
    underOnePercent: false,
  };
}

/** Fills the share fields of `rows` relative to `basis` (the whole list, or the matches of a search). */
export function withAjaxShares(rows: AjaxRow[], basis: readonly AjaxRow[]): AjaxRow[] {
  let throughput = 0;
  let timeConsumed = 0;
  for (const r of basis) {
    throughput += r.throughput;
    timeConsumed += r.throughput * r.totalTime;
  }
  for (const r of rows) {
    r.throughputPercentage = percent(r.throughput, throughput);
    r.timeConsumedPercentage = percent(r.throughput * r.totalTime, timeConsumed);
    r.underOnePercent = r.throughputPercentage < 1;
  }
  return rows;
}

export function ajaxStats(rows: readonly AjaxRow[]) {
  let throughput = 0;
  let errorCount = 0;
  let totalTime = 0;
  let responseTime = 0;
  let callbackTime = 0;
  let sentSize = 0;
  let receivedSize = 0;
  for (const r of rows) {
    const n = r.throughput;
    throughput += n;
    errorCount += r.errorCount;
    totalTime += n * r.totalTime;
    responseTime += n * r.responseTime;
    callbackTime += n * r.callbackTime;
    sentSize += n * r.sentSize;
    receivedSize += n * r.receivedSize;
  }
  return {
    totalTime: ratio(totalTime, throughput),
    responseTime: ratio(responseTime, throughput),
    callbackTime: ratio(callbackTime, throughput),
    throughput,
    errorCount,
    errorRate: percent(errorCount, throughput),
    sentSize: ratio(sentSize, throughput),
    receivedSize: ratio(receivedSize, throughput),
  };
}

// ── routes ───────────────────────────────────────────────────────────────────

export interface RouteRow {
  readonly model: RouteModel;
  readonly throughput: number;
  readonly routeTime: number;
  readonly min: number;
  readonly max: number;
  readonly spaThroughput: number;
  readonly spaRouteTime: number;
}

export function routeRow(route: RouteModel, span: Span): RouteRow {
  const { lo, hi, rate } = edges(route.stream, span);
  const throughput = hi - lo;
  if (throughput === 0)
    return { model: route, throughput, routeTime: 0, min: 0, max: 0, spaThroughput: 0, spaRouteTime: 0 };
  const hardTime = route.routeTime * timeFactor(route.stream, route.drift, span, rate);
  const softTime = round2(hardTime * route.softFactor);
  const spaThroughput = marked(lo, hi, route.softShare);
  const hard = throughput - spaThroughput;
  const routeTime = round2((hard * hardTime + spaThroughput * softTime) / throughput);
  const [min, max] = throughput === 1 ? [routeTime, routeTime] : expectedExtremes(routeTime, route.sigma, throughput);
  return {
    model: route,
    throughput,
    routeTime,
    min,
    max,
    spaThroughput,
    spaRouteTime: spaThroughput > 0 ? softTime : 0,
  };
}

/** Expected extremes of n samples of a log-normal, kept on the right side of the mean. */
function expectedExtremes(mean: number, sigma: number, n: number): [number, number] {
  const dist = { mean, sigma };
  const min = round2(Math.min(mean, logNormalQuantile(dist, 1 / (n + 1))));
  const max = round2(Math.max(mean, logNormalQuantile(dist, Math.min(0.9999, n / (n + 1)))));
  return [min, max];
}

export function routeStats(rows: readonly RouteRow[]) {
  return {
    routeTime: weightedMean(
      rows,
      (r) => r.throughput,
      (r) => r.routeTime,
    ),
    throughput: sum(rows, (r) => r.throughput),
  };
}

// ── transactions ─────────────────────────────────────────────────────────────

export interface TransactionRow {
  readonly model: TransactionModel;
  readonly lo: number;
  readonly hi: number;
  readonly totalCount: number;
  readonly successCount: number;
  readonly failureCount: number;
  readonly successTime: number;
  readonly failureTime: number;
}

/**
 * A transaction's figures for the span. A spike (an APM project's, see handlers/transactions.ts)
 * repeats the failures in its stretch: extra failed runs on top of the stream's, so the successes
 * and their bands stay those of the stream.
 */
export function transactionRow(tx: TransactionModel, span: Span, spikes?: readonly Spike[]): TransactionRow {
  const { lo, hi, rate } = edges(tx.stream, span);
  const failuresBefore = (count: number) => marks(count, tx.failureRate);
  const failed = marked(lo, hi, tx.failureRate);
  const echoes = spikes?.length ? Echoes.of((t) => failuresBefore(countBefore(tx.stream, t)), spikes) : null;
  const failureCount = echoes ? echoes.upTo(failuresBefore(hi)) - echoes.upTo(failuresBefore(lo)) : failed;
  const totalCount = hi - lo + failureCount - failed;
  const successCount = totalCount - failureCount;
  const time = tx.successTime * (totalCount > 0 ? timeFactor(tx.stream, tx.drift, span, rate) : 0);
  return {
    model: tx,
    lo,
    hi,
    totalCount,
    successCount,
    failureCount,
    successTime: successCount > 0 ? round2(time) : 0,
    failureTime: failureCount > 0 ? round2(time * tx.failureFactor) : 0,
  };
}

export function transactionStats(rows: readonly TransactionRow[]) {
  return {
    failureTime: weightedMean(
      rows,
      (r) => r.failureCount,
      (r) => r.failureTime,
    ),
    successTime: weightedMean(
      rows,
      (r) => r.successCount,
      (r) => r.successTime,
    ),
    successCount: sum(rows, (r) => r.successCount),
    failureCount: sum(rows, (r) => r.failureCount),
    totalCount: sum(rows, (r) => r.totalCount),
  };
}

/** Apdex of server transactions: successes banded by their time distribution, failures are frustrated. */
export function apdexOfTransactions(project: ProjectModel, rows: readonly TransactionRow[]): ApdexCounts {
  let satisfied = 0;
  let tolerated = 0;
  let frustrated = 0;
  for (const row of rows) {
    if (row.totalCount === 0) continue;
    // Successes numbered on their own (event k is the successes among the first k), then banded.
    const successes = (k: number) => k - marks(k, row.model.failureRate);
    const dist = { mean: row.model.successTime, sigma: row.model.sigma };
    const pSatisfied = logNormalCdf(dist, project.apdexT);
    const [s, t, f] = bandsBetween(
      successes(row.lo),
      successes(row.hi),
      pSatisfied,
      logNormalCdf(dist, 4 * project.apdexT) - pSatisfied,
    );
    satisfied += s;
    tolerated += t;
    frustrated += f + row.failureCount;
  }
  return apdexCounts(satisfied, tolerated, frustrated);
}

// ── web vitals ───────────────────────────────────────────────────────────────

/** Project-wide distribution of each vital (mean, log spread), web.dev thresholds and the share of page views that report it. */
export const VITALS = [
  { name: 'fcp', mean: 1_450, sigma: 0.5, good: 1_800, poor: 3_000, coverage: 0.98, timed: true },
  { name: 'lcp', mean: 2_300, sigma: 0.55, good: 2_500, poor: 4_000, coverage: 0.93, timed: true },
  { name: 'fid', mean: 70, sigma: 0.95, good: 100, poor: 300, coverage: 0.62, timed: true },
  { name: 'cls', mean: 0.09, sigma: 1.0, good: 0.1, poor: 0.25, coverage: 0.95, timed: false },
  { name: 'ttfb', mean: 620, sigma: 0.6, good: 800, poor: 1_800, coverage: 1, timed: true },
] as const;

/** Share of the people with a non-good experience who are distinct users (repeat visits). */
const USERS_PER_SAMPLE = 0.6;

export function webVitals(rows: readonly PageRow[]) {
  return VITALS.map((vital) => {
    let good = 0;
    let needs = 0;
    let poor = 0;
    let weighted = 0;
    for (const row of rows) {
      // Views that report the vital, numbered on their own, then banded with the page's distribution.
      const lo = marks(row.lo, vital.coverage);
      const hi = marks(row.hi, vital.coverage);
      const samples = hi - lo;
      if (samples === 0) continue;
      const factor = vital.timed ? row.model.vitalFactor : Math.sqrt(row.model.vitalFactor);
      const base = { mean: vital.mean * factor, sigma: vital.sigma };
      const pGood = logNormalCdf(base, vital.good);
      const [g, n, p] = bandsBetween(lo, hi, pGood, logNormalCdf(base, vital.poor) - pGood);
      // The average follows the window's load like the page's load time does.
      const mean = base.mean * (row.loadTime / row.model.loadTime);
      good += g;
      needs += n;
      poor += p;
      weighted += samples * mean;
    }
    const total = good + needs + poor;
    return {
      name: vital.name,
      metrics: [
        { name: 'Good', count: good, percentage: percent(good, total) },
        { name: 'Needs Improvement', count: needs, percentage: percent(needs, total) },
        { name: 'Poor', count: poor, percentage: percent(poor, total) },
      ],
      avg: vital.timed ? round2(ratio(weighted, total)) : Math.round(ratio(weighted, total) * 10_000) / 10_000,
      affectedUser: Math.floor((needs + poor) * USERS_PER_SAMPLE),
    };
  });
}

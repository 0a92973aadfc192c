// A project's pages, ajax calls, routes and transactions: the content tables' rows (and, past
// them, made-up rows for the scale knob) with traffic, times and error rates drawn from their hash.
import {
  AJAX_CALLS,
  AJAX_METHODS,
  APM_TRANSACTIONS,
  BROWSER_TRANSACTIONS,
  PAGES,
  ROUTES,
  SCALE_SECTIONS,
  SCALE_WORDS,
} from './content/web.ts';
import { hash, hexId, pick, subBetween, subUnit } from './random.ts';
import { rhythm } from './rhythm.ts';
import type { Stream } from './traffic.ts';
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import type { AjaxModel, Drift, PageModel, RouteModel, TransactionModel } from './world-types.ts';

// Events per day per unit of the content tables' relative traffic.
const PER_UNIT = { page: 100, ajax: 300, route: 150, browserTransaction: 80, apmTransaction: 1_500 } as const;

// Hash domains of the items (the world's other domains: templates 5 and 8, users 6, rhythm 7, groups opened on demand 9).
const DOMAIN = { page: 1, ajax: 2, route: 3, transaction: 4 } as const;

/**
 * `count` items of one kind: row i of the content table while there is one, then rows made up
 * for the scale knob. Item i draws its figures from its hash and has a 24-hex id.
 */
function buildItems<Row, Item>(
  key: number,
  domain: number,
  count: number,
  table: readonly Row[],
  build: (row: Row, h: number, id: string) => Item,
  madeUp?: (h: number, i: number) => Row,
): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < count; i++) {
    const h = hash(key, domain, i);
    const row = table[i] ?? madeUp?.(h, i);
    if (row === undefined) throw new Error(`no row ${i} and no rule to make one up`);
    items.push(build(row, h, hexId(24, key, domain, i)));
  }
  return items;
}

/** An item's steady stream: its table traffic in events per day, give or take 15 % per item. */
function steadyStream(h: number, traffic: number, perUnit: number, slot: number): Stream {
  return { w: traffic * perUnit * subBetween(h, slot, 0.85, 1.15), ...rhythm(h, false) };
}

/** Slow drift of an item's times: a period of 3 to 11 days and a phase. */
function drift(h: number): Drift {
  return { periodDays: subBetween(h, 40, 3, 11), phase: subBetween(h, 41, 0, 2 * Math.PI) };
}

/** A made-up page for the scale knob: [url, traffic, load time ms]. */
function madeUpPage(h: number, i: number): (typeof PAGES)[number] {
  const url = `/${pick(SCALE_SECTIONS, subUnit(h, 1))}/${pick(SCALE_WORDS, subUnit(h, 2))}-${i}${subUnit(h, 3) < 0.4 ? '/*' : ''}`;
  return [url, subUnit(h, 4) < 0.03 ? 0 : subBetween(h, 5, 0.02, 3), subBetween(h, 6, 900, 4500)];
}

export function buildPages(key: number, count: number): PageModel[] {
  return buildItems(
    key,
    DOMAIN.page,
    count,
    PAGES,
    ([url, traffic, loadTime], h, id) => ({
      id,
      url,
      stream: steadyStream(h, traffic, PER_UNIT.page, 7),
      drift: drift(h),
      loadTime: loadTime * subBetween(h, 8, 0.9, 1.1),
      networkShare: subBetween(h, 9, 0.25, 0.45),
      domShare: subBetween(h, 10, 0.25, 0.4),
      sigma: subBetween(h, 11, 0.45, 0.8),
      errorRate: subBetween(h, 12, 0.002, 0.04),
      vitalFactor: Math.pow(loadTime / 2000, 0.7) * subBetween(h, 13, 0.85, 1.2),
    }),
    madeUpPage,
  );
}

/** A made-up ajax call for the scale knob: [method, url, traffic, response ms, received, sent, error rate]. */
function madeUpAjaxCall(h: number, i: number): (typeof AJAX_CALLS)[number] {
  const method = pick(AJAX_METHODS, Math.pow(subUnit(h, 1), 2.5));
  const tail = subUnit(h, 4) < 0.5 ? '/*' : '';
  const url = `https://svc-${Math.floor(i / 40)}.api.shop.example.com/v2/${pick(SCALE_SECTIONS, subUnit(h, 2))}/${pick(SCALE_WORDS, subUnit(h, 3))}/${i}${tail}`;
  const traffic = subUnit(h, 5) < 0.03 ? 0 : subBetween(h, 6, 0.02, 4);
  const response = subBetween(h, 7, 40, 1200);
  const received = Math.round(subBetween(h, 8, 80, 40_000));
  const sent = method === 'GET' || method === 'DELETE' ? 0 : Math.round(subBetween(h, 9, 60, 3_000));
  return [method, url, traffic, response, received, sent, subBetween(h, 10, 0.001, 0.05)];
}

export function buildAjax(key: number, count: number): AjaxModel[] {
  return buildItems(
    key,
    DOMAIN.ajax,
    count,
    AJAX_CALLS,
    ([method, url, traffic, response, received, sent, errorRate], h, id) => ({
      id,
      url,
      method,
      stream: steadyStream(h, traffic, PER_UNIT.ajax, 11),
      drift: drift(h),
      responseTime: response * subBetween(h, 12, 0.9, 1.1),
      callbackTime: subBetween(h, 13, 2, 40),
      receivedSize: received,
      sentSize: sent,
      errorRate,
      abortRate: subBetween(h, 14, 0.0005, 0.006),
      sigma: subBetween(h, 15, 0.4, 0.9),
    }),
    madeUpAjaxCall,
  );
}

export function buildRoutes(key: number): RouteModel[] {
  return buildItems(key, DOMAIN.route, ROUTES.length, ROUTES, ([url, routeName, traffic, routeTime], h, id) => ({
    id,
    url,
    routeName,
    stream: steadyStream(h, traffic, PER_UNIT.route, 1),
    drift: drift(h),
    routeTime: routeTime * subBetween(h, 2, 0.9, 1.1),
    softShare: subBetween(h, 3, 0.55, 0.85),
    softFactor: subBetween(h, 4, 0.35, 0.65),
    sigma: subBetween(h, 5, 0.4, 0.75),
  }));
}

/** Custom transactions of a browser project, or the server transactions of an APM project. */
export function buildTransactions(key: number, kind: ProjectKind): TransactionModel[] {
  const [table, perUnit] =
    kind === 'apm' ? [APM_TRANSACTIONS, PER_UNIT.apmTransaction] : [BROWSER_TRANSACTIONS, PER_UNIT.browserTransaction];
  return buildItems(
    key,
    DOMAIN.transaction,
    table.length,
    table,
    ([name, traffic, successTime, failureRate], h, id) => ({
      id,
      name,
      stream: steadyStream(h, traffic, perUnit, 1),
      drift: drift(h),
      successTime: successTime * subBetween(h, 2, 0.9, 1.1),
      // Failures are either quick refusals or slow timeouts.
      failureFactor: subUnit(h, 3) < 0.4 ? subBetween(h, 4, 0.3, 0.7) : subBetween(h, 4, 1.5, 3.5),
      failureRate,
      sigma: subBetween(h, 5, 0.35, 0.8),
    }),
  );
}

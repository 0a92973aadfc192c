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
import type { AjaxModel, Drift, PageModel, ProjectKind, RouteModel, TransactionModel } from './world-types.ts';

// Traffic units: events per day per unit of the content tables' relative traffic.
const PAGE_UNIT = 100;
const AJAX_UNIT = 300;
const ROUTE_UNIT = 150;
const BROWSER_TX_UNIT = 80;
const APM_TX_UNIT = 1_500;

// Hash domains of the items (the world's other domains: templates 5 and 8, users 6, rhythm 7).
const K_PAGE = 1;
const K_AJAX = 2;
const K_ROUTE = 3;
const K_TX = 4;

/** An item's steady stream: its table traffic in events per day, give or take 15 % per item. */
function steadyStream(h: number, traffic: number, perUnit: number, slot: number): Stream {
  return { w: traffic * perUnit * subBetween(h, slot, 0.85, 1.15), ...rhythm(h, false) };
}

/** Slow drift of an item's times: a period of 3 to 11 days and a phase. */
function drift(h: number): Drift {
  return { periodDays: subBetween(h, 40, 3, 11), phase: subBetween(h, 41, 0, 2 * Math.PI) };
}

export function buildPages(key: number, count: number): PageModel[] {
  const pages: PageModel[] = [];
  for (let i = 0; i < count; i++) {
    const h = hash(key, K_PAGE, i);
    const base = PAGES[i];
    let url: string;
    let traffic: number;
    let loadTime: number;
    if (base) {
      [url, traffic, loadTime] = base;
    } else {
      url = `/${pick(SCALE_SECTIONS, subUnit(h, 1))}/${pick(SCALE_WORDS, subUnit(h, 2))}-${i}${subUnit(h, 3) < 0.4 ? '/*' : ''}`;
      traffic = subUnit(h, 4) < 0.03 ? 0 : subBetween(h, 5, 0.02, 3);
      loadTime = subBetween(h, 6, 900, 4500);
    }
    pages.push({
      id: hexId(24, key, K_PAGE, i),
      url,
      stream: steadyStream(h, traffic, PAGE_UNIT, 7),
      drift: drift(h),
      loadTime: loadTime * subBetween(h, 8, 0.9, 1.1),
      networkShare: subBetween(h, 9, 0.25, 0.45),
      domShare: subBetween(h, 10, 0.25, 0.4),
      sigma: subBetween(h, 11, 0.45, 0.8),
      errorRate: subBetween(h, 12, 0.002, 0.04),
      vitalFactor: Math.pow(loadTime / 2000, 0.7) * subBetween(h, 13, 0.85, 1.2),
    });
  }
  return pages;
}

export function buildAjax(key: number, count: number): AjaxModel[] {
  const calls: AjaxModel[] = [];
  for (let i = 0; i < count; i++) {
    const h = hash(key, K_AJAX, i);
    const base = AJAX_CALLS[i];
    let method: string;
    let url: string;
    let traffic: number;
    let response: number;
    let received: number;
    let sent: number;
    let errorRate: number;
    if (base) {
      [method, url, traffic, response, received, sent, errorRate] = base;
    } else {
      method = pick(AJAX_METHODS, Math.pow(subUnit(h, 1), 2.5));
      const tail = subUnit(h, 4) < 0.5 ? '/*' : '';
      url = `https://svc-${Math.floor(i / 40)}.api.shop.example.com/v2/${pick(SCALE_SECTIONS, subUnit(h, 2))}/${pick(SCALE_WORDS, subUnit(h, 3))}/${i}${tail}`;
      traffic = subUnit(h, 5) < 0.03 ? 0 : subBetween(h, 6, 0.02, 4);
      response = subBetween(h, 7, 40, 1200);
      received = Math.round(subBetween(h, 8, 80, 40_000));
      sent = method === 'GET' || method === 'DELETE' ? 0 : Math.round(subBetween(h, 9, 60, 3_000));
      errorRate = subBetween(h, 10, 0.001, 0.05);
    }
    calls.push({
      id: hexId(24, key, K_AJAX, i),
      url,
      method,
      stream: steadyStream(h, traffic, AJAX_UNIT, 11),
      drift: drift(h),
      responseTime: response * subBetween(h, 12, 0.9, 1.1),
      callbackTime: subBetween(h, 13, 2, 40),
      receivedSize: received,
      sentSize: sent,
      errorRate,
      abortRate: subBetween(h, 14, 0.0005, 0.006),
      sigma: subBetween(h, 15, 0.4, 0.9),
    });
  }
  return calls;
}

export function buildRoutes(key: number): RouteModel[] {
  return ROUTES.map(([url, routeName, traffic, routeTime], i) => {
    const h = hash(key, K_ROUTE, i);
    return {
      id: hexId(24, key, K_ROUTE, i),
      url,
      routeName,
      stream: steadyStream(h, traffic, ROUTE_UNIT, 1),
      drift: drift(h),
      routeTime: routeTime * subBetween(h, 2, 0.9, 1.1),
      softShare: subBetween(h, 3, 0.55, 0.85),
      softFactor: subBetween(h, 4, 0.35, 0.65),
      sigma: subBetween(h, 5, 0.4, 0.75),
    };
  });
}

/** Custom transactions of a browser project, or the server transactions of an APM project. */
export function buildTransactions(key: number, kind: ProjectKind): TransactionModel[] {
  const [table, perUnit] = kind === 'apm' ? [APM_TRANSACTIONS, APM_TX_UNIT] : [BROWSER_TRANSACTIONS, BROWSER_TX_UNIT];
  return table.map(([name, traffic, successTime, failureRate], i) => {
    const h = hash(key, K_TX, i);
    return {
      id: hexId(24, key, K_TX, i),
      name,
      stream: steadyStream(h, traffic, perUnit, 1),
      drift: drift(h),
      successTime: successTime * subBetween(h, 2, 0.9, 1.1),
      // Failures are either quick refusals or slow timeouts.
      failureFactor: subUnit(h, 3) < 0.4 ? subBetween(h, 4, 0.3, 0.7) : subBetween(h, 4, 1.5, 3.5),
      failureRate,
      sigma: subBetween(h, 5, 0.35, 0.8),
    };
  });
}

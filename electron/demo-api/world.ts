// The deterministic world for a seed and a scale: three projects with their pages, ajax calls,
// routes, transactions, error templates and user pool. Everything here is timeless — counts for
// a window come from the streams (traffic.ts) — so a world is built once and cached.
import { CLIENT_KINDS, type ClientKind } from './content/clients.ts';
import {
  APM_PATTERNS,
  APP_VERSIONS,
  BROWSER_PATTERNS,
  FILLERS,
  longMessage,
  SERVER_VERSIONS,
  type ErrorPattern,
} from './content/errors.ts';
import { COUNTRIES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, type Country } from './content/people.ts';
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
import {
  hash,
  hashString,
  hexId,
  pick,
  pickWeighted,
  subBetween,
  subUnit,
  unit,
  weightedTable,
  type WeightedTable,
} from './random.ts';
import { DAY, ORIGIN, STEADY, type Rhythm, type Stream } from './traffic.ts';

export type ProjectKind = 'browser' | 'apm';

/** Slow drift of an item's times, so neighbouring windows differ a little. */
export interface Drift {
  readonly periodDays: number;
  readonly phase: number;
}

export interface PageModel {
  readonly id: string;
  readonly url: string;
  readonly stream: Stream;
  readonly drift: Drift;
  /** Mean load time (ms) at an average moment. */
  readonly loadTime: number;
  /** Shares of the load time spent on the network and in DOM processing; the rest renders. */
  readonly networkShare: number;
  readonly domShare: number;
  readonly sigma: number;
  /** JavaScript errors per view. */
  readonly errorRate: number;
  /** How much worse than the project's web vitals this page is (1 = typical). */
  readonly vitalFactor: number;
}

export interface AjaxModel {
  readonly id: string;
  readonly url: string;
  readonly method: string;
  readonly stream: Stream;
  readonly drift: Drift;
  readonly responseTime: number;
  readonly callbackTime: number;
  readonly receivedSize: number;
  readonly sentSize: number;
  readonly errorRate: number;
  /** Calls that never got a response (aborted, offline). */
  readonly abortRate: number;
  readonly sigma: number;
}

export interface RouteModel {
  readonly id: string;
  readonly url: string;
  readonly routeName: string;
  readonly stream: Stream;
  readonly drift: Drift;
  /** Mean time of a full (hard) load of the route. */
  readonly routeTime: number;
  /** Share of route changes that are in-app (soft) navigations, and how much faster they are. */
  readonly softShare: number;
  readonly softFactor: number;
  readonly sigma: number;
}

export interface TransactionModel {
  readonly id: string;
  readonly name: string;
  readonly stream: Stream;
  readonly drift: Drift;
  readonly successTime: number;
  readonly failureFactor: number;
  readonly failureRate: number;
  readonly sigma: number;
}

/** How a template's groups follow each other in time. */
export type Lifecycle =
  /** generation k lives [anchor + k·period + offset, … + life) */
  | { readonly kind: 'generations'; readonly periodMs: number; readonly lifeMs: number; readonly offsetMs: number }
  /** one group, alive from `birth` on, never ending */
  | { readonly kind: 'evergreen'; readonly birth: number }
  /** generations as above, each with exactly one event, `lifeMs` after its birth */
  | { readonly kind: 'single'; readonly periodMs: number; readonly offsetMs: number; readonly eventAfterMs: number };

export interface ErrorTemplate {
  readonly index: number;
  readonly cls: string;
  readonly message: string;
  readonly tags: readonly string[];
  readonly lifecycle: Lifecycle;
  /** Share of events from mobile devices, and the weighted client kinds per device. */
  readonly mobileShare: number;
  readonly mobileClients: WeightedTable<number> | null;
  readonly desktopClients: WeightedTable<number> | null;
  /** Indices into the project's app versions (consecutive, newest last). */
  readonly versions: readonly number[];
  /** Url patterns the bug shows up on (indices into the project's errorUrls). */
  readonly urls: readonly number[];
  readonly audienceOffset: number;
  readonly audienceSize: number;
  readonly stackDepth: number;
  readonly sourcemap: boolean;
  readonly customShape: number;
  /** Forced tracker links (the hostile-link test group). */
  readonly trackerOverride?: Readonly<Partial<Record<number, string>>>;
}

export interface User {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly hash: string;
  readonly ip: string;
  readonly country: string;
  readonly region: string;
  readonly asn: string;
}

/**
 * When a project's error templates live, in flat arrays: enough to find the groups of a window
 * without building templates (which happens lazily, see templateAt).
 */
export interface TemplateTimes {
  readonly count: number;
  readonly specials: readonly Special[];
  /** Regular templates: generation period, life and offset (ms), and events per day. */
  readonly period: Float64Array;
  readonly life: Float64Array;
  readonly offset: Float64Array;
  readonly weight: Float64Array;
  /** Cache of mobileShareOf (NaN until computed). */
  readonly mobileShare: Float64Array;
}

export interface ProjectModel {
  readonly id: string;
  /** Index of the project in the world (encoded in error ids). */
  readonly index: number;
  readonly kind: ProjectKind;
  readonly key: number;
  readonly teamId: string;
  readonly pages: readonly PageModel[];
  readonly ajax: readonly AjaxModel[];
  readonly routes: readonly RouteModel[];
  readonly transactions: readonly TransactionModel[];
  readonly pageById: ReadonlyMap<string, PageModel>;
  readonly ajaxById: ReadonlyMap<string, AjaxModel>;
  readonly routeById: ReadonlyMap<string, RouteModel>;
  readonly transactionById: ReadonlyMap<string, TransactionModel>;
  readonly times: TemplateTimes;
  /** Lazily built templates. */
  readonly templates: (ErrorTemplate | undefined)[];
  /** Url patterns (`*` for variable segments) error events happen on: pages, or API routes for APM. */
  readonly errorUrls: readonly string[];
  readonly userCount: number;
  /** Apdex threshold T in ms (page load for browser projects, transaction time for APM). */
  readonly apdexT: number;
  readonly appVersions: readonly string[];
  readonly agentVersion: string;
  readonly clientKinds: readonly ClientKind[];
  /** Lazily built user records. */
  readonly users: (User | undefined)[];
}

export interface World {
  readonly seed: number;
  readonly scale: number;
  readonly projects: ReadonlyMap<string, ProjectModel>;
}

export const PROJECT_IDS = ['demo-browser', 'demo-apm', 'demo-empty'] as const;

/** Generations of error groups are laid out from this instant. */
export const GENERATION_ANCHOR = ORIGIN;

// Traffic units: events per day per unit of the content tables' relative traffic.
const PAGE_UNIT = 100;
const AJAX_UNIT = 300;
const ROUTE_UNIT = 150;
const BROWSER_TX_UNIT = 80;
const APM_TX_UNIT = 1_500;
/** Events per day of the busiest error template (others follow a Zipf-like curve). */
const TOP_ERROR_RATE = 600;
/** Error templates at scale 1 (specials included). */
const BROWSER_TEMPLATES = 240;
const APM_TEMPLATES = 120;

const K_PAGE = 1;
const K_AJAX = 2;
const K_ROUTE = 3;
const K_TX = 4;
const K_TEMPLATE = 5;
const K_USER = 6;
const K_RHYTHM = 7;
const K_TIMES = 8;

/** Daily and weekly rhythm; `bursty` streams (error groups) swap some of it for bursts of hours. */
export function rhythm(h: number, bursty: boolean): Rhythm {
  const r = hash(h, K_RHYTHM);
  const steady = {
    // Peak traffic mid-afternoon UTC, a little earlier or later per item.
    phi: 0.58 + subBetween(r, 2, -0.08, 0.08),
    // Busiest mid-week (day 0 of the model's axis is a Wednesday), quietest at the weekend.
    psi: 0.5 + subBetween(r, 4, -0.3, 0.3),
  };
  // a + b + Σc stays below 0.95, so the rate never reaches zero.
  if (!bursty) {
    return {
      ...steady,
      ...STEADY,
      a: subBetween(r, 1, 0.42, 0.6),
      b: subBetween(r, 3, 0.1, 0.2),
      c1: 0.08 * subBetween(r, 10, 0.5, 1),
      p1: subBetween(r, 20, 2, 7) / 24,
      t1: subUnit(r, 30),
      c2: 0.06 * subBetween(r, 11, 0.5, 1),
      p2: subBetween(r, 21, 9, 19) / 24,
      t2: subUnit(r, 31),
    };
  }
  return {
    ...steady,
    a: subBetween(r, 1, 0.2, 0.4),
    b: subBetween(r, 3, 0.05, 0.12),
    c1: 0.22 * subBetween(r, 10, 0.5, 1),
    p1: subBetween(r, 20, 1.5, 4) / 24,
    t1: subUnit(r, 30),
    c2: 0.14 * subBetween(r, 11, 0.5, 1),
    p2: subBetween(r, 21, 5, 11) / 24,
    t2: subUnit(r, 31),
    c3: 0.06 * subBetween(r, 12, 0.5, 1),
    p3: subBetween(r, 22, 0.4, 1) / 24,
    t3: subUnit(r, 32),
  };
}

function drift(h: number): Drift {
  return { periodDays: subBetween(h, 40, 3, 11), phase: subBetween(h, 41, 0, 2 * Math.PI) };
}

/** How many of n base items the scale knob asks for (at least one when n > 0). */
function scaled(n: number, scale: number): number {
  return n === 0 ? 0 : Math.max(1, Math.round(n * scale));
}

function indexById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) map.set(item.id, item);
  return map;
}

// ── pages, ajax, routes, transactions ────────────────────────────────────────

function buildPages(key: number, count: number): PageModel[] {
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
      stream: { w: traffic * PAGE_UNIT * subBetween(h, 7, 0.85, 1.15), ...rhythm(h, false) },
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

function buildAjax(key: number, count: number): AjaxModel[] {
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
      stream: { w: traffic * AJAX_UNIT * subBetween(h, 11, 0.85, 1.15), ...rhythm(h, false) },
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

function buildRoutes(key: number): RouteModel[] {
  return ROUTES.map(([url, routeName, traffic, routeTime], i) => {
    const h = hash(key, K_ROUTE, i);
    return {
      id: hexId(24, key, K_ROUTE, i),
      url,
      routeName,
      stream: { w: traffic * ROUTE_UNIT * subBetween(h, 1, 0.85, 1.15), ...rhythm(h, false) },
      drift: drift(h),
      routeTime: routeTime * subBetween(h, 2, 0.9, 1.1),
      softShare: subBetween(h, 3, 0.55, 0.85),
      softFactor: subBetween(h, 4, 0.35, 0.65),
      sigma: subBetween(h, 5, 0.4, 0.75),
    };
  });
}

function buildTransactions(
  key: number,
  table: readonly (readonly [string, number, number, number])[],
  perUnit: number,
): TransactionModel[] {
  return table.map(([name, traffic, successTime, failureRate], i) => {
    const h = hash(key, K_TX, i);
    return {
      id: hexId(24, key, K_TX, i),
      name,
      stream: { w: traffic * perUnit * subBetween(h, 1, 0.85, 1.15), ...rhythm(h, false) },
      drift: drift(h),
      successTime: successTime * subBetween(h, 2, 0.9, 1.1),
      // Failures are either quick refusals or slow timeouts.
      failureFactor: subUnit(h, 3) < 0.4 ? subBetween(h, 4, 0.3, 0.7) : subBetween(h, 4, 1.5, 3.5),
      failureRate,
      sigma: subBetween(h, 5, 0.35, 0.8),
    };
  });
}

// ── error templates ──────────────────────────────────────────────────────────

/** Fills {placeholders}; the same name gets the same word within one message. */
function fillMessage(template: string, h: number): string {
  const chosen = new Map<string, string>();
  let slot = 0;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const words = FILLERS[name];
    if (!words) return whole;
    let word = chosen.get(name);
    if (word === undefined) {
      word = pick(words, subUnit(h, 100 + slot++));
      chosen.set(name, word);
    }
    return word;
  });
}

type DeviceOnly = 'mobile' | 'desktop' | null;

/** Some bugs only happen on phones, some only on desktops. */
function deviceOnly(h: number): DeviceOnly {
  const u = subUnit(h, 20);
  return u < 0.08 ? 'mobile' : u < 0.14 ? 'desktop' : null;
}

/** The client kinds a template's events come from, with weights (the kind's share, perturbed per template). */
function clientWeights(
  kinds: readonly ClientKind[],
  pattern: ErrorPattern,
  h: number,
): { index: number; weight: number; mobile: boolean }[] {
  const only = pattern.clients ? null : deviceOnly(h);
  const out: { index: number; weight: number; mobile: boolean }[] = [];
  kinds.forEach((kind, index) => {
    if (pattern.clients && !pattern.clients.includes(kind.key)) return;
    if (only !== null && kind.device !== only) return;
    out.push({ index, weight: kind.share * subBetween(h, 30 + index, 0.3, 1.7), mobile: kind.device === 'mobile' });
  });
  return out;
}

export interface Special {
  readonly pattern: ErrorPattern;
  readonly lifecycle: Lifecycle;
  readonly weight: number;
  readonly message?: string;
  readonly trackerOverride?: Readonly<Partial<Record<number, string>>>;
}

const evergreen = (days: number): Lifecycle => ({ kind: 'evergreen', birth: ORIGIN + days * DAY });
const single = (periodMs: number, offsetMs: number): Lifecycle => ({
  kind: 'single',
  periodMs,
  offsetMs,
  eventAfterMs: periodMs / 3,
});

const BROWSER_SPECIALS: readonly Special[] = [
  {
    pattern: { cls: 'Error', message: 'Script error.', tags: ['third-party'], weight: 1 },
    lifecycle: evergreen(3),
    weight: 420,
  },
  {
    pattern: {
      cls: 'Error',
      message: 'ResizeObserver loop completed with undelivered notifications.',
      tags: ['noise'],
      weight: 1,
    },
    lifecycle: evergreen(11),
    weight: 260,
  },
  {
    pattern: { cls: 'GraphQLError', message: '', tags: ['api', 'graphql'], weight: 1 },
    message: longMessage(3),
    lifecycle: evergreen(40),
    weight: 35,
  },
  {
    pattern: {
      cls: 'TypeError',
      message: "Cannot read properties of undefined (reading 'discountCode')",
      tags: ['checkout', 'frontend'],
      weight: 1,
    },
    lifecycle: evergreen(70),
    weight: 48,
    // A tracker link that must never be opened: the viewer's link refusal is tested against it.
    trackerOverride: { 0: 'https://tracker-a.example.com/browse/SHOP-4711', 2: 'javascript:alert(1)' },
  },
  {
    pattern: {
      cls: 'SecurityError',
      message:
        "Failed to execute 'pushState' on 'History': A history state object with URL 'https://shop.example.com/checkout' cannot be created in a document with origin 'null'.",
      tags: ['frontend'],
      weight: 1,
    },
    lifecycle: single(12 * 3_600_000, 5 * 3_600_000),
    weight: 0,
  },
  {
    pattern: {
      cls: 'RangeError',
      message: 'toFixed() digits argument must be between 0 and 100',
      tags: ['i18n'],
      weight: 1,
    },
    lifecycle: single(2 * DAY, 17 * 3_600_000),
    weight: 0,
  },
  {
    pattern: {
      cls: 'Error',
      message: 'Unerwarteter Zustand im Warenkorb: Artikel „Größe 42“ nicht verfügbar',
      tags: ['i18n', 'cart'],
      weight: 1,
    },
    lifecycle: single(7 * DAY, 2 * DAY),
    weight: 0,
  },
];

const APM_SPECIALS: readonly Special[] = [
  {
    pattern: { cls: 'Error', message: 'read ECONNRESET', tags: ['network'], weight: 1 },
    lifecycle: evergreen(5),
    weight: 160,
  },
  {
    pattern: {
      cls: 'DeadlockError',
      message: 'deadlock detected while updating "inventory" (SQLSTATE 40P01)',
      tags: ['database'],
      weight: 1,
    },
    lifecycle: { kind: 'single', periodMs: DAY, offsetMs: 9 * 3_600_000, eventAfterMs: 6 * 3_600_000 },
    weight: 0,
  },
];

const PATTERN_TABLES = {
  browser: weightedTable(BROWSER_PATTERNS.map((p) => [p, p.weight] as const)),
  apm: weightedTable(APM_PATTERNS.map((p) => [p, p.weight] as const)),
};

function templateHash(project: ProjectModel, t: number): number {
  return hash(project.key, K_TEMPLATE, t);
}

/** The pattern of template t (cheap: no template is built). */
function patternOf(project: ProjectModel, t: number): ErrorPattern {
  const special = project.times.specials[t];
  return special ? special.pattern : pickWeighted(PATTERN_TABLES[project.kind], subUnit(templateHash(project, t), 1));
}

/** Bugs come back in generations every 10 to 200 days and live most of that time, so about five in six templates have a live group at any moment. */
function buildTimes(key: number, kind: ProjectKind, count: number): TemplateTimes {
  const specials = count === 0 ? [] : kind === 'browser' ? BROWSER_SPECIALS : APM_SPECIALS;
  const regular = Math.max(0, count - specials.length);
  const times: TemplateTimes = {
    count: specials.length + regular,
    specials,
    period: new Float64Array(specials.length + regular),
    life: new Float64Array(specials.length + regular),
    offset: new Float64Array(specials.length + regular),
    weight: new Float64Array(specials.length + regular),
    mobileShare: new Float64Array(specials.length + regular).fill(NaN),
  };
  const log10 = Math.log(10);
  const log200 = Math.log(200);
  for (let t = specials.length; t < times.count; t++) {
    const h = hash(key, K_TIMES, t);
    const periodDays = Math.exp(subBetween(h, 1, log10, log200));
    times.period[t] = Math.round(periodDays * DAY);
    times.life[t] = Math.round(periodDays * subBetween(h, 2, 0.65, 1) * DAY);
    times.offset[t] = Math.round(subUnit(h, 3) * periodDays * DAY);
    // Zipf-like: the rank is stretched by the scale so a bigger world has more bugs of every size.
    const rank =
      Math.floor(subUnit(h, 4) * regular) / Math.max(1, regular / (BROWSER_TEMPLATES - BROWSER_SPECIALS.length));
    times.weight[t] = (TOP_ERROR_RATE / Math.pow(1 + rank, 1.05)) * subBetween(h, 5, 0.7, 1.3);
  }
  return times;
}

export function lifecycleOf(project: ProjectModel, t: number): Lifecycle {
  const special = project.times.specials[t];
  if (special) return special.lifecycle;
  return {
    kind: 'generations',
    periodMs: project.times.period[t] ?? DAY,
    lifeMs: project.times.life[t] ?? DAY,
    offsetMs: project.times.offset[t] ?? 0,
  };
}

export function templateWeight(project: ProjectModel, t: number): number {
  return project.times.specials[t]?.weight ?? project.times.weight[t] ?? 0;
}

/** Events per day of template t's rhythm. */
export function templateRhythm(project: ProjectModel, t: number): Rhythm {
  return rhythm(templateHash(project, t), true);
}

/** Share of template t's events that come from mobile devices (cheap: no template is built). */
export function mobileShareOf(project: ProjectModel, t: number): number {
  if (project.kind === 'apm') return 0;
  const cached = project.times.mobileShare[t];
  if (cached !== undefined && !Number.isNaN(cached)) return cached;
  let mobile = 0;
  let total = 0;
  for (const w of clientWeights(project.clientKinds, patternOf(project, t), templateHash(project, t))) {
    total += w.weight;
    if (w.mobile) mobile += w.weight;
  }
  const share = total > 0 ? mobile / total : 0;
  project.times.mobileShare[t] = share;
  return share;
}

/** How many distinct people a bug reaches: busier bugs reach more (a single-event bug reaches few). */
function audienceSize(project: ProjectModel, t: number, h: number): number {
  const daily = Math.max(1, templateWeight(project, t));
  const size = Math.exp(subBetween(h, 13, Math.log(Math.max(3, daily * 0.2)), Math.log(Math.max(6, daily * 4))));
  return Math.round(Math.min(Math.max(3, size), 2500, project.userCount));
}

/** Template t of a project, built on first use. */
export function templateAt(project: ProjectModel, t: number): ErrorTemplate {
  const cached = project.templates[t];
  if (cached) return cached;
  const h = templateHash(project, t);
  const special = project.times.specials[t];
  const pattern = patternOf(project, t);
  const versionCount = project.appVersions.length;
  const firstVersion = Math.floor(subUnit(h, 7) * versionCount);
  const versions: number[] = [];
  for (let v = firstVersion; v < Math.min(versionCount, firstVersion + 1 + Math.floor(subUnit(h, 8) * 3)); v++)
    versions.push(v);
  // 1–4 urls, the busy ones (first in the list) more often.
  const urlCount = project.errorUrls.length;
  const urls: number[] = [];
  const urlPicks = 1 + Math.floor(subUnit(h, 9) * Math.min(4, urlCount));
  for (let p = 0; p < urlPicks; p++) {
    const index = Math.floor(Math.pow(subUnit(h, 50 + p), 1.8) * urlCount);
    if (!urls.includes(index)) urls.push(index);
  }
  const weights = project.kind === 'browser' ? clientWeights(project.clientKinds, pattern, h) : [];
  const mobile = weights.filter((w) => w.mobile);
  const desktop = weights.filter((w) => !w.mobile);
  const template: ErrorTemplate = {
    index: t,
    cls: pattern.cls,
    message: special?.message ?? fillMessage(pattern.message, h),
    tags: pattern.tags,
    lifecycle: lifecycleOf(project, t),
    mobileShare: mobileShareOf(project, t),
    mobileClients: mobile.length > 0 ? weightedTable(mobile.map((w) => [w.index, w.weight] as const)) : null,
    desktopClients: desktop.length > 0 ? weightedTable(desktop.map((w) => [w.index, w.weight] as const)) : null,
    versions,
    urls,
    audienceOffset: Math.floor(subUnit(h, 11) * project.userCount),
    audienceSize: audienceSize(project, t, h),
    // Most traces are 8–30 frames; deep React and async stacks reach 60.
    stackDepth: subUnit(h, 12) < 0.8 ? 5 + Math.floor(subUnit(h, 14) * 26) : 31 + Math.floor(subUnit(h, 14) * 30),
    sourcemap: subUnit(h, 15) < 0.7,
    customShape: Math.floor(subUnit(h, 16) * 5),
    ...(special?.trackerOverride ? { trackerOverride: special.trackerOverride } : {}),
  };
  project.templates[t] = template;
  return template;
}

// ── users ────────────────────────────────────────────────────────────────────

const countryTable = weightedTable(COUNTRIES.map((c) => [c, c.share] as const));

function ipFor(h: number): string {
  if (h % 11 === 0) {
    const part = (n: number) => ((hash(h, n) >>> 16) & 0xffff).toString(16);
    return `2a02:${part(1)}:${part(2)}:${part(3)}::${part(4)}`;
  }
  const first = [24, 31, 45, 62, 77, 81, 89, 91, 103, 110, 151, 176, 185, 188, 203, 212][h % 16];
  return `${first}.${(h >>> 8) & 0xff}.${(h >>> 16) & 0xff}.${1 + ((h >>> 24) % 254)}`;
}

/** The user with pool index u of a project: some anonymous, some without name or e-mail. */
export function userAt(project: ProjectModel, u: number): User {
  const cached = project.users[u];
  if (cached) return cached;
  const h = hash(project.key, K_USER, u);
  const country: Country = pickWeighted(countryTable, unit(h, 1));
  const region = pick(country.regions, unit(h, 2));
  const asn = pick(country.asns, unit(h, 3));
  const kind = unit(h, 4);
  const [first, firstAscii] = pick(FIRST_NAMES, unit(h, 5));
  const [last, lastAscii] = pick(LAST_NAMES, unit(h, 6));
  const anonymous = kind < 0.22;
  const idOnly = !anonymous && kind < 0.32;
  const user: User = {
    id: anonymous ? '' : `usr_${100000 + u}`,
    name: anonymous || idOnly ? '' : `${first} ${last}`,
    email:
      anonymous || idOnly
        ? ''
        : `${firstAscii}.${lastAscii}${u % 7 === 0 ? u % 100 : ''}@${pick(EMAIL_DOMAINS, unit(h, 7))}`,
    hash: hexId(32, project.key, K_USER, u, 9),
    ip: ipFor(hash(h, 8)),
    country: country.name,
    region,
    asn,
  };
  project.users[u] = user;
  return user;
}

// ── the world ────────────────────────────────────────────────────────────────

function buildProject(seed: number, scale: number, id: string, index: number): ProjectModel {
  const key = hash(seed, hashString(id));
  const kind: ProjectKind = id === 'demo-apm' ? 'apm' : 'browser';
  const empty = id === 'demo-empty';
  const pages = empty || kind === 'apm' ? [] : buildPages(key, scaled(PAGES.length, scale));
  const ajax = empty || kind === 'apm' ? [] : buildAjax(key, scaled(AJAX_CALLS.length, scale));
  const routes = empty || kind === 'apm' ? [] : buildRoutes(key);
  const transactions = empty
    ? []
    : kind === 'apm'
      ? buildTransactions(key, APM_TRANSACTIONS, APM_TX_UNIT)
      : buildTransactions(key, BROWSER_TRANSACTIONS, BROWSER_TX_UNIT);
  const errorUrls =
    kind === 'apm'
      ? APM_TRANSACTIONS.filter(([name]) => name.includes(' /')).map(
          ([name]) => `https://api.shop.example.com${name.slice(name.indexOf(' ') + 1).replace(/:\w+/g, '*')}`,
        )
      : PAGES.filter(([, traffic]) => traffic > 0).map(([url]) => `https://shop.example.com${url}`);
  return {
    id,
    index,
    kind,
    key,
    teamId: hexId(24, seed, 0x7ea),
    pages,
    ajax,
    routes,
    transactions,
    pageById: indexById(pages),
    ajaxById: indexById(ajax),
    routeById: indexById(routes),
    transactionById: indexById(transactions),
    times: buildTimes(key, kind, empty ? 0 : scaled(kind === 'apm' ? APM_TEMPLATES : BROWSER_TEMPLATES, scale)),
    templates: [],
    errorUrls,
    userCount: Math.min(20_000, Math.round((kind === 'apm' ? 1_500 : 4_000) * Math.max(1, scale))),
    apdexT: kind === 'apm' ? 500 : 2_000,
    appVersions: kind === 'apm' ? SERVER_VERSIONS : APP_VERSIONS,
    agentVersion: kind === 'apm' ? '2.11.0' : '4.6.2',
    clientKinds: CLIENT_KINDS,
    users: [],
  };
}

const worlds = new Map<string, World>();

/** The world for a seed and scale, built on first use and cached. */
export function getWorld(seed: number, scale: number): World {
  const cacheKey = `${seed}:${scale}`;
  const cached = worlds.get(cacheKey);
  if (cached) return cached;
  const projects = new Map(PROJECT_IDS.map((id, index) => [id, buildProject(seed, scale, id, index)] as const));
  const world: World = { seed, scale, projects };
  worlds.set(cacheKey, world);
  return world;
}

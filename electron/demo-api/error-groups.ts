// Error groups in a timeless world: each template spawns successive generations (a bug, fixed,
// coming back), each generation is a distinct group with its own event stream restricted to its
// life. Event j of a group has a fixed timestamp and fixed attributes (pure functions of the
// group and j), so every window, filter and page sees the same events.
import type { ErrorFilter } from '../../shared/error-terms.ts';
import type { ErrorStatus } from '../../shared/schemas/errors.ts';
import { TRACKER_LINKS } from './content/errors.ts';
import { hash, hash2, hexId, mix32, pickWeighted, sub, subUnit, unit } from './random.ts';
import { DAY, lifeCountBefore, lifeEventTime, type LifeStream } from './traffic.ts';
import {
  GENERATION_ANCHOR,
  lifecycleOf,
  mobileShareOf,
  templateAt,
  templateRhythm,
  templateWeight,
} from './error-templates.ts';
import { userAt } from './users.ts';
import type { ErrorTemplate, Lifecycle, ProjectModel } from './world-types.ts';

const K_GROUP = 0x6e;

function birthOf(
  lc: Lifecycle,
  key: number,
  generation: number,
): { birth: number; death: number; single: number | null } {
  switch (lc.kind) {
    case 'evergreen':
      return { birth: lc.birth, death: Infinity, single: null };
    case 'generations': {
      const birth = GENERATION_ANCHOR + generation * lc.periodMs + lc.offsetMs;
      return { birth, death: birth + lc.lifeMs, single: null };
    }
    case 'single': {
      const birth = GENERATION_ANCHOR + generation * lc.periodMs + lc.offsetMs;
      const at = birth + Math.round(lc.eventAfterMs * (0.5 + unit(key, 7)));
      return { birth, death: at + 1, single: at };
    }
  }
}

function statusOf(key: number): ErrorStatus {
  const u = unit(key, 1);
  return u < 0.65 ? 'Open' : u < 0.85 ? 'Resolved' : 'Ignored';
}

/**
 * One generation of one template. Cheap to make (a list request makes one per live template);
 * the template's content and the id are built only when asked for.
 */
export class Group {
  readonly project: ProjectModel;
  /** Template index and generation: the group's identity. */
  readonly t: number;
  readonly generation: number;
  readonly key: number;
  readonly status: ErrorStatus;
  /** The group exists from here on (its first event is at or after birth). */
  readonly birth: number;
  /** Events flow in [birth, death); for a single-event group this brackets its one event. */
  readonly death: number;
  readonly life: LifeStream | null;
  /** Timestamp of the only event of a single-event group. */
  readonly single: number | null;
  /** Phase of the low-discrepancy sequence that decides which events come from mobile devices. */
  readonly deviceTheta: number;
  #template: ErrorTemplate | undefined;
  #hashName: string | undefined;
  #mobileShare: number | undefined;

  constructor(project: ProjectModel, t: number, generation: number) {
    this.project = project;
    this.t = t;
    this.generation = generation;
    this.key = hash(project.key, K_GROUP, t, generation);
    const lifecycle = lifecycleOf(project, t);
    const { birth, death, single } = birthOf(lifecycle, this.key, generation);
    this.birth = birth;
    this.death = death;
    this.single = single;
    const weight = templateWeight(project, t) * (lifecycle.kind === 'evergreen' ? 1 : 0.6 + 0.8 * unit(this.key, 2));
    this.life = single === null ? { stream: { w: weight, ...templateRhythm(project, t) }, birth, death } : null;
    this.status = statusAt(project, t, generation);
    this.deviceTheta = unit(this.key, 4);
  }

  get template(): ErrorTemplate {
    this.#template ??= templateAt(this.project, this.t);
    return this.#template;
  }

  get mobileShare(): number {
    this.#mobileShare ??= this.#template?.mobileShare ?? mobileShareOf(this.project, this.t);
    return this.#mobileShare;
  }

  get hashName(): string {
    this.#hashName ??= encodeHashName(this.project, this.t, this.generation);
    return this.#hashName;
  }

  get id(): string {
    return `${100_000_000 + (hash(this.key, 3) % 900_000_000)}:${this.hashName}`;
  }
}

/** Generations of template t whose life overlaps [start, end). */
function generationsOverlapping(project: ProjectModel, t: number, start: number, end: number, out: number[]): void {
  out.length = 0;
  const special = project.times.specials[t];
  if (special?.lifecycle.kind === 'evergreen') {
    if (end > special.lifecycle.birth) out.push(0);
    return;
  }
  let period: number;
  let offset: number;
  let reach: number;
  if (special?.lifecycle.kind === 'single') {
    period = special.lifecycle.periodMs;
    offset = special.lifecycle.offsetMs;
    reach = period;
  } else {
    period = project.times.period[t] ?? DAY;
    offset = project.times.offset[t] ?? 0;
    reach = project.times.life[t] ?? DAY;
  }
  const first = Math.floor((start - GENERATION_ANCHOR - offset - reach) / period);
  const last = Math.ceil((end - GENERATION_ANCHOR - offset) / period);
  for (let k = first; k <= last; k++) {
    const birth = GENERATION_ANCHOR + k * period + offset;
    if (birth < end && birth + reach > start) out.push(k);
  }
}

// ── ids: the hashName encodes (project, template, generation) reversibly ─────

function roundKey(project: ProjectModel, r: number): number {
  return hash(project.key, 0x1d, r);
}

function encodeHashName(project: ProjectModel, t: number, generation: number): string {
  const w = [
    ((project.index & 0xff) << 24) | (t & 0xffffff),
    generation | 0,
    hash(project.key, t, generation, 1),
    hash(project.key, t, generation, 2),
  ];
  for (let r = 0; r < 4; r++) {
    const k = roundKey(project, r);
    w[1] = ((w[1] ?? 0) ^ hash2(w[0] ?? 0, k)) >>> 0;
    w[2] = ((w[2] ?? 0) ^ hash2(w[1] ?? 0, k)) >>> 0;
    w[3] = ((w[3] ?? 0) ^ hash2(w[2] ?? 0, k)) >>> 0;
    w[0] = ((w[0] ?? 0) ^ hash2(w[3] ?? 0, k)) >>> 0;
  }
  return w.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
}

function decodeHashName(project: ProjectModel, hashName: string): { t: number; generation: number } | null {
  if (!/^[0-9a-f]{32}$/.test(hashName)) return null;
  const w = [0, 1, 2, 3].map((i) => parseInt(hashName.slice(i * 8, i * 8 + 8), 16));
  for (let r = 3; r >= 0; r--) {
    const k = roundKey(project, r);
    w[0] = ((w[0] ?? 0) ^ hash2(w[3] ?? 0, k)) >>> 0;
    w[3] = ((w[3] ?? 0) ^ hash2(w[2] ?? 0, k)) >>> 0;
    w[2] = ((w[2] ?? 0) ^ hash2(w[1] ?? 0, k)) >>> 0;
    w[1] = ((w[1] ?? 0) ^ hash2(w[0] ?? 0, k)) >>> 0;
  }
  const head = w[0] ?? 0;
  if (head >>> 24 !== project.index) return null;
  const t = head & 0xffffff;
  const generation = (w[1] ?? 0) | 0;
  if (w[2] !== hash(project.key, t, generation, 1) || w[3] !== hash(project.key, t, generation, 2)) return null;
  return { t, generation };
}

/** The status of group (t, generation), without making the group. */
export function statusAt(project: ProjectModel, t: number, generation: number): ErrorStatus {
  return project.times.specials[t]?.trackerOverride ? 'Open' : statusOf(hash(project.key, K_GROUP, t, generation));
}

/** Every group whose life overlaps [start, end), in template order; only those of `status` when given. */
export function groupsOverlapping(project: ProjectModel, start: number, end: number, status?: ErrorStatus): Group[] {
  const out: Group[] = [];
  const generations: number[] = [];
  for (let t = 0; t < project.times.count; t++) {
    generationsOverlapping(project, t, start, end, generations);
    for (const generation of generations) {
      if (status === undefined || statusAt(project, t, generation) === status)
        out.push(new Group(project, t, generation));
    }
  }
  return out;
}

/** The group a path's errorId names (`<number>:<hashName>` or the hashName alone), or null. */
export function findGroup(project: ProjectModel, errorId: string): Group | null {
  const hashName = errorId.slice(errorId.lastIndexOf(':') + 1).toLowerCase();
  const decoded = decodeHashName(project, hashName);
  if (!decoded || decoded.t >= project.times.count) return null;
  if (project.times.specials[decoded.t]?.lifecycle.kind === 'evergreen' && decoded.generation !== 0) return null;
  return new Group(project, decoded.t, decoded.generation);
}

// ── counting and timing events ───────────────────────────────────────────────

/** Number of the group's events with timestamp < t; they are events 1..n. */
export function eventsBefore(group: Group, t: number): number {
  if (group.single !== null) return t > group.single ? 1 : 0;
  return group.life ? lifeCountBefore(group.life, t) : 0;
}

/** Timestamp (epoch ms) of the group's event j (1-based). */
export function eventTime(group: Group, j: number): number {
  if (group.single !== null) return group.single;
  if (!group.life) throw new Error('a group without a stream has no events');
  return lifeEventTime(group.life, j);
}

// ── event attributes ─────────────────────────────────────────────────────────

/** What filters look at, for event j: cheap integers only, strings are built when rendered. */
export interface EventFacts {
  readonly j: number;
  readonly h: number;
  readonly mobile: boolean;
  /** Index into the project's client kinds, or -1 for a server-side (APM) event. */
  readonly client: number;
  readonly browserVersion: number;
  readonly osVersion: number;
  readonly user: number;
  /** Index into the project's app versions. */
  readonly version: number;
  /** Index into the project's error urls, and the variant of its concrete url. */
  readonly url: number;
  readonly urlVariant: number;
}

/**
 * Whether event j came from a mobile device: a Beatty sequence with density mobileShare, so the
 * count over any range of events is a closed form (see mobileEventsIn) and still exact per event.
 */
function isMobile(group: Group, j: number): boolean {
  const p = group.mobileShare;
  return Math.floor(j * p + group.deviceTheta) - Math.floor((j - 1) * p + group.deviceTheta) === 1;
}

/** Mobile events among events lo+1..hi. */
export function mobileEventsIn(group: Group, lo: number, hi: number): number {
  if (hi <= lo) return 0;
  const p = group.mobileShare;
  return Math.floor(hi * p + group.deviceTheta) - Math.floor(lo * p + group.deviceTheta);
}

export function eventFacts(group: Group, j: number): EventFacts {
  const { template, project } = group;
  const h = hash2(group.key, j);
  const mobile = isMobile(group, j);
  const table = mobile ? template.mobileClients : template.desktopClients;
  const client = table ? pickWeighted(table, subUnit(h, 1)) : -1;
  const kind = project.clientKinds[client];
  const skew = (u: number, n: number, power: number) => Math.min(n - 1, Math.floor(Math.pow(u, power) * n));
  const versions = template.versions;
  const urls = template.urls;
  return {
    j,
    h,
    mobile,
    client,
    browserVersion: kind ? skew(subUnit(h, 2), kind.browserVersions.length, 1.6) : 0,
    osVersion: kind ? skew(subUnit(h, 3), kind.osVersions.length, 1.4) : 0,
    user:
      (template.audienceOffset + Math.floor(template.audienceSize * Math.pow(subUnit(h, 4), 2.2))) % project.userCount,
    version: versions[versions.length - 1 - skew(subUnit(h, 5), versions.length, 1.5)] ?? 0,
    url: urls[skew(subUnit(h, 6), urls.length, 1.5)] ?? 0,
    urlVariant: sub(h, 7),
  };
}

// ── concrete urls ────────────────────────────────────────────────────────────

const SLUGS = [
  'alpine-jacket',
  'trail-runner-gtx',
  'merino-beanie',
  'down-parka',
  'rain-shell',
  'hiking-sock-3pack',
  'fleece-hoodie',
  'city-backpack-22l',
];
const QUERIES = [
  '',
  '',
  '',
  'page=2&sort=newest',
  'utm_source=newsletter&utm_medium=email&utm_campaign=winter-sale',
  'q=jacke%20rot&size=42',
  'ref=app&lang=de',
  'color=%E7%BA%A2%E8%89%B2&variant=3',
];

/** A tracking-laden query string of ~1,000 characters, as ad clicks produce. */
const LONG_QUERY =
  'utm_source=partner-network&utm_medium=cpc&utm_campaign=holiday-season-2026-limited-edition-winter-collection&gclid=' +
  'Cj0KCQiA'.repeat(40) +
  '&fbclid=' +
  'IwAR3x'.repeat(60) +
  '&_hsenc=p2ANqtz-' +
  'a9Zx'.repeat(50);

export interface ConcreteUrl {
  readonly raw: string;
  readonly group: string;
  readonly queryParams: string;
}

export function concreteUrl(project: ProjectModel, urlIndex: number, variant: number): ConcreteUrl {
  const pattern = project.errorUrls[urlIndex] ?? project.errorUrls[0] ?? 'https://shop.example.com/';
  let slot = 0;
  const path = pattern.replace(/\*/g, () => {
    const v = mix32(variant + slot++);
    return v % 3 === 0 ? `${SLUGS[v % SLUGS.length]}-${1000 + (v % 9000)}` : String(100 + (v % 99_900));
  });
  const queryParams = variant % 97 === 0 ? LONG_QUERY : (QUERIES[variant % QUERIES.length] ?? '');
  return { raw: queryParams ? `${path}?${queryParams}` : path, group: pattern, queryParams };
}

// ── filters ──────────────────────────────────────────────────────────────────

/** The error filters of the spec (4.9), plus the list's message search; absent = no filter. */
export type ErrorFilters = Partial<Record<ErrorFilter | 'message', string | undefined>>;

/** A version filter matches the version itself or any finer one: `17` matches `17.1`. */
function versionMatches(actual: string, wanted: string): boolean {
  return actual === wanted || actual.startsWith(`${wanted}.`);
}

export function deviceOf(project: ProjectModel, facts: EventFacts): string {
  if (project.kind === 'apm') return 'server';
  return facts.mobile ? 'mobile' : 'desktop';
}

/** Compiled filters: a group-level test and, when any event-level filter is set, an event test. */
export interface CompiledFilter {
  readonly group: (group: Group) => boolean;
  /** null when no event-level filter is set (counts then come from the streams directly). */
  readonly event: ((group: Group, facts: EventFacts) => boolean) | null;
  /** Only the device filter is set: counts come from the closed form. */
  readonly deviceOnly: string | null;
}

export function compileFilter(project: ProjectModel, filters: ErrorFilters): CompiledFilter {
  const lower = (s: string | undefined) => (s === undefined ? undefined : s.trim().toLowerCase());
  const tags =
    filters.tags
      ?.split(',')
      .map((t) => t.trim().toLowerCase())
      .filter((t) => t.length > 0) ?? [];
  const message = lower(filters.message);
  const group = (g: Group): boolean => {
    if (tags.length > 0 && !tags.every((tag) => g.template.tags.some((have) => have.toLowerCase() === tag)))
      return false;
    if (
      message !== undefined &&
      !g.template.message.toLowerCase().includes(message) &&
      !g.template.cls.toLowerCase().includes(message)
    )
      return false;
    return true;
  };
  const browser = lower(filters.browser);
  const os = lower(filters.os);
  const device = lower(filters.device);
  const url = lower(filters.url);
  const user = lower(filters.user);
  const { browserVersion, osVersion, version } = filters;
  const anyEvent = [browser, os, device, url, user, browserVersion, osVersion, version].some((f) => f !== undefined);
  if (!anyEvent) return { group, event: null, deviceOnly: null };
  const onlyDevice =
    device !== undefined && [browser, os, url, user, browserVersion, osVersion, version].every((f) => f === undefined);
  const kinds = project.clientKinds;
  const urlCache = new Map<number, boolean>();
  const event = (g: Group, f: EventFacts): boolean => {
    const kind = kinds[f.client];
    if (device !== undefined && deviceOf(project, f) !== device) return false;
    if (browser !== undefined && kind?.browser.toLowerCase() !== browser) return false;
    if (os !== undefined && (project.kind === 'apm' ? 'linux' : kind?.os.toLowerCase()) !== os) return false;
    if (
      browserVersion !== undefined &&
      !(kind && versionMatches(kind.browserVersions[f.browserVersion] ?? '', browserVersion))
    )
      return false;
    if (osVersion !== undefined) {
      const actual = project.kind === 'apm' ? SERVER_OS_VERSION : (kind?.osVersions[f.osVersion] ?? '');
      if (!versionMatches(actual, osVersion)) return false;
    }
    if (version !== undefined && !versionMatches(project.appVersions[f.version] ?? '', version)) return false;
    if (user !== undefined) {
      const u = userAt(project, f.user);
      if (
        u.id.toLowerCase() !== user &&
        u.email.toLowerCase() !== user &&
        u.name.toLowerCase() !== user &&
        u.hash !== user
      )
        return false;
    }
    if (url !== undefined) {
      const cacheKey = f.url * 4_294_967_296 + f.urlVariant;
      let hit = urlCache.get(cacheKey);
      if (hit === undefined) {
        hit = concreteUrl(project, f.url, f.urlVariant).raw.toLowerCase().includes(url);
        if (urlCache.size < 100_000) urlCache.set(cacheKey, hit);
      }
      if (!hit) return false;
    }
    void g;
    return true;
  };
  return { group, event, deviceOnly: onlyDevice ? (device ?? null) : null };
}

export const SERVER_OS_VERSION = '6.8.0-1019-aws';

// ── window statistics ────────────────────────────────────────────────────────

/** Matching events among events lo+1..hi. */
export function countMatching(group: Group, lo: number, hi: number, filter: CompiledFilter): number {
  if (hi <= lo) return 0;
  if (!filter.event) return hi - lo;
  if (filter.deviceOnly !== null) {
    const mobile = mobileEventsIn(group, lo, hi);
    if (group.project.kind === 'apm') return filter.deviceOnly === 'server' ? hi - lo : 0;
    return filter.deviceOnly === 'mobile' ? mobile : filter.deviceOnly === 'desktop' ? hi - lo - mobile : 0;
  }
  let n = 0;
  for (let j = lo + 1; j <= hi; j++) if (filter.event(group, eventFacts(group, j))) n++;
  return n;
}

/** Per-bucket counts of matching events; edges are event-count positions (edges[i] = events before bucket i). */
export function trendCounts(group: Group, edges: readonly number[], filter: CompiledFilter): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < edges.length; i++) out.push(countMatching(group, edges[i] ?? 0, edges[i + 1] ?? 0, filter));
  return out;
}

/** Distinct users among matching events lo+1..hi. */
export function distinctUsers(group: Group, lo: number, hi: number, filter: CompiledFilter): number {
  const seen = new Set<number>();
  for (let j = lo + 1; j <= hi; j++) {
    const facts = eventFacts(group, j);
    if (!filter.event || filter.event(group, facts)) seen.add(facts.user);
  }
  return seen.size;
}

/** The newest matching event number ≤ hi and > lo, or 0. */
export function lastMatching(group: Group, lo: number, hi: number, filter: CompiledFilter): number {
  if (!filter.event) return hi > lo ? hi : 0;
  for (let j = hi; j > lo; j--) if (filter.event(group, eventFacts(group, j))) return j;
  return 0;
}

/** Matching event numbers from newest to oldest, skipping `skip`, at most `take`. */
export function newestMatching(
  group: Group,
  lo: number,
  hi: number,
  filter: CompiledFilter,
  skip: number,
  take: number,
): number[] {
  const out: number[] = [];
  if (!filter.event) {
    for (let j = hi - skip; j > lo && out.length < take; j--) out.push(j);
    return out;
  }
  let skipped = 0;
  for (let j = hi; j > lo && out.length < take; j--) {
    if (!filter.event(group, eventFacts(group, j))) continue;
    if (skipped < skip) skipped++;
    else out.push(j);
  }
  return out;
}

/** Per-group display facts that do not depend on the window. */
export function groupExtras(group: Group): { comments: number; trackers: string[] } {
  const { key, template } = group;
  const comments = unit(key, 10) < 0.7 ? 0 : 1 + Math.floor(unit(key, 11) * 6);
  const trackers = ['', '', '', '', '', ''];
  if (unit(key, 12) < 0.22) {
    const ticket = 1000 + (hash(key, 13) % 8999);
    for (let i = 0; i < 6; i++) {
      if (i === 0 || unit(key, 14, i) < 0.3) trackers[i] = trackerUrl(i, ticket);
    }
  }
  if (template.trackerOverride) {
    for (let i = 0; i < 6; i++) trackers[i] = template.trackerOverride[i] ?? trackers[i] ?? '';
  }
  return { comments, trackers };
}

function trackerUrl(i: number, ticket: number): string {
  return TRACKER_LINKS[i]?.(ticket) ?? '';
}

export function eventId(group: Group, j: number): string {
  return hexId(24, group.key, j, 0x3e);
}

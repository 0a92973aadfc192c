// The errors endpoints' filters and the counts that honour them: a filter compiles to a
// group-level test (tags, message) and an event-level test over EventFacts; counting walks the
// window's events only when an event-level filter other than the device is set.
import type { ErrorFilter } from '../../shared/error-terms.ts';
import { SERVER_OS_VERSION } from './content/clients.ts';
import { concreteUrl, deviceOf, eventFacts, mobileEventsIn, type EventFacts } from './error-event-facts.ts';
import type { Group } from './error-groups.ts';
import { userAt } from './users.ts';
import type { ProjectModel } from './world-types.ts';

/** The error filters of the spec (4.9), plus the list's message search; absent = no filter. */
export type ErrorFilters = Partial<Record<ErrorFilter | 'message', string | undefined>>;

/** A version filter matches the version itself or any finer one: `17` matches `17.1`. */
function versionMatches(actual: string, wanted: string): boolean {
  return actual === wanted || actual.startsWith(`${wanted}.`);
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

// ── counting matching events ─────────────────────────────────────────────────

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

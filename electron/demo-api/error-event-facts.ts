// What an error event is, as cheap integers: its device (a Beatty sequence, so device counts over
// a range are a closed form), client kind, versions, user and url — pure functions of (group, j).
// Strings are built only when an event is rendered (events.ts) or a url filter asks.
import { LONG_TRACKING_QUERY, URL_QUERIES, URL_SLUGS } from './content/web.ts';
import { eventOrigin, type Group } from './error-groups.ts';
import { hash2, mix32, pickWeighted, sub, subUnit } from './random.ts';
import type { ProjectModel } from './world-types.ts';

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

/** Mobile events among the events lo+1..hi of the group, spikes aside. */
function mobileOrigins(group: Group, lo: number, hi: number): number {
  if (hi <= lo) return 0;
  const p = group.mobileShare;
  return Math.floor(hi * p + group.deviceTheta) - Math.floor(lo * p + group.deviceTheta);
}

/** Mobile events among events lo+1..hi; a spike's repeats are on their origin's device. */
export function mobileEventsIn(group: Group, lo: number, hi: number): number {
  if (hi <= lo) return 0;
  const { echoes } = group;
  if (!echoes) return mobileOrigins(group, lo, hi);
  // Each origin once (a closed form), then the repeats beyond the first of those that have them.
  let mobile = mobileOrigins(group, echoes.origin(lo + 1) - 1, echoes.origin(hi));
  echoes.forEachRepeated(lo, hi, (origin, more) => {
    if (isMobile(group, origin)) mobile += more;
  });
  return mobile;
}

/** What event j of a group is: its origin's facts (a spike's repeat is the same crash again). */
export function eventFacts(group: Group, j: number): EventFacts {
  const { template, project } = group;
  const origin = eventOrigin(group, j);
  const h = hash2(group.key, origin);
  const mobile = isMobile(group, origin);
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

export function deviceOf(project: ProjectModel, facts: EventFacts): string {
  if (project.kind === 'apm') return 'server';
  return facts.mobile ? 'mobile' : 'desktop';
}

// ── concrete urls ────────────────────────────────────────────────────────────

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
    return v % 3 === 0 ? `${URL_SLUGS[v % URL_SLUGS.length]}-${1000 + (v % 9000)}` : String(100 + (v % 99_900));
  });
  const queryParams = variant % 97 === 0 ? LONG_TRACKING_QUERY : (URL_QUERIES[variant % URL_QUERIES.length] ?? '');
  return { raw: queryParams ? `${path}?${queryParams}` : path, group: pattern, queryParams };
}

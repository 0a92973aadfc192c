// The demo account's projects: the three the demo began with, five of varied health (a home of
// projects has something to tell), and, for the bench, generated ones up to MAX_PROJECTS. A
// project's place in this list is its index in the world (error ids encode it), so new projects
// only ever go after the others.
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import { HOUR, MINUTE } from '../../shared/time-window.ts';
import type { ErrorPlan } from './error-templates.ts';
import type { Slowdown } from './world-types.ts';

/**
 * What a project's data is like.
 * - `shop`: the original demo-browser and demo-apm (their world, unchanged);
 * - `quiet`: no traffic at all (demo-empty);
 * - `healthy`: steady traffic, long-known errors at their usual rate, good load times;
 * - `failing`: an incident: one error group bursting since shortly before the demo started;
 * - `slow`: slow page loads (apdex about 0.6) that got slower hours before the demo started;
 * - `fresh`: a bad release shortly before the demo started: a new error group every ten minutes
 *   since, for three hours (each lives four), besides the known ones.
 */
export type Profile = 'shop' | 'quiet' | 'healthy' | 'failing' | 'slow' | 'fresh';

export interface DemoProject {
  readonly id: string;
  /** The name the app shows for it in the demo account. */
  readonly name: string;
  readonly kind: ProjectKind;
  readonly profile: Profile;
}

const project = (id: string, name: string, kind: ProjectKind, profile: Profile): DemoProject => ({
  id,
  name,
  kind,
  profile,
});

/** The demo account's own projects, in the world's order. */
export const DEMO_PROJECT_LIST: readonly DemoProject[] = [
  project('demo-browser', 'Demo shop (browser)', 'browser', 'shop'),
  project('demo-apm', 'Demo API server (APM)', 'apm', 'shop'),
  project('demo-empty', 'Demo, no traffic (browser)', 'browser', 'quiet'),
  project('demo-checkout', 'Demo checkout (browser)', 'browser', 'failing'),
  project('demo-catalog', 'Demo catalogue (browser)', 'browser', 'slow'),
  project('demo-backoffice', 'Demo back office (browser)', 'browser', 'fresh'),
  project('demo-storefront', 'Demo storefront (browser)', 'browser', 'healthy'),
  project('demo-worker', 'Demo jobs worker (APM)', 'apm', 'healthy'),
];

export const DEFAULT_PROJECTS = DEMO_PROJECT_LIST.length;
/** Error ids keep a project's index in 8 bits. */
export const MAX_PROJECTS = 256;

/** Kinds and health of the generated projects, in turn: mostly healthy, some of each trouble. */
const GENERATED: readonly [ProjectKind, Profile][] = [
  ['browser', 'healthy'],
  ['apm', 'healthy'],
  ['browser', 'fresh'],
  ['browser', 'healthy'],
  ['browser', 'slow'],
  ['apm', 'healthy'],
  ['browser', 'failing'],
  ['apm', 'fresh'],
  ['browser', 'healthy'],
  ['browser', 'quiet'],
];

/** The first `count` projects: the demo's own, then `demo-p009`, `demo-p010`, ... */
export function demoProjects(count: number = DEFAULT_PROJECTS): DemoProject[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROJECTS)
    throw new RangeError(`projects must be a whole number from 1 to ${MAX_PROJECTS}, got ${count}`);
  const out = DEMO_PROJECT_LIST.slice(0, count);
  for (let n = out.length + 1; n <= count; n++) {
    const [kind, profile] = GENERATED[(n - DEMO_PROJECT_LIST.length - 1) % GENERATED.length] ?? ['browser', 'healthy'];
    out.push(
      project(
        `demo-p${String(n).padStart(3, '0')}`,
        `Demo project ${n} (${kind === 'apm' ? 'APM' : 'browser'})`,
        kind,
        profile,
      ),
    );
  }
  return out;
}

/** The ids of the projects served, as a message names them (a long list by its ends). */
export function servedList(ids: readonly string[]): string {
  if (ids.length <= DEFAULT_PROJECTS) return ids.join(', ');
  return `${ids.slice(0, 3).join(', ')}, ... ${ids.at(-1) ?? ''} (${ids.length} projects)`;
}

/** Load times of a slow project's pages against a healthy one's. */
export const SLOW_PAGES = 1.75;

/*
 * Time in this world is timeless: every count is a function of the window alone, so a closed
 * window answers the same whenever it is asked. Three troubles cannot be timeless: an error burst
 * "in the current hour", load times "up against the previous period" and a crop of new error
 * groups have to be recent, and no timeless stream can be ×3 its previous hour at every hour
 * (nor bring more new groups than the hour before, every hour). So they are anchored to the
 * moment the demo started (its clock floored to the minute): fixed for the server's life, so
 * answers stay deterministic from (seed, scale, start) and a past window still answers the same
 * for as long as the server runs; a demo started at any time shows them in its first hour.
 */

/** The incident began this long before the demo started, and is over this long after. */
const INCIDENT_BEFORE = 40 * MINUTE;
const INCIDENT_AFTER = 2 * HOUR + 20 * MINUTE;
/** Events per day of the incident: 90 a minute, enough to triple even the 7 days before it. */
const INCIDENT_RATE = 90 * 24 * 60;
/** The bad release of a `fresh` project went out this long before the demo started. */
const RELEASE_BEFORE = 55 * MINUTE;
/** The slowdown began this long before the demo started. */
const SLOWDOWN_BEFORE = 12 * HOUR;
const SLOWDOWN_FACTOR = 1.6;

/** The error templates of a profile's project (the first three have their own, see world.ts). */
export function errorPlan(kind: ProjectKind, profile: Profile, startedAt: number | undefined): ErrorPlan {
  const known = kind === 'apm' ? 10 : 18;
  // A trouble anchored to the start is there only once the demo has started.
  const since = <T>(make: (start: number) => T): T | Record<string, never> =>
    startedAt === undefined ? {} : make(startedAt);
  switch (profile) {
    case 'failing':
      return {
        known: known - 4,
        topRate: 30,
        ...since((start) => ({
          incident: { birth: start - INCIDENT_BEFORE, death: start + INCIDENT_AFTER, perDay: INCIDENT_RATE },
        })),
      };
    case 'fresh':
      return {
        known: known - 4,
        topRate: 40,
        ...since((start) => ({
          fresh: { from: start - RELEASE_BEFORE, count: 18, everyMs: 10 * MINUTE, lifeMs: 4 * HOUR, rate: 240 },
        })),
      };
    default:
      return { known, topRate: 80 };
  }
}

/** A slow project's slowdown (none before the demo has started). */
export function slowdownOf(profile: Profile, startedAt: number | undefined): Slowdown | undefined {
  if (profile !== 'slow' || startedAt === undefined) return undefined;
  return { from: startedAt - SLOWDOWN_BEFORE, factor: SLOWDOWN_FACTOR };
}

/** Whether a profile's project depends on when the demo started. */
export const anchored = (profile: Profile): boolean =>
  profile === 'failing' || profile === 'slow' || profile === 'fresh';

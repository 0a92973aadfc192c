// The shapes of the demo world: projects, their pages, ajax calls, routes and transactions, error
// templates and their timing, users. Builders fill them (items.ts, error-templates.ts, users.ts);
// world.ts assembles and caches a world.
import type { ClientKind } from './content/clients.ts';
import type { ErrorPattern } from './content/errors.ts';
import type { WeightedTable } from './random.ts';
import type { Rhythm, Stream } from './traffic.ts';
import type { ErrorStatus } from '../../shared/schemas/errors.ts';

import type { ProjectKind } from '../../shared/schemas/reports.ts';

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
  /** one group, alive in [birth, death) only (an incident) */
  | { readonly kind: 'once'; readonly birth: number; readonly death: number }
  /** generations as above, each with exactly one event, `lifeMs` after its birth */
  | { readonly kind: 'single'; readonly periodMs: number; readonly offsetMs: number; readonly eventAfterMs: number }
  /** one group, first seen at `birth` by an event at that very instant, alive from then on (asked for on demand) */
  | { readonly kind: 'opened'; readonly birth: number };

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
  /** The hand-made templates by index: the first ones, and any opened on demand after the regular ones. */
  readonly specials: readonly (Special | undefined)[];
  /** Regular templates: generation period, life and offset (ms), and events per day. */
  readonly period: Float64Array;
  readonly life: Float64Array;
  readonly offset: Float64Array;
  readonly weight: Float64Array;
  /** Cache of mobileShareOf (NaN until computed). */
  readonly mobileShare: Float64Array;
}

/** What a project's traffic lists show: pages, ajax calls and routes (browser), transactions (both kinds). */
export interface ProjectItems {
  readonly pages: readonly PageModel[];
  readonly ajax: readonly AjaxModel[];
  readonly routes: readonly RouteModel[];
  readonly transactions: readonly TransactionModel[];
}

export interface ProjectModel extends ProjectItems {
  readonly id: string;
  /** Index of the project in the world (encoded in error ids). */
  readonly index: number;
  readonly kind: ProjectKind;
  /** The project's hash key: every item, template and user of the project derives from it. */
  readonly key: number;
  /** The account's team, the same for every project of a seed. */
  readonly teamId: string;
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
  /** Error templates keep only a fifth of their rhythm: errors come at a steady, usual rate. */
  readonly calm?: boolean;
  /** Page loads got slower from `from` on, by `factor` (a regression; see project-catalogue.ts). */
  readonly slowdown?: Slowdown;
  /** Groups asked to recur (on-demand.ts): Open, with new events, from `at` on. */
  readonly recurrences?: readonly Recurrence[];
  /** Error spikes asked for (on-demand.ts): error events, and an APM project's failures, repeated. */
  readonly spikes?: readonly Spike[];
}

export interface Slowdown {
  readonly from: number;
  readonly factor: number;
}

/** Group (t, generation) reopens at `at`: its events so far, then new ones from `at` on. */
export interface Recurrence {
  readonly t: number;
  readonly generation: number;
  readonly at: number;
}

/** Events in [from, until) come `factor` times over (event-timeline.ts, Echoes). */
export interface Spike {
  readonly from: number;
  readonly until: number;
  readonly factor: number;
}

/** A world's projects, each built on first use. */
export interface ProjectTable {
  /** The ids served, in the world's order (a project's index is its place here). */
  readonly ids: readonly string[];
  get(id: string): ProjectModel | undefined;
}

export interface World {
  readonly seed: number;
  readonly scale: number;
  readonly projects: ProjectTable;
}

/** A hand-written template (the groups tests and journeys name): its pattern, life and weight. */
export interface Special {
  readonly pattern: ErrorPattern;
  readonly lifecycle: Lifecycle;
  readonly weight: number;
  readonly message?: string;
  readonly trackerOverride?: Readonly<Partial<Record<number, string>>>;
  /** Every group of the template has this status (otherwise drawn per group). */
  readonly status?: ErrorStatus;
  /** The template's own rhythm (otherwise drawn from its hash). */
  readonly rhythm?: Rhythm;
}

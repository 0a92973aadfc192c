// The deterministic world for a seed and a scale: the demo account's projects (project-catalogue.ts)
// with their pages, ajax calls, routes, transactions, error templates and user pool. Everything
// here is timeless — counts for a window come from the streams (traffic.ts) — so a project is
// built once, on first use, and cached; only the troubles anchored to the demo's start (an
// incident, a slowdown) are made per world.
import { CLIENT_KINDS } from './content/clients.ts';
import { APP_VERSIONS, SERVER_VERSIONS } from './content/errors.ts';
import { AJAX_CALLS, APM_TRANSACTIONS, PAGES } from './content/web.ts';
import { APM_TEMPLATES, BROWSER_TEMPLATES, buildPlannedTimes, buildTimes } from './error-templates.ts';
import { buildAjax, buildPages, buildRoutes, buildTransactions } from './items.ts';
import {
  anchored,
  DEFAULT_PROJECTS,
  demoProjects,
  errorPlan,
  slowdownOf,
  SLOW_PAGES,
  type DemoProject,
} from './project-catalogue.ts';
import { hash, hashString, hexId } from './random.ts';
import { calmed } from './rhythm.ts';
import { userPoolSize } from './users.ts';
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import type { ProjectItems, ProjectModel, ProjectTable, World } from './world-types.ts';

/** The ids of the demo's first three projects (tests and journeys name them). */
export const PROJECT_IDS = ['demo-browser', 'demo-apm', 'demo-empty'] as const;

/** How many of n base items the scale knob asks for (at least one when n > 0). */
function scaled(n: number, scale: number): number {
  return n === 0 ? 0 : Math.max(1, Math.round(n * scale));
}

/** demo-empty's items: none. */
const NO_ITEMS: ProjectItems = { pages: [], ajax: [], routes: [], transactions: [] };

/** A project's items; a browser project has all four kinds, an APM project transactions only. */
function itemsOf(key: number, kind: ProjectKind, scale: number): ProjectItems {
  if (kind === 'apm') return { ...NO_ITEMS, transactions: buildTransactions(key, kind) };
  return {
    pages: buildPages(key, scaled(PAGES.length, scale)),
    ajax: buildAjax(key, scaled(AJAX_CALLS.length, scale)),
    routes: buildRoutes(key),
    transactions: buildTransactions(key, kind),
  };
}

/**
 * The items of a project after the first three: as the shop's, with calm server transactions (an
 * APM project's failures are counted on them, so they keep their usual rate too) and, on a slow
 * project, pages that load SLOW_PAGES times slower (and web vitals to match).
 */
function plannedItemsOf(key: number, spec: DemoProject, scale: number): ProjectItems {
  const items = itemsOf(key, spec.kind, scale);
  const transactions =
    spec.kind === 'apm'
      ? items.transactions.map((tx) => ({ ...tx, stream: { ...calmed(tx.stream), w: tx.stream.w } }))
      : items.transactions;
  const pages =
    spec.profile === 'slow'
      ? items.pages.map((page) => ({
          ...page,
          loadTime: page.loadTime * SLOW_PAGES,
          vitalFactor: page.vitalFactor * Math.pow(SLOW_PAGES, 0.7),
        }))
      : items.pages;
  return { ...items, pages, transactions };
}

function errorUrlsOf(kind: ProjectKind): string[] {
  return kind === 'apm'
    ? APM_TRANSACTIONS.filter(([name]) => name.includes(' /')).map(
        ([name]) => `https://api.shop.example.com${name.slice(name.indexOf(' ') + 1).replace(/:\w+/g, '*')}`,
      )
    : PAGES.filter(([, traffic]) => traffic > 0).map(([url]) => `https://shop.example.com${url}`);
}

/** A project's model, as far as it does not depend on when the demo started. */
function buildProject(seed: number, scale: number, spec: DemoProject, index: number): ProjectModel {
  const { id, kind } = spec;
  const key = hash(seed, hashString(id));
  const common = {
    id,
    index,
    kind,
    key,
    teamId: hexId(24, seed, 0x7ea),
    templates: [],
    errorUrls: errorUrlsOf(kind),
    userCount: userPoolSize(kind, scale),
    apdexT: kind === 'apm' ? 500 : 2_000,
    appVersions: kind === 'apm' ? SERVER_VERSIONS : APP_VERSIONS,
    agentVersion: kind === 'apm' ? '2.11.0' : '4.6.2',
    clientKinds: CLIENT_KINDS,
    users: [],
  };
  if (spec.profile === 'shop' || spec.profile === 'quiet') {
    const empty = spec.profile === 'quiet';
    return {
      ...common,
      ...(empty ? NO_ITEMS : itemsOf(key, kind, scale)),
      times: buildTimes(key, kind, empty ? 0 : scaled(kind === 'apm' ? APM_TEMPLATES : BROWSER_TEMPLATES, scale)),
    };
  }
  return {
    ...common,
    ...plannedItemsOf(key, spec, scale),
    times: buildPlannedTimes(key, kind, errorPlan(kind, spec.profile, undefined), scale),
    calm: true,
  };
}

/** The project as it is in a demo started at `startedAt`: its incident or slowdown placed. */
function anchoredProject(base: ProjectModel, spec: DemoProject, scale: number, startedAt: number): ProjectModel {
  const slowdown = slowdownOf(spec.profile, startedAt);
  return {
    ...base,
    // Templates are built from the times: a new catalogue gets a new cache (users stay shared).
    times: buildPlannedTimes(base.key, spec.kind, errorPlan(spec.kind, spec.profile, startedAt), scale),
    templates: [],
    ...(slowdown ? { slowdown } : {}),
  };
}

/** Timeless projects by seed, scale and id: built once per process, shared by every world. */
const projects = new Map<string, ProjectModel>();

export interface WorldOptions {
  /** How many of the catalogue's projects to serve (default: the demo's own eight). */
  projects?: number;
  /**
   * When the demo started (ms, floored to the minute): the anchor of the incident and the
   * slowdown. Without it (a world no server runs), those projects have neither.
   */
  startedAt?: number;
}

/** The world for a seed and scale; each project is built on first use (the timeless ones cached). */
export function getWorld(seed: number, scale: number, options: WorldOptions = {}): World {
  const specs = demoProjects(options.projects ?? DEFAULT_PROJECTS);
  const indexOf = new Map(specs.map((spec, index) => [spec.id, index] as const));
  const own = new Map<string, ProjectModel>();
  const { startedAt } = options;
  const table: ProjectTable = {
    ids: specs.map((spec) => spec.id),
    get(id) {
      const index = indexOf.get(id);
      const spec = index === undefined ? undefined : specs[index];
      if (index === undefined || !spec) return undefined;
      const cacheKey = `${seed}:${scale}:${id}`;
      let base = projects.get(cacheKey);
      if (!base) {
        base = buildProject(seed, scale, spec, index);
        projects.set(cacheKey, base);
      }
      if (startedAt === undefined || !anchored(spec.profile)) return base;
      let model = own.get(id);
      if (!model) {
        model = anchoredProject(base, spec, scale, startedAt);
        own.set(id, model);
      }
      return model;
    },
  };
  return { seed, scale, projects: table };
}

// The deterministic world for a seed and a scale: three projects with their pages, ajax calls,
// routes, transactions, error templates and user pool. Everything here is timeless — counts for
// a window come from the streams (traffic.ts) — so a world is built once and cached.
import { CLIENT_KINDS } from './content/clients.ts';
import { APP_VERSIONS, SERVER_VERSIONS } from './content/errors.ts';
import { AJAX_CALLS, APM_TRANSACTIONS, PAGES } from './content/web.ts';
import { APM_TEMPLATES, BROWSER_TEMPLATES, buildTimes } from './error-templates.ts';
import { buildAjax, buildPages, buildRoutes, buildTransactions } from './items.ts';
import { hash, hashString, hexId } from './random.ts';
import { userPoolSize } from './users.ts';
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import type { ProjectItems, ProjectModel, World } from './world-types.ts';

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

function buildProject(seed: number, scale: number, id: string, index: number): ProjectModel {
  const key = hash(seed, hashString(id));
  const kind: ProjectKind = id === 'demo-apm' ? 'apm' : 'browser';
  const empty = id === 'demo-empty';
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
    ...(empty ? NO_ITEMS : itemsOf(key, kind, scale)),
    times: buildTimes(key, kind, empty ? 0 : scaled(kind === 'apm' ? APM_TEMPLATES : BROWSER_TEMPLATES, scale)),
    templates: [],
    errorUrls,
    userCount: userPoolSize(kind, scale),
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

// What the Projects home asks the service for: per project, the window and its baseline, each from
// two endpoints, and nothing else.
//
// Why these two: GET /reports gives every headline figure of a row in one call (page views, load
// time, apdex and error events; or throughput, response time, failures and apdex). The errors list,
// Open groups sorted by events, gives the row's trend (the sum of its groups' `trends`) and the new
// groups (those whose `firstAt` is in the window). Its limit of 100, the most the service allows,
// makes both exact whenever a window has at most 100 open groups, and a lower bound otherwise,
// which the row says ("at least").
import { comparisonFits, comparisonWindow, type Comparison } from './comparison.ts';
import type { ProjectKind } from './schemas/reports.ts';
import type { ResolvedWindow, TimeWindow } from './time-window.ts';

export interface HomeProject {
  accountId: string;
  projectId: string;
  kind: ProjectKind;
}

/** The error list's query for a row: the largest page of open groups, the busiest first. */
export const HOME_ERRORS_QUERY = { status: 'Open', sortby: 'events', limit: 100 } as const;

/**
 * One GET of the home. The row's own window is asked as the user set it (`1d` stays relative, so
 * its answer is the overview's, and the newest copy in the cache stands in for it offline); the
 * baseline, as the fixed range it resolves to.
 */
export type PlannedRequest = HomeProject & {
  /** The window the row shows, or the one it is judged against. */
  role: 'window' | 'baseline';
  window: TimeWindow;
} & (
    { endpoint: 'reports'; query: Record<string, never> } | { endpoint: 'errors.list'; query: typeof HOME_ERRORS_QUERY }
  );

/** What one project asks for one window: its report and its open error groups. */
export function projectRequests(
  project: HomeProject,
  window: TimeWindow,
  role: PlannedRequest['role'],
): PlannedRequest[] {
  const base = { accountId: project.accountId, projectId: project.projectId, kind: project.kind, role, window };
  return [
    { ...base, endpoint: 'reports', query: {} },
    { ...base, endpoint: 'errors.list', query: HOME_ERRORS_QUERY },
  ];
}

/**
 * The baseline a row is judged against: the comparison window when Compare is on (and fits the
 * window), else the previous period of the same length, as shared/comparison.ts computes it.
 */
export function baselineWindow(window: ResolvedWindow, comparison: Comparison | null): ResolvedWindow {
  const compared = comparison ? comparisonWindow(comparison, window) : null;
  return compared ?? comparisonWindow({ mode: 'previous' }, window)!;
}

/** How the health reasons name the baseline: "the previous period" or "the comparison window". */
export function baselineName(window: ResolvedWindow, comparison: Comparison | null): string {
  return comparison && comparison.mode !== 'previous' && comparisonFits(comparison, window)
    ? 'the comparison window'
    : 'the previous period';
}

/**
 * Every request of the home: exactly four per project (reports and errors, for the window and its
 * baseline). `covered` is the range a project's window answer covers (a copy from the cache covers
 * the time it was fetched), which the baseline is taken against; the window resolved now until it came.
 */
export function planHomeRequests(
  projects: readonly HomeProject[],
  window: TimeWindow,
  covered: (project: HomeProject, index: number) => ResolvedWindow,
  comparison: Comparison | null,
): PlannedRequest[] {
  return projects.flatMap((project, i) => [
    ...projectRequests(project, window, 'window'),
    ...projectRequests(project, { kind: 'absolute', ...baselineWindow(covered(project, i), comparison) }, 'baseline'),
  ]);
}

/**
 * The home's requests in flight at once: each account's limit, all of them within the global
 * one (concurrency-gate.ts: ACCOUNT_SLOTS, SERVICE_SLOTS).
 */
export function homeConcurrency(accounts: number, perAccountLimit: number, globalLimit: number): number {
  return Math.max(1, Math.min(globalLimit, Math.max(1, accounts) * perAccountLimit));
}

/**
 * The bench's goal for the home: the requests in waves as wide as the concurrency allows, plus
 * one round trip before them (the accounts' projects).
 */
export function roundTripsFor(
  requests: number,
  accounts: number,
  perAccountLimit: number,
  globalLimit: number,
): number {
  return Math.ceil(requests / homeConcurrency(accounts, perAccountLimit, globalLimit)) + 1;
}

/** Whether a launch with no route opens the home: by choice, or ('auto') for a user of two projects or more. */
export function opensHome(launchScreen: 'auto' | 'home' | 'last', projectCount: number): boolean {
  return launchScreen === 'home' || (launchScreen === 'auto' && projectCount >= 2);
}

// What the Projects home asks the service for: per project, the window and its baseline, each from
// two endpoints, and nothing else.
//
// Why these two: GET /reports gives every headline figure of a row in one call (page views, load
// time, apdex and error events; or throughput, response time, failures and apdex). The errors list,
// Open groups sorted by events, gives the row's trend (the sum of its groups' `trends`) and the new
// groups (those whose `firstAt` is in the window). Its limit of 100, the most the service allows,
// makes both exact whenever a window has at most 100 open groups, and a lower bound otherwise,
// which the row says ("at least").
import { comparisonFits, comparisonWindow, type Comparison } from '../../../shared/comparison.ts';
import type { ProjectKind } from '../../../shared/schemas/reports.ts';
import { formatApiTime, type ResolvedWindow } from '../../../shared/time-window.ts';

export interface HomeProject {
  accountId: string;
  projectId: string;
  kind: ProjectKind;
}

/** The error list's query for a row: the largest page of open groups, the busiest first. */
export const HOME_ERRORS_QUERY = { status: 'Open', sortby: 'events', limit: 100 } as const;

export type HomeRequest = HomeProject & {
  /** The window the row shows, or the one it is judged against. */
  role: 'window' | 'baseline';
  window: ResolvedWindow;
  // The query names the window as the service takes it (`YYYY-MM-DD HH:mm`, UTC).
} & (
    | { endpoint: 'reports'; query: { timeStart: string; timeEnd: string } }
    | { endpoint: 'errors.list'; query: { timeStart: string; timeEnd: string } & typeof HOME_ERRORS_QUERY }
  );

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

const timeQuery = (window: ResolvedWindow) => ({
  timeStart: formatApiTime(window.start),
  timeEnd: formatApiTime(window.end),
});

/** Every request of the home: exactly four per project (reports and errors, for the window and its baseline). */
export function planHomeRequests(
  projects: readonly HomeProject[],
  window: ResolvedWindow,
  comparison: Comparison | null,
): HomeRequest[] {
  const baseline = baselineWindow(window, comparison);
  const windows = [
    { role: 'window' as const, window },
    { role: 'baseline' as const, window: baseline },
  ];
  return projects.flatMap((project) =>
    windows.flatMap(({ role, window }): HomeRequest[] => {
      const base = { accountId: project.accountId, projectId: project.projectId, kind: project.kind, role, window };
      return [
        { ...base, endpoint: 'reports', query: timeQuery(window) },
        { ...base, endpoint: 'errors.list', query: { ...timeQuery(window), ...HOME_ERRORS_QUERY } },
      ];
    }),
  );
}

/**
 * The bench's goal for the home: the requests in waves as wide as the concurrency allows (each
 * account's limit, all of them within the global one), plus one round trip before them (the
 * accounts' projects).
 */
export function roundTripsFor(
  requests: number,
  accounts: number,
  perAccountLimit: number,
  globalLimit: number,
): number {
  const concurrency = Math.max(1, Math.min(globalLimit, Math.max(1, accounts) * perAccountLimit));
  return Math.ceil(requests / concurrency) + 1;
}

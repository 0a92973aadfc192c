// What one window of a project comes to, read from its report and its open error groups: the
// figures the Projects home judges and the watch compares. A figure the answer lacked is `null`,
// never zero, and a window without traffic is no data rather than a window of zeros.
import type { Read } from './reading.ts';
import type { errorListSchema } from './schemas/errors.ts';
import type { reportSchema } from './schemas/reports.ts';
import type { ResolvedWindow } from './time-window.ts';

type Report = Read<typeof reportSchema>;
type ErrorList = Read<typeof errorListSchema>;

interface FiguresCommon {
  apdex: number | null;
  /** Error groups first seen within the window. */
  newGroups: number | null;
  /** The error list was cut by its limit: `newGroups` is a lower bound. */
  newGroupsAtLeast: boolean;
}

export interface BrowserFigures extends FiguresCommon {
  kind: 'browser';
  pageViews: number | null;
  /** Average page load time, ms. */
  loadTime: number | null;
  /** 95th percentile page load time, ms: what a slow tail looks like (the watch's load time). */
  loadTimeP95: number | null;
  errorEvents: number | null;
}

export interface ApmFigures extends FiguresCommon {
  kind: 'apm';
  throughput: number | null;
  /** Average response time, ms. */
  responseTime: number | null;
  /** Per cent of requests that failed. */
  failureRate: number | null;
  failureCount: number | null;
}

/** What a row knows of one window; `null` where the answer lacked the figure. */
export type ProjectFigures = BrowserFigures | ApmFigures;

export const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The error list stops at its limit: past it, counts taken from its groups are lower bounds. */
export function errorListCut(errors: ErrorList): boolean {
  return errors.totalCount > errors.data.length;
}

/** Groups of the list first seen within [start, end]; null without a list. */
function newGroupsIn(errors: ErrorList | null, window: ResolvedWindow): number | null {
  if (!errors) return null;
  return errors.data.filter((group) => {
    const first = Date.parse(group.firstAt);
    return Number.isFinite(first) && first >= window.start && first <= window.end;
  }).length;
}

/**
 * The apdex of a browser report: its score, or one worked out from the counts when the score did
 * not read (satisfied plus half the tolerated, over all); none without samples, like the overview.
 */
export function browserApdex(counts: {
  satisfied: number | null;
  tolerated: number | null;
  total: number | null;
  score: number | null;
}): number | null {
  if (!usable(counts.total) || counts.total <= 0) return null;
  if (usable(counts.score)) return counts.score;
  if (!usable(counts.satisfied) || !usable(counts.tolerated)) return null;
  return (counts.satisfied + counts.tolerated / 2) / counts.total;
}

/** The figures of one window from its report and its error list (Open, by events, limit 100); null without a report. */
export function figuresOf(
  report: Report | null,
  errors: ErrorList | null,
  window: ResolvedWindow,
): ProjectFigures | null {
  if (!report) return null;
  const common = { newGroups: newGroupsIn(errors, window), newGroupsAtLeast: errors ? errorListCut(errors) : false };
  // A time of no page loads (no calls) is no time at all, not 0 ms.
  if ('pages' in report) {
    const viewed = usable(report.pages.throughput) && report.pages.throughput > 0;
    return {
      kind: 'browser',
      pageViews: report.pages.throughput,
      loadTime: viewed ? report.pages.page.loadTime : null,
      loadTimeP95: viewed ? report.pages.page.percentile_95 : null,
      apdex: browserApdex(report.apdex.page),
      errorEvents: report.errors.events,
      ...common,
    };
  }
  // The overview reads an APM apdex only with throughput behind it.
  const served = usable(report.throughput) && report.throughput > 0;
  return {
    kind: 'apm',
    throughput: report.throughput,
    responseTime: served ? report.responseTime : null,
    failureRate: report.failureRate,
    failureCount: report.failureCount,
    apdex: served ? report.apdexScore : null,
    ...common,
  };
}

/** Whether the window had any traffic at all: without it there is nothing to judge. */
export function hasTraffic(figures: ProjectFigures): boolean {
  const some = (n: number | null) => usable(n) && n > 0;
  return figures.kind === 'browser' ? some(figures.pageViews) || some(figures.errorEvents) : some(figures.throughput);
}

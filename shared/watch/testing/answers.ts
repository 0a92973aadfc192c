// Answers and projects for the watch's tests: a report with only the figures a test is about
// given, error groups and lists, and a fixed clock. Tests only.
import type { Read } from '../../reading.ts';
import type { browserReportSchema, reportSchema } from '../../schemas/reports.ts';
import { errorGroup, errorList as listOf, type ErrorGroup, type ErrorList } from '../../testing/error-group.ts';
import { MINUTE } from '../../time-window.ts';
import type { WatchedProject } from '../alert.ts';
import type { CheckAnswers } from '../evaluate.ts';
import type { ProjectCheck } from '../plan.ts';

type Report = Read<typeof reportSchema>;
type BrowserReport = Read<typeof browserReportSchema>;

export const SHOP: WatchedProject = { accountId: 'acme', projectId: 'shop', kind: 'browser', name: 'Shop' };
export const API: WatchedProject = { accountId: 'acme', projectId: 'api', kind: 'apm', name: 'API' };

/** Monday 2026-11-23 12:00 UTC and a little: checks fall on the five minutes after it. */
export const MONDAY_NOON = Date.UTC(2026, 10, 23, 12, 0);
export const at = (hh: number, mm: number, day = 23) => Date.UTC(2026, 10, day, hh, mm);
export const window5 = (hh: number, mm: number, day = 23) => ({
  start: at(hh, mm, day),
  end: at(hh, mm, day) + 5 * MINUTE,
});

const percentiles = (p95: number | null) => ({
  percentile_50: 1,
  percentile_75: 1,
  percentile_90: 1,
  percentile_95: p95,
  percentile_99: 1,
});

export function browserReport(
  figures: {
    pageViews?: number;
    errorEvents?: number;
    loadTime?: number;
    loadTimeP95?: number | null;
    apdex?: number;
  } = {},
): BrowserReport {
  const { pageViews = 1000, errorEvents = 10, loadTime = 1000, loadTimeP95 = 2000, apdex = 0.9 } = figures;
  const page = { loadTime, renderTime: 1, networkTime: 1, domTime: 1, frontendTime: 1, throughput: pageViews };
  return {
    apdex: { page: { satisfied: pageViews, tolerated: 0, frustrated: 0, total: pageViews, score: apdex } },
    pages: { page: { ...page, ...percentiles(loadTimeP95) }, throughput: pageViews },
    ajax: {
      totalTime: 1,
      responseTime: 1,
      callbackTime: 1,
      receivedSize: 1,
      sentSize: 1,
      errorCount: 0,
      errorRate: 0,
      throughput: 1,
      ...percentiles(1),
    },
    transactions: { successTime: 1, failureTime: 1, successCount: 1, failureCount: 0, totalCount: 1 },
    errors: { errors: 1, events: errorEvents, device: { mobile: 0, desktop: errorEvents } },
  };
}

export function apmReport(
  figures: {
    throughput?: number;
    failureCount?: number;
    failureRate?: number;
    responseTime?: number;
    apdex?: number;
  } = {},
): Report {
  const { throughput = 1000, failureCount = 10, failureRate = 1, responseTime = 200, apdex = 0.95 } = figures;
  return { throughput, failureCount, failureRate, responseTime, apdexScore: apdex };
}

export const group = (id: string, fields: Partial<ErrorGroup> = {}): ErrorGroup =>
  errorGroup(id, {
    message: `TypeError: ${id} is undefined`,
    users: 2,
    events: 3,
    projectId: 'shop',
    lastAt: '2026-11-23T12:00:00.000Z',
    ...fields,
  });

/** A list of `groups`; `totalCount` larger than the groups when the list was cut. */
export const errorList = (groups: ErrorGroup[], totalCount = groups.length): ErrorList =>
  listOf(groups, { totalCount });

export const iso = (ms: number) => new Date(ms).toISOString();

/** What the service answers to each request of a check: the figures given, quiet defaults otherwise. */
export function answersTo(
  check: ProjectCheck,
  reply: {
    window?: Report | null;
    openGroups?: ErrorList | null;
    resolvedGroups?: ErrorList | null;
    weekAgo?: Report | null;
  } = {},
): CheckAnswers {
  const quiet = check.project.kind === 'browser' ? browserReport() : apmReport();
  const answers: CheckAnswers = { weekAgo: [] };
  for (const request of check.requests) {
    if (request.role === 'window') answers.window = reply.window === undefined ? quiet : reply.window;
    if (request.role === 'open-groups')
      answers.openGroups = reply.openGroups === undefined ? errorList([]) : reply.openGroups;
    if (request.role === 'resolved-groups')
      answers.resolvedGroups = reply.resolvedGroups === undefined ? errorList([]) : reply.resolvedGroups;
    if (request.role === 'week-ago')
      answers.weekAgo!.push({ serves: request.serves!, report: reply.weekAgo === undefined ? quiet : reply.weekAgo });
  }
  return answers;
}

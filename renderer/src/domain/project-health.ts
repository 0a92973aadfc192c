// A project's health over a window, for the Projects home: what a row knows of one window (its
// figures), and the judgement of those figures against a baseline window (the previous period or
// the comparison window) in words. A project is never called healthy for lack of data: a window
// without traffic reads "no data", and what needs a baseline is not judged without one.
import type { Read } from '../../../shared/reading.ts';
import type { errorListSchema } from '../../../shared/schemas/errors.ts';
import type { reportSchema } from '../../../shared/schemas/reports.ts';
import type { ResolvedWindow } from '../../../shared/time-window.ts';
import { DEFAULT_HEALTH_THRESHOLDS, type HealthThresholds } from '../../../shared/preferences.ts';
import { formatCount, formatDecimal, formatMs, formatPercent, formatScore } from './format.ts';

export { DEFAULT_HEALTH_THRESHOLDS, type HealthThresholds };

type Report = Read<typeof reportSchema>;
type ErrorList = Read<typeof errorListSchema>;

export type HealthState = 'failing' | 'degraded' | 'healthy' | 'no-data';

/** Each state as the screen, the switcher and the exports name it. */
export const HEALTH_LABEL: Record<HealthState, string> = {
  failing: 'Failing',
  degraded: 'Degraded',
  healthy: 'Healthy',
  'no-data': 'No data',
};

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

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

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
function browserApdex(counts: {
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
  if ('pages' in report) {
    return {
      kind: 'browser',
      pageViews: report.pages.throughput,
      loadTime: report.pages.page.loadTime,
      apdex: browserApdex(report.apdex.page),
      errorEvents: report.errors.events,
      ...common,
    };
  }
  return {
    kind: 'apm',
    throughput: report.throughput,
    responseTime: report.responseTime,
    failureRate: report.failureRate,
    failureCount: report.failureCount,
    // The overview reads an APM apdex only with throughput behind it.
    apdex: usable(report.throughput) && report.throughput > 0 ? report.apdexScore : null,
    ...common,
  };
}

export interface TrendPoint {
  /** `YYYY-MM-DD HH:mm`, as the list's trendDates. */
  date: string;
  /** Error events of the listed groups at that date; null when none of their values read. */
  events: number | null;
}

/** The row's small trend: per trend date, the sum of the groups' trends (of the listed groups only, see errorListCut). */
export function errorTrendOf(errors: ErrorList | null): TrendPoint[] {
  if (!errors) return [];
  return errors.trendDates.map((date, i) => {
    const values = errors.data.map((group) => group.trends[i]).filter(usable);
    // No open group is no events; groups whose values all failed to read are no value.
    const events = values.length > 0 || errors.data.length === 0 ? values.reduce((sum, n) => sum + n, 0) : null;
    return { date, events };
  });
}

export interface HealthJudgement {
  state: HealthState;
  /** Whole sentences; the first is the row's headline. */
  reasons: string[];
  /** Orders rows within a state: the larger, the further from its thresholds (a ratio's scale). */
  severity: number;
}

interface Finding {
  state: 'failing' | 'degraded';
  severity: number;
  words: string;
}

/** Whether the window had any traffic at all: without it there is nothing to judge. */
function hasTraffic(figures: ProjectFigures): boolean {
  const some = (n: number | null) => usable(n) && n > 0;
  return figures.kind === 'browser' ? some(figures.pageViews) || some(figures.errorEvents) : some(figures.throughput);
}

const times = (ratio: number): string => `×${formatDecimal(ratio, 1, 1)}`;

interface Rise {
  /** "error events", "failure rate". */
  label: string;
  /** What is counted in the window (error events, failures): judged only from `minEvents` on. */
  count: number | null;
  /** The figure set against the baseline's (the count itself, or the failure rate). */
  now: number | null;
  then: number | null;
  /** Against a baseline of none, what the count is called ("failures"); `label` otherwise. */
  countLabel?: string;
  /** Said after the ratio: the two figures. */
  detail?: string;
}

/**
 * A figure that should not grow (error events, the failure rate) against the baseline's. It counts
 * only from `minEvents` on, so 2 events against 1 is not "×2". A baseline of none is the largest
 * change there is; it ranks as if the baseline had been one.
 */
function riseFinding(
  rise: Rise,
  t: HealthThresholds,
  baselineName: string,
): { finding: Finding | null; ratio: number | null } {
  const { count, now, then } = rise;
  if (!usable(count) || count < t.minEvents || !usable(now) || !usable(then)) return { finding: null, ratio: null };
  if (then <= 0) {
    if (now <= 0) return { finding: null, ratio: null };
    const words = `${rise.countLabel ?? rise.label} ${formatCount(count)} against none in ${baselineName}`;
    return { finding: { state: 'failing', severity: Math.max(count, t.failingRatio), words }, ratio: count };
  }
  const ratio = now / then;
  const words = `${rise.label} ${times(ratio)} against ${baselineName}${rise.detail ? ` ${rise.detail}` : ''}`;
  if (ratio >= t.failingRatio) return { finding: { state: 'failing', severity: ratio, words }, ratio };
  if (ratio >= t.degradedRatio) return { finding: { state: 'degraded', severity: ratio, words }, ratio };
  return { finding: null, ratio };
}

/** A time that should not grow (load, response) against the baseline's: degraded at most. */
function timeFinding(
  label: string,
  now: number | null,
  then: number | null,
  t: HealthThresholds,
  baselineName: string,
): { finding: Finding | null; ratio: number | null } {
  if (!usable(now) || !usable(then) || then <= 0) return { finding: null, ratio: null };
  const ratio = now / then;
  if (ratio < t.degradedRatio) return { finding: null, ratio };
  const words = `${label} ${times(ratio)} against ${baselineName} (${formatMs(now)}, was ${formatMs(then)})`;
  return { finding: { state: 'degraded', severity: ratio, words }, ratio };
}

/** Two decimals, or three where two would round up to the threshold it is under (0.695 is not "0.70 (under 0.7)"). */
function scoreUnder(score: number, threshold: number): string {
  const two = formatScore(score);
  return Number(two) >= threshold ? score.toFixed(3) : two;
}

/**
 * Apdex under its thresholds. Its severity puts the shortfall on the ratios' scale: the share of
 * users not satisfied (1 − score) against the threshold's, times the ratio of the same state, so a
 * score just under a threshold ranks with a ratio just over its own.
 */
function apdexFinding(apdex: number | null, t: HealthThresholds): Finding | null {
  if (!usable(apdex)) return null;
  const shortfall = (threshold: number) => (1 - apdex) / Math.max(1 - threshold, 0.01);
  if (apdex < t.apdexFailing) {
    const words = `apdex ${scoreUnder(apdex, t.apdexFailing)} (under ${formatDecimal(t.apdexFailing, 0, 2)})`;
    return { state: 'failing', severity: t.failingRatio * shortfall(t.apdexFailing), words };
  }
  if (apdex < t.apdexDegraded) {
    const words = `apdex ${scoreUnder(apdex, t.apdexDegraded)} (under ${formatDecimal(t.apdexDegraded, 0, 2)})`;
    return { state: 'degraded', severity: t.degradedRatio * shortfall(t.apdexDegraded), words };
  }
  return null;
}

/**
 * Error groups first seen in the window, from the threshold on, and (where the baseline has its
 * own count) more of them than its new groups times the degraded ratio: a project that meets a few
 * new groups every day is not degraded for it, a sudden crop is. Ranks like a ratio of the count
 * to the threshold.
 */
function newGroupsFinding(
  figures: ProjectFigures,
  baseline: ProjectFigures | null,
  t: HealthThresholds,
  baselineName: string,
): Finding | null {
  const count = figures.newGroups;
  if (t.newGroups <= 0 || !usable(count) || count < t.newGroups) return null;
  const before = baseline && usable(baseline.newGroups) ? baseline.newGroups : null;
  if (before !== null && count < t.degradedRatio * before) return null;
  const atLeast = figures.newGroupsAtLeast ? 'at least ' : '';
  const against = before === null ? '' : ` (${formatCount(before)} in ${baselineName})`;
  const words = `${atLeast}${formatCount(count)} new error group${count === 1 ? '' : 's'}${against}`;
  return { state: 'degraded', severity: t.degradedRatio * (count / t.newGroups), words };
}

const STATE_WORDS = { failing: 'Failing', degraded: 'Degraded' } as const;
const RANK = { failing: 0, degraded: 1 } as const;

/**
 * The health of a project in a window (`now`) against a baseline window. `baselineName` names the
 * baseline in the words: "the previous period" or "the comparison window". A baseline without
 * traffic counts as no earlier data (the project was not reporting yet), not as a baseline of zero.
 */
export function judgeHealth(
  now: ProjectFigures | null,
  baseline: ProjectFigures | null,
  thresholds: HealthThresholds = DEFAULT_HEALTH_THRESHOLDS,
  baselineName = 'the previous period',
): HealthJudgement {
  if (!now || !hasTraffic(now)) return { state: 'no-data', reasons: ['No data in this window'], severity: 0 };
  const then = baseline && baseline.kind === now.kind && hasTraffic(baseline) ? baseline : null;
  const t = thresholds;
  const findings: Finding[] = [];
  const ratios: number[] = [];
  const add = (result: { finding: Finding | null; ratio: number | null }) => {
    if (result.finding) findings.push(result.finding);
    else if (result.ratio !== null) ratios.push(result.ratio);
  };

  if (now.kind === 'browser') {
    if (then?.kind === 'browser') {
      const events = { label: 'error events', count: now.errorEvents, now: now.errorEvents, then: then.errorEvents };
      add(riseFinding(events, t, baselineName));
      add(timeFinding('average load time', now.loadTime, then.loadTime, t, baselineName));
    }
  } else if (then?.kind === 'apm') {
    // The failure rate, not the count: more traffic brings more failures without anything being wrong.
    const failures: Rise = {
      label: 'failure rate',
      countLabel: 'failures',
      count: now.failureCount,
      now: now.failureRate,
      then: then.failureRate,
      detail: `(${formatPercent(now.failureRate)}, was ${formatPercent(then.failureRate)})`,
    };
    add(riseFinding(failures, t, baselineName));
    add(timeFinding('response time', now.responseTime, then.responseTime, t, baselineName));
  }
  const apdex = apdexFinding(now.apdex, t);
  if (apdex) findings.push(apdex);
  const groups = newGroupsFinding(now, then, t, baselineName);
  if (groups) findings.push(groups);

  if (findings.length === 0) {
    const reason = then
      ? 'Healthy: within every threshold'
      : 'Healthy: within every threshold (no earlier data to compare)';
    // Among healthy rows, the ones closest to a threshold first.
    return { state: 'healthy', reasons: [reason], severity: Math.max(0, ...ratios) };
  }
  findings.sort((a, b) => RANK[a.state] - RANK[b.state] || b.severity - a.severity);
  const worst = findings[0]!;
  return {
    state: worst.state,
    reasons: findings.map((f) => `${STATE_WORDS[f.state]}: ${f.words}`),
    severity: worst.severity,
  };
}

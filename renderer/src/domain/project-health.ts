// A project's health over a window, for the Projects home: what a row knows of one window (its
// figures), and the judgement of those figures against a baseline window (the previous period or
// the comparison window) in words. A project is never called healthy for lack of data: a window
// without traffic reads "no data", and what needs a baseline is not judged without one.
import type { Read } from '../../../shared/reading.ts';
import type { errorListSchema } from '../../../shared/schemas/errors.ts';
import { DEFAULT_HEALTH_THRESHOLDS, type HealthThresholds } from '../../../shared/preferences.ts';
import {
  errorListCut,
  figuresOf,
  hasTraffic,
  usable,
  type ApmFigures,
  type BrowserFigures,
  type ProjectFigures,
} from '../../../shared/project-figures.ts';
import { apdexFinding, riseFinding, timeFinding, type Finding, type Rise } from '../../../shared/health-rules.ts';
import { formatCount, formatPercent } from './format.ts';

export { DEFAULT_HEALTH_THRESHOLDS, type HealthThresholds };
// A row's figures and the judgement of one figure live in shared/, where the watch reads them too.
export { errorListCut, figuresOf, type ApmFigures, type BrowserFigures, type ProjectFigures };

type ErrorList = Read<typeof errorListSchema>;

export type HealthState = 'failing' | 'degraded' | 'healthy' | 'no-data';

/** Each state as the screen, the switcher and the exports name it. */
export const HEALTH_LABEL: Record<HealthState, string> = {
  failing: 'Failing',
  degraded: 'Degraded',
  healthy: 'Healthy',
  'no-data': 'No data',
};

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

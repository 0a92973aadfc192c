// Spikes: a figure of the last check window far off its baseline (baseline.ts). Error events (a
// browser project) or the failure rate (APM) this many times the baseline's, p95 page load time
// (browser) or response time (APM) this many times, apdex under a floor. The thresholds are the
// Projects home's (shared/preferences.ts) and so is the judgement (shared/health-rules.ts): a
// count or rate spikes where the home would call the project failing for it, a time where the home
// calls it degraded (the home never calls a time failing), apdex where the home calls it failing.
//
// Why a ratio and a count, and not a forecast. Sentry's escalating issues forecast each issue's
// volume from weeks of hourly history; Datadog's anomaly monitors fit seasonal bounds to a metric's
// history. Both need a long series per figure that one /reports request per hour cannot give. What
// they buy is mostly seasonality, and a baseline of the same hour a week ago (or the mean of this
// hour over the week) already carries the daily and weekly rhythm. What is left is noise, which the
// two conditions answer together: the ratio alone fires on 2 events against 0.5; the count alone
// fires on every busy project. At the defaults (×3, at least 20), pure chance against a true
// baseline of 6.7 events, the worst for this rule, reaches 20 about twice in 100,000 checks
// (Poisson): once in five months of five-minute checks. A larger baseline needs ×3 of itself,
// which chance reaches far less often; a smaller one needs 20 all the same. A time or an apdex read from a handful of visits is noise too, so
// they count only with at least as many page views or requests behind them.
//
// A spike is an episode: it alerts once when it starts, and stays the same spike (no new alert)
// until it has been quiet for half an hour, so a figure that flaps about its threshold or a spike
// that lasts an afternoon is one alert, not one every five minutes.
import { formatCount, formatDecimal, formatMs, formatPercent } from '../format.ts';
import { apdexFinding, riseFinding, times, timeFinding, type Rise } from '../health-rules.ts';
import type { HealthThresholds } from '../preferences.ts';
import { usable, type ProjectFigures } from '../project-figures.ts';
import { MINUTE, type ResolvedWindow } from '../time-window.ts';
import { alertId, windowParams, type Alert, type SpikeMetric, type WatchedProject } from './alert.ts';
import type { Baseline, Expected } from './baseline.ts';

/** A spike that has been quiet this long is over; the next one is a new alert. */
export const EPISODE_QUIET_MS = 30 * MINUTE;

export interface Episode {
  metric: SpikeMetric;
  /** Start of the window it was first seen in: part of its alert's id. */
  since: number;
  /** End of the last window it was seen in. */
  lastSeen: number;
}

/** One figure out of bounds in one window. */
export interface Firing {
  metric: SpikeMetric;
  /** "error events 212 in 15 min against 31 a week ago (×6.8)". */
  why: string;
}

const WHAT: Record<SpikeMetric, string> = {
  'error-events': 'Error events spike',
  failures: 'Failure rate spike',
  'load-time': 'Slow page loads',
  'response-time': 'Slow responses',
  apdex: 'Apdex low',
};

/** A count or rate the rules set against the baseline's: error events, or the failure rate. */
interface Counted extends Rise {
  metric: SpikeMetric;
  shown: (n: number) => string;
}

/** An expected count is an average: 0.4 reads as such, not as 0. */
export const expectedCount = (n: number): string => (n < 10 ? formatDecimal(n, 0, 1) : formatCount(n));

function counted(figures: ProjectFigures, expected: Expected): Counted {
  return figures.kind === 'browser'
    ? {
        metric: 'error-events',
        label: 'error events',
        count: figures.errorEvents,
        now: figures.errorEvents,
        then: expected.problems,
        shown: expectedCount,
      }
    : {
        // The rate, not the count: more traffic brings more failures without anything being wrong.
        metric: 'failures',
        label: 'failure rate',
        countLabel: 'failures',
        count: figures.failureCount,
        now: figures.failureRate,
        then: expected.rate,
        shown: (n) => formatPercent(n),
      };
}

/** Fires where the home would call the project failing for it: the ratio and the count both reached. */
function riseFiring(c: Counted, t: HealthThresholds, span: string, against: string): Firing | null {
  const { finding, ratio } = riseFinding(c, t, against);
  if (finding?.state !== 'failing' || ratio === null || !usable(c.now)) return null;
  const now = `${c.label} ${c.shown(c.now)} ${span}`;
  const count = c.countLabel && usable(c.count) ? `${formatCount(c.count)} ${c.countLabel}` : null;
  const why =
    usable(c.then) && c.then > 0
      ? `${now} against ${c.shown(c.then)} ${against} (${[times(ratio), count].filter(Boolean).join('; ')})`
      : `${now} against none ${against}${count ? ` (${count})` : ''}`;
  return { metric: c.metric, why };
}

/** Fires where the home would call the project degraded for it, with enough traffic behind the time. */
function timeFiring(figures: ProjectFigures, expected: Expected, t: HealthThresholds, span: string, against: string) {
  const [metric, label, time, traffic] =
    figures.kind === 'browser'
      ? (['load-time', 'p95 load time', figures.loadTimeP95, figures.pageViews] as const)
      : (['response-time', 'response time', figures.responseTime, figures.throughput] as const);
  const { finding, ratio } = timeFinding(label, time, expected.time, t, against);
  if (!finding || ratio === null || !enough(traffic, t) || !usable(time) || !usable(expected.time)) return null;
  const why = `${label} ${formatMs(time)} ${span} against ${formatMs(expected.time)} ${against} (${times(ratio)})`;
  return { metric, why };
}

const enough = (n: number | null, t: HealthThresholds): boolean => usable(n) && n >= t.minEvents;

/** The figures of `window` judged against `baseline`: what fires, in words. Apdex needs no baseline. */
export function judgeSpikes(
  figures: ProjectFigures,
  baseline: Baseline,
  t: HealthThresholds,
  window: ResolvedWindow,
): Firing[] {
  const span = `in ${formatMs(window.end - window.start)}`;
  const firings: (Firing | null)[] = [];
  if (baseline.source !== 'none') {
    firings.push(riseFiring(counted(figures, baseline.expected), t, span, baseline.words));
    firings.push(timeFiring(figures, baseline.expected, t, span, baseline.words));
  }
  const traffic = figures.kind === 'browser' ? figures.pageViews : figures.throughput;
  const apdex = apdexFinding(figures.apdex, t);
  if (apdex?.state === 'failing' && enough(traffic, t))
    firings.push({ metric: 'apdex', why: `${apdex.words} ${span}` });
  return firings.filter((firing) => firing !== null);
}

/**
 * The alerts of a window's firings, and the episodes after it: a firing that continues an episode
 * is no alert; an episode quiet for EPISODE_QUIET_MS ends. The link opens the overview at the
 * window, compared with the week before when that was the baseline.
 */
export function spikeAlerts(
  project: WatchedProject,
  firings: readonly Firing[],
  episodes: readonly Episode[],
  window: ResolvedWindow,
  baseline: Baseline,
): { alerts: Alert[]; episodes: Episode[] } {
  const alerts: Alert[] = [];
  const next: Episode[] = [];
  const ongoing = (episode: Episode | undefined) => episode && window.start - episode.lastSeen <= EPISODE_QUIET_MS;
  for (const firing of firings) {
    const episode = episodes.find((e) => e.metric === firing.metric);
    if (ongoing(episode)) {
      next.push({ ...episode!, lastSeen: window.end });
      continue;
    }
    next.push({ metric: firing.metric, since: window.start, lastSeen: window.end });
    const params = { ...windowParams(window), ...(baseline.source === 'week-ago' ? { cmp: 'week' } : {}) };
    alerts.push({
      id: alertId('spike', project, firing.metric, String(window.start)),
      kind: 'spike',
      accountId: project.accountId,
      projectId: project.projectId,
      projectName: project.name,
      subject: firing.metric,
      at: window.end,
      what: WHAT[firing.metric],
      why: firing.why,
      view: { segments: ['overview'], params },
    });
  }
  // Episodes that did not fire this time stay until they have been quiet long enough.
  for (const episode of episodes)
    if (!firings.some((f) => f.metric === episode.metric) && window.end - episode.lastSeen <= EPISODE_QUIET_MS)
      next.push(episode);
  return { alerts, episodes: next };
}

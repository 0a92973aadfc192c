// One project's check, judged: the answers of its planned requests through the rules, into alerts,
// notes in words, and the memory the next check starts from. A request that failed costs only what
// reads it: the open groups are asked again from the same point next time, the spikes of a window
// without its report are not judged, a week-ago span without an answer is asked again.
import type { Read } from '../reading.ts';
import type { HealthThresholds } from '../preferences.ts';
import { figuresOf } from '../project-figures.ts';
import type { errorListSchema } from '../schemas/errors.ts';
import type { reportSchema } from '../schemas/reports.ts';
import type { Alert } from './alert.ts';
import {
  baselineSpan,
  chooseBaseline,
  recordWindow,
  tallyOf,
  weekEarlier,
  type Baseline,
  type WeekAgo,
} from './baseline.ts';
import { MAX_WEEK_AGO, type WatchMemory } from './memory.ts';
import type { ProjectCheck } from './plan.ts';
import { listCut, newGroupAlerts, OPEN_GROUPS_QUERY, regressionAlerts, rememberResolved } from './rules.ts';
import { judgeSpikes, spikeAlerts } from './spikes.ts';

type Report = Read<typeof reportSchema>;
type ErrorList = Read<typeof errorListSchema>;

/** The answers of a check's requests, by role; null where the request failed, absent where not asked. */
export interface CheckAnswers {
  window?: Report | null;
  openGroups?: ErrorList | null;
  resolvedGroups?: ErrorList | null;
  /** Week-ago answers, each with the span (this week) it serves. */
  weekAgo?: { serves: { start: number; end: number }; report: Report | null }[];
}

export interface Evaluation {
  alerts: Alert[];
  memory: WatchMemory;
  /** What the spikes were measured against; null when the window's report did not come. */
  baseline: Baseline | null;
  /** What the user should know of this check, in words (a list cut, a missing baseline). */
  notes: string[];
}

/** Week-ago figures kept: those of the span the window reads and of the next (prefetched). */
function weekAgoMemory(memory: WatchMemory, answers: CheckAnswers, current: number): WatchMemory['weekAgo'] {
  const spans = new Map(memory.weekAgo.map((w) => [w.span, w.tally]));
  for (const { serves, report } of answers.weekAgo ?? []) {
    if (!report) continue;
    const asked = weekEarlier(serves);
    spans.set(serves.start, tallyOf(figuresOf(report, null, asked)!, asked));
  }
  return [...spans]
    .filter(([span]) => span >= current)
    .sort(([a], [b]) => a - b)
    .slice(0, MAX_WEEK_AGO)
    .map(([span, tally]) => ({ span, tally }));
}

/** Judges one project's check. `now` is when the answers came: a resolved group was seen so then. */
export function evaluate(
  check: ProjectCheck,
  memory: WatchMemory,
  answers: CheckAnswers,
  thresholds: HealthThresholds,
  now: number,
): Evaluation {
  const { project, window, since } = check;
  const alerts: Alert[] = [];
  const notes: string[] = [];
  const next: WatchMemory = { ...memory, checkedUntil: window.end };

  if (answers.openGroups) {
    const found = newGroupAlerts(project, answers.openGroups, since);
    const back = regressionAlerts(project, answers.openGroups, memory.resolved, since);
    alerts.push(...found.alerts, ...back.alerts);
    if (found.atLeast)
      notes.push(`More than ${OPEN_GROUPS_QUERY.limit} open groups had events: there may be more new groups`);
    else if (listCut(answers.openGroups))
      notes.push(
        `More than ${OPEN_GROUPS_QUERY.limit} open groups had events: a group back from resolved may be missed`,
      );
    next.resolved = back.resolved;
    next.groupsCheckedUntil = since.end;
  } else if (answers.openGroups === null)
    notes.push('The open error groups did not come: they are asked again next time');

  if (answers.resolvedGroups) {
    next.resolved = rememberResolved(next.resolved, answers.resolvedGroups, now);
    next.resolvedCheckedAt = now;
  }

  const span = baselineSpan(window).start;
  next.weekAgo = weekAgoMemory(memory, answers, span);
  let baseline: Baseline | null = null;
  const figures = answers.window ? figuresOf(answers.window, null, window) : null;
  if (figures) {
    const known = next.weekAgo.find((w) => w.span === span);
    const weekAgo: WeekAgo = known === undefined ? 'unknown' : (known.tally ?? 'no-data');
    baseline = chooseBaseline(window, weekAgo, memory.hours);
    if (baseline.source === 'none') notes.push(baseline.words);
    const spikes = spikeAlerts(
      project,
      judgeSpikes(figures, baseline, thresholds, window),
      memory.episodes,
      window,
      baseline,
    );
    alerts.push(...spikes.alerts);
    next.episodes = spikes.episodes;
    next.hours = recordWindow(memory.hours, window, tallyOf(figures, window));
  } else if (answers.window === null) notes.push("The window's report did not come: its spikes are not judged");

  return { alerts, memory: next, baseline, notes };
}

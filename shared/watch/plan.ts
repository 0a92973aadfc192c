// The requests of one check for every watched project: the fewest that answer every rule, paced,
// within each account's hourly budget, and none while offline, asleep, or told to wait (429).
//
// Per project and check, two: GET /reports for the check's window (every spike rule reads it) and
// the open error groups since the last check (new groups and regressions, rules.ts). Per project
// and hour, two more: the week-ago figures of the next hour (baseline.ts; the past, asked once)
// and the resolved groups (rules.ts). Those two fall in the check whose place in the hour is the
// project's slot, so an account's hourly requests spread over its checks instead of piling on the
// hour. At the default cadence (5 min) a project costs 2 × 12 + 2 = 26 requests an hour: 2 per
// check, 4 in its slot's check.
//
// Windows are aligned to the cadence (12:05–12:10), so a check's window lies within one clock hour
// and the hour's week-ago figures serve all of its checks. A window ends a minute before now, so
// the events of its last minute have arrived. A watch that has not looked for a while (asleep,
// offline, the service down) makes one check, not one per missed window: its open groups cover
// the whole gap (a week at most), its spike window is the last one, and it says it was away so
// its news goes out as one digest (delivery.ts).
import { formatDecimal, formatMs } from '../format.ts';
import { DAY, formatApiTime, HOUR, MINUTE, type ResolvedWindow } from '../time-window.ts';
import type { WatchedProject } from './alert.ts';
import { baselineSpan, weekEarlier } from './baseline.ts';
import { FRESH_PACE, sentInLastHour, type AccountPace } from './account-pace.ts';
import type { WatchMemory } from './memory.ts';
import { OPEN_GROUPS_QUERY, RESOLVED_GROUPS_QUERY } from './rules.ts';

/** A window ends this long before now, so its last minute's events have arrived. */
export const SETTLE_MS = MINUTE;
/** The open groups of a gap are looked through for this long back at most. */
export const MAX_CATCH_UP_MS = 7 * DAY;
/**
 * The open groups are asked from this long before the last answered check, so a group whose first
 * event reached the service late is still found. Found twice, it is the same alert (same id), which
 * the inbox recognises.
 */
export const LATE_EVENTS_MS = 5 * MINUTE;
/** A gap longer than this (and than two checks) makes the next check's news a digest. */
export const AWAY_AFTER_MS = 15 * MINUTE;
/** How often the resolved groups are asked for again. */
export const RESOLVED_REFRESH_MS = HOUR;
/** Intervals a budget may stretch a cadence to: each divides the hour or the day, so windows stay aligned. */
export const INTERVAL_STEPS_MINUTES = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1440];
/** Reports and open groups. */
export const REQUESTS_PER_CHECK = 2;
/** Week-ago figures and resolved groups, once an hour (or once a check when checks are rarer). */
export const REQUESTS_PER_HOUR = 2;
/** A check's requests spread over at most this share of its interval… */
const PACE_SHARE = 0.5;
/** …and at most this far apart, so a small check is not drawn out for nothing. */
export const MAX_REQUEST_GAP_MS = 2000;

export type WatchRole = 'window' | 'open-groups' | 'week-ago' | 'resolved-groups';

export interface WatchRequest {
  role: WatchRole;
  /** What the gateway sends (its Call). */
  call: { endpoint: 'reports' | 'errors.list'; path: { projectId: string }; query: Record<string, string | number> };
  /** A week-ago request: the span (this week) whose baseline it is. */
  serves?: ResolvedWindow;
  /** Sent in the project's slot, not needed by this check's rules: dropped first when the budget is short. */
  optional: boolean;
  /** When to send it: the check's requests are paced, not sent at once. */
  sendAt: number;
}

/** One project's part of a check: what evaluate() needs besides the answers. */
export interface ProjectCheck {
  project: WatchedProject;
  /** The window the spike rules judge. */
  window: ResolvedWindow;
  /** The window the open groups are asked for: since the last answered check. */
  since: ResolvedWindow;
  /** The watch had not looked for a while: this check's news goes out as a digest. */
  away: boolean;
  requests: WatchRequest[];
}

export interface AccountPlan {
  accountId: string;
  projects: number;
  /** The cadence the budget allows: the chosen one, or longer. */
  intervalMs: number;
  /** Requests an hour at that interval, and the budget. */
  costPerHour: number;
  budget: number;
  stretched: boolean;
  overBudget: boolean;
  /** The service asked to wait until then (429). */
  pausedUntil: number | null;
  /** The account's watch in words, for Settings and the tray. */
  words: string;
}

export interface CheckPlan {
  paused: 'offline' | 'asleep' | null;
  accounts: AccountPlan[];
  checks: ProjectCheck[];
  requestCount: number;
  /** When to plan the next check; null while paused (resume calls planCheck). */
  nextAt: number | null;
}

export interface PlanInput {
  now: number;
  projects: readonly WatchedProject[];
  memory: (project: WatchedProject) => WatchMemory;
  paces: Readonly<Record<string, AccountPace | undefined>>;
  cadenceMinutes: number;
  requestBudget: number;
  connectivity: 'online' | 'offline' | 'asleep';
}

/** Requests an hour for `projects` projects checked every `intervalMs`. */
export function hourlyCost(projects: number, intervalMs: number): number {
  return (
    projects * (REQUESTS_PER_CHECK * (HOUR / intervalMs) + REQUESTS_PER_HOUR * (HOUR / Math.max(HOUR, intervalMs)))
  );
}

/** The shortest interval from the cadence on whose cost fits the budget (the longest step when none does). */
export function effectiveInterval(
  cadenceMs: number,
  projects: number,
  budget: number,
): { intervalMs: number; costPerHour: number; stretched: boolean; overBudget: boolean } {
  const steps = INTERVAL_STEPS_MINUTES.map((m) => m * MINUTE).filter((ms) => ms >= cadenceMs);
  const intervalMs = steps.find((ms) => hourlyCost(projects, ms) <= budget) ?? steps[steps.length - 1] ?? cadenceMs;
  const costPerHour = Math.ceil(hourlyCost(projects, intervalMs));
  return { intervalMs, costPerHour, stretched: intervalMs > cadenceMs, overBudget: costPerHour > budget };
}

const rangeQuery = (window: ResolvedWindow) => ({
  timeStart: formatApiTime(window.start),
  timeEnd: formatApiTime(window.end),
});

function reportRequest(projectId: string, role: 'window' | 'week-ago', window: ResolvedWindow, optional = false) {
  const serves = role === 'week-ago' ? { serves: window } : {};
  const asked = role === 'week-ago' ? weekEarlier(window) : window;
  const call = { endpoint: 'reports' as const, path: { projectId }, query: rangeQuery(asked) };
  return { role, call, ...serves, optional, sendAt: 0 };
}

/** One project's requests: the window's report and open groups, and what its memory lacks or its slot brings. */
function projectCheck(
  project: WatchedProject,
  memory: WatchMemory,
  end: number,
  intervalMs: number,
  slot: number,
  now: number,
): ProjectCheck {
  const window = { start: end - intervalMs, end };
  const from = memory.groupsCheckedUntil === null ? window.start : memory.groupsCheckedUntil - LATE_EVENTS_MS;
  const since = { start: Math.max(from, end - MAX_CATCH_UP_MS), end };
  const gap = memory.groupsCheckedUntil === null ? 0 : end - memory.groupsCheckedUntil;
  const away = gap > Math.max(2 * intervalMs, AWAY_AFTER_MS);
  const { projectId } = project;
  const requests: WatchRequest[] = [
    reportRequest(projectId, 'window', window),
    {
      role: 'open-groups',
      call: { endpoint: 'errors.list', path: { projectId }, query: { ...rangeQuery(since), ...OPEN_GROUPS_QUERY } },
      optional: false,
      sendAt: 0,
    },
  ];
  const span = baselineSpan(window);
  const next = { start: span.end, end: 2 * span.end - span.start };
  const known = (s: ResolvedWindow) => memory.weekAgo.some((w) => w.span === s.start);
  // The check's place in its hour: slots spread the hourly requests of an account's projects.
  const slots = Math.max(1, HOUR / intervalMs);
  const inSlot = Math.floor((window.start % HOUR) / intervalMs) % slots === slot % slots;
  if (!known(span)) requests.push(reportRequest(projectId, 'week-ago', span));
  if (inSlot && !known(next)) requests.push(reportRequest(projectId, 'week-ago', next, true));
  const resolvedAge = memory.resolvedCheckedAt === null ? Infinity : now - memory.resolvedCheckedAt;
  // The slot comes once an hour; half an hour since the last look is enough to tell it from a
  // slot that moved (the watched projects changed) without missing one by a few seconds.
  if (resolvedAge === Infinity || (inSlot && resolvedAge >= RESOLVED_REFRESH_MS / 2))
    requests.push({
      role: 'resolved-groups',
      call: { endpoint: 'errors.list', path: { projectId }, query: { ...RESOLVED_GROUPS_QUERY } },
      optional: resolvedAge !== Infinity,
      sendAt: 0,
    });
  return { project, window, since, away, requests };
}

function accountWords(plan: Omit<AccountPlan, 'words'>, cadenceMs: number, waiting: boolean): string {
  const exact = (n: number) => formatDecimal(n, 0, 0);
  const cost = `${exact(plan.costPerHour)} requests an hour of ${exact(plan.budget)}`;
  const every = `Looking every ${formatMs(plan.intervalMs)}`;
  if (plan.pausedUntil !== null) return 'Paused: the service asked to wait (too many requests)';
  if (waiting) return `Waiting: this hour's budget of ${exact(plan.budget)} requests is spent`;
  if (plan.overBudget) return `${every}, still over the budget: ${cost}`;
  if (plan.stretched) return `${every} instead of ${formatMs(cadenceMs)} to stay within the budget: ${cost}`;
  return `${every}: ${cost}`;
}

/** The next check of every watched project that is due, by account. */
export function planCheck(input: PlanInput): CheckPlan {
  const { now, cadenceMinutes, requestBudget: budget } = input;
  const cadence = cadenceMinutes * MINUTE;
  const byAccount = new Map<string, WatchedProject[]>();
  for (const project of input.projects)
    byAccount.set(project.accountId, [...(byAccount.get(project.accountId) ?? []), project]);
  const paused = input.connectivity === 'online' ? null : input.connectivity;
  const accounts: AccountPlan[] = [];
  const checks: ProjectCheck[] = [];
  const wakes: number[] = [];
  for (const [accountId, unsorted] of [...byAccount].sort(([a], [b]) => a.localeCompare(b))) {
    const projects = [...unsorted].sort((a, b) => a.projectId.localeCompare(b.projectId));
    const pace = input.paces[accountId] ?? FRESH_PACE;
    const fit = effectiveInterval(cadence, projects.length, budget);
    const pausedUntil = pace.backoffUntil !== null && pace.backoffUntil > now ? pace.backoffUntil : null;
    const end = Math.floor((now - SETTLE_MS) / fit.intervalMs) * fit.intervalMs;
    let due: ProjectCheck[] = [];
    if (paused === null && pausedUntil === null)
      due = projects
        .map((project, slot) => ({ project, slot, memory: input.memory(project) }))
        .filter(({ memory }) => memory.checkedUntil === null || memory.checkedUntil < end)
        .map(({ project, slot, memory }) => projectCheck(project, memory, end, fit.intervalMs, slot, now));
    // Within the hour's budget: what the rules of this check need first, the slot's extras if they fit.
    const room = budget - sentInLastHour(pace, now);
    const count = (list: ProjectCheck[]) => list.reduce((sum, c) => sum + c.requests.length, 0);
    if (count(due) > room) due = due.map((c) => ({ ...c, requests: c.requests.filter((r) => !r.optional) }));
    const waiting = count(due) > room;
    if (waiting) due = [];
    checks.push(...spread(due, now, fit.intervalMs));
    const plan = { accountId, projects: projects.length, ...fit, budget, pausedUntil };
    accounts.push({ ...plan, words: accountWords(plan, cadence, waiting) });
    wakes.push(pausedUntil ?? end + fit.intervalMs + SETTLE_MS);
  }
  return {
    paused,
    accounts,
    checks,
    requestCount: checks.reduce((sum, c) => sum + c.requests.length, 0),
    nextAt: paused === null && wakes.length > 0 ? Math.min(...wakes) : null,
  };
}

/** An account's requests of one check spread evenly, in order, rather than sent at once. */
function spread(checks: ProjectCheck[], now: number, intervalMs: number): ProjectCheck[] {
  const total = checks.reduce((sum, c) => sum + c.requests.length, 0);
  const gap = Math.min(MAX_REQUEST_GAP_MS, (intervalMs * PACE_SHARE) / Math.max(1, total));
  let i = 0;
  return checks.map((c) => ({
    ...c,
    requests: c.requests.map((r) => ({ ...r, sendAt: now + Math.round(i++ * gap) })),
  }));
}

// The watch's rules for error groups. A group first seen since the last check is new. A group the
// watch last saw under Resolved that is under Open again, with events after it was seen resolved,
// is back (a regression): the service shows no transitions (spec part 3), so the watch remembers
// the resolved groups it has seen and notices when they come back.
//
// Both rules read one request: the Open groups with events since the last check (and a few minutes
// before it, for late events: plan.ts), newest first by firstAt, as many as the service gives (100). Newest first makes the new groups exact up to 100;
// the regressions are exact whenever at most 100 open groups had events in the window, and the
// evaluation says when the list was cut. Remembering resolved groups costs one more request an
// hour: the Resolved groups with events in the last two weeks, the most recently active first.
//
// The words never carry the service's free text. An error message may hold an e-mail, a name or an
// id, and a notification shows outside the app (lock screen, notification centre) where the
// privacy mask does not reach; so a group is named by its error class ("TypeError") when its
// message starts with one, and else only as "an error group". The app shows the message, masked.
import { formatCount } from '../format.ts';
import type { Read } from '../reading.ts';
import type { errorListSchema } from '../schemas/errors.ts';
import { DAY, type ResolvedWindow } from '../time-window.ts';
import { alertId, windowParams, type Alert, type WatchedProject } from './alert.ts';

type ErrorList = Read<typeof errorListSchema>;
type ErrorGroup = ErrorList['data'][number];

/** The check's list of open groups: both group rules read it. */
export const OPEN_GROUPS_QUERY = { status: 'Open', sortby: 'firstAt', limit: 100 } as const;
/** The hourly look at resolved groups: those active in the last two weeks, the latest first. */
export const RESOLVED_GROUPS_QUERY = { timeDur: '14d', status: 'Resolved', sortby: 'lastAt', limit: 100 } as const;
/** Resolved groups remembered per project, the most recently seen kept: a few hourly lists' worth. */
export const MAX_REMEMBERED_RESOLVED = 500;

/** A group the watch saw under Resolved, and the last time it did. */
export interface ResolvedGroup {
  id: string;
  at: number;
}

// `Uncaught TypeError: …`, `ActiveRecord::RecordNotFound: …`, `java.lang.IllegalStateException …`:
// code names that end the way exception classes do. A message that starts with anything else may
// start with a person's name, so it is not read.
const ERROR_CLASS = /^(?:Uncaught\s+)?((?:[A-Za-z_$][\w$]*(?:\.|::))*[A-Za-z_$][\w$]*(?:Error|Exception|Fault))\b/;

/** The error class a message starts with, or null. */
export function errorClassOf(message: string): string | null {
  return ERROR_CLASS.exec(message)?.[1] ?? null;
}

const timeOf = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** A group's view over the day up to the check, where its first (or latest) events show. */
function groupView(groupId: string, until: number): Alert['view'] {
  return { segments: ['errors', groupId], params: windowParams({ start: until - DAY, end: until }) };
}

function groupAlert(
  project: WatchedProject,
  group: ErrorGroup,
  kind: 'new-group' | 'regression',
  at: number,
  window: ResolvedWindow,
  idParts: string[],
): Alert {
  const name = errorClassOf(group.message);
  const events = group.events ?? 0;
  const what = `${kind === 'new-group' ? 'New error group' : 'Resolved error group is back'}${name ? `: ${name}` : ''}`;
  const why =
    kind === 'new-group'
      ? `first seen since the last check, ${plural(events, 'event')} from ${plural(group.users ?? 0, 'user')}`
      : `under Open again with ${plural(events, 'event')} since it was seen resolved`;
  return {
    id: alertId(kind, project, group.id, ...idParts),
    kind,
    accountId: project.accountId,
    projectId: project.projectId,
    projectName: project.name,
    subject: group.id,
    at,
    what,
    why,
    view: groupView(group.id, window.end),
  };
}

/** Whether the list stopped at its limit (more groups matched than it holds). */
export const listCut = (list: ErrorList): boolean => list.totalCount > list.data.length;

/**
 * Groups of the open list first seen within `window` (the time since the last check). When the list
 * is cut and every group on it is new, more new groups may lie beyond it: `atLeast`.
 */
export function newGroupAlerts(
  project: WatchedProject,
  list: ErrorList,
  window: ResolvedWindow,
): { alerts: Alert[]; atLeast: boolean } {
  const alerts: Alert[] = [];
  for (const group of list.data) {
    const first = timeOf(group.firstAt);
    if (first !== null && first >= window.start)
      alerts.push(groupAlert(project, group, 'new-group', first, window, []));
  }
  return { alerts, atLeast: listCut(list) && alerts.length === list.data.length };
}

/**
 * Remembered resolved groups that are on the open list again. One with events after it was last
 * seen resolved is back; one without was reopened by hand. Either way it is no longer resolved.
 * The alert's id holds when it was seen resolved, so a group that is resolved and comes back again
 * later is a new alert, and the same return found twice is the same one.
 */
export function regressionAlerts(
  project: WatchedProject,
  list: ErrorList,
  resolved: readonly ResolvedGroup[],
  window: ResolvedWindow,
): { alerts: Alert[]; resolved: ResolvedGroup[] } {
  const open = new Map(list.data.map((group) => [group.id, group]));
  const alerts: Alert[] = [];
  for (const known of resolved) {
    const group = open.get(known.id);
    const last = group ? timeOf(group.lastAt) : null;
    if (group && last !== null && last > known.at)
      alerts.push(groupAlert(project, group, 'regression', last, window, [String(known.at)]));
  }
  return { alerts, resolved: resolved.filter((known) => !open.has(known.id)) };
}

/** The remembered resolved groups with those of a fresh list, seen resolved `at`; the latest seen kept. */
export function rememberResolved(resolved: readonly ResolvedGroup[], list: ErrorList, at: number): ResolvedGroup[] {
  const byId = new Map(resolved.map((known) => [known.id, known]));
  for (const group of list.data) byId.set(group.id, { id: group.id, at });
  return [...byId.values()].sort((a, b) => b.at - a.at).slice(0, MAX_REMEMBERED_RESOLVED);
}

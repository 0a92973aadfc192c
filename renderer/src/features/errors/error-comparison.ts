// The errors list against time: which groups are new in the window, how each group's events
// compare with the comparison window, and which groups went quiet. Pure, so the rules are tested
// at their edges without a screen.
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorGroup, ErrorList } from '../../api/answer-types.ts';

/** The comparison window's list is asked for once, as large as the API gives. */
export const COMPARED_LIMIT = 100;

/**
 * New: the group's first event ever (the API's `firstAt`) falls inside the window, start
 * included, end excluded (the window's end is the next one's start).
 */
export function isNewInWindow(firstAt: string, window: ResolvedWindow): boolean {
  const first = Date.parse(firstAt);
  return Number.isFinite(first) && first >= window.start && first < window.end;
}

export interface NewOnlyPage {
  rows: ErrorGroup[];
  /**
   * The page was sorted by `firstAt`, newest first, so the new groups come first: once a row is
   * not new, no later one is. Only a page made of new rows alone, with more after it, may leave
   * some out.
   */
  mayHaveMore: boolean;
}

export function newOnlyPage(list: ErrorList, window: ResolvedWindow): NewOnlyPage {
  const rows = list.data.filter((group) => isNewInWindow(group.firstAt, window));
  return { rows, mayHaveMore: list.hasMore && rows.length === list.data.length };
}

/** A group's events then, as far as the comparison window's list can tell. */
export type EventsThen =
  /** `events` null: listed, its count unreadable (a drifted answer). */
  | { kind: 'listed'; events: number | null }
  /** Absent from a complete list: no events then (the group is new since). */
  | { kind: 'none' }
  /** Absent from a list cut at the top 100: it may have had a few. */
  | { kind: 'unknown' };

/** The comparison list's groups by id, and whether it holds every group of that window. */
export interface ThenIndex {
  events: ReadonlyMap<string, number | null>;
  complete: boolean;
}

export function indexThen(list: ErrorList): ThenIndex {
  return { events: new Map(list.data.map((group) => [group.id, group.events])), complete: !list.hasMore };
}

export function eventsThen(groupId: string, then: ThenIndex): EventsThen {
  const events = then.events.get(groupId);
  if (events !== undefined) return { kind: 'listed', events };
  return then.complete ? { kind: 'none' } : { kind: 'unknown' };
}

export interface QuietGroups {
  /** Present in the comparison window, absent from the current one; newest last event first. */
  groups: ErrorGroup[];
  /** False when the current list was cut: a group missing from it may only have had fewer events. */
  sure: boolean;
  /** False when the comparison list was cut: a quiet group beyond its top 100 is not listed. */
  thenComplete: boolean;
}

/**
 * Quiet groups from two lists of the same status and filters, both sorted by events with the
 * API's largest page: the comparison window's and the current one's. A group absent from a
 * complete current list had no events now; from a cut one, it may still have had a few, so
 * those are listed as "not among the top 100 now" (`sure` false) rather than as quiet.
 */
export function quietGroups(then: ErrorList, now: ErrorList): QuietGroups {
  const present = new Set(now.data.map((group) => group.id));
  const groups = then.data
    .filter((group) => !present.has(group.id))
    .sort((a, b) => Date.parse(b.lastAt) - Date.parse(a.lastAt));
  return { groups, sure: !now.hasMore, thenComplete: !then.hasMore };
}

// A list set against the same list in the comparison window (Compare): each row with its row
// then, matched by id (or by a fallback key, when the service gave a row a new id), the change of
// each key metric, and whether the row is new or gone. Pure, so a 100,000-row list is matched in
// one pass over each side.
import { computeChange, roundPercent, type Change, type GoodWay } from '../../domain/change.ts';

/** A key metric compared between the windows: a column's id and which way is good for it. */
export interface CompareMetric {
  column: string;
  good: GoodWay;
  /** The change column's header when "<column header> change" reads badly ("Changes change"). */
  header?: string;
}

/** `new`: in the current window only; `gone`: in the comparison window only; '' in both (or unknown). */
export type RowStatus = '' | 'new' | 'gone';

export interface ComparedRow<T> {
  /** The row's id (now's, or then's for a gone row). */
  key: string;
  now: T | null;
  then: T | null;
  status: RowStatus;
  /** Each metric's change in per cent, in the metrics' order (what a change column sorts by); null without one. */
  percents: readonly (number | null)[];
}

/** One window's rows, and whether they are the whole list for the search (not one page of it). */
export interface ListSide<T> {
  rows: readonly T[];
  complete: boolean;
}

export interface MetricValue<T> {
  value: (row: T) => number | string | null;
  good: GoodWay;
}

const numeric = (v: number | string | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * `computeChange(now, then).percent` without its text: formatting is most of its cost, and a
 * 100,000-row list would take seconds to word every change when only the rows in view are drawn.
 * The tests hold the two equal.
 */
export function changePercent(now: number | null, then: number | null): number | null {
  if (now === null || then === null) return null;
  if (then === 0) return now === 0 ? 0 : null;
  return roundPercent(Number((((now - then) / Math.abs(then)) * 100).toPrecision(12)));
}

// A change's words and colour follow from its rounded percent and the good way alone, and the
// rounded percents of a list are few: cells that scroll into view reuse them instead of formatting
// each number again (formatting is most of a change's cost).
const worded = new Map<string, Change>();

/** The change of metric `at` for a row, worded and coloured for its cell. */
export function changeOf<T>(row: ComparedRow<T>, metric: MetricValue<T>, at: number): Change {
  const key = `${metric.good} ${row.percents[at] ?? ''}`;
  let change = worded.get(key);
  if (change === undefined) {
    change = computeChange(
      numeric(row.now && metric.value(row.now)),
      numeric(row.then && metric.value(row.then)),
      metric.good,
    );
    if (worded.size > 5000) worded.clear();
    worded.set(key, change);
  }
  return change;
}

/** Each current row's match in the comparison window: by the first key, then by each fallback in turn. */
function matchRows<T>(
  now: readonly T[],
  then: readonly T[],
  keys: readonly ((row: T) => string)[],
): { matches: (T | null)[]; unmatched: Set<T> } {
  const matches: (T | null)[] = new Array<T | null>(now.length).fill(null);
  const unmatched = new Set(then);
  for (const key of keys) {
    if (unmatched.size === 0) break;
    const byKey = new Map<string, T>();
    for (const row of unmatched) if (!byKey.has(key(row))) byKey.set(key(row), row);
    now.forEach((row, i) => {
      if (matches[i] !== null) return;
      const found = byKey.get(key(row));
      if (found === undefined || !unmatched.has(found)) return;
      matches[i] = found;
      unmatched.delete(found);
    });
  }
  return { matches, unmatched };
}

/**
 * The current rows with their matches, then the gone ones. A row is marked new only when the
 * comparison list is complete (a row missing from one page of it may sit on another), and gone
 * rows are listed only when both lists are.
 */
export function compareRows<T>(
  now: ListSide<T>,
  then: ListSide<T>,
  keys: readonly [(row: T) => string, ...((row: T) => string)[]],
  metrics: readonly MetricValue<T>[],
): ComparedRow<T>[] {
  const { matches, unmatched } = matchRows(now.rows, then.rows, keys);
  const [id] = keys;
  const none = metrics.map(() => null);
  const rows: ComparedRow<T>[] = now.rows.map((row, i) => {
    const before = matches[i] ?? null;
    const percents =
      before === null ? none : metrics.map((m) => changePercent(numeric(m.value(row)), numeric(m.value(before))));
    return { key: id(row), now: row, then: before, status: before === null && then.complete ? 'new' : '', percents };
  });
  if (now.complete && then.complete) {
    for (const row of unmatched) rows.push({ key: id(row), now: null, then: row, status: 'gone', percents: none });
  }
  return rows;
}

export const comparedRowId = (row: ComparedRow<unknown>): string => row.key;
export const comparedRowIsGone = (row: ComparedRow<unknown>): boolean => row.status === 'gone';

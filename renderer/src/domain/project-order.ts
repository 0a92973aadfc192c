// The order of the Projects home's rows: starred projects on top, then the ones that need looking
// at (failing, degraded), the healthy ones, and last those with no data; within a state the largest
// change first, then by name. Sorting by a column keeps the starred rows on top too.
import type { HealthState } from './project-health.ts';

/** The states from most to least urgent. */
export const HEALTH_ORDER: readonly HealthState[] = ['failing', 'degraded', 'healthy', 'no-data'];

/** What the order reads of a row. */
export interface OrderedRow {
  name: string;
  starred: boolean;
  health: { state: HealthState; severity: number };
}

export interface OrderOptions {
  /** Starred rows first (the default); off, they take their place like the others. */
  starred?: boolean;
}

// Written out rather than with localeCompare or Intl.Collator: their first use costs the ICU
// start-up on the way to the home's first paint, and project names need no more than this.
function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

const starredFirst = (a: OrderedRow, b: OrderedRow): number => Number(b.starred) - Number(a.starred);

/** The home's default order: starred, then by state, then the larger severity, then the name. */
export function compareRows(a: OrderedRow, b: OrderedRow, options: OrderOptions = {}): number {
  return (
    (options.starred === false ? 0 : starredFirst(a, b)) ||
    HEALTH_ORDER.indexOf(a.health.state) - HEALTH_ORDER.indexOf(b.health.state) ||
    b.health.severity - a.health.severity ||
    compareNames(a.name, b.name)
  );
}

export type SortValue = number | string | null;

/** A column to sort by: the value of a row in it, and the direction. */
export interface ColumnSort<R> {
  key: (row: R) => SortValue;
  direction: 'asc' | 'desc';
}

const present = (value: SortValue): value is number | string =>
  value !== null && !(typeof value === 'number' && Number.isNaN(value));

/**
 * Two values of a column in `direction`; rows without a value sort after every row with one, either
 * way (as with changeSortValue in change.ts).
 */
function compareValues(a: SortValue, b: SortValue, direction: 'asc' | 'desc'): number {
  if (!present(a) || !present(b)) return Number(!present(a)) - Number(!present(b));
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : compareNames(String(a), String(b));
  return direction === 'asc' ? order : -order;
}

/**
 * The rows in the default order (`sort` null), or by a column with the starred ones still on top;
 * ties in a column fall back to the default order. A new array: `rows` is left as it was.
 */
export function orderRows<R extends OrderedRow>(rows: readonly R[], sort: ColumnSort<R> | null = null): R[] {
  if (!sort) return [...rows].sort((a, b) => compareRows(a, b));
  return [...rows].sort(
    (a, b) => starredFirst(a, b) || compareValues(sort.key(a), sort.key(b), sort.direction) || compareRows(a, b),
  );
}

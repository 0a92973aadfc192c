// Rows as the table lays them out: the sorted rows, with the ones under 1 % of throughput moved
// below a divider (each group keeps the current sort), and last, whatever the sort, the rows that
// are gone from the current window (Compare). Positions map in O(1), so a list of 100,000 rows
// needs no second array of display items.

export interface DisplayRows<T> {
  /** Rows in display order: the main group, then the minor one, then the gone ones. */
  ordered: T[];
  /** Index in `ordered` where the minor rows start; where the gone rows start when there is no divider. */
  minorFrom: number;
  /** Index in `ordered` where the gone rows start; `ordered.length` when there are none. */
  goneFrom: number;
  /** A divider is shown only when both groups hold rows. */
  hasDivider: boolean;
  /** Number of display items: rows plus the divider. */
  count: number;
}

export function groupRows<T>(
  sorted: readonly T[],
  isMinor?: (row: T) => boolean,
  isGone?: (row: T) => boolean,
): DisplayRows<T> {
  let rows = sorted;
  const gone: T[] = [];
  if (isGone) {
    const kept: T[] = [];
    for (const row of sorted) (isGone(row) ? gone : kept).push(row);
    rows = kept;
  }
  const plain = (): DisplayRows<T> => ({
    ordered: gone.length ? rows.concat(gone) : [...rows],
    minorFrom: rows.length,
    goneFrom: rows.length,
    hasDivider: false,
    count: rows.length + gone.length,
  });
  if (!isMinor) return plain();
  const main: T[] = [];
  const minor: T[] = [];
  for (const row of rows) (isMinor(row) ? minor : main).push(row);
  const hasDivider = main.length > 0 && minor.length > 0;
  if (!hasDivider) return plain();
  return {
    ordered: main.concat(minor, gone),
    minorFrom: main.length,
    goneFrom: rows.length,
    hasDivider,
    count: rows.length + gone.length + 1,
  };
}

/** What sits at a display position: a row (with its index in `ordered`) or the divider. */
export function itemAt<T>(
  rows: DisplayRows<T>,
  position: number,
): { kind: 'row'; index: number; row: T; minor: boolean; gone: boolean } | { kind: 'divider' } {
  if (rows.hasDivider && position === rows.minorFrom) return { kind: 'divider' };
  const index = rows.hasDivider && position > rows.minorFrom ? position - 1 : position;
  return {
    kind: 'row',
    index,
    row: rows.ordered[index]!,
    minor: index >= rows.minorFrom && index < rows.goneFrom,
    gone: index >= rows.goneFrom,
  };
}

/** The display position of the row at `index` in `ordered`. */
export function positionOf(rows: DisplayRows<unknown>, index: number): number {
  return rows.hasDivider && index >= rows.minorFrom ? index + 1 : index;
}

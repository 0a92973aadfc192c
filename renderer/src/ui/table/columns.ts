// What a table column is: a raw value (sorting, tooltip, CSV) and, for numbers, a unit that
// decides how it reads. Feature modules declare their columns once, at module level, so the
// table never sees a new column list while the data stays the same.
import type { CSSProperties, ReactNode } from 'react';
import type { Change } from '../../domain/change.ts';
import type { Unit } from './units.ts';

export interface TableColumn<T> {
  id: string;
  /** Without the unit: the table adds it (`Response` → `Response (ms)`). */
  header: string;
  /** A sentence for the header's tooltip. */
  description?: string;
  /** Numeric columns sort by this raw value (no value, `null`, last); text columns alphabetically. */
  value: (row: T) => number | string | null;
  unit?: Unit;
  /** Pixels; the track grows past it when `grow` is set. */
  width: number;
  grow?: boolean;
  /** Where the value sits in a row of the answer, when not at `id` (`page.loadTime`): a missing one's tooltip says why. */
  field?: string;
  /** Custom cell content (a method chip, a url with wildcards); text and CSV still use `value`. */
  render?: (row: T) => ReactNode;
  /** A change column (Compare): drawn as a signed, coloured per cent; `value` is its percent. */
  change?: (row: T) => Change;
  /** The cell's tooltip, when not the exact value (a change's two values and windows); undefined for the usual one. */
  title?: (row: T) => string | undefined;
  /** The CSV's header, when not the header with its unit (a column that names its window). */
  csvHeader?: string;
  /** The CSV's value, when not `value` (a gone row shows its old figures but exports none now). */
  csvValue?: (row: T) => number | string | null;
}

/** The most columns a table has tracks for (data-table.css gives each its rule). */
export const MAX_COLUMNS = 24;

const tracks = new WeakMap<readonly object[], CSSProperties>();

/**
 * The table's column tracks, set once on the table: its cells take theirs by their place in the
 * row (data-table.css), not from a style of their own, so that the cells of a column share one
 * computed style and React writes no style for a cell. A track is the column's width, and for a
 * growing column an equal part of the room left. Rows lay out as flex, not as grids of shared
 * tracks: a flung list re-lays every row in view each frame, and a flex row costs less to lay
 * out than a grid. One object per list of columns, so a redrawn table gives React the same style.
 */
export function tableTracks(columns: readonly Pick<TableColumn<never>, 'width' | 'grow'>[]): CSSProperties {
  let style = tracks.get(columns);
  if (!style) {
    if (columns.length > MAX_COLUMNS)
      throw new Error(`A table has tracks for ${MAX_COLUMNS} columns, not ${columns.length}`);
    style = Object.fromEntries(
      columns.map((column, i) => [`--track-${i + 1}`, `${column.grow ? 1 : 0} 0 ${column.width}px`]),
    ) as CSSProperties;
    tracks.set(columns, style);
  }
  return style;
}

export function textColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string,
  extra: Partial<TableColumn<T>> = {},
): TableColumn<T> {
  return { id, header, value, width: 240, grow: true, ...extra };
}

/** Headers wrap at spaces ("Response" over "(ms)"), so a column must fit its longest word and the sort mark. */
function widthFor(header: string): number {
  const longest = Math.max(...header.split(' ').map((word) => word.length));
  return Math.max(72, Math.ceil(longest * 7.2 + 32));
}

export function numberColumn<T>(
  id: string,
  header: string,
  unit: Unit,
  value: (row: T) => number | null,
  extra: Partial<TableColumn<T>> = {},
): TableColumn<T> {
  return { id, header, unit, value, width: widthFor(header), ...extra };
}

// The data table with Compare: when a comparison is given, its rows are the list matched with
// the comparison window's (new rows marked, gone ones appended) under the columns with their
// changes; without one it is the plain table, so Compare off costs nothing.
import { useCallback, useMemo, type ReactNode } from 'react';
import type { ChangeWindows } from '../change.tsx';
import { comparedColumns } from './compared-columns.tsx';
import {
  comparedRowId,
  comparedRowIsGone,
  compareRows,
  type CompareMetric,
  type ComparedRow,
  type ListSide,
} from './compared-rows.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';

export interface TableComparison<T> {
  windows: ChangeWindows;
  /** The same list in the comparison window. */
  then: ListSide<T>;
  /** Whether the current rows are the whole list (gone rows are only known then). */
  nowComplete: boolean;
  /** Stable (module-level). */
  metrics: readonly CompareMetric[];
  /** Keys to match rows by when ids differ between the windows (ajax: method and url); stable. */
  fallbackKeys?: readonly ((row: T) => string)[];
}

export function ComparedTable<T>(props: DataTableProps<T> & { comparison: TableComparison<T> | null }): ReactNode {
  const { comparison, ...table } = props;
  return comparison ? <WithComparison table={table} comparison={comparison} /> : <DataTable {...table} />;
}

function WithComparison<T>({
  table,
  comparison,
}: {
  table: DataTableProps<T>;
  comparison: TableComparison<T>;
}): ReactNode {
  // `rowsPath` stays: the compared rows keep the answer's order, the gone ones after it.
  const { columns, rows, rowId, isMinor, onOpen, ...rest } = table;
  const { windows, then, nowComplete, metrics, fallbackKeys } = comparison;
  const { label, current, comparison: other } = windows;
  // Windows by value: a new object for the same windows must not rebuild 100,000 rows.
  const stableWindows = useMemo(
    () => ({ label, current, comparison: other }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [label, current.start, current.end, other.start, other.end],
  );
  const built = useMemo(() => comparedColumns(columns, metrics, stableWindows), [columns, metrics, stableWindows]);
  const compared = useMemo(
    () => compareRows({ rows, complete: nowComplete }, then, [rowId, ...(fallbackKeys ?? [])], built.metrics),
    [rows, nowComplete, then.rows, then.complete, rowId, fallbackKeys, built.metrics], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const minor = useMemo(
    () => (isMinor ? (r: ComparedRow<T>) => r.now !== null && isMinor(r.now) : undefined),
    [isMinor],
  );
  const open = useCallback((r: ComparedRow<T>) => onOpen?.((r.now ?? r.then)!), [onOpen]);
  return (
    <DataTable<ComparedRow<T>>
      {...rest}
      rows={compared}
      columns={built.shown}
      csvColumns={built.csv}
      rowId={comparedRowId}
      isMinor={minor}
      isGone={comparedRowIsGone}
      {...(onOpen ? { onOpen: open } : {})}
    />
  );
}

// The one data table of the app: sortable columns with units, rows virtualised (100,000 rows
// scroll smoothly), a sticky header, keyboard navigation, row → detail, the rows under 1 % of
// throughput set apart, and CSV export of exactly what is displayed.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { tableTracks, type TableColumn } from './columns.ts';
import { groupRows, positionOf } from './display-rows.ts';
import { nextActive } from './row-keys.ts';
import { nextSort, type ColumnSort } from './sort-param.ts';
import { sortRows } from './sort-rows.ts';
import { useNoValueReason } from '../value-notes.tsx';
import type { NoValueOf } from './table-row.tsx';
import { TableBody, ROW_HEIGHT, type TableBodyHandle } from './table-body.tsx';
import { CsvExport } from './csv-export.tsx';
import { formatWhole } from '../format.ts';
import { TableHead } from './table-head.tsx';
import { summarizeRow, useRowCopy } from './row-copy.ts';
import { tableText, useTableTextReport } from './table-text.ts';
import './data-table.css';

export { ROW_HEIGHT };

export interface DataTableProps<T> {
  /** Accessible name of the grid, e.g. "Ajax calls". */
  label: string;
  /** Singular and plural for the count line. */
  noun: readonly [string, string];
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  /** Stable (module-level) function. */
  rowId: (row: T) => string;
  sort: ColumnSort;
  onSortChange: (sort: ColumnSort) => void;
  onOpen?: (row: T) => void;
  /** Rows to set apart below a divider (the API's `underOnePercent`); stable. */
  isMinor?: (row: T) => boolean;
  /** Rows gone from the current window (Compare): listed last whatever the sort, muted; stable. */
  isGone?: (row: T) => boolean;
  /** The CSV's columns, when the export holds more than is drawn (Compare's other window); stable. */
  csvColumns?: readonly TableColumn<T>[];
  /** File name of the CSV export; no export button without it. */
  exportName?: string;
  /** A note beside the count, e.g. that sorting applies to one page of the list. */
  note?: ReactNode;
  /** Where `rows` sit in the answer, in its order (`data`): a missing value's tooltip then says why. */
  rowsPath?: string;
}

export function DataTable<T>(props: DataTableProps<T>): ReactNode {
  const {
    label,
    noun,
    rows,
    columns,
    rowId,
    sort,
    onSortChange,
    onOpen,
    isMinor,
    isGone,
    csvColumns,
    exportName,
    note,
    rowsPath,
  } = props;
  const noValue = useNoValueOf(rows, rowsPath);
  const domId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<TableBodyHandle>(null);
  // The body's virtualiser looks for the scroll box as it mounts, before the box is attached (a
  // parent's ref comes after its children's effects): it is told once the box is there, without
  // drawing the table again.
  useLayoutEffect(() => body.current?.attach(), []);

  // A header's click: the column turned around, or another in its first order (numbers from the largest).
  const latestSort = useRef({ sort, columns, onSortChange });
  useLayoutEffect(() => {
    latestSort.current = { sort, columns, onSortChange };
  });
  const onToggle = useCallback((columnId: string) => {
    const { sort, columns, onSortChange } = latestSort.current;
    const column = columns.find((c) => c.id === columnId);
    if (column) onSortChange(nextSort(sort, column.id, column.unit !== undefined));
  }, []);

  const sortColumn = columns.find((c) => c.id === sort.id);
  const sorted = useMemo(
    () => (sortColumn ? sortRows(rows, sortColumn.value, sortColumn.unit !== undefined, sort.desc) : [...rows]),
    [rows, sortColumn, sort.desc],
  );
  const display = useMemo(() => groupRows(sorted, isMinor, isGone), [sorted, isMinor, isGone]);

  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : display.ordered.findIndex((r) => rowId(r) === activeId)),
    [display, activeId, rowId],
  );
  const rowDomId = useCallback((index: number) => `${domId}-row-${index}`, [domId]);

  // Row clicks go through a ref, so the memoised rows never see a new handler.
  const copyRow = useRowCopy();
  // What Export view → PDF reads of this table, when it is asked: a closure, not 100,000 rows of text.
  const reportText = useTableTextReport();
  useEffect(() => reportText?.((limit) => tableText(columns, display.ordered, limit)), [reportText, columns, display]);
  const pick = useRef<(index: number) => void>(() => undefined);
  useLayoutEffect(() => {
    pick.current = (index) => {
      const row = display.ordered[index];
      if (row === undefined) return;
      setActiveId(rowId(row));
      onOpen?.(row);
    };
  });
  const onPick = useCallback((index: number) => pick.current(index), []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget) return; // keys on a header button are that button's
    if (
      copyRow &&
      event.key.toLowerCase() === 'c' &&
      (event.metaKey || event.ctrlKey) &&
      !window.getSelection()?.toString()
    ) {
      const row = display.ordered[activeIndex];
      if (row !== undefined) {
        event.preventDefault();
        copyRow(summarizeRow(columns, row, rowId(row)));
      }
      return;
    }
    if (event.key === 'Enter') {
      const row = display.ordered[activeIndex];
      if (row !== undefined && onOpen) {
        event.preventDefault();
        onOpen(row);
      }
      return;
    }
    const pageSize = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / ROW_HEIGHT) - 2);
    const next = nextActive(event.key, activeIndex, display.ordered.length, pageSize);
    if (next === null) return;
    event.preventDefault();
    setActiveId(rowId(display.ordered[next]!));
    body.current?.scrollToPosition(positionOf(display, next));
  };

  const minWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const tableStyle = useMemo(() => ({ ...tableTracks(columns), minWidth }), [columns, minWidth]);
  // The count is of the rows in the current window; gone ones are counted apart.
  const count = display.goneFrom;
  const goneCount = display.ordered.length - display.goneFrom;
  const minorCount = display.goneFrom - display.minorFrom;

  return (
    <div className="data-table">
      <div className="table-toolbar">
        {/* elementtiming: when the count is first painted, for `npm run bench` (Element Timing API). */}
        <span
          className="table-count"
          data-testid="table-count"
          data-count={count}
          {...{ elementtiming: 'table-count' }}
        >
          {formatWhole(count)} {count === 1 ? noun[0] : noun[1]}
          {display.hasDivider ? (
            <span className="muted"> · {formatWhole(minorCount)} under 1 % of throughput</span>
          ) : null}
          {goneCount > 0 ? (
            <span className="muted nowrap" data-testid="gone-count">
              {' '}
              · {formatWhole(goneCount)} gone
            </span>
          ) : null}
        </span>
        {note ? <span className="table-note">{note}</span> : null}
        {exportName ? (
          <span className="table-export">
            {copyRow ? (
              <button
                type="button"
                disabled={activeIndex < 0}
                onClick={() =>
                  display.ordered[activeIndex] !== undefined &&
                  copyRow(summarizeRow(columns, display.ordered[activeIndex]!, rowId(display.ordered[activeIndex]!)))
                }
              >
                Copy row as Markdown
              </button>
            ) : null}
            <CsvExport filename={exportName} columns={csvColumns ?? columns} rows={display.ordered} />
          </span>
        ) : null}
      </div>
      <div className="table-scroll" ref={scroller}>
        <table
          role="grid"
          aria-label={label}
          aria-rowcount={display.count + 1}
          aria-activedescendant={activeIndex >= 0 ? rowDomId(activeIndex) : undefined}
          aria-keyshortcuts={copyRow ? 'Control+C Meta+C' : undefined}
          title={copyRow ? 'Enter opens the selected row; Ctrl/⌘+C copies it as Markdown' : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          style={tableStyle}
        >
          <TableHead columns={columns} sort={sort} onToggle={onToggle} />
          <TableBody
            display={display}
            columns={columns}
            rowId={rowId}
            rowDomId={rowDomId}
            activeIndex={activeIndex}
            scroller={scroller}
            onPick={onPick}
            noValue={noValue}
            handle={body}
          />
        </table>
      </div>
    </div>
  );
}

/** A cell's reason for having no value: its path in the answer, the row found by its place in `rows`. */
function useNoValueOf<T>(rows: readonly T[], rowsPath: string | undefined): NoValueOf<T> | undefined {
  const reason = useNoValueReason();
  return useMemo(() => {
    if (rowsPath === undefined) return undefined;
    let places: Map<T, number> | null = null; // built on the first missing value, not for every list
    return (row, column) => {
      places ??= new Map(rows.map((r, i) => [r, i]));
      const place = places.get(row);
      return place === undefined ? undefined : reason(`${rowsPath}.${place}.${column.field ?? column.id}`);
    };
  }, [rows, rowsPath, reason]);
}

// A list's columns when Compare is on: each key metric followed by its change column, the row's
// new/gone mark beside its name, and, in the CSV only, each metric's value in the comparison
// window and the row's status, both windows named in the header.
import type { ReactNode } from 'react';
import { changeTooltip, type ChangeWindows } from '../change.tsx';
import { displayText } from '../display-text.ts';
import type { TableColumn } from './columns.ts';
import { changeOf, type CompareMetric, type ComparedRow, type MetricValue } from './compared-rows.ts';
import { csvWindow } from './table-csv.ts';
import { cellTitle, headerWithUnit } from './units.ts';

/** "new" or "gone", beside the row's name; nothing for a row in both windows. */
export function RowMark({ status }: { status: ComparedRow<unknown>['status'] }): ReactNode {
  if (!status) return null;
  return (
    <span
      className={`row-mark row-mark-${status}`}
      data-testid="row-mark"
      title={
        status === 'new'
          ? 'Not in the comparison window'
          : 'Not in the current window: its figures are the comparison window’s'
      }
    >
      {status}
    </span>
  );
}

export interface ComparedColumns<T> {
  /** What the table draws. */
  shown: TableColumn<ComparedRow<T>>[];
  /** What its CSV holds. */
  csv: TableColumn<ComparedRow<T>>[];
  /** The key metrics' value and good way, in the order of `ComparedRow.percents`. */
  metrics: MetricValue<T>[];
}

const changeId = (columnId: string) => `${columnId}Change`;

/** The ids a route's `sort` may name while Compare is on: the columns and their changes. */
export function sortableWithChanges(
  columns: readonly { id: string }[],
  metrics: readonly CompareMetric[],
): { id: string }[] {
  return [...columns, ...metrics.map((m) => ({ id: changeId(m.column) }))];
}

/** The row as it reads: now's, or then's for a gone row. */
const either = <T,>(row: ComparedRow<T>): T => (row.now ?? row.then)!;

function exact(column: TableColumn<unknown>, value: number | string | null): string {
  return column.unit && typeof value !== 'string' ? cellTitle(column.unit, value) : String(value ?? '');
}

export function comparedColumns<T>(
  columns: readonly TableColumn<T>[],
  metrics: readonly CompareMetric[],
  windows: ChangeWindows,
): ComparedColumns<T> {
  const markColumn = columns.find((c) => c.grow && !c.unit)?.id;
  const thenName = `${windows.label} ${csvWindow(windows.comparison)}`;
  const shown: TableColumn<ComparedRow<T>>[] = [];
  const csv: TableColumn<ComparedRow<T>>[] = [];
  const values: MetricValue<T>[] = [];
  for (const column of columns) {
    const base = column as TableColumn<unknown>;
    // A base column is no change column: its `change` (of a plain row) has no place here.
    const { change: _none, ...plain } = column;
    const own: TableColumn<ComparedRow<T>> = {
      ...plain,
      // A gone row shows its figures from then (muted, marked); its CSV holds none for now.
      value: (r) => column.value(either(r)),
      csvValue: (r) => (r.now === null && column.unit ? null : column.value(either(r))),
      // A gone row's figures are then's, and say so; the others keep the usual tooltip (and why a value is missing).
      title: (r) => (r.now === null ? `${exact(base, column.value(r.then!))} in the ${windows.label}` : undefined),
      render:
        column.id === markColumn
          ? (r) => <MarkedCell row={r} column={column} />
          : column.render
            ? (r) => column.render!(either(r))
            : undefined,
    };
    shown.push(own);
    csv.push(own);
    const metric = metrics.find((m) => m.column === column.id);
    if (!metric) continue;
    const at = values.length;
    const measured: MetricValue<T> = { value: column.value, good: metric.good };
    values.push(measured);
    const change: TableColumn<ComparedRow<T>> = {
      id: changeId(column.id),
      header: metric.header ?? `${column.header} change`,
      description: `${column.header}: its change against the ${windows.label}, in per cent`,
      unit: '%',
      width: Math.max(88, column.width),
      value: (r) => r.percents[at] ?? null,
      change: (r) => changeOf(r, measured, at),
      title: (r) =>
        changeTooltip(
          r.now ? exact(base, column.value(r.now)) : '–',
          r.then ? exact(base, column.value(r.then)) : '–',
          windows,
        ),
      csvHeader: `${metric.header ?? `${column.header} change`} (%)`,
    };
    shown.push(change);
    csv.push(
      {
        id: `${column.id}Then`,
        header: column.header,
        unit: column.unit,
        width: 0,
        value: (r) => (r.then === null ? null : column.value(r.then)),
        csvHeader: withinParentheses(headerWithUnit(column.header, column.unit), column.header, thenName),
      },
      change,
    );
  }
  csv.push({
    id: 'comparisonStatus',
    header: 'Status',
    width: 0,
    value: (r) => r.status,
    csvHeader: `Status (${csvWindow(windows.current)} against the ${thenName})`,
  });
  return { shown, csv, metrics: values };
}

/** `Response (ms)` → `Response (ms, previous period …)`; `Calls` → `Calls (previous period …)`. */
function withinParentheses(withUnit: string, header: string, more: string): string {
  return withUnit === header ? `${header} (${more})` : `${withUnit.slice(0, -1)}, ${more})`;
}

function MarkedCell<T>({ row, column }: { row: ComparedRow<T>; column: TableColumn<T> }): ReactNode {
  const item = either(row);
  return (
    <span className="marked-cell">
      <RowMark status={row.status} />
      {column.render ? (
        column.render(item)
      ) : (
        <span className="marked-text">{displayText(String(column.value(item)))}</span>
      )}
    </span>
  );
}

// One body row. Memoised, and given only plain values, so that while the list scrolls React draws
// the rows coming into view and leaves the others alone.
import { memo, type ReactNode } from 'react';
import { CHANGE_ARROWS, TONE_WORDS, type Change } from '../../domain/change.ts';
import type { TableColumn } from './columns.ts';
import { displayText } from '../display-text.ts';
import { cellText, cellTitle } from './units.ts';

/**
 * A number this long or shorter fits the narrowest column (72 px) and is drawn unclipped: a clip
 * for every cell made each frame of a scrolled list dearer to paint and layer.
 */
export const SHORT = 6;

/** Why a row's cell has no value, from the answer's deviations; undefined when nobody knows. */
export type NoValueOf<T> = (row: T, column: TableColumn<T>) => string | undefined;

interface RowProps<T> {
  row: T;
  columns: readonly TableColumn<T>[];
  /** Index in display order (for the pick handler). */
  index: number;
  /** aria-rowindex: 1 is the header row. */
  rowIndex: number;
  domId: string;
  active: boolean;
  minor: boolean;
  /** Gone from the current window (Compare): drawn muted with its old figures. */
  gone?: boolean;
  /** Text only, no tooltips or custom cells: while the list is flung past. */
  plain: boolean;
  onPick: (index: number) => void;
  noValue?: NoValueOf<T> | undefined;
}

/** A change cell: arrow and signed per cent, its colour by whether that way is good for the metric. */
function ChangeCell<T>({
  column,
  change,
  row,
  plain,
}: {
  column: TableColumn<T>;
  change: Change;
  row: T;
  plain: boolean;
}): ReactNode {
  return (
    <td
      role="gridcell"
      className={`num change change-${change.tone}`}
      data-col={column.id}
      data-change={change.percent ?? ''}
      title={plain ? undefined : column.title?.(row)}
    >
      {change.direction && !plain ? <span aria-hidden="true">{CHANGE_ARROWS[change.direction]} </span> : null}
      {change.text}
      {TONE_WORDS[change.tone] && !plain ? <span className="visually-hidden">, {TONE_WORDS[change.tone]}</span> : null}
    </td>
  );
}

function TableRowView<T>({
  row,
  columns,
  index,
  rowIndex,
  domId,
  active,
  minor,
  gone,
  plain,
  onPick,
  noValue,
}: RowProps<T>): ReactNode {
  let className = 'table-row';
  if (minor) className += ' minor';
  if (gone) className += ' gone';
  if (active) className += ' active';
  return (
    <tr
      role="row"
      id={domId}
      className={className}
      aria-rowindex={rowIndex}
      aria-selected={active}
      onClick={() => onPick(index)}
    >
      {columns.map((column) => {
        if (column.change)
          return <ChangeCell key={column.id} column={column} change={column.change(row)} row={row} plain={plain} />;
        const value = column.value(row);
        if (column.unit && typeof value !== 'string') {
          const title = plain
            ? undefined
            : (column.title?.(row) ??
              (value === null ? noValue?.(row, column) : undefined) ??
              cellTitle(column.unit, value));
          const text = cellText(column.unit, value);
          return (
            <td
              key={column.id}
              role="gridcell"
              className={text.length <= SHORT ? 'num short' : 'num'}
              data-col={column.id}
              title={title}
            >
              {text}
            </td>
          );
        }
        return (
          <td
            key={column.id}
            role="gridcell"
            data-col={column.id}
            title={plain ? undefined : displayText(String(value))}
          >
            {column.render && !plain ? column.render(row) : displayText(String(value))}
          </td>
        );
      })}
    </tr>
  );
}

export const TableRow = memo(TableRowView) as typeof TableRowView;

export function DividerRow(props: { count: number; rowIndex: number }): ReactNode {
  return (
    <tr role="row" className="table-divider" aria-rowindex={props.rowIndex}>
      <td role="gridcell">
        Under 1 % of throughput <span className="table-divider-count">· {props.count}</span>
      </td>
    </tr>
  );
}

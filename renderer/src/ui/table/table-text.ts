// A table as text, read when it is exported (Export view → PDF): its headers with their units and
// its rows in the order shown, each cell as it reads. The table says how to read it; whoever
// provides this context (the list's frame) decides when.
import { createContext, useContext } from 'react';
import { changeWithArrow } from '../../domain/change.ts';
import type { TableColumn } from './columns.ts';
import { displayText } from '../display-text.ts';
import { cellText, headerWithUnit } from './units.ts';

export interface TableText {
  columns: string[];
  rows: string[][];
  /** All the rows, of which `rows` holds the first `limit`. */
  totalRows: number;
}

export type TableTextReader = (limit: number) => TableText;

export const TableTextContext = createContext<((read: TableTextReader) => void) | null>(null);
export const useTableTextReport = () => useContext(TableTextContext);

/** A cell as it reads: a change as its arrow and signed per cent, a number in its unit, text as shown (bidi controls written out). */
export const cellAsText = <T>(column: TableColumn<T>, row: T): string => {
  const value = column.value(row);
  if (column.change) return changeWithArrow(column.change(row));
  return column.unit && typeof value !== 'string' ? cellText(column.unit, value) : displayText(String(value ?? '–'));
};

export function tableText<T>(columns: readonly TableColumn<T>[], rows: readonly T[], limit: number): TableText {
  return {
    columns: columns.map((column) => headerWithUnit(column.header, column.unit)),
    rows: rows.slice(0, limit).map((row) => columns.map((column) => cellAsText(column, row))),
    totalRows: rows.length,
  };
}

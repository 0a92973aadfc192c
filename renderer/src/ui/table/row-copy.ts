// Ctrl/⌘+C on a table's selected row (with no text selected) copies the row: the table says what
// the row holds (its name and each figure as shown), and whoever provides this context decides
// how it is written (Markdown, with the link back).
import { createContext, useContext } from 'react';
import type { TableColumn } from './columns.ts';
import { displayText } from '../display-text.ts';
import { cellAsText } from './table-text.ts';
import { headerWithUnit } from './units.ts';

export interface RowSummary {
  /** The row's id (what its detail is opened by). */
  id: string;
  title: string;
  numbers: [label: string, value: string][];
}

export const RowCopyContext = createContext<((summary: RowSummary) => void) | null>(null);
export const useRowCopy = () => useContext(RowCopyContext);

/** The row's name (its wide text column: the URL, the name) and every other column as it reads. */
export function summarizeRow<T>(columns: readonly TableColumn<T>[], row: T, id: string): RowSummary {
  const titleColumn = columns.find((column) => column.grow && !column.unit) ?? columns.find((column) => !column.unit);
  const numbers = columns
    .filter((column) => column !== titleColumn)
    .map((column): [string, string] => [headerWithUnit(column.header, column.unit), cellAsText(column, row)]);
  return { id, title: titleColumn ? displayText(String(titleColumn.value(row) ?? '')) : '', numbers };
}

// The table as displayed, as CSV: the same columns in the same order, the rows in the current
// sort and grouping, units in the header row, values in the header's unit.
import { toCsv } from '../csv.ts';
import type { TableColumn } from './columns.ts';
import { displayText } from '../display-text.ts';
import { cellCsv, headerWithUnit } from './units.ts';

export function tableCsv<T>(columns: readonly TableColumn<T>[], rows: readonly T[]): string {
  const header = columns.map((c) => c.csvHeader ?? headerWithUnit(c.header, c.unit));
  const body = function* () {
    for (const row of rows) {
      yield columns.map((c) => {
        const value = c.csvValue ? c.csvValue(row) : c.value(row);
        return c.unit && typeof value !== 'string' ? cellCsv(c.unit, value) : displayText(String(value ?? ''));
      });
    }
  };
  return toCsv(header, body());
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** `2026-11-19 08:00–2026-11-20 08:00 UTC`: a window as a CSV header names it. */
export function csvWindow(window: { start: number; end: number }): string {
  return `${stamp(window.start)}–${stamp(window.end)} UTC`;
}

/** `ajax 2026-05-01 12-00 to 2026-05-02 12-00 UTC.csv`: what and when, safe on every OS. */
export function csvFilename(what: string, window: { start: number; end: number }): string {
  const fileStamp = (ms: number) => stamp(ms).replace(':', '-');
  return `${what} ${fileStamp(window.start)} to ${fileStamp(window.end)} UTC.csv`;
}

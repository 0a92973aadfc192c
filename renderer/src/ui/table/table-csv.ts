// The table as displayed, as CSV: the same columns in the same order, the rows in the current
// sort and grouping, units in the header row, values in the header's unit.
import { displayedSeparator, toCsv } from '../csv.ts';
import { formatDecimal } from '../format.ts';
import type { TableColumn } from './columns.ts';
import { displayText } from '../display-text.ts';
import { cellCsv, cellText, headerWithUnit } from './units.ts';

/**
 * `displayed`: the "as displayed" variant, for a spreadsheet in the user's locale: numbers as the
 * cells write them (`1.234,5` in de, with `;` between fields where the decimal mark is a comma).
 */
export function tableCsv<T>(columns: readonly TableColumn<T>[], rows: readonly T[], displayed = false): string {
  const header = columns.map((c) => c.csvHeader ?? headerWithUnit(c.header, c.unit));
  const body = function* () {
    for (const row of rows) {
      yield columns.map((c) => {
        const value = c.csvValue ? c.csvValue(row) : c.value(row);
        if (!c.unit || typeof value === 'string') return displayText(String(value ?? ''));
        if (!displayed) return cellCsv(c.unit, value);
        return value === null ? '' : c.unit === 'count' ? formatDecimal(value, 0, 3) : cellText(c.unit, value);
      });
    }
  };
  return toCsv(header, body(), displayed ? { separator: displayedSeparator() } : {});
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

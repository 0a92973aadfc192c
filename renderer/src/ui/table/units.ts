// How a table column shows its numbers. A column has one unit, named in its header, so the
// cells line up and compare at a glance; the exact raw value goes in the cell's tooltip, and the
// CSV holds the value in the header's unit without rounding for display.
// The service's times are milliseconds and its sizes bytes (DOMAIN.md).
import { exactBytes, exactMs, exactPercent, formatCount, formatDecimal, formatExact, NO_VALUE } from '../format.ts';

export type Unit = 'ms' | 'KB' | '%' | 'count' | 'score';

const grouped = (n: number) => formatDecimal(n, 0, 0);
const oneDecimal = (n: number) => formatDecimal(n, 1, 1);

/** The unit as written in a header: `Response (ms)`; counts and scores carry none. */
export function headerWithUnit(header: string, unit: Unit | undefined): string {
  return unit === 'ms' || unit === 'KB' || unit === '%' ? `${header} (${unit})` : header;
}

/** The cell's text, in the column's unit, rounded for reading. */
export function cellText(unit: Unit, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NO_VALUE;
  switch (unit) {
    case 'ms':
      return value === 0 ? '0' : Math.abs(value) < 10 ? oneDecimal(value) : grouped(value);
    case 'KB': {
      const kb = value / 1024;
      if (value > 0 && kb < 0.05) return '<0.1';
      return value === 0 ? '0' : Math.abs(kb) < 100 ? oneDecimal(kb) : grouped(kb);
    }
    case '%':
      return value > 0 && value < 0.1 ? '<0.1' : oneDecimal(value);
    case 'count':
      return formatCount(value);
    case 'score':
      return value.toFixed(2);
  }
}

/** The exact raw value as the API gave it, with its own unit (bytes for sizes). */
export function cellTitle(unit: Unit, value: number | null): string {
  if (value === null) return 'No value in the answer';
  switch (unit) {
    case 'ms':
      return exactMs(value);
    case 'KB':
      return exactBytes(value);
    case '%':
      return exactPercent(value);
    case 'count':
    case 'score':
      return formatExact(value);
  }
}

/** The CSV value: in the header's unit, no digit grouping, up to three decimals. */
export function cellCsv(unit: Unit, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  const inUnit = unit === 'KB' ? value / 1024 : value;
  return String(Math.round(inUnit * 1000) / 1000);
}

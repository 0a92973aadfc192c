// CSV for people's spreadsheets: a UTF-8 byte order mark (without it Excel on Windows reads
// "Île-de-France" as "ÃŽle-de-France"), RFC 4180 fields, CRLF records, and a guard against cells that a
// spreadsheet would run as a formula (the API's urls and names come from the monitored site's
// visitors, so `=HYPERLINK(…)` in a url must stay text).

import { decimalMark } from './format.ts';
import { currentZoneName, ianaName, offsetText, type Zone } from '../../../shared/zoned-time.ts';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** One field: a leading formula character gets a `'` prefix (plain numbers are left alone), then quoting. */
export function csvField(value: string | number, separator: Separator = ','): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  const special = separator === ',' ? /[",\r\n]/ : /[";\r\n]/;
  return special.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export type Separator = ',' | ';';

export interface CsvOptions {
  /** A line before the header naming what a reader must know of the values (the time zone). */
  note?: string;
  /** `;` where numbers are written with a decimal comma (an "as displayed" CSV in de or fr). */
  separator?: Separator;
}

/** A header row (holding the units, e.g. `Response (ms)`) and the data rows. */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly (string | number)[]>,
  options: CsvOptions = {},
): string {
  const separator = options.separator ?? ',';
  const field = (value: string | number) => csvField(value, separator);
  const lines = options.note === undefined ? [] : [field(options.note)];
  lines.push(header.map(field).join(separator));
  for (const row of rows) lines.push(row.map(field).join(separator));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** The separator of an "as displayed" CSV: `;` where the decimal mark is a comma, as spreadsheets there expect. */
export const displayedSeparator = (): Separator => (decimalMark() === ',' ? ';' : ',');

/** `Time zone: Asia/Kolkata (UTC+05:30) – times are ISO 8601 with their offset`: a CSV's line naming its zone. */
export function csvZoneNote(zone: Zone, at: number, displayed = false): string {
  const name = currentZoneName(ianaName(zone)); // Asia/Kolkata, where the OS reads Asia/Calcutta
  const times = displayed ? 'times as displayed' : 'times are ISO 8601 with their offset';
  return `Time zone: ${name} (UTC${offsetText(at, zone)}) – ${times}`;
}

/** Reads CSV back (for tests and round trips): quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(file: string): string[][] {
  const text = file.startsWith(BOM) ? file.slice(1) : file;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

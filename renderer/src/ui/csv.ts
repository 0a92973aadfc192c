// CSV for people's spreadsheets: a UTF-8 byte order mark (without it Excel on Windows reads
// "Île-de-France" as "ÃŽle-de-France"), RFC 4180 fields, CRLF records, and a guard against cells that a
// spreadsheet would run as a formula (the API's urls and names come from the monitored site's
// visitors, so `=HYPERLINK(…)` in a url must stay text).

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** One field: a leading formula character gets a `'` prefix (plain numbers are left alone), then quoting. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row (holding the units, e.g. `Response (ms)`) and the data rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly (string | number)[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
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

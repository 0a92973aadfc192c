// A table's column tracks are set once on the table, each column's by its place; its cells take
// theirs by their place in the row (data-table.css).
import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS, numberColumn, tableTracks, textColumn } from './columns.ts';

type Row = { url: string; calls: number; errors: number };
const columns = [
  textColumn<Row>('url', 'URL', (r) => r.url),
  numberColumn<Row>('calls', 'Calls', 'count', (r) => r.calls),
  numberColumn<Row>('errors', 'Errors', 'count', (r) => r.errors, { width: 96 }),
];

describe('tableTracks', () => {
  it('gives each column its track by place: its width, and a growing column a share of the room left', () => {
    expect(tableTracks(columns)).toEqual({
      '--track-1': '1 0 240px',
      '--track-2': `0 0 ${columns[1]!.width}px`,
      '--track-3': '0 0 96px',
    });
  });

  it('gives a table drawn again the same style, and another list of columns its own', () => {
    expect(tableTracks(columns)).toBe(tableTracks(columns));
    expect(tableTracks(columns.slice(1))).toEqual({
      '--track-1': `0 0 ${columns[1]!.width}px`,
      '--track-2': '0 0 96px',
    });
  });

  it('refuses a table of more columns than the stylesheet has tracks for', () => {
    const many = Array.from({ length: MAX_COLUMNS + 1 }, (_, i) => textColumn<Row>(`c${i}`, `C${i}`, (r) => r.url));
    expect(() => tableTracks(many)).toThrow(`A table has tracks for ${MAX_COLUMNS} columns, not ${MAX_COLUMNS + 1}`);
    expect(Object.keys(tableTracks(many.slice(0, MAX_COLUMNS)))).toHaveLength(MAX_COLUMNS);
  });
});

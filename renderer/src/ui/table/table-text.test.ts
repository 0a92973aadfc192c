// A table as text (the PDF's tables, Copy row as Markdown) shows a service's text as the screen
// does: bidirectional controls written out, so "‮gnp.exe" cannot read as "exe.png".
import { expect, it } from 'vitest';
import type { TableColumn } from './columns.ts';
import { summarizeRow } from './row-copy.ts';
import { tableText } from './table-text.ts';

type Row = { url: string; calls: number };
const columns: TableColumn<Row>[] = [
  { id: 'url', header: 'URL', value: (r) => r.url, width: 200, grow: true },
  { id: 'calls', header: 'Calls', value: (r) => r.calls, unit: 'count', width: 80 },
];
const row: Row = { url: '/download/\u202Egnp.exe', calls: 1200 };

it("writes out bidi controls in a table's cells and in a copied row's title", () => {
  expect(tableText(columns, [row], 10).rows[0]![0]).toBe('/download/⟨U+202E⟩gnp.exe');
  expect(summarizeRow(columns, row, 'a').title).toBe('/download/⟨U+202E⟩gnp.exe');
});

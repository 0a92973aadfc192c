import { describe, expect, it } from 'vitest';
import { noCharts, type ViewExportModel } from '../view-export.ts';
import {
  columnWidths,
  cutCell,
  numericColumns,
  figureRows,
  headerOf,
  limitRows,
  MAX_CELL,
  pageOrientation,
  pdfFilename,
  SHORT_CELL,
  TABLE_ROW_LIMIT,
  WIDE_TABLE_COLUMNS,
  type ExportContext,
} from './pdf-layout.ts';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 10, 20, 8);
const context: ExportContext = {
  account: 'Acme',
  project: 'Shop (shop-web)',
  windowLabel: 'Last 24 hours',
  zone: 'UTC',
  formatTime: (ms) => new Date(ms).toISOString().slice(0, 16).replace('T', ' '),
  now: start + 25 * HOUR,
};
const model = (over: Partial<ViewExportModel> = {}): ViewExportModel => ({
  view: 'Overview',
  window: { start, end: start + 24 * HOUR },
  asOf: start + 24 * HOUR,
  offline: false,
  figures: [{ label: 'Page views', value: '1,234', change: '▼ −12 %' }],
  charts: noCharts,
  tables: [],
  comparison: null,
  ...over,
});

describe('the header', () => {
  it('names the account, project, view, window with its zone, and the as-of time', () => {
    expect(headerOf(model(), context)).toEqual({
      title: 'Overview — Shop (shop-web)',
      lines: [
        'Account: Acme · Project: Shop (shop-web)',
        'View: Overview',
        'Window: Last 24 hours, 2026-11-20 08:00 – 2026-11-21 08:00 (UTC)',
        'As of 2026-11-21 08:00',
      ],
    });
  });

  it('says the data came from the cache when the service could not be reached', () => {
    expect(headerOf(model({ offline: true }), context).lines[3]).toBe(
      'As of 2026-11-21 08:00 — OFFLINE: from the cache, the service could not be reached',
    );
  });

  it("names the comparison and its window when Compare is on, then the view's notes", () => {
    const lines = headerOf(
      model({
        comparison: { label: 'previous period', window: { start: start - 24 * HOUR, end: start } },
        notes: ['Privacy mask on'],
      }),
      context,
    ).lines;
    expect(lines.slice(4)).toEqual([
      'Compared with the previous period, 2026-11-19 08:00 – 2026-11-20 08:00',
      'Privacy mask on',
    ]);
  });

  it('says when the file was made if the data had not come', () => {
    expect(headerOf(model({ window: null, asOf: null }), context).lines.slice(2)).toEqual([
      'Window: Last 24 hours (UTC)',
      'Exported 2026-11-21 09:00, before the data came',
    ]);
  });
});

describe("a table's rows", () => {
  const table = (n: number) => ({
    title: 'Groups',
    columns: ['Error'],
    rows: Array.from({ length: n }, (_, i) => [`row ${i}`]),
  });

  it('are all kept up to the limit, with no note', () => {
    const kept = limitRows(table(TABLE_ROW_LIMIT));
    expect(kept.rows).toHaveLength(TABLE_ROW_LIMIT);
    expect(kept.note).toBeNull();
  });

  it('are cut at the limit beyond it, with a note of how many there were', () => {
    const kept = limitRows(table(12_345), 5000);
    expect(kept.rows).toHaveLength(5000);
    expect(kept.rows.at(-1)).toEqual(['row 4999']);
    expect(kept.note).toBe(
      'The first 5,000 of 12,345 rows: a PDF holds 5,000 rows of a table at most. Export the table as CSV for all of them.',
    );
  });

  it('keep short columns on one line and let long text wrap', () => {
    const rows = [['x'.repeat(SHORT_CELL + 1), '12', '24 Nov 2026, 01:57:25']];
    expect(columnWidths({ title: '', columns: ['Error', 'Events', 'Last seen'], rows })).toEqual([
      'auto',
      'wrap',
      'wrap',
    ]);
    // All short: the longest still takes what is left of the page.
    expect(
      columnWidths({ title: '', columns: ['Zone', 'Count', 'Share'], rows: [['Satisfied', '1,234', '81.5 %']] }),
    ).toEqual(['auto', 'wrap', 'wrap']);
  });

  it('of numbers only are set right', () => {
    const rows = [
      ['Script error.', '1,234', '▼ −12 %', '24 Nov 2026'],
      ['x', '–', '+3.4 %', '25 Nov 2026'],
    ];
    expect(numericColumns({ title: '', columns: ['Error', 'Events', 'Change', 'Last seen'], rows })).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('of numbers in another locale are set right too', () => {
    const rows = [
      ['a', '2\u202f061,7', '53,9\u00a0k', '5.4万', '1.234.567', '22. Nov. 2026'],
      ['b', '−1,9 %', '1,2\u00a0Mio.', '27.9万', '12,34,567.5', '2026年11月22日'],
    ];
    const columns = ['Name', 'fr', 'compact', 'ja', 'grouped', 'date'];
    expect(numericColumns({ title: '', columns, rows })).toEqual([false, true, true, true, true, false]);
  });

  it('cut a cell longer than a page would hold', () => {
    expect(cutCell('a'.repeat(MAX_CELL))).toHaveLength(MAX_CELL);
    expect(cutCell('a'.repeat(MAX_CELL + 5))).toBe(`${'a'.repeat(MAX_CELL - 1)}…`);
  });
});

describe('the headline numbers', () => {
  it('have a change column only when Compare is on', () => {
    expect(figureRows(model())).toEqual({ columns: ['Figure', 'Value'], rows: [['Page views', '1,234']] });
    const compared = figureRows(
      model({
        comparison: { label: 'previous week', window: { start: 0, end: 1 } },
        figures: [{ label: 'Apdex', value: '0.9' }],
      }),
    );
    expect(compared).toEqual({
      columns: ['Figure', 'Value', 'Against the previous week'],
      rows: [['Apdex', '0.9', '–']],
    });
  });
});

it("names the file after the project, the view and the window's end", () => {
  expect(pdfFilename(model({ view: 'Errors · Open' }), context)).toBe('shop-shop-web_errors-open_2026-11-21T0800Z.pdf');
});

describe("the pages' orientation", () => {
  const table = (columns: number) => ({
    title: 'Ajax',
    columns: Array.from({ length: columns }, (_, i) => `Column ${i}`),
    rows: [],
  });
  it('is portrait for figures and tables of up to eleven columns, landscape from twelve', () => {
    expect(pageOrientation({ tables: [] })).toBe('portrait');
    expect(pageOrientation({ tables: [table(WIDE_TABLE_COLUMNS - 1)] })).toBe('portrait');
    expect(pageOrientation({ tables: [table(3), table(WIDE_TABLE_COLUMNS)] })).toBe('landscape');
  });
});

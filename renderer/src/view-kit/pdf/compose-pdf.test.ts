// The composed file read back with pdfjs-dist: real text in the embedded font (the minus sign and
// arrows of a change included), and a long table over pages with its header on each.
import { expect, it } from 'vitest';
import { pdfPages } from '../../testing/pdf-text.ts';
import { noCharts, type ViewExportModel } from '../view-export.ts';
import { composePdf } from './compose-pdf.ts';

const model: ViewExportModel = {
  view: 'Errors · Open',
  window: { start: Date.UTC(2026, 10, 20), end: Date.UTC(2026, 10, 21) },
  asOf: Date.UTC(2026, 10, 21, 0, 5),
  offline: true,
  figures: [{ label: 'Error events', value: '3,474', change: '▼ −12 %' }],
  charts: noCharts,
  tables: [
    {
      title: 'Error groups',
      columns: ['Error', 'Events', 'Users'],
      rows: Array.from({ length: 240 }, (_, i) => [`TypeError: ünïcödé → row ${i + 1}`, String(i), '1']),
    },
  ],
  comparison: { label: 'previous period', window: { start: Date.UTC(2026, 10, 19), end: Date.UTC(2026, 10, 20) } },
};
const context = {
  account: 'Ακμή',
  project: 'Shop',
  windowLabel: 'Last 24 hours',
  zone: 'UTC',
  formatTime: (ms: number) => new Date(ms).toISOString(),
  now: Date.UTC(2026, 10, 21, 1),
};

it("holds the header, the figures with their change and every row, the table's header on each page", async () => {
  const pages = await pdfPages(await composePdf(model, context));
  expect(pages.length).toBeGreaterThan(2);
  expect(pages[0]).toContain('Account: Ακμή · Project: Shop');
  expect(pages[0]).toContain('OFFLINE: from the cache');
  expect(pages[0]).toContain('Error events 3,474 ▼ −12 %');
  expect(pages[0]).toContain('Error groups (240 rows)');
  for (const [i, text] of pages.entries()) {
    expect(text, `page ${i + 1}`).toContain('Error Events Users');
    expect(text, `page ${i + 1}`).toContain(`page ${i + 1} of ${pages.length}`);
  }
  const all = pages.join(' ');
  for (const row of [1, 120, 240]) expect(all).toContain(`TypeError: ünïcödé → row ${row} `);
}, 60_000);

it('keeps each row whole on one page: a long message is not cut between two', async () => {
  const filler = 'Cannot read properties of undefined (reading the value the checkout expected here)';
  // Rows of two to six lines, under the cell limit (MAX_CELL), so every one is printed whole.
  const rows = Array.from({ length: 80 }, (_, i) => [
    `start${i} ${Array.from({ length: 2 + (i % 5) }, () => filler).join(' ')} end${i}`,
    String(i),
    '1',
  ]);
  const pages = await pdfPages(
    await composePdf(
      { ...model, figures: [], tables: [{ title: 'Error groups', columns: ['Error', 'Events', 'Users'], rows }] },
      context,
    ),
  );
  expect(pages.length).toBeGreaterThan(2);
  for (let i = 0; i < rows.length; i++) {
    const page = pages.findIndex((text) => new RegExp(`\\bstart${i}\\b`).test(text));
    expect(page, `row ${i}`).toBeGreaterThanOrEqual(0);
    expect(pages[page], `row ${i} ends on its own page`).toMatch(new RegExp(`\\bend${i}\\b`));
  }
}, 60_000);

it('prints a wide table (a list with Compare on) on landscape pages, and the rest on portrait ones', async () => {
  // Each page's size in points, width × height, as its MediaBox says.
  const pageSizes = (bytes: Uint8Array) => [
    ...new Set(
      [...new TextDecoder('latin1').decode(bytes).matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
        ([, w, h]) => `${Math.round(Number(w))} × ${Math.round(Number(h))}`,
      ),
    ),
  ];
  const columns = Array.from({ length: 14 }, (_, i) => (i === 0 ? 'URL' : `Figure ${i}`));
  const wide = await composePdf(
    {
      ...model,
      tables: [
        {
          title: 'Ajax',
          columns,
          rows: [columns.map((_, i) => (i === 0 ? 'https://api.example.com/v2/cart' : String(i)))],
        },
      ],
    },
    context,
  );
  expect(pageSizes(wide)).toEqual(['842 × 595']);
  expect(pageSizes(await composePdf(model, context))).toEqual(['595 × 842']);
}, 60_000);

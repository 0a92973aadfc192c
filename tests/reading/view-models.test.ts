// The views' models on drifted answers: the demo's real answers, drifted in each of the ways the
// service drifts and read as the core reads them, go through every table's columns (cell text,
// tooltip, CSV, sorting), the trend's values, the web vitals cards and the events' trace,
// breadcrumbs and CSV. None may throw, and a value that has no value reads "–", never "NaN" or
// "null", and sorts last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, responseSchemaFor, type EndpointId } from '../../shared/catalogue.ts';
import { readAnswer } from '../../shared/reading.ts';
import { drift, DRIFT_MODES } from '../../electron/demo-api/drift.ts';
import { pathFor, requiredQuery, startTestApi, type TestApi } from '../../electron/demo-api/testing/test-api.ts';
import { AJAX_COLUMNS } from '../../renderer/src/features/ajax/ajax-columns.tsx';
import { crumbTimeline } from '../../renderer/src/features/errors/breadcrumb-times.ts';
import { eventsCsv } from '../../renderer/src/features/errors/events-csv.ts';
import { orderFrames, traceText } from '../../renderer/src/features/errors/frames.ts';
import { APM_TREND, BROWSER_TREND } from '../../renderer/src/features/overview/trend-series.ts';
import { PAGE_A_COLUMNS, PAGE_B_COLUMNS } from '../../renderer/src/features/pages/page-columns.tsx';
import { ROUTE_COLUMNS } from '../../renderer/src/features/routes/route-columns.tsx';
import { failureRate, TRANSACTION_COLUMNS } from '../../renderer/src/features/transactions/transaction-columns.ts';
import { formatVital, vitalCards } from '../../renderer/src/features/web-vitals/vital-cards.ts';
import type { TableColumn } from '../../renderer/src/ui/table/columns.ts';
import { sortRows } from '../../renderer/src/ui/table/sort-rows.ts';
import { tableCsv } from '../../renderer/src/ui/table/table-csv.ts';
import { cellText, cellTitle } from '../../renderer/src/ui/table/units.ts';

let t: TestApi;
const answers = new Map<string, { id: EndpointId; query: Record<string, string | number>; answer: unknown }>();
const ASKED: [EndpointId, string, Record<string, string | number>][] = [
  ['reports', 'demo-browser', {}],
  ['reports', 'demo-apm', {}],
  ['ajax.list', 'demo-browser', {}],
  ['pages.list', 'demo-browser', { limit: 50 }],
  ['pages.list', 'demo-browser', { search: 'a' }],
  ['routes.list', 'demo-browser', {}],
  ['transactions.list', 'demo-browser', {}],
  ['webvitals', 'demo-browser', {}],
  ['errors.events', 'demo-browser', { limit: 20 }],
];

beforeAll(async () => {
  t = await startTestApi();
  for (const [id, project, extra] of ASKED) {
    const path = await pathFor(t, id, project);
    const query = { timeDur: '7d', ...requiredQuery(id), ...extra };
    const reply = await t.get(path!, query);
    expect(reply.status, `${id} ${project}`).toBe(200);
    answers.set(`${id} ${project} ${JSON.stringify(extra)}`, { id, query, answer: reply.body });
  }
});
afterAll(async () => {
  await t.api.close();
});

/** Each answer, drifted in `mode` (about one value in three) and read as the core reads it. */
function readDrifted(mode: (typeof DRIFT_MODES)[number], seed: number) {
  return [...answers].map(([label, { id, query, answer }]) => {
    const copy = structuredClone(answer);
    const schema = responseSchemaFor(id, query);
    const changed = drift(schema, copy, { mode, every: 3, seed, target: label });
    const reading = readAnswer(endpoints[id].response, copy, endpoints[id].summary, schema);
    if (!reading.ok) throw new Error(`${label}: ${reading.problem}`);
    return { label, id, changed, value: reading.value as unknown, deviationCount: reading.deviationCount };
  });
}

/** Every cell of every row through the table's own functions; returns the texts shown. */
function throughTable<T>(columns: readonly TableColumn<T>[], rows: readonly T[]): string[] {
  const shown: string[] = [];
  for (const column of columns) {
    for (const row of rows) {
      const value = column.value(row);
      if (column.unit && typeof value !== 'string') {
        shown.push(cellText(column.unit, value), cellTitle(column.unit, value));
        if (value === null) expect(cellText(column.unit, value)).toBe('–');
      }
    }
    const sorted = sortRows(rows, column.value, column.unit !== undefined, true);
    // Rows with no value come last.
    const firstMissing = sorted.findIndex((row) => column.value(row) === null);
    if (firstMissing !== -1) expect(sorted.slice(firstMissing).every((row) => column.value(row) === null), column.id).toBe(true);
  }
  const csv = tableCsv(columns, rows);
  expect(csv).not.toMatch(/\bnull\b|NaN/);
  return shown;
}

describe.each(DRIFT_MODES)('answers drifted (%s)', (mode) => {
  it('go through every view model without throwing, and never show NaN or null', () => {
    for (const seed of [1, 2, 3]) {
      const read = readDrifted(mode, seed);
      expect(read.reduce((sum, r) => sum + r.changed.length, 0)).toBeGreaterThan(20);
      const shown: string[] = [];
      for (const { id, value } of read) {
        const data = value as { data: never[]; stats?: unknown };
        switch (id) {
          case 'reports':
            for (const plan of [BROWSER_TREND, APM_TREND]) shown.push(...Object.values(plan.values(value as never)).map(String));
            break;
          case 'ajax.list':
            shown.push(...throughTable(AJAX_COLUMNS, data.data));
            break;
          case 'pages.list':
            shown.push(...('stats' in data ? throughTable(PAGE_B_COLUMNS, data.data) : throughTable(PAGE_A_COLUMNS, data.data)));
            break;
          case 'routes.list':
            shown.push(...throughTable(ROUTE_COLUMNS, data.data));
            break;
          case 'transactions.list':
            shown.push(...throughTable(TRANSACTION_COLUMNS, data.data), String(failureRate(data.stats as never)));
            break;
          case 'webvitals':
            for (const card of vitalCards(data.data)) shown.push(formatVital(card.spec, card.entry?.avg ?? null), String(card.samples));
            break;
          case 'errors.events':
            for (const event of data.data as never[]) {
              const { backTraces, breadCrumbs, timestamp, request } = event as { backTraces: never[]; breadCrumbs: never[]; timestamp: string; request: { url: string } };
              shown.push(traceText('trace', orderFrames(backTraces, request.url, 'newest')));
              shown.push(...crumbTimeline(breadCrumbs, Date.parse(timestamp) || 0).map((c) => String(c.offsetMs)));
            }
            shown.push(eventsCsv(data.data));
            break;
        }
      }
      expect(shown.filter((text) => /NaN|undefined/.test(text))).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv.ts';
import { numberColumn, textColumn, type TableColumn } from './columns.ts';
import { comparedColumns, sortableWithChanges } from './compared-columns.tsx';
import { computeChange } from '../../domain/change.ts';
import { changeOf, changePercent, compareRows, type CompareMetric, type ComparedRow } from './compared-rows.ts';
import { groupRows } from './display-rows.ts';
import { sortRows } from './sort-rows.ts';
import { tableCsv } from './table-csv.ts';

interface Call {
  id: string;
  method: string;
  url: string;
  calls: number;
  response: number | null;
}

const call = (id: string, url: string, calls: number, response: number | null, method = 'GET'): Call => ({
  id,
  method,
  url,
  calls,
  response,
});
const byId = (r: Call) => r.id;
const byCall = (r: Call) => `${r.method} ${r.url}`;
const METRICS = [
  { value: (r: Call) => r.calls, good: 'neutral' as const },
  { value: (r: Call) => r.response, good: 'down' as const },
];

const NOW = [
  call('a', '/cart', 1200, 90),
  call('b', '/search', 800, 250),
  call('c', '/new', 50, 40),
  call('x2', '/renamed', 10, 20),
];
const THEN = [
  call('a', '/cart', 1000, 100),
  call('b', '/search', 800, 200),
  call('d', '/old', 30, 70),
  call('x1', '/renamed', 20, 10),
];

describe('matching a list with the comparison window', () => {
  it('matches by id, then by the fallback key, and computes each metric change with its good way', () => {
    const rows = compareRows({ rows: NOW, complete: true }, { rows: THEN, complete: true }, [byId, byCall], METRICS);
    expect(rows.map((r) => [r.key, r.status, r.then?.id ?? null])).toEqual([
      ['a', '', 'a'],
      ['b', '', 'b'],
      ['c', 'new', null],
      ['x2', '', 'x1'],
      ['d', 'gone', 'd'],
    ]);
    // 1200 against 1000: +20 % calls (neutral); 90 ms against 100 ms: −10 %, better.
    const changes = (row: ComparedRow<Call>) => METRICS.map((m, at) => changeOf(row, m, at));
    expect(rows[0]!.percents).toEqual([20, -10]);
    expect(changes(rows[0]!).map((c) => [c.percent, c.tone])).toEqual([
      [20, 'neutral'],
      [-10, 'good'],
    ]);
    // 250 ms against 200 ms: +25 %, worse; 800 against 800: flat.
    expect(changes(rows[1]!).map((c) => [c.percent, c.tone, c.text])).toEqual([
      [0, 'neutral', '0 %'],
      [25, 'bad', '+25 %'],
    ]);
    // The renamed call, matched by method and url: 10 against 20 calls, 20 ms against 10 ms.
    expect(rows[3]!.percents).toEqual([-50, 100]);
    expect(changes(rows[2]!).map((c) => c.text)).toEqual(['–', '–']);
    expect(changes(rows[4]!).map((c) => c.text)).toEqual(['–', '–']);
    expect(rows[4]!.percents).toEqual([null, null]);
    expect(rows[4]!.then!.url).toBe('/old');
  });

  it('marks nothing new while the comparison list is one page of a longer one, and lists no gone rows unless both are whole', () => {
    const partThen = compareRows({ rows: NOW, complete: true }, { rows: THEN, complete: false }, [byId], METRICS);
    expect(partThen.map((r) => r.status)).toEqual(['', '', '', '']);
    const partNow = compareRows({ rows: NOW, complete: false }, { rows: THEN, complete: true }, [byId], METRICS);
    expect(partNow.map((r) => [r.key, r.status])).toEqual([
      ['a', ''],
      ['b', ''],
      ['c', 'new'],
      ['x2', 'new'],
    ]);
  });

  it('has no change where either side has no value, or the old one is zero', () => {
    const rows = compareRows(
      { rows: [call('a', '/cart', 5, null)], complete: true },
      { rows: [call('a', '/cart', 0, 100)], complete: true },
      [byId],
      METRICS,
    );
    expect(rows[0]!.percents).toEqual([null, null]);
  });

  it("sorts by the very percent the cell shows (computeChange's, rounding included)", () => {
    const values = [0, 0.8, 0.9, 1, 3, 7.25, 9.99, 10, 10.5, 99.5, 100, 1234.5, -4, -0.5];
    for (const now of values)
      for (const then of values)
        expect(changePercent(now, then), `${now} against ${then}`).toBe(computeChange(now, then, 'down').percent);
  });
});

const COLUMNS: readonly TableColumn<Call>[] = [
  textColumn('method', 'Method', (r) => r.method, { width: 80, grow: false }),
  textColumn('url', 'URL', (r) => r.url),
  numberColumn('calls', 'Calls', 'count', (r) => r.calls),
  numberColumn('response', 'Response', 'ms', (r) => r.response),
];
const COMPARE: readonly CompareMetric[] = [
  { column: 'calls', good: 'neutral' },
  { column: 'response', good: 'down' },
];
const DAY = 86_400_000;
const current = { start: Date.UTC(2026, 10, 20, 8), end: Date.UTC(2026, 10, 20, 8) + DAY };
const WINDOWS = { label: 'previous period', current, comparison: { start: current.start - DAY, end: current.start } };

describe('the columns with Compare on', () => {
  const built = comparedColumns(COLUMNS, COMPARE, WINDOWS);
  const rows = compareRows(
    { rows: NOW, complete: true },
    { rows: THEN, complete: true },
    [byId, byCall],
    built.metrics,
  );

  it('follow each key metric with its change, which a route may sort by', () => {
    expect(built.shown.map((c) => c.header)).toEqual([
      'Method',
      'URL',
      'Calls',
      'Calls change',
      'Response',
      'Response change',
    ]);
    expect(sortableWithChanges(COLUMNS, COMPARE).map((c) => c.id)).toEqual([
      'method',
      'url',
      'calls',
      'response',
      'callsChange',
      'responseChange',
    ]);
    const named = comparedColumns(COLUMNS, [{ column: 'calls', good: 'neutral', header: 'Count change' }], WINDOWS);
    expect(named.shown.map((c) => c.header)).toEqual(['Method', 'URL', 'Calls', 'Count change', 'Response']);
    expect(
      named.csv
        .map((c) => c.csvHeader)
        .filter(Boolean)
        .slice(1, 2),
    ).toEqual(['Count change (%)']);
  });

  it('sort by a change with the rows that have none last, both ways, and the gone rows after all', () => {
    const change = built.shown.find((c) => c.id === 'responseChange')!;
    const order = (desc: boolean) =>
      groupRows(sortRows(rows, change.value, true, desc), undefined, (r) => r.status === 'gone').ordered.map(
        (r) => r.key,
      );
    expect(order(true)).toEqual(['x2', 'b', 'a', 'c', 'd']);
    expect(order(false)).toEqual(['a', 'b', 'x2', 'c', 'd']);
  });

  it('show a gone row with its old figures, and say so in the tooltip', () => {
    const gone = rows.find((r) => r.status === 'gone')!;
    const response = built.shown.find((c) => c.id === 'response')!;
    expect(response.value(gone)).toBe(70);
    expect(response.title!(gone)).toBe('70 ms in the previous period');
  });

  it('export both windows’ figures, the change and the status, both windows named in the header', () => {
    const csv = parseCsv(tableCsv(built.csv, rows));
    const then = 'previous period 2026-11-19 08:00–2026-11-20 08:00 UTC';
    expect(csv[0]).toEqual([
      'Method',
      'URL',
      'Calls',
      `Calls (${then})`,
      'Calls change (%)',
      'Response (ms)',
      `Response (ms, ${then})`,
      'Response change (%)',
      `Status (2026-11-20 08:00–2026-11-21 08:00 UTC against the ${then})`,
    ]);
    expect(csv.slice(1)).toEqual([
      ['GET', '/cart', '1200', '1000', '20', '90', '100', '-10', ''],
      ['GET', '/search', '800', '800', '0', '250', '200', '25', ''],
      ['GET', '/new', '50', '', '', '40', '', '', 'new'],
      ['GET', '/renamed', '10', '20', '-50', '20', '10', '100', ''],
      // A gone row: no figures now, its old ones in the comparison's columns.
      ['GET', '/old', '', '30', '', '', '70', '', 'gone'],
    ]);
  });
});

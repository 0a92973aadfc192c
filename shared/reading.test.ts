// Strict about structure, tolerant about values: each kind of drift on a real schema, and each
// kind of broken structure with its message in words.
import { describe, expect, it } from 'vitest';
import { readTolerantly } from './reading.ts';
import { ajaxListSchema } from './schemas/ajax.ts';
import { errorListSchema } from './schemas/errors.ts';
import { pageListASchema, pageSearchSchema } from './schemas/pages.ts';
import { reportSchema } from './schemas/reports.ts';
import { routeListSchema } from './schemas/routes.ts';
import { z } from 'zod';

const percentiles = { percentile_50: 1, percentile_75: 2, percentile_90: 3, percentile_95: 4, percentile_99: 5 };
const ajaxItem = (id: string) => ({
  id,
  url: `https://api.example.com/${id}`,
  method: 'GET',
  throughput: 10,
  resTotal: 10,
  totalTime: 12.5,
  responseTime: 10,
  callbackTime: 2.5,
  receivedSize: 100,
  sentSize: 0,
  errorCount: 1,
  errorRate: 10,
  ...percentiles,
  timeConsumedPercentage: 50,
  throughputPercentage: 50,
  underOnePercent: false,
});
const stats = {
  totalTime: 12.5,
  responseTime: 10,
  callbackTime: 2.5,
  throughput: 20,
  errorCount: 2,
  errorRate: 10,
  sentSize: 0,
  receivedSize: 200,
};
const ajaxAnswer = () => ({ stats: { ...stats }, data: [ajaxItem('a1'), ajaxItem('a2')] });

function readAjax(answer: unknown) {
  const reading = readTolerantly(ajaxListSchema, answer, 'Ajax calls');
  if (!reading.ok) throw new Error(reading.problem);
  return reading;
}

describe('values that drift', () => {
  it('reads an exact answer as it is, with no deviations', () => {
    const reading = readAjax(ajaxAnswer());
    expect(reading.value).toEqual(ajaxAnswer());
    expect(reading.deviationCount).toBe(0);
  });

  it('makes a null, a missing value, a negative count and an absurd number "no value" for that field alone', () => {
    const answer = ajaxAnswer();
    const row = answer.data[1] as Record<string, unknown>;
    row.percentile_99 = null;
    delete row.responseTime;
    row.errorCount = -3;
    (answer.stats as Record<string, unknown>).totalTime = 1e308;
    const reading = readAjax(answer);
    expect(reading.value.data[1]).toEqual({
      ...ajaxItem('a2'),
      percentile_99: null,
      responseTime: null,
      errorCount: null,
    });
    expect(reading.value.data[0]).toEqual(ajaxItem('a1'));
    expect(reading.value.stats).toEqual({ ...stats, totalTime: null });
    expect(reading.deviations).toEqual([
      { path: 'stats.totalTime', expected: 'a number', received: '1e+308', read: 'no value' },
      { path: 'data.1.responseTime', expected: 'a number', received: 'missing from the answer', read: 'no value' },
      { path: 'data.1.errorCount', expected: 'a whole number, 0 or more', received: '-3', read: 'no value' },
      { path: 'data.1.percentile_99', expected: 'a number', received: 'null', read: 'no value' },
    ]);
  });

  it('reads numbers sent as text as numbers, and says so', () => {
    const answer = ajaxAnswer();
    (answer.data[0] as Record<string, unknown>).totalTime = '12.5';
    (answer.data[0] as Record<string, unknown>).throughput = ' 10 ';
    (answer.data[0] as Record<string, unknown>).errorRate = 'NaN';
    const reading = readAjax(answer);
    expect(reading.value.data[0]).toMatchObject({ totalTime: 12.5, throughput: 10, errorRate: null });
    expect(reading.deviations.map((d) => [d.path, d.read])).toEqual([
      ['data.0.throughput', 'as a number'],
      ['data.0.totalTime', 'as a number'],
      ['data.0.errorRate', 'no value'],
    ]);
    expect(reading.deviations[1]!.received).toBe('the text "12.5"');
  });

  it('reads unreadable text as empty, text sent as a number as text, and a missing nested group as no values', () => {
    const route = {
      id: 'r1',
      url: '/a',
      throughput: 3,
      routeTime: 1,
      min: 0,
      max: 2,
      spa: null,
      routeName: 42,
      timeConsumedPercentage: 1,
      throughputPercentage: 1,
      underOnePercent: 'true',
    };
    const reading = readTolerantly(
      routeListSchema,
      { stats: { routeTime: 1, throughput: 3 }, data: [route] },
      'Routes',
    );
    expect(reading.ok && reading.value.data[0]).toEqual({
      ...route,
      spa: { routeTime: null, throughput: null },
      routeName: '42',
      underOnePercent: true,
    });
    expect(reading.ok && reading.deviations.map((d) => `${d.path} ${d.read}`)).toEqual([
      'data.0.spa no value',
      'data.0.routeName as text',
      'data.0.underOnePercent as true or false',
    ]);
  });

  it('keeps at most a thousand deviations and counts them all', () => {
    const answer = {
      stats,
      data: Array.from({ length: 600 }, (_, i) => ({ ...ajaxItem(`a${i}`), totalTime: null, sentSize: null })),
    };
    const reading = readAjax(answer);
    expect(reading.deviationCount).toBe(1200);
    expect(reading.deviations).toHaveLength(1000);
  });

  it('tells the report shapes apart by their fields, whatever their values', () => {
    const apm = readTolerantly(
      reportSchema,
      { responseTime: '12', throughput: null, failureCount: 0, failureRate: 0, apdexScore: 0.9 },
      'Report',
    );
    expect(apm.ok && apm.value).toEqual({
      responseTime: 12,
      throughput: null,
      failureCount: 0,
      failureRate: 0,
      apdexScore: 0.9,
    });
    const browser = readTolerantly(
      reportSchema,
      { apdex: { page: null }, pages: null, ajax: null, transactions: null, errors: null },
      'Report',
    );
    expect(browser.ok && 'apdex' in browser.value).toBe(true);
  });

  it('reads either pages shape whatever was asked', () => {
    const search = {
      stats: { page: { loadTime: 1, renderTime: 1, networkTime: 1, domTime: 1, throughput: 1, errorCount: null } },
      data: [],
    };
    const either = z.union([pageSearchSchema, pageListASchema]);
    const reading = readTolerantly(either, search, 'Pages');
    expect(reading.ok && reading.value).toEqual(search);
  });
});

describe('broken structure', () => {
  const problem = (schema: z.ZodType, answer: unknown, what: string) => {
    const reading = readTolerantly(schema, answer, what);
    return reading.ok ? null : reading.problem;
  };

  it('names a missing data list in words', () => {
    expect(problem(ajaxListSchema, { stats }, 'Ajax calls')).toBe('Ajax calls: the answer has no `data` (a list).');
    expect(problem(ajaxListSchema, { stats, data: {} }, 'Ajax calls')).toBe(
      'Ajax calls: `data` should be a list, and is an object.',
    );
  });

  it('fails a row without its id, a row that is not an object, and an answer that is not an object', () => {
    expect(problem(ajaxListSchema, { stats, data: [{ ...ajaxItem('x'), id: 7 }] }, 'Ajax calls')).toBe(
      'Ajax calls: `id` in row 1 of `data` should be an identifier (text), and is 7.',
    );
    expect(problem(ajaxListSchema, { stats, data: [null] }, 'Ajax calls')).toBe(
      'Ajax calls: row 1 of `data` should be an object, and is null.',
    );
    expect(problem(ajaxListSchema, 'Service unavailable', 'Ajax calls')).toBe(
      'Ajax calls: the answer is not an object (it is the text "Service unavailable").',
    );
  });

  it('fails a paginated answer without its pagination', () => {
    expect(
      problem(
        errorListSchema,
        { data: [], trendDates: [], count: 0, limit: 25, page: 1, totalPages: null, totalCount: 0, hasMore: false },
        'Errors',
      ),
    ).toBe('Errors: `totalPages` should be a whole number, and is null.');
    expect(problem(pageListASchema, { data: [] }, 'Pages')).toBe('Pages: the answer has no `count` (a whole number).');
  });
});

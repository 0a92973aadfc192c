// The drift fault against every endpoint: each mode changes about one value in N and nothing
// else, the core's reader reads the drifted answer and lists exactly what changed, and the same
// seed and request always drift the same values.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_IDS, endpoints, responseSchemaFor, type EndpointId } from '../../shared/catalogue.ts';
import { readAnswer } from '../../shared/reading.ts';
import { errorList } from '../../shared/testing/error-group.ts';
import { DRIFT_MODES, drift, leavesOf, type DriftMode } from './drift.ts';
import { expectNoDeviations } from './testing/exact-shape.ts';
import { pathFor, PROJECT_PATH, requiredQuery, startTestApi, type TestApi } from './testing/test-api.ts';

let t: TestApi;
/** Every endpoint of both kinds, with the query it is asked with. */
const requests: { label: string; id: EndpointId; path: string; query: Record<string, string | number> }[] = [];

beforeAll(async () => {
  t = await startTestApi();
  for (const { project, kind } of [
    { project: 'demo-browser', kind: 'browser' },
    { project: 'demo-apm', kind: 'apm' },
  ] as const) {
    for (const id of ENDPOINT_IDS.filter((e) => endpoints[e].kinds.includes(kind))) {
      const path = await pathFor(t, id, project);
      if (path === null) throw new Error(`${project} has no id for ${id}`);
      const query = { timeDur: '1d', ...requiredQuery(id), ...(id === 'errors.events' ? { limit: 5 } : {}) };
      requests.push({ label: `${project} ${id}`, id, path, query });
    }
  }
  const search = { timeDur: '7d', search: 'product' };
  requests.push({
    label: 'demo-browser pages.list (search)',
    id: 'pages.list',
    path: `${PROJECT_PATH('demo-browser')}/pages`,
    query: search,
  });
});
afterAll(async () => {
  await t.api.close();
});
afterEach(() => {
  t.api.faults.clear();
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths where two JSON values differ, found without the schema: a changed primitive or a member left out. */
function differences(before: unknown, after: unknown, path = ''): string[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      key in after && key in before ? differences(before[key], after[key], at(key)) : [at(key)],
    );
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => differences(item, after[i], at(i)));
  return Object.is(before, after) ? [] : [path];
}

async function answerOf(path: string, query: Record<string, string | number>): Promise<unknown> {
  const reply = await t.get(path, query);
  expect(reply.status, `${path}: ${reply.text.slice(0, 200)}`).toBe(200);
  return reply.body;
}

/** Value leaves a mode can change, counted on the real answer. */
function candidates(id: EndpointId, query: Record<string, unknown>, answer: unknown, mode: DriftMode): number {
  return leavesOf(responseSchemaFor(id, query), answer).filter((leaf) => {
    if (leaf.kind === undefined) return false;
    if (mode === 'missing') return !Array.isArray(leaf.holder);
    const value = (leaf.holder as Record<string | number, unknown>)[leaf.key];
    return mode === 'null' || typeof value === 'number' || typeof value === 'boolean';
  }).length;
}

describe.each(DRIFT_MODES)('drift, mode %s', (mode) => {
  it('changes about one value in 8 of every answer, never an id, pagination or envelope, and the reader lists exactly those', async () => {
    let changed = 0;
    let changeable = 0;
    for (const { label, id, path, query } of requests) {
      const real = await answerOf(path, query);
      t.api.faults.add({ kind: 'drift', mode });
      const drifted = await answerOf(path, query);
      t.api.faults.clear();
      const paths = differences(real, drifted);
      expect(paths.length, label).toBeGreaterThan(0);
      changed += paths.length;
      changeable += candidates(id, query, real, mode);

      // Each change is what the mode says.
      for (const p of paths) {
        const parts = p.split('.');
        const holderOf = (root: unknown) =>
          parts.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as Record<
            string,
            unknown
          >;
        const key = parts.at(-1) as string;
        const before = holderOf(real)[key];
        const after = holderOf(drifted);
        if (mode === 'null') expect(after[key], `${label} ${p}`).toBeNull();
        if (mode === 'missing') expect(key in after, `${label} ${p}`).toBe(false);
        if (mode === 'string') expect(after[key], `${label} ${p}`).toBe(String(before));
      }

      // The reader takes every change for a drifted value (a structural one would fail the
      // answer), lists exactly the changed paths, and keeps everything else.
      const reading = readAnswer(responseSchemaFor(id, query), drifted, label);
      if (!reading.ok) throw new Error(`${label}: ${reading.problem}`);
      expect(reading.deviations.map((d) => d.path).sort(), label).toEqual([...paths].sort());
      expect(reading.deviationCount).toBe(paths.length);
      if (mode === 'string') {
        expect(
          reading.deviations.every((d) => d.read === 'as a number' || d.read === 'as true or false'),
          label,
        ).toBe(true);
        expect(reading.value, label).toEqual(real);
      }
    }
    // Over all endpoints (and at least one per answer): close to 1/8.
    expect(changed / changeable).toBeGreaterThan(1 / 8 / 1.5);
    expect(changed / changeable).toBeLessThan((1 / 8) * 1.5);
  });
});

describe('drift rules', () => {
  const ajax = `${PROJECT_PATH('demo-browser')}/ajax`;
  const day = { timeDur: '1d' };

  it('the same seed and request drift the same values; another seed or request, others', async () => {
    t.api.faults.add({ kind: 'drift', mode: 'null', seed: 3 });
    const a = await t.get(ajax, day);
    const b = await t.get(ajax, day);
    t.api.faults.clear();
    t.api.faults.add({ kind: 'drift', mode: 'null', seed: 4 });
    const c = await t.get(ajax, day);
    const d = await t.get(ajax, { timeDur: '7d' });
    t.api.faults.clear();
    // Without a seed, the server's.
    t.api.faults.add({ kind: 'drift', mode: 'null' });
    const e = await t.get(ajax, day);
    expect(b.text).toBe(a.text);
    expect(c.text).not.toBe(a.text);
    const real = await t.get(ajax, day);
    const nulls = (text: string) => differences(real.body, JSON.parse(text)).join();
    expect(nulls(d.text)).not.toBe(nulls(a.text));
    expect(e.text).not.toBe(a.text);
  });

  it('`every` sets the rate: every 1 drifts every value, every 100 about one in a hundred', async () => {
    const real = await answerOf(ajax, day);
    const all = candidates('ajax.list', day, real, 'null');
    t.api.faults.add({ kind: 'drift', mode: 'null', every: 1 });
    expect(differences(real, await answerOf(ajax, day))).toHaveLength(all);
    t.api.faults.clear();
    t.api.faults.add({ kind: 'drift', mode: 'null', every: 100 });
    const few = differences(real, await answerOf(ajax, day)).length;
    expect(few).toBeGreaterThanOrEqual(1);
    expect(few).toBeLessThan(all / 30);
  });

  it('leaves error answers and other requests alone, and counts down `times`', async () => {
    t.api.faults.add({ kind: 'drift', mode: 'null', every: 1, match: '/ajax', times: 2 });
    const bad = await t.get(ajax, { timeDur: '5x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.any(String) });
    const apdex = await t.get(`${PROJECT_PATH('demo-browser')}/apdex`, day);
    expectNoDeviations('apdex', day, apdex.body, 'apdex');
    expect(t.api.faults.list()).toEqual([expect.objectContaining({ remaining: 1, hits: 1 })]);
    await t.get(ajax, day);
    expect(t.api.faults.list()).toEqual([]);
    expectNoDeviations('ajax.list', day, (await t.get(ajax, day)).body, 'ajax');
  });

  it('the zero-deviation check of the demo tests fails on a drifted answer', async () => {
    t.api.faults.add({ kind: 'drift', mode: 'string' });
    const drifted = await answerOf(ajax, day);
    expect(() => expectNoDeviations('ajax.list', day, drifted, 'ajax')).toThrow(/deviations: .*the text/);
  });

  it('drift() works on an answer in hand and changes nothing the mode cannot', () => {
    const report = { responseTime: 12.5, throughput: 3, failureCount: 0, failureRate: 0, apdexScore: 1 };
    const options = { mode: 'string', every: 1, seed: 1, target: '/reports' } as const;
    expect(drift(responseSchemaFor('reports', {}), report, options)).toEqual([
      'responseTime',
      'throughput',
      'failureCount',
      'failureRate',
      'apdexScore',
    ]);
    expect(report).toEqual({
      responseTime: '12.5',
      throughput: '3',
      failureCount: '0',
      failureRate: '0',
      apdexScore: '1',
    });
    // Text has nothing to turn into text; an answer with no values has nothing to drift.
    const group = errorList([], { trendDates: ['2026-11-20 08:00'], limit: 25, totalPages: 0 });
    expect(drift(responseSchemaFor('errors.list', {}), group, options)).toEqual([]);
    expect(drift(responseSchemaFor('errors.list', {}), group, { ...options, mode: 'missing' })).toEqual([]);
    expect(drift(responseSchemaFor('errors.list', {}), group, { ...options, mode: 'null' })).toEqual(['trendDates.0']);
  });
});

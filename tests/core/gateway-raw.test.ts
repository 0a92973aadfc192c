// The gateway hands on a service's own JSON text only when it says exactly what reading let
// through: every answer is still read against its schema, a broken one is still a typed error,
// and a field the schema does not know (or anything reading changed) never travels as raw text. The compiled schemas give the same verdicts and values as the plain ones.
import fc from 'fast-check';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildPath,
  describeIssues,
  ENDPOINT_IDS,
  pathParamNames,
  responseSchemaFor,
  type EndpointId,
} from '../../shared/catalogue.ts';
import { Gateway, type Call, type Target } from '../../electron/core/gateway.ts';
import { exactCheck } from '../../electron/core/compiled-schemas.ts';
import { rawJsonOf, unchanged } from '../../electron/core/raw-json.ts';
import { ResponseCache } from '../../electron/core/response-cache.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { reportRequest } from '../testing/requests.ts';

const KEY = 'raw-key';
let demo: DemoApi;
/** One call per endpoint, with ids taken from the demo's own lists, and the demo's answer text. */
const answers: { call: Call; text: string }[] = [];

const newCache = async () =>
  ResponseCache.open({
    dir: await mkdtemp(join(tmpdir(), 'spyglass-raw-')),
    secrets: new MemorySecretStore(),
    maxBytes: 64 * 1024 * 1024,
  });

beforeAll(async () => {
  demo = await startDemoApi({ port: 0, key: KEY, now: Date.UTC(2026, 10, 21, 12) });
  const text = async (endpoint: EndpointId, path: Record<string, string>, query: Record<string, string | number>) => {
    const response = await fetch(`${demo.url}${buildPath(endpoint, path as never, query as never)}`, {
      headers: { 'X-API-KEY': KEY },
    });
    expect(response.status, endpoint).toBe(200);
    return response.text();
  };
  const base = { projectId: 'demo-browser' };
  const firstId = async (endpoint: EndpointId, query: Record<string, string | number> = {}) =>
    (JSON.parse(await text(endpoint, base, { timeDur: '7d', ...query })) as { data: { id: string }[] }).data[0]!.id;
  const ids: Record<string, string> = {
    transactionId: await firstId('transactions.list'),
    pageId: await firstId('pages.list'),
    routeId: await firstId('routes.list'),
    ajaxId: await firstId('ajax.list'),
    errorId: await firstId('errors.list', { status: 'Open' }),
  };
  for (const endpoint of ENDPOINT_IDS) {
    const path = {
      ...base,
      ...Object.fromEntries(
        pathParamNames(endpoint)
          .filter((name) => name !== 'projectId')
          .map((name) => [name, ids[name]!]),
      ),
    };
    const query: Record<string, string | number> =
      endpoint === 'errors.list' ? { timeDur: '7d', status: 'Open', limit: 100 } : { timeDur: '7d' };
    answers.push({ call: { endpoint, path, query }, text: await text(endpoint, path, query) });
  }
  // The page list's other shape, chosen by `search`.
  const search = { endpoint: 'pages.list' as const, path: base, query: { timeDur: '7d', search: 'cart' } };
  answers.push({ call: search, text: await text(search.endpoint, search.path, search.query) });
});
afterAll(() => demo.close());

/** A gateway whose service answers `body` (bytes as given) to every request. */
function serving(body: string | Buffer, cache: ResponseCache | null = null) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const fake: typeof fetch = async () =>
    new Response(new Uint8Array(bytes), { status: 200, headers: { 'Content-Type': 'application/json' } });
  return new Gateway({ cache, fetch: fake, maxAttempts: 1 });
}
const target: Target = { account: { id: 'acc', baseUrl: 'http://127.0.0.1:9' }, apiKey: KEY, kind: 'browser' };
const reportCall: Call = reportRequest();
/** The demo's full report, with its keys in the schema's order. */
const report = () =>
  JSON.parse(
    JSON.stringify(
      responseSchemaFor('reports', {}).parse(JSON.parse(answers.find((a) => a.call.endpoint === 'reports')!.text)),
    ),
  ) as Record<string, Record<string, unknown>>;

describe('raw answers', () => {
  it('every endpoint: the answer is validated and its own text is kept, parsing to the very value', async () => {
    const gateway = new Gateway({ cache: null });
    const live: Target = { ...target, account: { id: 'acc', baseUrl: demo.url } };
    const kept: string[] = [];
    for (const { call, text } of answers) {
      const result = await gateway.get(live, call);
      if (!result.ok) throw new Error(`${call.endpoint}: ${result.error.message}`);
      expect(result.data, call.endpoint).toEqual(responseSchemaFor(call.endpoint, call.query).parse(JSON.parse(text)));
      const raw = rawJsonOf(result.data);
      // Kept exactly when the text is the value (keys in the schema's order, nothing extra); then
      // the text and the value serialise alike.
      const same = JSON.stringify(JSON.parse(text)) === JSON.stringify(result.data);
      expect(raw !== undefined, call.endpoint).toBe(same);
      if (raw) expect(raw.toString('utf8'), call.endpoint).toBe(text);
      if (same) kept.push(call.endpoint);
    }
    // The demo writes most answers in the schemas' order (its full report has two keys swapped).
    expect(kept).toContain('errors.list');
    expect(kept.length).toBeGreaterThanOrEqual(15);
  });

  it('a field the schema does not know is stripped, and the text is not kept', async () => {
    const answer = report();
    answer.errors!.phone = '+1 555 0100';
    const result = await serving(JSON.stringify({ ...answer, secret: 'x' })).get(target, reportCall);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(JSON.stringify(result.data)).not.toMatch(/phone|secret/);
    expect(rawJsonOf(result.data)).toBeUndefined();
  });

  it("keys in another order than the schema: the value is the schema's, the text is not kept", async () => {
    const answer = report();
    const reordered = Object.fromEntries(Object.entries(answer).reverse());
    const result = await serving(JSON.stringify(reordered)).get(target, reportCall);
    if (!result.ok) throw new Error(result.error.message);
    expect(Object.keys(result.data as object)).toEqual(Object.keys(answer));
    expect(rawJsonOf(result.data)).toBeUndefined();
  });

  it('text that is not quite what JSON.stringify writes is kept when it parses to the same value', async () => {
    const pretty = JSON.stringify(report(), null, 2).replace(/"apdex"/, '"\\u0061pdex"');
    const result = await serving(pretty).get(target, reportCall);
    if (!result.ok) throw new Error(result.error.message);
    expect(rawJsonOf(result.data)?.toString()).toBe(pretty);
    expect(JSON.parse(pretty)).toEqual(result.data);
  });

  it('-0 and bytes that are not UTF-8 are serialised as before, not sent as they came', async () => {
    const negative = JSON.stringify(report()).replace(/"throughput":\d+/, '"throughput":-0');
    const zero = await serving(negative).get(target, reportCall);
    if (!zero.ok) throw new Error(zero.error.message);
    expect(rawJsonOf(zero.data)).toBeUndefined();

    const group = answers.find((a) => a.call.endpoint === 'errors.get')!;
    const [before, after] = group.text.split(/(?<="message":")/) as [string, string];
    const broken = Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]); // 0xFF is never UTF-8
    const invalid = await serving(broken).get(target, group.call);
    if (!invalid.ok) throw new Error(invalid.error.message);
    expect((invalid.data as { message: string }).message.startsWith('\ufffd')).toBe(true);
    expect(rawJsonOf(invalid.data)).toBeUndefined();
  });

  it("a broken structure is still a typed error, in the reader's words, never data", async () => {
    expect(await serving('[]').get(target, reportCall)).toEqual({
      ok: false,
      error: { kind: 'invalid-response', message: 'Full report: the answer is not an object (it is a list).' },
    });
    const group = answers.find((a) => a.call.endpoint === 'errors.get')!;
    const noId = await serving(group.text.replace(/"hashName":"[^"]*"/, '"hashName":null')).get(target, group.call);
    expect(noId).toEqual({
      ok: false,
      error: {
        kind: 'invalid-response',
        message: 'One error group: `hashName` should be an identifier (text), and is null.',
      },
    });
    expect(await serving('{"errors":').get(target, reportCall)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response', message: expect.stringMatching(/not JSON/) },
    });
    expect(await serving('').get(target, reportCall)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('a value that breaks the contract is no value, listed, and the text is not kept', async () => {
    const answer = report();
    (answer.errors as Record<string, unknown>).events = 'many';
    const drifted = await serving(JSON.stringify(answer)).get(target, reportCall);
    if (!drifted.ok) throw new Error(drifted.error.message);
    expect((drifted.data as { errors: { events: unknown } }).errors.events).toBeNull();
    expect(drifted.deviations).toEqual([
      { path: 'errors.events', expected: 'a whole number, 0 or more', received: 'the text "many"', read: 'no value' },
    ]);
    expect(rawJsonOf(drifted.data)).toBeUndefined();
    const group = answers.find((a) => a.call.endpoint === 'errors.get')!;
    const half = await serving(group.text.replace(/"events":\d+/, '"events":1.5')).get(target, group.call);
    expect(half).toMatchObject({
      ok: true,
      data: { events: null },
      deviationCount: 1,
      deviations: [{ path: 'events', received: '1.5', read: 'no value' }],
    });
  });

  it('a null where the contract allows none reads as no value; the text, which says just that, is kept', async () => {
    const text = JSON.stringify(report()).replace(/"throughput":\d+/, '"throughput":null');
    const result = await serving(text).get(target, reportCall);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.deviationCount).toBe(1);
    expect(rawJsonOf(result.data)?.toString()).toBe(text);
  });

  it('either page-list shape is read whatever was asked', async () => {
    const list = answers.find((a) => a.call.endpoint === 'pages.list' && a.call.query.search === undefined)!;
    const search = answers.find((a) => a.call.endpoint === 'pages.list' && a.call.query.search !== undefined)!;
    const listAsked = await serving(search.text).get(target, list.call);
    expect(listAsked).toMatchObject({ ok: true, deviationCount: 0, data: { stats: expect.any(Object) } });
    const searchAsked = await serving(list.text).get(target, search.call);
    expect(searchAsked).toMatchObject({ ok: true, deviationCount: 0, data: { totalCount: expect.any(Number) } });
  });

  it('the cache stores the text and hands it back with its copy', async () => {
    const cache = await newCache();
    const text = JSON.stringify(report(), null, 1);
    const gateway = serving(text, cache);
    const live = await gateway.get(target, reportCall);
    if (!live.ok) throw new Error(live.error.message);
    const hit = await cache.get(`acc ${buildPath('reports', { projectId: 'demo-browser' }, { timeDur: '1d' })}`);
    expect(hit?.raw?.toString()).toBe(text);
    const copy = await gateway.get(target, reportCall, { cacheOnly: true });
    if (!copy.ok) throw new Error(copy.error.message);
    expect(copy).toMatchObject({ source: 'cache', data: live.data });
    expect(rawJsonOf(copy.data)?.toString()).toBe(text);
  });

  it('an answer that was stripped is cached as the stripped value', async () => {
    const cache = await newCache();
    const gateway = serving(JSON.stringify({ ...report(), extra: [1, 2, 3] }), cache);
    const live = await gateway.get(target, reportCall);
    expect(live.ok).toBe(true);
    const copy = await gateway.get(target, reportCall, { cacheOnly: true });
    if (!copy.ok) throw new Error(copy.error.message);
    expect(JSON.stringify(copy.data)).not.toMatch(/extra/);
    expect(rawJsonOf(copy.data)?.toString()).toBe(JSON.stringify(copy.data));
  });
});

describe('unchanged', () => {
  it('is true only for the same JSON: keys, order and values', () => {
    expect(unchanged({ a: 1, b: [1, 'x', null, true] }, { a: 1, b: [1, 'x', null, true] })).toBe(true);
    expect(unchanged({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(unchanged({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(unchanged({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(unchanged({ a: [1, 2] }, { a: [1] })).toBe(false);
    expect(unchanged({ a: '1' }, { a: 1 })).toBe(false);
    expect(unchanged({ a: {} }, { a: [] })).toBe(false);
    expect(unchanged([], {})).toBe(false);
    expect(unchanged(null, {})).toBe(false);
    expect(unchanged({ a: -0 }, { a: -0 })).toBe(false);
    expect(unchanged(0, 0)).toBe(true);
    const shared = { deep: { list: [{ x: 1 }] } };
    expect(unchanged(shared, shared)).toBe(true);
    expect(unchanged(JSON.parse('{"__proto__":1,"a":2}'), { a: 2 })).toBe(false);
  });
});

// ── compiled schemas ─────────────────────────────────────────────────────────

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside `value`. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.slice(0, 3).flatMap((item, i) => paths(item, [...at, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))];
  return here;
}

const replacement = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('2026-11-21T12:00:00.000Z', '2026-11-21 12:00', '2026-02-30T00:00:00Z', -0, 1.5, [], {}),
);
type Mutation =
  { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'extra'; value: unknown } | { kind: 'reorder' };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  replacement.map((value) => ({ kind: 'set' as const, value })),
  fc.constant({ kind: 'delete' as const }),
  replacement.map((value) => ({ kind: 'extra' as const, value })),
  fc.constant({ kind: 'reorder' as const }),
);

function mutate(value: Json, path: (string | number)[], change: Mutation): unknown {
  const copy = structuredClone(value) as Json;
  if (path.length === 0) return change.kind === 'set' ? change.value : copy;
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key as string]!, copy) as
    Record<string, unknown> | unknown[];
  const key = path[path.length - 1]!;
  const target = (parent as Record<string, unknown>)[key as string];
  if (change.kind === 'set') (parent as Record<string, unknown>)[key as string] = change.value;
  else if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  } else if (change.kind === 'extra' && target && typeof target === 'object' && !Array.isArray(target))
    (target as Record<string, unknown>).zzExtra = change.value;
  else if (change.kind === 'reorder' && target && typeof target === 'object' && !Array.isArray(target)) {
    (parent as Record<string, unknown>)[key as string] = Object.fromEntries(Object.entries(target).reverse());
  }
  return copy;
}

describe('compiled answer schemas', () => {
  it('compile (no silent fallback to the plain parser), and say no for certain', () => {
    const schemas = new Set(answers.map(({ call }) => responseSchemaFor(call.endpoint, call.query)));
    for (const schema of schemas) {
      expect(() => z.compile(schema, { strict: true })).not.toThrow();
      // A compiled "no" that is the schema's "no": the exact check need not parse again.
      expect(z.core.compileFn(schema).definite).toBe(true);
    }
  });

  it("give the plain schema's verdict, value and issues for answers and broken answers", () => {
    for (const { call, text } of answers) {
      const schema = responseSchemaFor(call.endpoint, call.query);
      const fast = z.compile(schema);
      const original = JSON.parse(text) as Json;
      const candidates = paths(original);
      fc.assert(
        fc.property(fc.constantFrom(...candidates), mutation, (path, change) => {
          const input = mutate(original, path, change);
          const plain = schema.safeParse(input);
          const compiled = fast.safeParse(structuredClone(input));
          expect(compiled.success).toBe(plain.success);
          if (plain.success && compiled.success) expect(JSON.stringify(compiled.data)).toBe(JSON.stringify(plain.data));
          if (!plain.success && !compiled.success)
            expect(describeIssues(compiled.error)).toBe(describeIssues(plain.error));
          // The gateway's exact check: the same verdict and value, without the issues.
          const exact = exactCheck(schema).safeParse(structuredClone(input));
          expect(exact.success).toBe(plain.success);
          if (plain.success && exact.success) expect(JSON.stringify(exact.data)).toBe(JSON.stringify(plain.data));
        }),
        { numRuns: 60 },
      );
    }
  });
});

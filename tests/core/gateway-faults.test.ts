// The gateway against the real demo API over loopback, through every fault the demo can stage:
// each failure comes back as its typed error, with the cached copy, after a bounded number of
// attempts, and the next request is served normally.
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorKind } from '../../shared/api-error.ts';
import { formatApiTime } from '../../shared/time-window.ts';
import { Gateway, type Call, type Target } from '../../electron/core/gateway.ts';
import { ResponseCache } from '../../electron/core/response-cache.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import type { FaultRule } from '../../electron/demo-api/faults.ts';
import { pinClock } from '../../scripts/pinned-clock.ts';
import { reportRequest } from '../testing/requests.ts';

let demo: DemoApi;
let cache: ResponseCache;
const waits: number[] = [];
let gateway: Gateway;
let target: Target;
const call: Call = reportRequest();
// One clock for the demo and the gateway, as in the app: pinned, and moving on from there.
const clock = pinClock(Date.UTC(2026, 10, 21, 12));

beforeAll(async () => {
  demo = await startDemoApi({ port: 0, key: 'fault-key', now: clock.now });
  cache = await ResponseCache.open({
    dir: await mkdtemp(join(tmpdir(), 'spyglass-gw-')),
    secrets: new MemorySecretStore(),
    maxBytes: 64 * 1024 * 1024,
  });
  target = { account: { id: 'acc', baseUrl: demo.url }, apiKey: 'fault-key', kind: 'browser' };
});
afterAll(() => demo.close());

beforeEach(async () => {
  demo.faults.clear();
  waits.length = 0;
  // Short limits keep the matrix quick; the waits are recorded, and really slept.
  gateway = new Gateway({
    cache,
    timeoutMs: 400,
    maxAttempts: 3,
    retryBudgetMs: 5_000,
    baseDelayMs: 10,
    now: clock.now,
    sleep: (ms) => {
      waits.push(ms);
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  // Seed the cache so that every failure can hand back the last good copy.
  const seeded = await gateway.get(target, call);
  expect(seeded.ok).toBe(true);
});

const hitsOf = (id: number) => demo.faults.list().find((f) => f.id === id)?.hits;

/** Stages a fault, asks once, and checks what came back and how often the server was hit. */
async function withFault(rule: FaultRule, expected: { kind: ApiErrorKind; attempts: number; message?: RegExp }) {
  const fault = demo.faults.add(rule);
  const result = await gateway.get(target, call);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.kind).toBe(expected.kind);
  if (expected.message) expect(result.error.message).toMatch(expected.message);
  expect(result.cached?.data).toMatchObject({ pages: { throughput: expect.any(Number) } });
  expect(hitsOf(fault.id)).toBe(expected.attempts);
  // And the process goes on: once the fault is gone, the next request is served.
  demo.faults.clear();
  const after = await gateway.get(target, call);
  expect(after).toMatchObject({ ok: true, source: 'network' });
  return result;
}

describe('gateway fault matrix', () => {
  it('401: a wrong key is an auth error, not retried', async () => {
    const result = await gateway.get({ ...target, apiKey: 'wrong' }, call);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'auth', status: 401, message: expect.stringMatching(/key was refused: Invalid API key/) },
    });
    expect(result.ok === false && result.cached).toBeTruthy();
  });

  it('no key at all is refused before sending', async () => {
    const result = await gateway.get({ ...target, apiKey: null }, call);
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth', message: expect.stringMatching(/No API key/) } });
  });

  it('403 is forbidden', () =>
    withFault(
      { kind: 'status', status: 403, message: 'admins only' },
      { kind: 'forbidden', attempts: 1, message: /admins only/ },
    ));

  it('404: an unknown project is not found', async () => {
    const result = await gateway.get(target, { ...call, path: { projectId: 'nope' } });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'not-found', status: 404, message: expect.stringMatching(/Unknown project "nope"/) },
    });
  });

  it('429 honours Retry-After, then succeeds', async () => {
    demo.faults.add({ kind: 'status', status: 429, retryAfter: 1, times: 1 });
    const result = await gateway.get(target, call);
    expect(result).toMatchObject({ ok: true, source: 'network' });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
  });

  it('429 with a Retry-After beyond the budget stops at once, saying when to come back', async () => {
    const before = clock.now();
    const result = await withFault(
      { kind: 'status', status: 429, retryAfter: 60 },
      { kind: 'rate-limited', attempts: 1 },
    );
    expect(result?.error.retryAfterMs).toBe(60_000);
    // The moment to count down to, on the gateway's clock.
    expect(result?.error.retryAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(result?.error.retryAt).toBeLessThanOrEqual(clock.now() + 60_000);
    expect(waits).toEqual([]);
  });

  it('429 until the attempts run out: the last refusal still says when to come back', async () => {
    const result = await withFault(
      { kind: 'status', status: 429, retryAfter: 0 },
      { kind: 'rate-limited', attempts: 3 },
    );
    expect(result?.error).toMatchObject({ retryAfterMs: 0, retryAt: expect.any(Number) });
  });

  it('408 and 504 are retried a bounded number of times', async () => {
    await withFault(
      { kind: 'status', status: 408 },
      { kind: 'timeout', attempts: 3, message: /gave up waiting for the request \(408\)/ },
    );
    await withFault(
      { kind: 'status', status: 504 },
      { kind: 'server', attempts: 3, message: /timed out behind its gateway \(504\)/ },
    );
    demo.faults.add({ kind: 'status', status: 504, times: 1 });
    expect(await gateway.get(target, call)).toMatchObject({ ok: true, trace: { attempts: 2 } });
  });

  it('500 is a server error, not retried', () =>
    withFault({ kind: 'status', status: 500 }, { kind: 'server', attempts: 1, message: /failed \(500\)/ }));
  it('502 is retried a bounded number of times', () =>
    withFault({ kind: 'status', status: 502 }, { kind: 'server', attempts: 3 }));

  it('503 once is retried and succeeds', async () => {
    demo.faults.add({ kind: 'status', status: 503, times: 1 });
    expect(await gateway.get(target, call)).toMatchObject({ ok: true });
    expect(waits).toHaveLength(1);
  });

  it('a slow answer times out, retried a bounded number of times, saying how long it waited in all', async () => {
    const started = performance.now();
    const result = await withFault(
      { kind: 'latency', ms: 2_000 },
      { kind: 'timeout', attempts: 3, message: /^No answer after 3 tries, \d+(\.\d)? s$/ },
    );
    const waited = (performance.now() - started) / 1000;
    const said = Number(/, ([\d.]+) s$/.exec(result!.error.message)![1]);
    // Three attempts of 400 ms and the waits between them, not one attempt's limit.
    expect(said).toBeGreaterThanOrEqual(1.2);
    expect(said).toBeLessThanOrEqual(waited + 0.05);
  });

  it('a refused connection is offline, with the cached copy', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const gone: Target = { ...target, account: { ...target.account, baseUrl: `http://127.0.0.1:${port}` } };
    const result = await gateway.get(gone, call);
    expect(result).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(result.ok === false && result.cached?.data).toBeTruthy();
  });

  it('a reset connection is offline, retried a bounded number of times', () =>
    withFault({ kind: 'reset' }, { kind: 'offline', attempts: 3, message: /cut off/ }));
  it('malformed JSON is an invalid response', () =>
    withFault({ kind: 'malformed' }, { kind: 'invalid-response', attempts: 1, message: /not JSON/ }));
  it('a number sent as text is read as a number, and listed as a deviation', async () => {
    const fault = demo.faults.add({ kind: 'schema' });
    const result = await gateway.get(target, call);
    expect(hitsOf(fault.id)).toBe(1);
    expect(result).toMatchObject({ ok: true, source: 'network', deviationCount: 1 });
    if (!result.ok) return;
    expect(result.deviations).toEqual([
      {
        path: expect.any(String),
        expected: 'a whole number, 0 or more',
        received: expect.stringMatching(/^the text "\d+"$/),
        read: 'as a number',
      },
    ]);
  });
  it('a 50 MB body is refused without holding it', () =>
    withFault({ kind: 'huge', mb: 50 }, { kind: 'invalid-response', attempts: 1, message: /larger than 32 MB/ }));
  it('a slow drip times out', () => withFault({ kind: 'drip', ms: 3_000 }, { kind: 'timeout', attempts: 3 }));
});

describe('gateway before sending', () => {
  it('refuses what the catalogue refuses, sending nothing', async () => {
    const before = (
      await fetch(`${demo.url}/v2/projects/demo-browser/reports?timeDur=1d`, { headers: { 'X-API-KEY': 'fault-key' } })
    ).ok;
    expect(before).toBe(true);
    const fault = demo.faults.add({ kind: 'status', status: 500 }); // any request that got through would hit this
    const refusals = await Promise.all([
      gateway.get(target, { ...call, query: { timeDur: 'soon' } }),
      gateway.get(target, { endpoint: 'errors.list', path: { projectId: 'demo-browser' }, query: { timeDur: '1d' } }),
      gateway.get(target, { ...call, path: { projectId: 'demo-browser', extra: 'x' } }),
      gateway.get(target, { endpoint: 'nope' as never, path: {}, query: {} }),
      gateway.get(
        { ...target, kind: 'apm' },
        { endpoint: 'webvitals', path: { projectId: 'demo-apm' }, query: { timeDur: '1d' } },
      ),
      gateway.get({ ...target, account: { id: 'x', baseUrl: 'http://example.com' } }, call),
      // "/projects/../reports" would reach another resource
      gateway.get(target, { ...call, path: { projectId: '..' } }),
    ]);
    expect(refusals.map((r) => (r.ok ? 'ok' : r.error.kind))).toEqual([
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'not-served',
      'bad-request',
      'bad-request',
    ]);
    expect(refusals[6]).toMatchObject({ error: { message: 'Full report: projectId cannot be ".."' } });
    expect(hitsOf(fault.id)).toBe(0);
  });

  it('shares one request among identical concurrent calls', async () => {
    const fault = demo.faults.add({ kind: 'latency', ms: 100 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => gateway.get(target, { ...call, query: { timeDur: '6h' } })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(hitsOf(fault.id)).toBe(1);
  });

  it('finds the copy of a relative window by the exact range it covered', async () => {
    const live = await gateway.get(target, call);
    if (!live.ok) throw new Error(live.error.message);
    const range = (start: number, end: number): Call => ({
      ...call,
      query: { timeStart: formatApiTime(start), timeEnd: formatApiTime(end) },
    });
    const offline = await gateway.get(target, range(live.window.start, live.window.end), { cacheOnly: true });
    expect(offline).toMatchObject({ ok: true, source: 'cache', data: live.data, window: live.window });
    expect(
      await gateway.get(target, range(live.window.start - 60_000, live.window.end), { cacheOnly: true }),
    ).toMatchObject({ ok: false });
  });

  it('answers from the cache alone when asked', async () => {
    expect(await gateway.get(target, call, { cacheOnly: true })).toMatchObject({ ok: true, source: 'cache' });
    expect(await gateway.get(target, { ...call, query: { timeDur: '14d' } }, { cacheOnly: true })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });
});

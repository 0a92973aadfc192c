// The gateway and the core against a service that drifts from its document: a loopback proxy in
// front of the real demo API changes its answers (nulls, missing values, numbers as text, a
// broken structure, an echoed key) or redirects. A drifted answer is read with its deviations,
// which travel with its cached copy; a broken one is refused in words; api.inspect gives the
// text as served, with its trace, from the cache alone; no reply ever holds the key.
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeReply, ChannelName, Inspection } from '../../shared/bridge.ts';
import { Core } from '../../electron/core/core.ts';
import { Gateway, type Call, type Target } from '../../electron/core/gateway.ts';
import { ResponseCache } from '../../electron/core/response-cache.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { accountOnDemoProjects, reportRequest } from '../testing/requests.ts';

const KEY = 'drift-key-7f3a9c';
type Json = Record<string, unknown>;

/** What the proxy does to an answer: changes its JSON, or answers with a status and headers of its own. */
type Plan =
  { rewrite: (answer: Json, path: string) => unknown } | { status: number; headers: Record<string, string> } | null;

interface Proxy {
  url: string;
  plan: Plan;
  /** The body of the last answer the proxy sent, as sent. */
  lastServed: string;
  /** Requests by path, to prove what was (not) asked for. */
  hits: string[];
  close(): Promise<void>;
}

async function startProxy(demo: DemoApi): Promise<Proxy> {
  const proxy: Proxy = { url: '', plan: null, lastServed: '', hits: [], close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    proxy.hits.push(path);
    const plan = proxy.plan;
    if (plan && 'status' in plan) {
      response.writeHead(plan.status, plan.headers).end();
      return;
    }
    void (async () => {
      const upstream = await fetch(`${demo.url}${path}`, {
        headers: { 'X-API-KEY': String(request.headers['x-api-key'] ?? '') },
      });
      let body = await upstream.text();
      if (plan && upstream.ok) body = JSON.stringify(plan.rewrite(JSON.parse(body) as Json, path));
      proxy.lastServed = body;
      response.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(body);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}

/** The ajax list with four values drifted: a text where a number goes, a null, a missing value, a count as text. */
const driftAjax = (answer: Json) => {
  const rows = answer.data as Json[];
  (answer.stats as Json).totalTime = 'n/a';
  rows[0]!.percentile_99 = null;
  delete rows[1]!.responseTime;
  rows[2]!.throughput = String(rows[2]!.throughput);
  return answer;
};
const AJAX_DEVIATIONS = [
  { path: 'stats.totalTime', expected: 'a number', received: 'the text "n/a"', read: 'no value' },
  { path: 'data.0.percentile_99', expected: 'a number', received: 'null', read: 'no value' },
  { path: 'data.1.responseTime', expected: 'a number', received: 'missing from the answer', read: 'no value' },
  {
    path: 'data.2.throughput',
    expected: 'a whole number, 0 or more',
    received: expect.stringMatching(/^the text "\d+"$/),
    read: 'as a number',
  },
];

let demo: DemoApi;
let proxy: Proxy;
beforeAll(async () => {
  demo = await startDemoApi({ port: 0, key: KEY, now: Date.UTC(2026, 10, 21, 12) });
  proxy = await startProxy(demo);
});
afterAll(async () => {
  await proxy.close();
  await demo.close();
});
beforeEach(() => {
  proxy.plan = null;
  proxy.hits.length = 0;
});

describe('the gateway reads what the service sends', () => {
  let cache: ResponseCache;
  let gateway: Gateway;
  const target = (): Target => ({ account: { id: 'acc', baseUrl: proxy.url }, apiKey: KEY, kind: 'browser' });
  const ajax: Call = { endpoint: 'ajax.list', path: { projectId: 'demo-browser' }, query: { timeDur: '1d' } };

  beforeAll(async () => {
    cache = await ResponseCache.open({
      dir: await mkdtemp(join(tmpdir(), 'spyglass-read-')),
      secrets: new MemorySecretStore(),
      maxBytes: 64 * 1024 * 1024,
    });
    gateway = new Gateway({ cache, maxAttempts: 2, baseDelayMs: 5, timeoutMs: 2_000 });
  });

  it('a drifted answer is read, with its exact deviations, and its cached copies carry them', async () => {
    const exact = await gateway.get(target(), ajax);
    expect(exact).toMatchObject({ ok: true, deviations: [], deviationCount: 0 });
    proxy.plan = { rewrite: driftAjax };
    const live = await gateway.get(target(), ajax);
    if (!live.ok) throw new Error(live.error.message);
    expect(live.deviations).toEqual(AJAX_DEVIATIONS);
    expect(live.deviationCount).toBe(4);
    const served = JSON.parse(proxy.lastServed) as { data: Json[] };
    const rows = (live.data as { data: Json[]; stats: Json }).data;
    expect((live.data as { stats: Json }).stats.totalTime).toBeNull();
    expect(rows[0]!.percentile_99).toBeNull();
    expect(rows[1]!.responseTime).toBeNull();
    expect(rows[2]!.throughput).toBe(Number(served.data[2]!.throughput));
    expect(rows[3]).toEqual(served.data[3]); // the rest as sent

    const copy = await gateway.get(target(), ajax, { cacheOnly: true });
    expect(copy).toMatchObject({
      ok: true,
      source: 'cache',
      data: live.data,
      deviations: AJAX_DEVIATIONS,
      deviationCount: 4,
      trace: live.trace,
    });

    proxy.plan = { status: 503, headers: {} };
    const failed = await gateway.get(target(), ajax);
    expect(failed).toMatchObject({
      ok: false,
      error: { kind: 'server' },
      cached: { data: live.data, deviations: AJAX_DEVIATIONS, deviationCount: 4 },
    });
  });

  it('a broken structure fails the answer with a sentence in words', async () => {
    proxy.plan = { rewrite: ({ stats }) => ({ stats }) };
    expect(await gateway.get(target(), { ...ajax, query: { timeDur: '6h' } })).toEqual({
      ok: false,
      error: { kind: 'invalid-response', message: 'Ajax calls: the answer has no `data` (a list).' },
    });
    proxy.plan = {
      rewrite: (answer) => ({
        ...answer,
        data: (answer.data as Json[]).map((row, i) => (i === 1 ? { ...row, id: 42 } : row)),
      }),
    };
    expect(await gateway.get(target(), { ...ajax, query: { timeDur: '6h' } })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-response',
        message: 'Ajax calls: `id` in row 2 of `data` should be an identifier (text), and is 42.',
      },
    });
  });

  it('the trace says how the answer was fetched, the key shown as •••', async () => {
    const result = await gateway.get(target(), { ...ajax, query: { timeDur: '30m', search: 'cart item' } });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.trace).toEqual({
      method: 'GET',
      url: `${proxy.url}/v2/projects/demo-browser/ajax?timeDur=30m&search=cart+item`,
      headers: { 'X-API-KEY': '•••', Accept: 'application/json' },
      status: 200,
      attempts: 1,
      timings: {
        queuedMs: 0,
        waitingMs: expect.any(Number),
        readingMs: expect.any(Number),
        checkingMs: expect.any(Number),
      },
      bytes: Buffer.byteLength(proxy.lastServed),
    });
    for (const ms of Object.values(result.trace!.timings)) expect(ms).toBeGreaterThanOrEqual(0);
  });

  it('a redirect is named, with where it points, and never followed', async () => {
    proxy.plan = { status: 302, headers: { Location: `${proxy.url}/followed?x=1` } };
    expect(await gateway.get(target(), ajax)).toMatchObject({
      ok: false,
      error: {
        kind: 'bad-request',
        status: 302,
        message: `The service redirected to ${proxy.url}/followed?x=1; Spyglass does not follow redirects with your key.`,
      },
    });
    proxy.plan = { status: 301, headers: { Location: `/v3/moved?api_key=${KEY}` } };
    expect(await gateway.get(target(), ajax)).toMatchObject({
      ok: false,
      error: {
        message: `The service redirected to ${proxy.url}/v3/moved?api_key=•••; Spyglass does not follow redirects with your key.`,
      },
    });
    expect(proxy.hits.filter((path) => !path.startsWith('/v2/'))).toEqual([]);
    expect(proxy.hits).toHaveLength(2); // one request each: a redirect is not retried either
  });
});

describe('api.inspect and the core', () => {
  let userDataDir: string;
  let secrets: MemorySecretStore;
  let core: Core;
  const replies: unknown[] = [];
  const ask = async <C extends ChannelName>(channel: C, payload: unknown): Promise<BridgeReply<C>> => {
    const reply = (await core.handle(channel, payload)) as BridgeReply<C>;
    replies.push(reply);
    return reply;
  };
  const ajax = { endpoint: 'ajax.list', path: { projectId: 'demo-browser' }, query: { timeDur: '1d' } };
  const inspect = async (request: object): Promise<Inspection> => {
    const reply = await ask('api.inspect', request);
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.value;
  };
  const openCore = async () =>
    Core.create({
      userDataDir,
      host: 'web',
      version: 'test',
      secrets: { store: secrets, problem: null },
      gateway: { maxAttempts: 1, timeoutMs: 2_000 },
      startDemo: async () => ({ url: proxy.url, key: KEY, close: async () => undefined }),
      saveExport: async () => ({ saved: true }),
    });

  beforeAll(async () => {
    userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-inspect-'));
    secrets = new MemorySecretStore({ persistent: true }); // the keychain, across the restart
    core = await openCore();
  });
  afterAll(() => core.close());

  it("gives the drifted answer's text as served, its deviations and its trace", async () => {
    proxy.plan = { rewrite: driftAjax };
    const live = await ask('api.get', ajax);
    expect(live).toMatchObject({ ok: true, value: { deviations: AJAX_DEVIATIONS } });
    const sent = proxy.lastServed;
    const inspection = await inspect(ajax);
    expect(inspection).toMatchObject({
      found: true,
      source: 'network',
      deviations: AJAX_DEVIATIONS,
      deviationCount: 4,
    });
    if (!inspection.found) return;
    expect(inspection.raw).toBe(sent);
    expect(inspection.trace).toMatchObject({
      url: `${proxy.url}/v2/projects/demo-browser/ajax?timeDur=1d`,
      headers: { 'X-API-KEY': '•••' },
      status: 200,
      bytes: Buffer.byteLength(sent),
    });
  });

  it("gives an exact answer's text as served too, even where the value was reordered", async () => {
    // The demo writes its full report with two keys in another order than the contract's.
    await ask('api.get', reportRequest());
    const report = proxy.lastServed;
    await ask('api.get', {
      endpoint: 'errors.list',
      path: { projectId: 'demo-browser' },
      query: { timeDur: '1d', status: 'Open' },
    });
    const errors = proxy.lastServed;
    expect(await inspect(reportRequest())).toMatchObject({ found: true, raw: report, deviationCount: 0 });
    expect(
      await inspect({
        endpoint: 'errors.list',
        path: { projectId: 'demo-browser' },
        query: { timeDur: '1d', status: 'Open' },
      }),
    ).toMatchObject({ found: true, raw: errors, deviationCount: 0 });
    expect(await inspect({ ...ajax, query: { timeDur: '14d' } })).toEqual({ found: false });
  });

  it('works with the service stopped, and after a restart, from the cache', async () => {
    proxy.plan = { status: 503, headers: {} };
    const before = await inspect(ajax);
    const failed = await ask('api.get', ajax);
    expect(failed).toMatchObject({ ok: false, cached: { deviations: AJAX_DEVIATIONS } });
    expect(await inspect(ajax)).toEqual(before);
    await core.close();
    core = await openCore();
    expect(await inspect(ajax)).toEqual({ ...before, source: 'cache' });
  });

  it('refuses what api.get refuses, sending nothing', async () => {
    proxy.hits.length = 0;
    expect(await ask('api.inspect', { ...ajax, cache: 'only' })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    expect(await ask('api.inspect', { ...ajax, query: { timeDur: 'soon' } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    expect(await ask('api.inspect', { ...ajax, path: { projectId: 'demo-apm' } })).toMatchObject({
      ok: false,
      error: { kind: 'not-served' },
    });
    expect(proxy.hits).toEqual([]);
  });

  it('an answer that echoes the key holds ••• instead, in the answer, its copy and Inspect', async () => {
    proxy.plan = {
      rewrite: (answer) => ({
        ...answer,
        data: (answer.data as Json[]).map((row, i) =>
          i === 0 ? { ...row, url: `https://shop.example/cart?key=${KEY}` } : row,
        ),
      }),
    };
    const request = { ...ajax, query: { timeDur: '6h' } };
    const live = await ask('api.get', request);
    const rows = live.ok ? (live.value.data as { data: Json[] }).data : [];
    expect(rows[0]?.url).toBe('https://shop.example/cart?key=•••');
    const copy = await ask('api.get', { ...request, cache: 'only' });
    expect(copy.ok && (copy.value.data as { data: Json[] }).data[0]?.url).toBe('https://shop.example/cart?key=•••');
    expect(proxy.lastServed).toContain(KEY);
    const inspection = await inspect(request);
    expect(inspection.found && inspection.raw).toBe(proxy.lastServed.replace(KEY, '•••'));
  });

  it('no reply holds the key', () => {
    expect(replies.length).toBeGreaterThan(10);
    expect(JSON.stringify(replies)).not.toContain(KEY);
  });
});

describe('accounts on a drifting service', () => {
  it("a project's kind is read from a drifted report", async () => {
    const core = await Core.create({
      userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-kinds-')),
      host: 'web',
      version: 'test',
      secrets: { store: new MemorySecretStore(), problem: null },
      saveExport: async () => ({ saved: true }),
    });
    try {
      proxy.plan = {
        rewrite: (answer, path) => {
          if (path.includes('demo-browser'))
            return {
              ...answer,
              apdex: null,
              pages: { ...(answer.pages as Json), throughput: String((answer.pages as Json).throughput) },
            };
          return { ...answer, throughput: null, responseTime: String(answer.responseTime) };
        },
      };
      const added = await core.call('accounts.add', accountOnDemoProjects('Drifting', proxy.url, KEY));
      expect(added).toMatchObject({
        ok: true,
        value: {
          projects: [
            { id: 'demo-browser', kind: 'browser' },
            { id: 'demo-apm', kind: 'apm' },
          ],
        },
      });
      // A report broken in its structure still refuses the account, saying why.
      proxy.plan = { rewrite: () => [] };
      expect(
        await core.call('accounts.add', { name: 'Broken', baseUrl: proxy.url, apiKey: KEY, projectIds: ['demo-apm'] }),
      ).toMatchObject({
        ok: false,
        error: {
          kind: 'invalid-response',
          message: 'Project demo-apm: Full report: the answer is not an object (it is a list).',
        },
      });
    } finally {
      await core.close();
    }
  });
});

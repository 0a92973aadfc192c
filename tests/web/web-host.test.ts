// The browser host over real HTTP and its bridge socket: without the per-launch secret every
// bridge call is refused; with it, the 19 GETs answer from the demo API through the same core as
// the desktop app, many at once over one socket.
import { ServerResponse } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES, replyOf } from '../../shared/bridge.ts';
import { ENDPOINT_IDS, pathParamNames, type EndpointId } from '../../shared/catalogue.ts';
import { Gateway } from '../../electron/core/gateway.ts';
import { encodeReply, rawJsonOf } from '../../electron/core/raw-json.ts';
import { ResponseCache } from '../../electron/core/response-cache.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi } from '../../electron/demo-api/server.ts';
import { CONTENT_SECURITY_POLICY } from '../../electron/core/content-security-policy.ts';
import { startWebHost, type WebHost } from '../../electron/web/web-host.ts';
import { BRIDGE_MESSAGES, BRIDGE_PROTOCOL, CLOSE, MAX_BRIDGE_MESSAGE } from '../../shared/bridge/socket.ts';
import { bareSocket, pageBridge } from '../testing/bridge-socket.ts';

let host: WebHost;

beforeAll(async () => {
  const rendererDir = await mkdtemp(join(tmpdir(), 'spyglass-renderer-'));
  await mkdir(join(rendererDir, 'assets'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Spyglass</title>');
  await writeFile(join(rendererDir, 'assets', 'app-1234.js'), 'console.log(1)');
  host = await startWebHost({
    userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-web-')),
    rendererDir,
    version: 'test',
    core: { secrets: { store: new MemorySecretStore(), problem: null } },
    startDemo: async () => {
      const demo = await startDemoApi({ port: 0, key: 'web-key' });
      return { url: demo.url, key: 'web-key', close: () => demo.close() };
    },
  });
});
/** The page's transport, the host's secret proven: one socket for every test of this file. */
let page: ReturnType<typeof pageBridge>;
beforeAll(() => void (page = pageBridge(host)));
afterAll(async () => {
  page.close();
  await host.close();
});

type Reply = { ok: boolean; value: Record<string, unknown>; error: { kind: string; message: string } };
const withSecret = <T = Reply>(channel: string, body: unknown) => page.ask(channel, body) as Promise<T>;

describe('browser host', () => {
  it('prints a launch URL on loopback that carries the secret in the fragment', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host.launchUrl).toBe(`${host.url}/#secret=${host.secret}`);
    expect(host.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses every channel without the secret, or with a wrong one, with the sentence the page shows', async () => {
    for (const secret of ['', 'guess', `${host.secret}x`, host.secret.slice(1)]) {
      const stranger = pageBridge(host, { secretOf: () => secret });
      for (const channel of CHANNEL_NAMES) {
        expect(await stranger.ask(channel, {}), channel).toEqual({
          ok: false,
          error: { kind: 'forbidden', message: BRIDGE_MESSAGES.wrongSecret },
        });
      }
      expect(stranger.events.reachable.every(Boolean)).toBe(true); // the host answered: not "offline"
      stranger.close();
    }
  });

  it('closes a socket without the secret at once, reading nothing it sends', async () => {
    for (const offer of [{ secret: null }, { secret: 'guess' }, { protocols: [BRIDGE_PROTOCOL, host.secret] }]) {
      const socket = bareSocket(host.url, offer);
      expect((await socket.upgrade).status).toBe(101);
      socket.ws.send(JSON.stringify({ id: 1, channel: 'app.info', payload: {} }));
      expect(await socket.closed).toEqual({ code: CLOSE.wrongSecret, reason: BRIDGE_MESSAGES.wrongSecret });
      expect(socket.messages).toEqual([]);
    }
    // The secret is never echoed: the host answers the bridge's protocol only.
    const proven = bareSocket(host.url, { secret: host.secret });
    await proven.upgrade;
    expect(proven.ws.protocol).toBe(BRIDGE_PROTOCOL);
    proven.ws.close();
    await proven.closed;
    // A secret in the address is not taken (an address may be logged).
    const inAddress = bareSocket(host.url, { secret: null, search: `?secret=${host.secret}` });
    expect((await inAddress.closed).code).toBe(CLOSE.wrongSecret);
  });

  it('refuses the upgrade from other Host names (DNS rebinding) and other origins, secret or not', async () => {
    const rebound = bareSocket(host.url, { secret: host.secret, headers: { Host: 'evil.example:80' } });
    expect(await rebound.upgrade).toEqual({ status: 421, body: JSON.stringify({ message: 'Unknown host' }) });
    const crossOrigin = bareSocket(host.url, { secret: host.secret, origin: 'http://evil.example' });
    expect(await crossOrigin.upgrade).toEqual({
      status: 403,
      body: JSON.stringify({ message: 'Cross-origin calls are refused' }),
    });
    // Another port of the same machine is another origin.
    const otherPort = bareSocket(host.url, { secret: host.secret, origin: 'http://127.0.0.1:1' });
    expect((await otherPort.upgrade).status).toBe(403);
    // The page's own origin is welcome.
    const own = bareSocket(host.url, { secret: host.secret, origin: host.url });
    expect((await own.upgrade).status).toBe(101);
    own.ws.close();
    await own.closed;
  });

  it('answers the 19 GETs from the demo API with the secret', async () => {
    const get = async (
      endpoint: EndpointId,
      path: Record<string, string>,
      query: Record<string, string | number> = {},
    ) => {
      const reply = await withSecret<{ ok: boolean; value: { data: Record<string, unknown>; source: string } }>(
        'api.get',
        { endpoint, path: { projectId: 'demo-browser', ...path }, query: { timeDur: '7d', ...query } },
      );
      expect(reply, endpoint).toMatchObject({ ok: true, value: { source: 'network' } });
      return reply.value.data;
    };
    const ids = {
      transactionId: ((await get('transactions.list', {})).data as { id: string }[])[0]!.id,
      pageId: ((await get('pages.list', {})).data as { id: string }[])[0]!.id,
      routeId: ((await get('routes.list', {})).data as { id: string }[])[0]!.id,
      ajaxId: ((await get('ajax.list', {})).data as { id: string }[])[0]!.id,
      errorId: ((await get('errors.list', {}, { status: 'Open' })).data as { id: string }[])[0]!.id,
    };
    const answered = new Set<EndpointId>([
      'transactions.list',
      'pages.list',
      'routes.list',
      'ajax.list',
      'errors.list',
    ]);
    const pathFor = (endpoint: EndpointId) =>
      Object.fromEntries(Object.entries(ids).filter(([name]) => pathParamNames(endpoint).includes(name)));
    for (const endpoint of ENDPOINT_IDS.filter((id) => !answered.has(id))) {
      const data = await get(endpoint, pathFor(endpoint));
      expect(Object.keys(data).length, endpoint).toBeGreaterThan(0);
      answered.add(endpoint);
    }
    expect(answered.size).toBe(19);
    expect(await get('errors.get', pathFor('errors.get'))).toMatchObject({ id: ids.errorId });
  });

  it('refuses unknown channels and malformed messages with a reason, and takes no plain HTTP call', async () => {
    expect(await withSecret('nope', {})).toMatchObject({
      ok: false,
      error: { kind: 'bad-request', message: 'Unknown channel "nope"' },
    });
    const bad = bareSocket(host.url, { secret: host.secret });
    await bad.upgrade;
    bad.ws.send('{not json');
    expect(await bad.closed).toEqual({ code: CLOSE.notJson, reason: BRIDGE_MESSAGES.notJson });
    const plain = await fetch(`${host.url}/bridge`, { method: 'POST', body: '{}' });
    expect(plain.status).toBe(426);
    expect((await fetch(`${host.url}/bridge/app.info`, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('serves the renderer with a strict CSP, and nothing outside it', async () => {
    const page = await fetch(`${host.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${host.url}/assets/app-1234.js`)).headers.get('cache-control')).toMatch(/immutable/);
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2f..%2fetc/passwd', '/missing.js']) {
      expect((await fetch(`${host.url}${path}`)).status, path).toBe(404);
    }
  });

  it("writes the launch's page before it asks for the launch's home: the page waits for no plan", async () => {
    const order: string[] = [];
    const end = ServerResponse.prototype.end;
    const ended = vi.spyOn(ServerResponse.prototype, 'end').mockImplementation(function (
      this: ServerResponse,
      ...args: unknown[]
    ) {
      if (this.req.url === '/') order.push('page written');
      return Reflect.apply(end, this, args) as ServerResponse;
    });
    const planned = vi.spyOn(host.core, 'prefetchLaunch').mockImplementation(() => {
      order.push('home asked for');
      return null;
    });
    try {
      expect((await fetch(`${host.url}/`)).status).toBe(200);
    } finally {
      ended.mockRestore();
      planned.mockRestore();
    }
    expect(order).toEqual(['page written', 'home asked for']);
  });

  it('hands an export over as a one-time download', async () => {
    const reply = await withSecret<{ ok: true; value: { saved: boolean; downloadUrl: string } }>('export.save', {
      filename: 'pages table',
      mime: 'text/csv',
      text: 'url,views\n/cart,12\n',
    });
    expect(reply).toMatchObject({
      ok: true,
      value: { saved: true, downloadUrl: expect.stringMatching(/^\/download\//) },
    });
    const file = await fetch(`${host.url}${reply.value.downloadUrl}`);
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="pages table.csv"/);
    expect(await file.text()).toBe('url,views\n/cart,12\n');
    expect((await fetch(`${host.url}${reply.value.downloadUrl}`)).status).toBe(404);
  });

  it('refuses a message over the limit with the sentence that says it, the socket kept', async () => {
    // The page's transport refuses it before sending: its socket, and the calls on it, go on.
    const text = 'a'.repeat(MAX_BRIDGE_MESSAGE);
    const inFlight = withSecret('app.info', {});
    expect(await withSecret('export.save', { filename: 'big', mime: 'text/csv', text })).toEqual({
      ok: false,
      error: {
        kind: 'unavailable',
        message: `The request is larger than the browser host takes (${(MAX_BRIDGE_MESSAGE / 1024 / 1024).toFixed(1)} MB)`,
      },
    });
    expect(BRIDGE_MESSAGES.tooLarge).toBe('The request is larger than the browser host takes (85.4 MB)');
    expect(await inFlight).toMatchObject({ ok: true });
    // Multi-byte text is counted in bytes: a third of the limit in 3-byte characters is past it.
    const wide = '€'.repeat(Math.ceil(MAX_BRIDGE_MESSAGE / 3));
    expect(await withSecret('export.save', { filename: 'big', mime: 'text/csv', text: wide })).toMatchObject({
      error: { message: BRIDGE_MESSAGES.tooLarge },
    });
    expect(await withSecret('app.info', {})).toMatchObject({ ok: true });
    expect(page.events.reconnected).toBe(0);
  });

  it('closes a socket that sends past the limit anyway (1009, Message Too Big)', async () => {
    const socket = bareSocket(host.url, { secret: host.secret });
    await socket.upgrade;
    socket.ws.send(Buffer.alloc(MAX_BRIDGE_MESSAGE + 1, 'a'), { binary: false });
    expect((await socket.closed).code).toBe(CLOSE.tooLarge);
    // The host goes on answering.
    expect(await withSecret('app.info', {})).toMatchObject({ ok: true });
  });

  it('opens no link itself but returns the checked one, and refuses hostile links', async () => {
    expect(await withSecret('link.open', { url: 'https://tracker.example.com/1' })).toEqual({
      ok: true,
      value: { opened: false, url: 'https://tracker.example.com/1' },
    });
    expect(await withSecret('link.open', { url: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
  });

  it('sends an answer as the very JSON the value serialises to, from the network and from the cache', async () => {
    const request = {
      endpoint: 'errors.list',
      path: { projectId: 'demo-browser' },
      query: { timeDur: '1d', status: 'Open', limit: 100 },
    };
    const socket = bareSocket(host.url, { secret: host.secret });
    await socket.upgrade;
    // The reply to call `id` (the watch's pushes may come between).
    const answer = async (id: number, channel: string, payload: unknown) => {
      socket.ws.send(JSON.stringify({ id, channel, payload }));
      const start = `{"id":${id},"reply":`;
      await vi.waitFor(() => expect(socket.messages.some((text) => text.startsWith(start))).toBe(true));
      return socket.messages.find((text) => text.startsWith(start))!.slice(start.length, -1);
    };
    expect(socket.messages[0]).toBe('{"ready":true}');
    const text = await answer(1, 'api.get', request);
    const reply = JSON.parse(text) as { ok: true; value: { data: { data: unknown[] }; source: string } };
    expect(reply).toMatchObject({ ok: true, value: { source: 'network' } });
    expect(reply.value.data.data).toHaveLength(100);
    // The cached copy: the same bytes JSON.stringify writes for the reply the core gives.
    const cached = await answer(2, 'api.get', { ...request, cache: 'only' });
    expect(cached).toBe(JSON.stringify(await host.core.handle('api.get', { ...request, cache: 'only' })));
    expect((JSON.parse(cached) as typeof reply).value.data).toEqual(reply.value.data);
    // Inspect, over the same transport: the stored answer as the service sent it.
    const inspection = JSON.parse(await answer(3, 'api.inspect', request)) as {
      ok: true;
      value: { found: true; raw: string; trace: { url: string } };
    };
    expect(inspection).toMatchObject({
      ok: true,
      value: {
        found: true,
        deviationCount: 0,
        trace: { url: expect.stringContaining('/v2/projects/demo-browser/errors?timeDur=1d') },
      },
    });
    expect(JSON.parse(inspection.value.raw)).toEqual(reply.value.data);
    socket.ws.close();
    await socket.closed;
  });
});

describe('encodeReply', () => {
  const call = { endpoint: 'reports' as const, path: { projectId: 'p' }, query: { timeDur: '1d' } };
  const answer = { responseTime: 1.5, throughput: 10, failureCount: 0, failureRate: 0, apdexScore: 0.9 };
  const target = { account: { id: 'a', baseUrl: 'http://127.0.0.1:9' }, apiKey: 'k', kind: 'apm' as const };
  const serving = async (text: string) => {
    const cache = await ResponseCache.open({
      dir: await mkdtemp(join(tmpdir(), 'spyglass-encode-')),
      secrets: new MemorySecretStore(),
      maxBytes: 1 << 26,
    });
    const fake: typeof fetch = async () => new Response(text, { headers: { 'Content-Type': 'application/json' } });
    return new Gateway({ cache, fetch: fake, maxAttempts: 1 });
  };

  it("writes what JSON.stringify writes, whether or not the answer's text is kept", async () => {
    const gateway = await serving(JSON.stringify(answer));
    const result = await gateway.get(target, call);
    expect(rawJsonOf(result.ok && result.data)).toBeDefined();
    const reply = replyOf(result);
    expect(encodeReply(reply).toString()).toBe(JSON.stringify(reply));
    for (const plain of [
      { ok: true as const, value: { hasKey: true } },
      { ok: false as const, error: { kind: 'auth' as const, message: 'no' } },
    ]) {
      expect(encodeReply(plain).toString()).toBe(JSON.stringify(plain));
    }
  });

  it('puts a kept text in as it came: valid JSON that parses to the same reply', async () => {
    const pretty = JSON.stringify(answer, null, 2).replace('"throughput"', '"thr\\u006fughput"');
    const gateway = await serving(pretty);
    const result = await gateway.get(target, call);
    const reply = replyOf(result);
    const bytes = encodeReply(reply).toString();
    expect(bytes).toContain(pretty);
    expect(JSON.parse(bytes)).toEqual(JSON.parse(JSON.stringify(reply)));
  });

  it('does the same for the cached copy that comes with an error', async () => {
    const gateway = await serving(JSON.stringify(answer, null, 1));
    const live = await gateway.get(target, call);
    const copy = await gateway.get(target, call, { cacheOnly: true });
    expect(copy.ok && rawJsonOf(copy.data)).toBeTruthy();
    // An error message cannot be taken for the place of the data, whatever it says.
    const failed = {
      ok: false as const,
      error: { kind: 'server' as const, message: '"\u0000spyglass-data-00" data' },
      cached: { data: copy.ok ? copy.data : null, fetchedAt: 1, window: { start: 0, end: 1 } },
    };
    const bytes = encodeReply(failed as never).toString();
    expect(bytes).toContain(JSON.stringify(answer, null, 1));
    expect(JSON.parse(bytes)).toEqual(JSON.parse(JSON.stringify(failed)));
    expect(live.ok).toBe(true);
  });
});

describe('exports waiting for their download', () => {
  const saveOn = async (target: WebHost, text: string) => {
    const bridge = pageBridge(target);
    const reply = (await bridge.ask('export.save', { filename: 'table', mime: 'text/csv', text })) as {
      value: { downloadUrl: string };
    };
    bridge.close();
    return reply.value.downloadUrl;
  };
  const hostWith = async (downloads: { ttlMs?: number; maxBytes?: number }) =>
    startWebHost({
      userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-web-')),
      rendererDir: await mkdtemp(join(tmpdir(), 'spyglass-renderer-')),
      version: 'test',
      core: { secrets: { store: new MemorySecretStore(), problem: null } },
      port: 0,
      downloads,
    });

  it('are dropped once their time is up, though nothing is downloaded after them', async () => {
    const short = await hostWith({ ttlMs: 150 });
    try {
      const kept = await saveOn(short, 'kept\n');
      const expired = await saveOn(short, 'expired\n');
      expect(await (await fetch(`${short.url}${kept}`)).text()).toBe('kept\n');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const late = await fetch(`${short.url}${expired}`);
      expect(late.status).toBe(404);
      expect(await late.json()).toEqual({ message: 'This download has expired; export again' });
    } finally {
      await short.close();
    }
  });

  it('hold no more than their cap: a new export drops the oldest not yet downloaded', async () => {
    const capped = await hostWith({ maxBytes: 1000 });
    try {
      const first = await saveOn(capped, `${'1'.repeat(399)}\n`);
      const second = await saveOn(capped, `${'2'.repeat(399)}\n`);
      const third = await saveOn(capped, `${'3'.repeat(399)}\n`);
      expect((await fetch(`${capped.url}${first}`)).status).toBe(404);
      expect(await (await fetch(`${capped.url}${second}`)).text()).toBe(`${'2'.repeat(399)}\n`);
      expect(await (await fetch(`${capped.url}${third}`)).text()).toBe(`${'3'.repeat(399)}\n`);
    } finally {
      await capped.close();
    }
  });
});

describe('browser host port', () => {
  it('listens on the port of the last launch, and on another when that one is taken', async () => {
    const rendererDir = await mkdtemp(join(tmpdir(), 'spyglass-renderer-'));
    const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-web-'));
    const options = {
      userDataDir,
      rendererDir,
      version: 'test',
      core: { secrets: { store: new MemorySecretStore(), problem: null } },
    };
    const first = await startWebHost(options);
    const port = new URL(first.url).port;
    await first.close();
    const second = await startWebHost(options);
    expect(new URL(second.url).port).toBe(port);
    // Still held by the second: the third takes any free port, and remembers that one.
    const third = await startWebHost(options);
    expect(new URL(third.url).port).not.toBe(port);
    await Promise.all([second.close(), third.close()]);
    const fourth = await startWebHost(options);
    expect(new URL(fourth.url).port).toBe(new URL(third.url).port);
    await fourth.close();
  });
});

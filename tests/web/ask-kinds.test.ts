// A failure reaches the renderer's `ask()` with its kind, over both hosts: the browser host's
// socket (the renderer's own web bridge, against the real host) and Electron's IPC (a stand-in
// for the preload that copies each way as structured clone does). A service that fails behind
// `api.get` and a request `api.inspect` refuses arrive the same way: a Refusal with the kind.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bridge } from '../../shared/bridge.ts';
import type { Refusal } from '../../shared/bridge/reply.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startWebHost, type WebHost } from '../../electron/web/web-host.ts';

/** The service behind the demo account: up until it is not. */
let serviceDown = false;
const service: typeof fetch = async () =>
  serviceDown
    ? new Response('{"message":"down"}', { status: 503 })
    : new Response(JSON.stringify({ responseTime: 1, throughput: 2, failureCount: 0, failureRate: 0, apdexScore: 1 }), {
        headers: { 'Content-Type': 'application/json' },
      });

let host: WebHost;
beforeAll(async () => {
  host = await startWebHost({
    userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-ask-')),
    rendererDir: await mkdtemp(join(tmpdir(), 'spyglass-renderer-')),
    version: 'test',
    core: { secrets: { store: new MemorySecretStore(), problem: null }, gateway: { fetch: service, maxAttempts: 1 } },
    startDemo: async () => ({ url: 'http://127.0.0.1:9', key: 'ask-key', close: async () => undefined }),
  });
});
afterAll(() => host.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  serviceDown = false;
});

/**
 * The renderer's bridge module, loaded as the page loads it with the globals its host gives,
 * and the Refusal class of that load.
 */
async function rendererAsk(globals: Record<string, unknown>) {
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
  const { ask } = await import('../../renderer/src/platform/bridge.ts');
  const { Refusal } = await import('../../shared/bridge/reply.ts');
  return { ask, Refusal };
}

const overIpc = () => {
  const preload: Bridge = {
    call: async (channel, request) => structuredClone(await host.core.handle(channel, structuredClone(request))),
  } as Bridge;
  return rendererAsk({ window: { spyglass: { ...preload, onMenuCommand: () => () => undefined } } });
};

/** The page's globals: its address (with the launch's secret), and Node's own WebSocket. */
const overSocket = () =>
  rendererAsk({
    window: {
      location: { href: `${host.url}/#secret=${host.secret}`, hash: `#secret=${host.secret}`, pathname: '/' },
      addEventListener: () => undefined,
    },
    requestIdleCallback: () => 0,
  });

const report = { endpoint: 'reports', path: { projectId: 'demo-apm' }, query: { timeDur: '1d' } } as const;

describe.each([
  ['Electron IPC', overIpc],
  ['the browser host', overSocket],
])('ask() over %s', (_host, load) => {
  it('gives the answer of a working api.get', async () => {
    const { ask } = await load();
    expect(await ask('api.get', report)).toMatchObject({ source: 'network', data: { throughput: 2 } });
  });

  it('throws a failing api.get as a Refusal with its kind, status and the newest cached copy', async () => {
    const { ask, Refusal } = await load();
    await ask('api.get', report);
    serviceDown = true;
    const refused = await ask('api.get', report).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ kind: 'server', error: { kind: 'server', status: 503 } });
    expect((refused as Refusal).cached).toMatchObject({ data: { throughput: 2 } });
  });

  it('throws a refused api.inspect as a Refusal with its kind and the host’s words', async () => {
    const { ask, Refusal } = await load();
    const refused = await ask('api.inspect', { ...report, endpoint: 'ajax.list' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ kind: 'not-served', message: expect.stringContaining('not available') });
  });
});

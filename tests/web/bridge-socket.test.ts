// The page's bridge socket (renderer/src/platform/bridge-socket.ts) against the real browser host:
// many calls at once over one socket, the watch's changes told unasked, the host stopped under it (every call answers `offline`,
// those in flight included, and the socket is tried again less and less often), and the host
// relaunched on the same port (found again by itself; its new secret taken without a new page).
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startWebHost, type WebHost } from '../../electron/web/web-host.ts';
import { BRIDGE_MESSAGES } from '../../shared/bridge/socket.ts';
import { pageBridge } from '../testing/bridge-socket.ts';

const REPORT = { responseTime: 1, throughput: 2, failureCount: 0, failureRate: 0, apdexScore: 1 };

/**
 * The service behind the host's account (no service runs here): it answers a request only once
 * `release` lets it, and counts the requests it holds at once.
 */
function heldService() {
  const held: (() => void)[] = [];
  const service = {
    held,
    peak: 0,
    /** Answers when `count` requests are held together; before then, only `release` answers. */
    answerAt: Infinity,
    release: () => held.splice(0).forEach((answer) => answer()),
    fetch: (async () => {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        service.peak = Math.max(service.peak, held.length);
        if (held.length >= service.answerAt) service.release();
      });
      return new Response(JSON.stringify(REPORT), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  };
  return service;
}

const hosts: WebHost[] = [];
async function hostOn(
  userDataDir: string,
  service: ReturnType<typeof heldService>,
  watch: { start?: boolean } = {},
): Promise<WebHost> {
  const host = await startWebHost({
    userDataDir,
    rendererDir: await mkdtemp(join(tmpdir(), 'spyglass-renderer-')),
    version: 'test',
    core: {
      secrets: { store: new MemorySecretStore(), problem: null },
      gateway: { fetch: service.fetch, maxAttempts: 1 },
      watch,
    },
    startDemo: async () => ({ url: 'http://127.0.0.1:9', key: 'socket-key', close: async () => undefined }),
  });
  hosts.push(host);
  return host;
}
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(hosts.splice(0).map((host) => host.close().catch(() => undefined)));
});

/** A report of the demo account's APM project over `timeDur`: each a request of its own to the service. */
const report = (timeDur: string) => ({ endpoint: 'reports', path: { projectId: 'demo-apm' }, query: { timeDur } });
const offline = { ok: false, error: { kind: 'offline', message: BRIDGE_MESSAGES.offline } };

describe('the bridge socket', () => {
  it('carries 12 calls at once over one socket: the service holds all 12 together', async () => {
    const service = heldService();
    const host = await hostOn(await mkdtemp(join(tmpdir(), 'spyglass-socket-')), service);
    const page = pageBridge(host);
    // No answer until 12 requests are at the service together: past a limit of 6, this never ends.
    service.answerAt = 12;
    const windows = ['1h', '2h', '3h', '4h', '5h', '6h', '7h', '8h', '9h', '10h', '11h', '12h'];
    const replies = await Promise.all(windows.map((dur) => page.ask('api.get', report(dur))));
    expect(replies.map((reply) => (reply as { ok: boolean }).ok)).toEqual(windows.map(() => true));
    expect(service.peak).toBe(12);
    page.close();
  });

  it('answers offline when the host stops, the calls in flight too; finds the relaunched host by itself and takes its secret', async () => {
    const service = heldService();
    const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-socket-'));
    const first = await hostOn(userDataDir, service);
    let secret = first.secret;
    const page = pageBridge(first, { secretOf: () => secret, retryMs: 50, maxRetryMs: 400 });
    expect(await page.ask('app.info', {})).toMatchObject({ ok: true });

    // A call the service is still holding when the host stops: it answers offline, it never hangs.
    const inFlight = page.ask('api.get', report('1h'));
    await vi.waitFor(() => expect(service.held).toHaveLength(1));
    const stopping = first.close();
    expect(await inFlight).toEqual(offline);
    service.release();
    await stopping;
    expect(page.events.reachable.at(-1)).toBe(false);
    expect(await page.ask('app.info', {})).toEqual(offline);

    // Relaunched on the same port (its last one): the page finds it without a call of its own.
    const second = await hostOn(userDataDir, service);
    expect(second.url).toBe(first.url);
    await vi.waitFor(() => expect(page.events.reachable.at(-1)).toBe(true), { timeout: 5_000 });
    // A new launch, a new secret: the page's is refused with the sentence that says what to do…
    expect(await page.ask('app.info', {})).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: BRIDGE_MESSAGES.wrongSecret },
    });
    // …and once it has the new one (its address opened in the same tab), calls work again.
    secret = second.secret;
    page.reconnect();
    await vi.waitFor(() => expect(page.events.reconnected).toBe(1));
    expect(await page.ask('app.info', {})).toMatchObject({ ok: true });
    page.close();
  });

  it('tells every page when the watch’s state changes, unasked', async () => {
    // The watch makes no round of its own here: what changes its state is the test's snooze.
    const host = await hostOn(await mkdtemp(join(tmpdir(), 'spyglass-socket-')), heldService(), { start: false });
    const pushes: string[] = [];
    const page = pageBridge(host, { onPush: (push) => pushes.push(push) });
    const stranger = pageBridge(host, { secretOf: () => 'guess', onPush: (push) => pushes.push(`stranger ${push}`) });
    expect(await page.ask('watch.state', {})).toMatchObject({ ok: true });
    expect(await stranger.ask('watch.state', {})).toMatchObject({ ok: false });
    expect(pushes).toEqual([]);
    // A snooze, set from another page (here, the core itself): the page hears of it.
    expect(await host.core.call('watch.snooze', { scope: 'all', choice: '1h' })).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(pushes).toContain('watch'));
    expect(pushes.filter((push) => push.startsWith('stranger'))).toEqual([]);
    page.close();
    stranger.close();
  });

  it('tries a host that is away again by itself, waiting twice as long after each failure, up to the most', async () => {
    // A port nothing listens on.
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', () => resolve()));
    const { port } = free.address() as { port: number };
    await new Promise<void>((resolve) => free.close(() => resolve()));
    // Each attempt, as the page's transport opens it (a real socket, refused for real).
    let attempts = 0;
    const Real = WebSocket;
    vi.stubGlobal(
      'WebSocket',
      class extends Real {
        constructor(url: string | URL, protocols?: string | string[]) {
          attempts++;
          super(url, protocols);
        }
      },
    );
    // The waits between attempts on the test's clock; the sockets' refusals come as they come.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Each refusal, awaited as it comes (vi.waitFor would move the test's clock).
      let refused: () => void = () => undefined;
      const nextRefusal = () => new Promise<void>((resolve) => (refused = resolve));
      const page = pageBridge(
        { url: `http://127.0.0.1:${port}`, secret: 'any' },
        { retryMs: 40, maxRetryMs: 160, onReachable: (reachable) => void (reachable || refused()) },
      );
      let refusal = nextRefusal();
      expect(await page.ask('app.info', {})).toEqual(offline);
      await refusal;
      for (const wait of [40, 80, 160, 160, 160]) {
        const before = attempts;
        vi.advanceTimersByTime(wait - 1);
        expect(attempts).toBe(before); // not a moment before its wait
        refusal = nextRefusal();
        vi.advanceTimersByTime(1);
        expect(attempts).toBe(before + 1);
        await refusal;
      }
      page.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

// The page's bridge to the browser host: one WebSocket carries every call, so the home asks every
// account's slots at once (more than a browser's 6 connections to one host); only the page the
// host opened, on the host's own origin, may use it; and the host stopped under the page, then
// relaunched on the same port, is found again without a reload.
import type { Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PROJECTS } from '../../electron/core/accounts.ts';
import { BRIDGE_MESSAGES, BRIDGE_PROTOCOL, SECRET_PROTOCOL_PREFIX } from '../../shared/bridge/socket.ts';
import { recordBridgeCalls, serviceCalls } from './bridge-calls.ts';
import { DEMO_KEY, SUITE_NOW, expect, test } from './fixtures.ts';
import { trendLoaded } from './chart-helpers.ts';
import { closedDay, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);

/** Every row of the home has its answers: the screen's own count says so. */
async function homeComplete(page: Page, total: number): Promise<void> {
  await expect(page.getByTestId('home-progress')).toHaveAttribute('data-total', String(total));
  await expect(page.getByTestId('home-progress')).toHaveAttribute('data-loaded', String(total), { timeout: 60_000 });
}

/**
 * A service in front of the demo API that, once armed, holds every request until `together` are
 * held at once, then lets them all through (and every later one): a page that cannot have that
 * many requests in flight never gets an answer from it.
 */
async function gatheringService(demoUrl: string, together: number) {
  const state = { armed: false, peak: 0 };
  const held: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const pass = async () => {
      const answer = await fetch(`${demoUrl}${request.url}`, { headers: { 'X-API-KEY': DEMO_KEY } });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    };
    if (!state.armed) return void pass();
    const release = () => void pass();
    held.push(release);
    // A request its sender gave up on (the host's timeout) is no longer held.
    response.on('close', () => held.includes(release) && held.splice(held.indexOf(release), 1));
    state.peak = Math.max(state.peak, held.length);
    if (held.length >= together) {
      state.armed = false;
      held.splice(0).forEach((release) => release());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test('the home asks every account’s slots at once, more than 6 calls in flight over the page’s one socket', async ({
  page,
  spyglass,
}) => {
  // Two more accounts, on a service that answers only once 8 requests (their 4 + 4) are at it together.
  const service = await gatheringService(spyglass.demo.url, 8);
  try {
    const projectIds = DEMO_PROJECTS.slice(0, 2).map((project) => project.id);
    for (const name of ['Team B', 'Team C']) {
      const added = await spyglass.host.core.call('accounts.add', {
        name,
        baseUrl: service.url,
        apiKey: DEMO_KEY,
        projectIds,
      });
      expect(added.ok).toBe(true);
    }
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    // The page's calls to the service in flight at once, as its socket sends them and reads their replies.
    const inFlight = { now: 0, peak: 0 };
    const waiting = new Set<number>();
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        const call = JSON.parse(String(payload)) as { id: number; channel: string; payload: { cache?: string } };
        if (call.channel !== 'api.get' || call.payload.cache === 'only') return;
        waiting.add(call.id);
        inFlight.peak = Math.max(inFlight.peak, waiting.size);
      });
      socket.on('framereceived', ({ payload }) => {
        const reply = JSON.parse(String(payload)) as { id?: number };
        if (reply.id !== undefined) waiting.delete(reply.id);
      });
    });
    service.state.armed = true;
    await spyglass.open(`/projects?${windowRoute(day)}`);
    await homeComplete(page, DEMO_PROJECTS.length + 2 * projectIds.length);
    expect(service.state.peak).toBe(8);
    // The demo account's own beside them (up to 4 more), all over one socket.
    expect(inFlight.peak).toBeGreaterThanOrEqual(8);
    expect(inFlight.peak).toBeLessThanOrEqual(12);
    expect(sockets).toHaveLength(1);
  } finally {
    await service.close();
  }
});

test('only the page the host opened uses the bridge: another launch’s secret, another origin', async ({
  page,
  spyglass,
}) => {
  // A tab opened with a wrong secret says what to do.
  await page.goto(`${spyglass.host.url}/#secret=${'x'.repeat(spyglass.host.secret.length)}`);
  await expect(page.getByText(BRIDGE_MESSAGES.wrongSecret)).toBeVisible();

  // A page of another origin (the demo API's), though it knew the secret, is refused at the upgrade.
  await page.goto(`${spyglass.demo.url}/`);
  const outcome = await page.evaluate(
    ({ url, protocols }) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, protocols);
        ws.onopen = () => resolve('open');
        ws.onclose = (event) => resolve(`closed ${event.code}`);
      }),
    {
      url: `${spyglass.host.url.replace('http', 'ws')}/bridge`,
      protocols: [BRIDGE_PROTOCOL, `${SECRET_PROTOCOL_PREFIX}${spyglass.host.secret}`],
    },
  );
  expect(outcome).toBe('closed 1006');
});

test('the host stopped: the page says so; relaunched on the same port: found again, its new address taken without a reload', async ({
  page,
  spyglass,
}) => {
  const calls = recordBridgeCalls(page);
  await spyglass.openOverview('w=24h');
  await trendLoaded(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  const folder = await spyglass.host.core.call('data.folder', {});
  await spyglass.host.close();
  await page.locator('body').press('r');
  await expect(page.getByTestId('host-unreachable')).toContainText('Spyglass is not answering');

  // Relaunched on the same data folder, so on the same port: the page finds it by itself.
  const relaunched = await spyglass.startHost(folder.ok ? folder.value.path : '');
  try {
    expect(relaunched.url).toBe(spyglass.host.url);
    await expect(page.getByTestId('host-unreachable')).toHaveCount(0, { timeout: 15_000 });
    // Its secret is a new one: what the page asks now is refused with the sentence that says what to do.
    await page.locator('body').press('r');
    await expect(page.getByText(BRIDGE_MESSAGES.wrongSecret).first()).toBeVisible();

    // The address it printed, opened in this tab: only the fragment changes, the page stays and asks again.
    const before = serviceCalls(calls).length;
    await page.goto(relaunched.launchUrl);
    await page.goto(`${relaunched.url}/#/overview?w=24h`);
    await expect(page.getByTestId('page-views')).toHaveAttribute('title', /^\d+$/);
    await expect(page.getByText(BRIDGE_MESSAGES.wrongSecret)).toHaveCount(0);
    expect(serviceCalls(calls).length).toBeGreaterThan(before);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  } finally {
    await relaunched.close();
  }
});

test('a socket dropped under the page is opened again by itself, and the calls go on without a reload', async ({
  page,
  spyglass,
}) => {
  // Every bridge socket passes through here; the first is cut once the overview is up.
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/bridge$/, (socket) => {
    socket.connectToServer();
    sockets.push({ close: () => socket.close({ code: 1012, reason: 'restarting' }) });
  });
  const calls = recordBridgeCalls(page);
  await spyglass.openOverview('w=24h');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  expect(sockets).toHaveLength(1);
  await sockets[0]!.close();
  await expect.poll(() => sockets.length).toBe(2);
  // Asked again over the new socket: the figures come back, the banner is gone.
  const before = serviceCalls(calls).length;
  await page.locator('body').press('r');
  await expect.poll(() => serviceCalls(calls).length).toBeGreaterThan(before);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', /^\d+$/);
  await expect(page.getByTestId('host-unreachable')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

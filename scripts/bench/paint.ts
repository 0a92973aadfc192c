/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Launch to first paint, from the cache and from the network, and switching views.
import { createServer } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { demo, goal, host, launchProfile, median, newPage, newUserData, type Result } from './harness.ts';

const RUNS = 5;
const overviewNumber = '[data-testid="page-views"]';

/**
 * Says on the console, from inside the page, the frame in which the overview's numbers (and the
 * stale banner) first show. A console line rather than polling from outside: Playwright's polling
 * would run its own script in the page while the app loads, and be counted as the app's time.
 */
function watchForPaint(selectors: string[]): void {
  const seen = () => selectors.every((selector) => document.querySelector(selector));
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => console.log(`painted at ${performance.now()}`));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * From starting the host to the overview's numbers on screen: the host's start-up measured
 * here, the rest in the page from its navigation start, so that a busy main thread after the
 * paint (chart code arriving) does not count.
 */
async function launchAndPaint(page: Page, start: () => Promise<{ launchUrl: string; close(): Promise<void> }>, stale: boolean): Promise<number> {
  const selectors = stale ? [overviewNumber, '[data-testid="stale-banner"]'] : [overviewNumber];
  await page.addInitScript(watchForPaint, selectors);
  const t0 = performance.now();
  const started = await start();
  const hostReady = performance.now() - t0;
  const painted = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('painted at '), timeout: 30_000 });
  await page.goto(started.launchUrl);
  const inPage = Number((await painted).text().slice('painted at '.length));
  await started.close();
  return hostReady + inPage;
}

// Launches are measured as a returning user's: the browser profile (or the desktop app's
// window) keeps the renderer's files, their compiled code and the page's storage between them.

export async function measureFreshPaint(): Promise<Result[]> {
  const api = await demo();
  const profile = await newUserData();
  const port = await freePort();
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const { context, page } = await launchProfile(profile);
    const userData = await newUserData(); // nothing cached: every number comes from the service
    const elapsed = await launchAndPaint(page, () => host(api, userData, undefined, port), false);
    if (run > 0) times.push(elapsed); // the first run warms the disk, the browser's cache and the demo's world
    await context.close();
  }
  await api.close();
  return [goal('launch → fresh overview painted', median(times), 'ms', 600, `median of ${RUNS}, warm disk`)];
}

export async function measureCachedPaint(): Promise<Result[]> {
  const api = await demo();
  const secrets = new MemorySecretStore();
  const userData = await newUserData();
  const profile = await newUserData();
  const primer = await launchProfile(profile);
  await launchAndPaint(primer.page, () => host(api, userData, secrets), false);
  await primer.context.close();
  // The service is slow from now on, so what paints first can only be the cached copy.
  api.faults.add({ kind: 'latency', ms: 5_000 });
  const times: number[] = [];
  const cold: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await launchProfile(profile);
    times.push(await launchAndPaint(page, () => host(api, userData, secrets), true));
    await context.close();
  }
  // The same from a browser that has never seen Spyglass: for comparison, not the goal.
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await launchProfile(await newUserData());
    cold.push(await launchAndPaint(page, () => host(api, userData, secrets), true));
    await context.close();
  }
  api.faults.clear();
  await api.close();
  return [
    goal('launch → last-known overview painted from the cache', median(times), 'ms', 250, `median of ${RUNS}, service held back 5 s`),
    { name: '  the same in a browser new to Spyglass', value: median(cold), unit: 'ms', goal: '', ok: true, info: true, note: `median of ${RUNS}: nothing compiled or stored yet` },
  ];
}

export async function measureViewSwitch(browser: Browser): Promise<Result[]> {
  const api = await demo();
  const started = await host(api, await newUserData());
  const page = await newPage(browser);
  await page.goto(started.launchUrl);
  await page.locator(overviewNumber).waitFor();
  // Visit the pages view once so that its answer is cached, then come back.
  await page.getByRole('link', { name: /^Pages/ }).click();
  await page.locator('[data-testid="pages-view"] [role="row"]').nth(1).waitFor();
  await page.getByRole('link', { name: /^Overview/ }).click();
  await page.locator(overviewNumber).waitFor();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const target = run % 2 === 0 ? { link: /^Pages/, ready: '[data-testid="pages-view"] [role="row"]' } : { link: /^Overview/, ready: overviewNumber };
    times.push(
      await page.evaluate(async ({ linkText, ready }) => {
        const link = [...document.querySelectorAll('nav a')].find((a) => new RegExp(linkText).test(a.textContent ?? '')) as HTMLElement;
        const t0 = performance.now();
        link.click();
        await new Promise<void>((resolve) => {
          const check = () => (document.querySelector(ready) ? resolve() : requestAnimationFrame(check));
          check();
        });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))); // painted
        return performance.now() - t0;
      }, { linkText: target.link.source, ready: target.ready }),
    );
  }
  await page.context().close();
  await started.close();
  await api.close();
  return [goal('view switch served from the cache', median(times), 'ms', 50, `median of ${RUNS} switches`)];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

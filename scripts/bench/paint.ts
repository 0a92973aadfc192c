/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Launch to first paint, from the cache and from the network, and switching views.
import type { Browser, Page } from '@playwright/test';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { demo, goal, host, median, newPage, newUserData, type Result } from './harness.ts';

const RUNS = 5;
const overviewNumber = '[data-testid="page-views"]';

/** Notes, in the page, the frame in which the overview's numbers (and the stale banner) first show. */
function watchForPaint(selectors: string[]): void {
  const seen = () => selectors.every((selector) => document.querySelector(selector));
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => ((window as unknown as { paintedAt: number }).paintedAt = performance.now()));
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
  await page.goto(started.launchUrl);
  await page.waitForFunction(() => (window as unknown as { paintedAt?: number }).paintedAt !== undefined);
  const inPage = await page.evaluate(() => (window as unknown as { paintedAt: number }).paintedAt);
  await started.close();
  return hostReady + inPage;
}

export async function measureFreshPaint(browser: Browser): Promise<Result[]> {
  const api = await demo();
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const page = await newPage(browser);
    const userData = await newUserData(); // nothing cached: every number comes from the service
    const elapsed = await launchAndPaint(page, () => host(api, userData), false);
    if (run > 0) times.push(elapsed); // the first run warms the disk and the demo's world
    await page.context().close();
  }
  await api.close();
  return [goal('launch → fresh overview painted', median(times), 'ms', 600, `median of ${RUNS}`)];
}

export async function measureCachedPaint(browser: Browser): Promise<Result[]> {
  const api = await demo();
  const secrets = new MemorySecretStore();
  const userData = await newUserData();
  const primer = await newPage(browser);
  await launchAndPaint(primer, () => host(api, userData, secrets), false);
  await primer.context().close();
  // The service is slow from now on, so what paints first can only be the cached copy.
  api.faults.add({ kind: 'latency', ms: 5_000 });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await newPage(browser);
    times.push(await launchAndPaint(page, () => host(api, userData, secrets), true));
    await page.context().close();
  }
  api.faults.clear();
  await api.close();
  return [goal('launch → last-known overview painted from the cache', median(times), 'ms', 250, `median of ${RUNS}, service held back 5 s`)];
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

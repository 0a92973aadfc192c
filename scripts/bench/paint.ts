/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Launch to first paint, from the cache and from the network, and switching views.
import { createServer } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import type { DemoApi } from '../../electron/demo-api/server.ts';
import type { WebHost } from '../../electron/web/web-host.ts';
import { demo, goal, host, launchProfile, median, newPage, newUserData, openRoute, type Result } from './harness.ts';

/** Launches vary by a fifth and more on a small machine: nine of them steady the median. */
const RUNS = 9;
/** Switches are quick: more of them steady the median. */
const SWITCHES = 16;
const overviewNumber = '[data-testid="page-views"]';

/** What a launch waits for: the element the app marks `mark`, and what says it came from the cache. */
export interface PaintWatch {
  mark: string;
  /** Found in the document (or within `row`, the marked element's own) when what painted is the cached copy. */
  stale: string;
  row?: string;
}

const OVERVIEW_PAINT: PaintWatch = { mark: 'overview-numbers', stale: '[data-testid="stale-banner"]' };

/**
 * Says on the console, from inside the page, when the marked element (the overview's numbers,
 * `overview-numbers`) was first painted, as the browser's Element Timing API reports it (the end
 * of that frame's rendering), and whether what painted was the cached copy (the stale banner on
 * screen with them). A console line rather than polling from outside: Playwright's polling would
 * run its own script in the page while the app loads, and be counted as the app's time.
 */
function watchForPaint(watch: PaintWatch): void {
  let told = false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier: string;
      renderTime: number;
      paintTime?: number;
      element: Element | null;
    })[]) {
      if (entry.identifier !== watch.mark || told) continue;
      told = true;
      const where = watch.row ? entry.element?.closest(watch.row) : document;
      const stale = where?.querySelector(watch.stale) != null;
      // paintTime: the page's rendering of that frame is done (presentation then depends on the
      // compositor, slow and irregular in headless Chromium on a busy machine).
      console.log(`painted at ${entry.paintTime ?? entry.renderTime} ${stale ? 'stale' : 'fresh'}`);
    }
  }).observe({ type: 'element', buffered: true });
}

/**
 * From starting the host to the marked element on screen: the host's start-up measured here, the
 * rest in the page from its navigation start, so that a busy main thread after the paint (chart
 * code arriving) does not count. The page opens `route`, or the launch URL (no route) without one.
 */
export async function launchAndPaint(
  page: Page,
  start: () => Promise<WebHost>,
  stale: boolean,
  { watch = OVERVIEW_PAINT, route }: { watch?: PaintWatch; route?: string } = {},
): Promise<number> {
  await page.addInitScript(watchForPaint, watch);
  const t0 = performance.now();
  const started = await start();
  const hostReady = performance.now() - t0;
  const painted = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('painted at '),
    timeout: 30_000,
  });
  if (route) await openRoute(page, started, route);
  else await page.goto(started.launchUrl);
  const [, at, source] = /^painted at ([\d.]+) (\w+)$/.exec((await painted).text()) ?? [];
  await started.close();
  if (source !== (stale ? 'stale' : 'fresh'))
    throw new Error(
      `The ${watch.mark} painted ${source ?? 'nothing'} where ${stale ? 'the cached copy was' : 'fresh figures were'} expected`,
    );
  const inPage = Number(at);
  return hostReady + inPage;
}

/**
 * A launch measured in the run of the cached overview's, alternating with it so that a busy
 * spell on the machine falls on both alike, and reported beside it.
 */
export interface BesideLaunch {
  /** Readies its user data and browser profile, the cache seeded with `api` answering. */
  prime(api: DemoApi): Promise<void>;
  /** One launch with the service held back: from starting the host to the paint, in ms. */
  launch(api: DemoApi): Promise<number>;
  report(times: number[], overviewMedian: number): Result[];
}

// Launches are measured as a returning user's: the browser profile (or the desktop app's
// window) keeps the renderer's files, their compiled code and the page's storage between them.
// They open the overview by its route: a launch with no route opens the Projects home for a user
// of two projects or more, as the demo account's user is.
const OVERVIEW = '/overview';

export async function measureFreshPaint(): Promise<Result[]> {
  const api = await demo();
  const profile = await newUserData();
  const port = await freePort();
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const { context, page } = await launchProfile(profile);
    const userData = await newUserData(); // nothing cached: every number comes from the service
    const elapsed = await launchAndPaint(page, () => host(api, userData, undefined, port), false, { route: OVERVIEW });
    if (run > 0) times.push(elapsed); // the first run warms the disk, the browser's cache and the demo's world
    await context.close();
  }
  await api.close();
  return [goal('launch → fresh overview painted', median(times), 'ms', 600, `median of ${RUNS}, warm disk`)];
}

/** `beside`: a launch measured in the same run (the Projects home's), alternated with the overview's. */
export async function measureCachedPaint(beside?: BesideLaunch): Promise<Result[]> {
  const api = await demo();
  const secrets = new MemorySecretStore({ persistent: true });
  const userData = await newUserData();
  const profile = await newUserData();
  const primer = await launchProfile(profile);
  await launchAndPaint(primer.page, () => host(api, userData, secrets), false, { route: OVERVIEW });
  await primer.context.close();
  await beside?.prime(api);
  // The service is slow from now on, so what paints first can only be the cached copy.
  api.faults.add({ kind: 'latency', ms: 5_000 });
  const times: number[] = [];
  const besides: number[] = [];
  const cold: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await launchProfile(profile);
    times.push(await launchAndPaint(page, () => host(api, userData, secrets), true, { route: OVERVIEW }));
    await context.close();
    if (beside) besides.push(await beside.launch(api));
  }
  // The same from a browser that has never seen Spyglass: for comparison, not the goal.
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await launchProfile(await newUserData());
    cold.push(await launchAndPaint(page, () => host(api, userData, secrets), true, { route: OVERVIEW }));
    await context.close();
  }
  api.faults.clear();
  await api.close();
  return [
    goal(
      'launch → last-known overview painted from the cache',
      median(times),
      'ms',
      250,
      `median of ${RUNS}, service held back 5 s`,
    ),
    {
      name: '  the same in a browser new to Spyglass',
      value: median(cold),
      unit: 'ms',
      goal: '',
      ok: true,
      info: true,
      note: `median of ${RUNS}: nothing compiled or stored yet`,
    },
    ...(beside ? beside.report(besides, median(times)) : []),
  ];
}

export async function measureViewSwitch(browser: Browser): Promise<Result[]> {
  const api = await demo();
  const started = await host(api, await newUserData());
  const page = await newPage(browser);
  await openRoute(page, started, OVERVIEW);
  await page.locator(overviewNumber).waitFor();
  // Visit the pages view once so that its answer is cached, then come back.
  await page.getByRole('link', { name: /^Pages/ }).click();
  await page.locator('[data-testid="pages-view"] [role="row"]').nth(1).waitFor();
  await page.getByRole('link', { name: /^Overview/ }).click();
  await page.locator(overviewNumber).waitFor();
  const times: number[] = [];
  for (let run = 0; run < SWITCHES; run++) {
    // When the view's first data is painted, as Element Timing reports it: the pages table's
    // count, the overview's numbers (marked in the app for this).
    const target =
      run % 2 === 0 ? { link: /^Pages/, mark: 'table-count' } : { link: /^Overview/, mark: 'overview-numbers' };
    times.push(
      await page.evaluate(
        async ({ linkText, mark }) => {
          const link = [...document.querySelectorAll('nav a')].find((a) =>
            new RegExp(linkText).test(a.textContent ?? ''),
          ) as HTMLElement;
          const painted = new Promise<number>((resolve) => {
            const observer = new PerformanceObserver((list) => {
              const entry = (
                list.getEntries() as (PerformanceEntry & {
                  identifier: string;
                  renderTime: number;
                  paintTime?: number;
                })[]
              ).find((e) => e.identifier === mark);
              if (!entry) return;
              observer.disconnect();
              resolve(entry.paintTime ?? entry.renderTime);
            });
            observer.observe({ type: 'element' });
          });
          const t0 = performance.now();
          link.click();
          return (await painted) - t0;
        },
        { linkText: target.link.source, mark: target.mark },
      ),
    );
  }
  await page.context().close();
  await started.close();
  await api.close();
  // Each way judged on its own: the overview draws far more than a table does.
  const toPages = median(times.filter((_, run) => run % 2 === 0));
  const toOverview = median(times.filter((_, run) => run % 2 === 1));
  return [
    goal(
      'view switch served from the cache, the slower way',
      Math.max(toPages, toOverview),
      'ms',
      50,
      `medians of ${SWITCHES} switches: to pages ${toPages.toFixed(0)} ms, to the overview ${toOverview.toFixed(0)} ms`,
    ),
  ];
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

// Each journey gets its own demo API on loopback, its own browser host with a fresh user-data
// folder, and a page that has taken the host's per-launch secret. All three read one pinned clock
// (scripts/pinned-clock.ts): the suite's instant, or the one a journey picks with
// `test.use({ instant })` because the demo world has what it needs then (e2e/moments.ts).
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { startWebHost, type WebHost } from '../../electron/web/web-host.ts';
import { holdSecret } from '../../scripts/page-secret.ts';
import { pinBrowserClock, pinClock, suiteInstant, type PinnedClock } from '../../scripts/pinned-clock.ts';
import { computeChange, type GoodWay } from '../../renderer/src/domain/change.ts';

export const DEMO_KEY = 'e2e-demo-key';
/** The instant every journey runs at unless it picks its own. */
export const SUITE_NOW = suiteInstant();

export interface Spyglass {
  host: WebHost;
  demo: DemoApi;
  /** The clock the demo, the host and the page share; `clock.at` is the test's "now". */
  clock: PinnedClock;
  /** Opens the app at a route, e.g. `/overview?from=…&to=…`. */
  open(route: string): Promise<void>;
  /** Opens the overview with a query (`w=1d`, a `windowRoute`) and waits for its first figure. */
  openOverview(query: string): Promise<void>;
  /** What the demo API itself answers for a path, for comparing with the screen. */
  demoJson<T = unknown>(path: string): Promise<T>;
  /** Another browser host on a data folder, on the same clock and demo (a relaunch, say). */
  startHost(userDataDir: string): Promise<WebHost>;
}

interface Options {
  /** The instant the test runs at, ms since the epoch. */
  instant: number;
}

export const test = base.extend<Options & { clock: PinnedClock; spyglass: Spyglass }>({
  instant: [SUITE_NOW, { option: true }],
  clock: async ({ instant, context }, use) => {
    const clock = pinClock(instant);
    await pinBrowserClock(context, clock);
    await use(clock);
  },
  spyglass: async ({ page, clock }, use) => {
    const demo = await startDemoApi({ port: 0, key: DEMO_KEY, now: clock.now });
    // The keychain has its own tests against a real Secret Service; journeys keep keys in a
    // stand-in for it, one for the journey, as the OS keeps one keychain across relaunches.
    const secrets = new MemorySecretStore({ persistent: true });
    const startHost = async (userDataDir: string) =>
      startWebHost({
        userDataDir,
        rendererDir: join(import.meta.dirname, '..', '..', 'dist', 'renderer'),
        version: 'e2e',
        core: { secrets: { store: secrets, problem: null }, gateway: { now: clock.now } },
        startDemo: async () => ({ url: demo.url, key: DEMO_KEY, close: async () => undefined }),
      });
    const host = await startHost(await mkdtemp(join(tmpdir(), 'spyglass-e2e-')));
    // `open` loads its route at once, the launch's secret held as the tab keeps it; the launch
    // from its address has journeys of its own (openLaunch).
    await holdSecret(page, host);
    await use({
      host,
      demo,
      clock,
      open: async (route) => openApp(page, host, route),
      openOverview: async (query) => {
        await openApp(page, host, `/overview?${query}`);
        await expect(page.getByTestId('page-views')).toBeVisible();
      },
      demoJson: async (path) => {
        const response = await fetch(`${demo.url}${path}`, { headers: { 'X-API-KEY': DEMO_KEY } });
        expect(response.status, path).toBe(200);
        return (await response.json()) as never;
      },
      startHost,
    });
    // The page's context goes before its host: Playwright ends the trace and takes a failed
    // journey's page snapshot as the context closes, and a host closed first would show there as
    // "Spyglass is not answering", its last requests refused (what a journey cut short looked like).
    await page.context().close();
    await host.close();
    await demo.close().catch(() => undefined); // a journey may have stopped it already
  },
});

async function openApp(page: Page, host: WebHost, route: string): Promise<void> {
  await page.goto(`${host.url}/#${route}`);
}

/**
 * Opens a host's launch address and waits for the app's code to have begun, which takes the
 * secret from the address: a page holding the last screen starts it after its first frame, which
 * may come after the page's load event, and another route written over the address before that
 * would leave the page without its secret.
 */
export async function openLaunch(page: Page, launchUrl: string): Promise<void> {
  await page.goto(launchUrl);
  await page.waitForFunction(() => performance.getEntriesByName('spyglass:main-start').length > 0);
}

/**
 * Turns a checkbox or radio on or off whose state the app keeps elsewhere (the route, the
 * preferences): the click's effect shows once the app has it, which on a busy machine comes after
 * Playwright's check()/uncheck() look (they fail with "did not change its state").
 */
export async function setChecked(control: Locator, on: boolean): Promise<void> {
  if ((await control.isChecked()) !== on) await control.click();
  await expect(control).toBeChecked({ checked: on });
}

/**
 * Counts the requests a demo service has whose address matches `match` (its faults' match: a
 * text, or /a pattern/), as the service has them: a fault that delays nothing, read by its hits.
 */
export function countRequests(demo: DemoApi, match: string): () => number {
  const counter = demo.faults.add({ kind: 'latency', ms: 0, match });
  return () => demo.faults.list().find((fault) => fault.id === counter.id)?.hits ?? 0;
}

/** How far the page reaches past the window's width (0: nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A table view's first body row, as displayed (sorted, grouped). */
export const firstRow = (view: Locator): Locator => view.locator('tbody tr.table-row').first();

/** The cell of the first body row in a column, by the column's id. */
export const firstCell = (view: Locator, column: string): Locator => firstRow(view).locator(`td[data-col="${column}"]`);

/**
 * A change the screen shows (its `data-change`) is the one computed from the demo API's figures for
 * the two windows: the percent, or nothing where there is none.
 */
export async function expectChange(
  target: Locator,
  now: number | null | undefined,
  then: number | null | undefined,
  good: GoodWay,
): Promise<void> {
  await expect(target).toHaveAttribute('data-change', String(computeChange(now, then, good).percent ?? ''));
}

/** The page in the light and the dark theme, into the test's output folder: to look at. */
export async function photograph(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), ...options });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export { expect };

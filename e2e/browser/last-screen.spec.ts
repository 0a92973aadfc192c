// The last screen at launch: a relaunch paints the screen the window last showed before the app's
// code runs, then the app's own figures take its place with no blank frame between; it is kept
// sealed and masked, and a launch that opens another screen, or finds it damaged, does without it.
import type { Page } from '@playwright/test';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WebHost } from '../../electron/web/web-host.ts';
import type { KeptScreen } from '../../shared/last-screen.ts';
import type { ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { SUITE_NOW, expect, photograph, test } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

const PROJECT = 'demo-browser';
const HOUR = 3_600_000;
const day = closedDay(SUITE_NOW);
/**
 * How long a test waits for the screen to be kept: only once every answer has landed and the
 * window has then stayed still (last-screen.ts), which on a loaded machine takes longer than the
 * suite's usual wait for one thing on the page.
 */
const UNTIL_KEPT = { timeout: 60_000 };

/** The screen the host keeps now, opened with its key (as the host itself opens it). */
async function kept(host: WebHost): Promise<KeptScreen | null> {
  const read = await host.core.cache.documents.read('last-screen');
  return read.found ? (read.value as KeptScreen) : null;
}

/** Every file under `dir`, read whole. */
async function filesUnder(dir: string): Promise<{ path: string; bytes: Buffer }[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    names
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, bytes: await readFile(path) };
      }),
  );
}

/**
 * What every frame of the page showed, from its first: the snapshot, the app, or neither, and the
 * project's new-groups figure there. Recorded in the page (each animation frame reads the state the
 * frame paints) until the app shows `until` for that figure.
 */
function recordFrames(project: string): void {
  const frames: { shows: 'snapshot' | 'app' | 'none'; value: string | null }[] = [];
  // The page's styles and guard are written into it: its policy allows each by its hash, or says which it refused.
  const refused: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    refused.push(`${event.effectiveDirective}: ${event.sample}`),
  );
  Object.assign(window, { frames, refused });
  const cell = `[data-testid="home-row"][data-project="${project}"] [data-testid="cell-traffic"]`;
  const tick = () => {
    const screen = document.querySelector('#root > [data-last-screen]');
    const app = document.querySelector('.app-root:not(.app-root-behind)');
    const snapshotShown = screen !== null && getComputedStyle(screen).display !== 'none';
    const shows = app?.querySelector(cell) ? 'app' : snapshotShown ? 'snapshot' : 'none';
    const where = shows === 'app' ? app : shows === 'snapshot' ? screen : null;
    frames.push({ shows, value: where?.querySelector(cell)?.getAttribute('data-value') ?? null });
    if (frames.length < 5_000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { frames: { shows: string; value: string | null }[] }).frames);

test('a relaunch paints the last screen first, then the live figures in its place, with no blank frame between', async ({
  page,
  spyglass,
}) => {
  // A launch with no route: the demo account's eight projects open the home.
  await page.goto(spyglass.host.launchUrl);
  const progress = page.getByTestId('home-progress');
  await expect(progress).toHaveAttribute('data-loaded', '8', { timeout: 60_000 });
  const cell = page.locator(`[data-testid="home-row"][data-project="${PROJECT}"] [data-testid="cell-traffic"]`);
  const before = await cell.getAttribute('data-value');
  expect(before).toMatch(/^\d+$/);
  // Kept once the screen has settled: the home, for a launch with no route, with that figure.
  await expect
    .poll(async () => {
      const screen = await kept(spyglass.host);
      return screen && { bare: screen.bare, holds: JSON.stringify(screen.tree).includes(`"data-value":"${before}"`) };
    }, UNTIL_KEPT)
    .toEqual({ bare: true, holds: true });

  // Two hours on, the last day holds other figures: the live ones differ from the kept ones.
  spyglass.clock.advance(2 * HOUR);
  const report = await spyglass.demoJson<BrowserReport>(`/v2/projects/${PROJECT}/reports?timeDur=1d`);
  const now = String(report.pages.throughput);
  expect(now).not.toBe(before);
  const folder = spyglass.host.core.userDataDir;
  await page.close();
  await spyglass.host.close();
  const relaunched = await spyglass.startHost(folder);
  try {
    const again = await page.context().newPage();
    await again.addInitScript(recordFrames, PROJECT);
    await again.goto(relaunched.launchUrl);
    const live = again.locator(
      `.app-root:not(.app-root-behind) [data-testid="home-row"][data-project="${PROJECT}"] [data-testid="cell-traffic"]`,
    );
    await expect(live).toHaveAttribute('data-value', now, { timeout: 60_000 });
    await expect(again.locator('#root > [data-last-screen]')).toHaveCount(0);

    const frames = await framesOf(again);
    expect(await again.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
    expect(await again.locator('head style[data-href]').count()).toBeGreaterThan(0);
    // The page may paint while it is still read (the top of the snapshot first): the first frame
    // with the figure is the snapshot's, and none before it showed the app.
    const first = frames.findIndex((frame) => frame.value !== null);
    expect(frames.slice(0, first).filter((frame) => frame.shows === 'app')).toEqual([]);
    expect(frames[first], 'the first frame with the figure is the snapshot, with the kept figure').toEqual({
      shows: 'snapshot',
      value: before,
    });
    const after = frames.slice(first);
    expect(after.filter((frame) => frame.shows === 'none' || frame.value === null)).toEqual([]);
    expect(after.at(-1)).toEqual({ shows: 'app', value: now });
    // The snapshot gives way to the app once, never back.
    const handOver = after.findIndex((frame) => frame.shows === 'app');
    expect(after.slice(handOver).every((frame) => frame.shows === 'app')).toBe(true);
    await photograph(again, 'last-screen-after-launch');
  } finally {
    await relaunched.close();
  }
});

test('the kept screen is masked and sealed; a launch that opens another screen, or finds it damaged, does without it', async ({
  page,
  spyglass,
}) => {
  // An event of a busy group, its user's e-mail on the screen but masked.
  const list = await spyglass.demoJson<ErrorList>(
    `/v2/projects/${PROJECT}/errors?${windowQuery(day)}&status=Open&sortby=events&limit=100`,
  );
  const group = [...list.data].reverse().find((g) => g.events > 100 && g.events < 400)!;
  const hash = group.id.slice(group.id.lastIndexOf(':') + 1);
  const events = await spyglass.demoJson<ErrorEventList>(
    `/v2/projects/${PROJECT}/errors/${hash}/events?${windowQuery(day)}&limit=25&page=1`,
  );
  const index = events.data.findIndex((event) => event.user.email !== '');
  const { email } = events.data[index]!.user;
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/${index + 1}?${windowRoute(day)}`);
  const toggle = page.getByRole('button', { name: /Privacy mask/ });
  await toggle.click();
  await expect(toggle).toHaveText(/Privacy mask on/);
  await expect(page.getByTestId('user-email')).toHaveText(/^email-[0-9a-f]{6}$/);
  const masked = await page.getByTestId('user-email').innerText();
  const message = group.message;

  await expect
    .poll(async () => JSON.stringify((await kept(spyglass.host))?.tree ?? null), UNTIL_KEPT)
    .toContain(`"${masked}"`);
  const screen = JSON.stringify(await kept(spyglass.host));
  expect(screen).not.toContain(email);
  expect(screen).toContain(message.slice(0, 40));
  expect(screen.includes(`"bare":false`)).toBe(true);
  // Nowhere in the data folder in clear: neither the screen's own words nor the user.
  await spyglass.host.core.cache.documents.flush();
  const folder = spyglass.host.core.userDataDir;
  for (const { path, bytes } of await filesUnder(folder)) {
    expect(bytes.includes(Buffer.from(message.slice(0, 40))), path).toBe(false);
    expect(bytes.includes(Buffer.from(email)), path).toBe(false);
  }

  // A launch with no route opens the home, not this event: the guard hides it before any paint.
  await page.close();
  await spyglass.host.close();
  const relaunched = await spyglass.startHost(folder);
  const again = await page.context().newPage();
  await again.addInitScript(recordFrames, PROJECT);
  await again.goto(relaunched.launchUrl);
  await expect(again.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  expect((await framesOf(again)).some((frame) => frame.shows === 'snapshot')).toBe(false);
  await again.close();
  await relaunched.close();

  // A damaged document: the next launch's page is as built, and the app mounts as if there were none.
  await writeFile(join(folder, 'cache', 'documents', 'last-screen.sealed'), 'not a sealed box');
  const third = await spyglass.startHost(folder);
  try {
    const launch = await page.context().newPage();
    expect(await (await launch.request.get(`${third.url}/`)).text()).not.toContain('data-last-screen');
    await launch.goto(third.launchUrl);
    await expect(launch.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(launch.getByTestId('home-progress')).toHaveAttribute('data-loaded', '8', { timeout: 60_000 });
  } finally {
    await third.close();
  }
});

test('the last screen leaves what was below the fold undrawn until scrolled to, in the place it held', async ({
  page,
  spyglass,
  browser,
}) => {
  await spyglass.open(`/overview?${windowRoute(day)}`);
  await expect(page.getByTestId('page-views')).toBeVisible();
  await expect.poll(async () => (await kept(spyglass.host))?.route.split('?')[0], UNTIL_KEPT).toBe('overview');
  const viewport = page.viewportSize()!;
  const tall = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(tall, 'the overview reaches below the fold').toBeGreaterThan(viewport.height + 200);
  const folder = spyglass.host.core.userDataDir;
  await page.close();
  await spyglass.host.close();
  const relaunched = await spyglass.startHost(folder);
  // No script: the snapshot stays as the host wrote it (its guard and the app never run).
  const inert = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    const launch = await inert.newPage();
    await launch.goto(`${relaunched.url}/`);
    await expect(launch.locator('[data-last-screen] [data-testid="page-views"]')).toBeVisible();
    const marked = launch.locator('[data-last-screen] [data-below-fold]');
    expect(await marked.count()).toBeGreaterThan(0);
    // Each wholly below, and large enough to be worth setting apart (a small box costs more so).
    for (const box of await marked.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
      expect(box.top).toBeGreaterThanOrEqual(viewport.height);
      expect(box.height).toBeGreaterThanOrEqual(120);
    }
    // Nothing in view is marked: the first frame draws it in one pass.
    expect(await launch.locator('[data-last-screen] .headline').evaluate((el) => el.closest('[data-below-fold]'))).toBe(
      null,
    );
    // Undrawn, each keeps its size: the page is as tall as the app's was.
    const snapshotTall = await launch.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(snapshotTall - tall)).toBeLessThanOrEqual(2);
    await photograph(launch, 'last-screen-as-written');
  } finally {
    await inert.close();
    await relaunched.close();
  }
});

// Overview journeys through the browser host: the numbers on screen are the demo API's numbers
// for the same window, the trend is one report per bucket and adds up, dragging zooms the window,
// charts export as PNG and SVG, both project kinds, the empty project, and the offline copy.
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApmReport, BrowserReport } from '../../shared/schemas/reports.ts';
import { parseApiTime } from '../../shared/time-window.ts';
import { planBuckets } from '../../renderer/src/features/overview/trend-buckets.ts';
import { exportFrom, pngSize, screenshots, selectProject } from './chart-helpers.ts';
import { SUITE_NOW, expect, test } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

// A fixed, closed window, so the page and the direct request name exactly the same data.
const day = closedDay(SUITE_NOW);

// A journey loads the report and 24 bucket reports, and some take screenshots in two themes.

test("the browser overview shows the demo API's numbers for the window", async ({ page, spyglass }) => {
  const report = await spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery(day)}`);
  await spyglass.open(`/overview?${windowRoute(day)}`);
  const overview = page.getByTestId('overview');
  await expect(overview).toBeVisible();
  const title = (testId: string) => overview.getByTestId(testId);
  await expect(title('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  await expect(title('apdex-score')).toHaveAttribute('title', String(report.apdex.page.score));
  await expect(title('event-count')).toHaveAttribute('title', String(report.errors.events));
  await expect(title('error-count')).toHaveAttribute('title', String(report.errors.errors));
  await expect(title('ajax-calls')).toHaveAttribute('title', String(report.ajax.throughput));
  await expect(title('ajax-errors')).toHaveAttribute('title', String(report.ajax.errorCount));
  await expect(title('transactions-total')).toHaveAttribute('title', String(report.transactions.totalCount));
  await expect(title('transactions-failed')).toHaveAttribute('title', String(report.transactions.failureCount));
  expect(report.pages.throughput).toBeGreaterThan(0);

  // Apdex zones, the load breakdown and the device split carry the exact figures.
  for (const zone of ['satisfied', 'tolerated', 'frustrated'] as const) {
    await expect(overview.locator(`[data-part="${zone}"]`)).toHaveAttribute(
      'data-count',
      String(report.apdex.page[zone]),
    );
  }
  for (const phase of ['networkTime', 'domTime', 'renderTime'] as const) {
    await expect(overview.locator(`[data-part="${phase}"]`)).toHaveAttribute(
      'data-ms',
      String(report.pages.page[phase]),
    );
  }
  await expect(overview.locator('[data-part="desktop"]')).toHaveAttribute(
    'data-count',
    String(report.errors.device.desktop),
  );
  await expect(overview.locator('[data-part="mobile"]')).toHaveAttribute(
    'data-count',
    String(report.errors.device.mobile),
  );
  await expect(title('load-percentile_95')).toHaveAttribute(
    'title',
    new RegExp(`^${report.pages.page.percentile_95.toLocaleString('en', { maximumFractionDigits: 3 })} ms$`),
  );

  await expect(page.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  await screenshots(page, 'overview-browser');
});

test("the trend has one point per bucket, each the demo API's report for that bucket, adding up to the window", async ({
  page,
  spyglass,
}) => {
  const buckets = planBuckets(day);
  expect(buckets).toHaveLength(24); // a day on whole hours: 24 one-hour buckets
  await spyglass.open(`/overview?${windowRoute(day)}`);
  const trend = page.getByTestId('trend');
  await expect(trend).toHaveAttribute('data-buckets', String(buckets.length));
  await expect(trend).toHaveAttribute('data-loaded', String(buckets.length), { timeout: 20_000 });

  const rows = page.getByTestId('trend-table').locator('tbody tr');
  await expect(rows).toHaveCount(buckets.length);
  const onScreen = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      start: Number(tr.getAttribute('data-start')),
      end: Number(tr.getAttribute('data-end')),
      pageViews: Number(tr.querySelector('[data-series="pageViews"]')?.getAttribute('data-value')),
      errorEvents: Number(tr.querySelector('[data-series="errorEvents"]')?.getAttribute('data-value')),
      loadTime: Number(tr.querySelector('[data-series="loadTime"]')?.getAttribute('data-value')),
    })),
  );
  expect(onScreen.map(({ start, end }) => ({ start, end }))).toEqual(buckets);

  const answers = await Promise.all(
    buckets.map((b) => spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery(b)}`)),
  );
  expect(onScreen.map((p) => p.pageViews)).toEqual(answers.map((a) => a.pages.throughput));
  expect(onScreen.map((p) => p.errorEvents)).toEqual(answers.map((a) => a.errors.events));
  expect(onScreen.map((p) => p.loadTime)).toEqual(answers.map((a) => a.pages.page.loadTime));

  const total = onScreen.reduce((sum, p) => sum + p.pageViews, 0);
  expect(total).toBe(answers.reduce((sum, a) => sum + a.pages.throughput, 0));
  const whole = await spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery(day)}`);
  expect(total).toBe(whole.pages.throughput);
  // One dot per bucket on the chart.
  await expect(page.getByTestId('trend-traffic').locator('.recharts-area-dots circle, .recharts-area-dot')).toHaveCount(
    buckets.length,
  );
});

test('dragging across the trend zooms the window in to the dragged range', async ({ page, spyglass }) => {
  await spyglass.open(`/overview?${windowRoute(day)}`);
  await expect(page.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  const surface = page.getByTestId('trend-traffic').getByTestId('drag-zoom');
  const box = (await surface.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.25, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.45, y, { steps: 5 });
  await expect(page.locator('.drag-zoom-selection')).toHaveCount(1);
  await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
  await page.mouse.up();

  await expect(page).not.toHaveURL(new RegExp(`${windowRoute(day).replace(/[+]/g, '\\+')}`));
  const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
  const start = parseApiTime(params.get('from') ?? '')!;
  const end = parseApiTime(params.get('to') ?? '')!;
  const span = day.end - day.start;
  // 25 % → 60 % of the plot: a little over 8 hours, starting about 6 hours in (a minute's slack
  // for rounding to whole minutes and pixels).
  expect(Math.abs(start - (day.start + 0.25 * span))).toBeLessThanOrEqual(10 * 60_000);
  expect(Math.abs(end - (day.start + 0.6 * span))).toBeLessThanOrEqual(10 * 60_000);
  expect(start).toBeGreaterThan(day.start);
  expect(end).toBeLessThan(day.end);
  // The views follow the new window: the trend is planned again for it.
  await expect(page.getByTestId('trend')).toHaveAttribute('data-buckets', String(planBuckets({ start, end }).length));
});

test('a trend chart exports as a PNG at twice its size and as a standalone SVG', async ({ page, spyglass }) => {
  await spyglass.open(`/overview?${windowRoute(day)}`);
  await expect(page.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  const frame = page.getByTestId('trend-traffic');
  const chartWidth = (await frame.locator('svg.recharts-surface').boundingBox())!.width;

  const png = await exportFrom(page, frame, 'png');
  await writeFile(test.info().outputPath(png.filename), png.bytes);
  expect(png.filename).toMatch(/^demo-browser-traffic_\d{4}-\d{2}-\d{2}T\d{4}Z_\d{4}-\d{2}-\d{2}T\d{4}Z\.png$/);
  const size = pngSize(png.bytes);
  expect(size.width).toBeGreaterThanOrEqual(2 * chartWidth);
  expect(size.height).toBeGreaterThanOrEqual(2 * 220);
  expect(png.bytes.length).toBeGreaterThan(5_000); // a drawn chart, not a blank canvas

  const svg = await exportFrom(page, frame, 'svg');
  await writeFile(test.info().outputPath(svg.filename), svg.bytes);
  expect(svg.filename).toMatch(/\.svg$/);
  const text = svg.bytes.toString('utf8');
  expect(text).toMatch(/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(text).toContain('Page views and error events');
  expect(text).toContain('Page views');
  expect(text).not.toContain('var(--'); // colours resolved, not left to a stylesheet
});

test('switching to the APM project shows its report shape, its trend, and no web vitals', async ({
  page,
  spyglass,
}) => {
  const report = await spyglass.demoJson<ApmReport>(`/v2/projects/demo-apm/reports?${windowQuery(day)}`);
  await spyglass.openOverview(windowRoute(day));
  await selectProject(page, /Demo API server/);
  await expect(page.getByTestId('throughput')).toHaveAttribute('title', String(report.throughput));
  await expect(page.getByTestId('failure-count')).toHaveAttribute('title', String(report.failureCount));
  await expect(page.getByTestId('apdex-score')).toHaveAttribute('title', String(report.apdexScore));
  await expect(page.getByTestId('response-time')).toContainText(/ms|s/);
  await expect(page.getByText('APM project')).toBeVisible();
  await expect(page.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  const throughputs = await page
    .getByTestId('trend-table')
    .locator('[data-series="throughput"]')
    .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value'))));
  expect(throughputs.reduce((a, b) => a + b, 0)).toBe(report.throughput);
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /Web vitals/ })).toHaveCount(
    0,
  );
  await screenshots(page, 'overview-apm');

  // Opened by its address anyway, web vitals gives way to the overview.
  await page.goto(page.url().replace('#/overview', '#/vitals'));
  await expect(page).toHaveURL(/#\/overview/);
  await expect(page.getByTestId('web-vitals')).toHaveCount(0);
  await expect(page.getByTestId('throughput')).toHaveAttribute('title', String(report.throughput));
});

test('the empty project says there is no data in the window', async ({ page, spyglass }) => {
  await spyglass.openOverview(windowRoute(day));
  await selectProject(page, /no traffic/);
  await expect(page.getByText('No data in this window.')).toBeVisible();
  await expect(page.getByTestId('trend')).toHaveCount(0);
  await screenshots(page, 'overview-empty');
});

test('with the service gone, a view seen before is shown from the cache with the stale banner', async ({
  page,
  spyglass,
}) => {
  const report = await spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery(day)}`);
  await spyglass.open(`/overview?${windowRoute(day)}`);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  await expect(page.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  await spyglass.demo.close();
  await page.reload();
  await expect(page.getByTestId('stale-banner')).toContainText(/Offline copy as of .*could not be reached/);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  // The trend's buckets come back from the cache too, marked as such.
  await expect(page.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  await expect(page.getByTestId('trend')).toContainText('24 from the offline copy');
  await page.screenshot({ path: test.info().outputPath('overview-offline.png'), fullPage: true });
});

// The one journey on the machine's own clock, which the CLI and its page keep: the app works with time moving.
test('`npm run web` prints its address and serves the app on the embedded demo, its home first', async ({ page }) => {
  const cli = spawn(
    process.execPath,
    ['electron/web/cli.ts', '--port', '0', '--user-data', await mkdtemp(join(tmpdir(), 'spyglass-cli-'))],
    { cwd: join(import.meta.dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      cli.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Spyglass is running at (http:\/\/127\.0\.0\.1:\d+\/#secret=[\w-]+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      cli.once('exit', (code) => reject(new Error(`the browser host exited (${code}): ${out}`)));
    });
    // The demo account keeps eight projects: a launch opens the Projects home, and a row the overview.
    await page.goto(url);
    const shop = page.locator('[data-testid="home-row"][data-project="demo-browser"]');
    await expect(shop.getByTestId('cell-traffic')).not.toHaveAttribute('data-value', '');
    expect(Number(await shop.getByTestId('cell-traffic').getAttribute('data-value'))).toBeGreaterThan(0);
    await shop.getByRole('link', { name: 'Demo shop (browser)' }).click();
    await expect(page.getByTestId('page-views')).toBeVisible();
    expect(Number(await page.getByTestId('page-views').getAttribute('title'))).toBeGreaterThan(0);
  } finally {
    cli.kill('SIGTERM');
  }
});

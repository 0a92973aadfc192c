// Overview journeys through the browser host: the numbers on screen are the demo API's numbers
// for the same window, both project kinds, and the offline copy when the service goes away.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApmReport, BrowserReport } from '../../shared/schemas/reports.ts';
import { formatApiTime } from '../../shared/time-window.ts';
import { expect, test } from './fixtures.ts';

// A fixed, closed window, so the page and the direct request name exactly the same data.
const end = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
const start = end - 24 * 3_600_000;
const windowQuery = `timeStart=${formatApiTime(start).replace(' ', '+')}&timeEnd=${formatApiTime(end).replace(' ', '+')}`;
const windowRoute = `from=${encodeURIComponent(formatApiTime(start))}&to=${encodeURIComponent(formatApiTime(end))}`;

test('the browser overview shows the demo API\'s numbers for the window', async ({ page, spyglass }) => {
  const report = await spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery}`);
  await spyglass.open(`/overview?${windowRoute}`);
  const overview = page.getByTestId('overview');
  await expect(overview).toBeVisible();
  await expect(overview.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  await expect(overview.getByTestId('apdex-score')).toHaveAttribute('title', String(report.apdex.page.score));
  await expect(overview.getByTestId('event-count')).toHaveAttribute('title', String(report.errors.events));
  await expect(overview.getByTestId('error-count')).toHaveAttribute('title', String(report.errors.errors));
  expect(report.pages.throughput).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('overview-browser.png'), fullPage: true });
});

test('switching to the APM project shows its report shape', async ({ page, spyglass }) => {
  const report = await spyglass.demoJson<ApmReport>(`/v2/projects/demo-apm/reports?${windowQuery}`);
  await spyglass.open(`/overview?${windowRoute}`);
  await expect(page.getByTestId('page-views')).toBeVisible();
  await page.getByLabel('Project').selectOption({ label: 'Demo API server (APM)' });
  await expect(page.getByTestId('throughput')).toHaveAttribute('title', String(report.throughput));
  await expect(page.getByTestId('response-time')).toContainText(/ms|s/);
  await expect(page.getByText('APM project')).toBeVisible();
});

test('the empty project says there is no data in the window', async ({ page, spyglass }) => {
  await spyglass.open(`/overview?${windowRoute}`);
  await page.getByLabel('Project').selectOption({ label: 'Demo, no traffic (browser)' });
  await expect(page.getByText('No data in this window.')).toBeVisible();
});

test('with the service gone, a view seen before is shown from the cache with the stale banner', async ({ page, spyglass }) => {
  const report = await spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery}`);
  await spyglass.open(`/overview?${windowRoute}`);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  await spyglass.demo.close();
  await page.reload();
  await expect(page.getByTestId('stale-banner')).toContainText(/Offline copy as of .*could not be reached/);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  await page.screenshot({ path: test.info().outputPath('overview-offline.png'), fullPage: true });
});

test('`npm run web` prints its address and serves the app on the embedded demo', async ({ page }) => {
  const cli = spawn(process.execPath, ['electron/web/cli.ts', '--port', '0', '--user-data', await mkdtemp(join(tmpdir(), 'spyglass-cli-'))], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
    await page.goto(url);
    await expect(page.getByTestId('page-views')).toBeVisible();
    expect(Number(await page.getByTestId('page-views').getAttribute('title'))).toBeGreaterThan(0);
  } finally {
    cli.kill('SIGTERM');
  }
});

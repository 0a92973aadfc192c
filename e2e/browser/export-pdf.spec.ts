// Export view → PDF and Print through the browser host: the PDF's header names the account,
// project, view and window; its headline numbers are the demo API's; a long table runs over pages
// with its header on each; offline it says so; printing leaves the sidebar and controls out.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { changeWithArrow, computeChange } from '../../renderer/src/domain/change.ts';
import { exactMs, formatExact } from '../../renderer/src/ui/format.ts';
import { comparisonReady, type Downloaded } from './chart-helpers.ts';
import { SUITE_NOW, expect, test, type Spyglass } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';
import { pdfPages, pdfPageToPng } from './pdf-helpers.ts';

// A named zone, so the header's zone and times are known here.
const ZONE = 'Europe/Berlin';
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: ZONE });

const day = closedDay(SUITE_NOW);
const API = '/v2/projects/demo-browser';

/** `23 Nov 2026, 09:00:00`, as the app writes a time in the user's zone. */
const inZone = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(ms)
    .replace(' at ', ', ');

async function exportPdf(page: Page): Promise<Downloaded> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Export view → PDF/ }).click();
  const file = await download;
  return { filename: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function openOverview(page: Page, spyglass: Spyglass): Promise<void> {
  await spyglass.openOverview(windowRoute(day));
  // The trend and the panels drawn: their charts go into the file.
  await expect(page.getByTestId('errors-panel')).toBeVisible();
  await expect(page.locator('[data-testid="overview"] svg.recharts-surface').first()).toBeVisible();
}

test("the overview as a PDF: its header, the demo API's headline numbers and the charts, as text", async ({
  page,
  spyglass,
}) => {
  const report = await spyglass.demoJson<BrowserReport>(`${API}/reports?${windowQuery(day)}`);
  await openOverview(page, spyglass);
  const pdf = await exportPdf(page);
  expect(pdf.filename).toMatch(/^demo-shop-browser-demo-browser_overview_\d{4}-\d\d-\d\dT\d{4}Z\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const pages = await pdfPages(pdf.bytes);
  const first = pages[0]!;
  expect(first).toContain('Overview — Demo shop (browser) (demo-browser)');
  expect(first).toContain('Account: Demo · Project: Demo shop (browser) (demo-browser)');
  expect(first).toContain('View: Overview');
  expect(first).toContain(`Window: fixed range, ${inZone(day.start)} – ${inZone(day.end)} (local time, ${ZONE})`);
  expect(first).toMatch(/As of \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d/);
  expect(first).not.toContain('OFFLINE');

  expect(first).toContain(`Page views ${formatExact(report.pages.throughput)}`);
  expect(first).toContain(`Average load ${exactMs(report.pages.page.loadTime)}`);
  expect(first).toContain(`Apdex ${formatExact(report.apdex.page.score)}`);
  expect(first).toContain(`Error events ${formatExact(report.errors.events)}`);
  expect(first).toContain(`Ajax calls ${formatExact(report.ajax.throughput)}`);
  // The charts came as vectors: their titles and legends are text in the file.
  expect(pages.join(' ')).toContain('Error events by device');

  await pdfPageToPng(pdf.bytes, 1, test.info().outputPath('overview-pdf-page-1.png'));
});

test('the errors list of 100 groups runs over pages, its header repeated on each', async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery(day)}&status=Open&sortby=lastAt&limit=100&page=1`,
  );
  expect(list.data.length).toBe(100);
  await spyglass.open(`/errors?${windowRoute(day)}&limit=100`);
  await expect(page.getByTestId('error-groups').locator('tbody tr')).toHaveCount(100);
  const pdf = await exportPdf(page);
  const pages = await pdfPages(pdf.bytes);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages[0]).toContain('View: Errors · Open');
  expect(pages[0]).toContain(`Open error groups ${formatExact(list.totalCount)}`);
  expect(pages[0]).toContain('Error groups, page 1 (100 rows)');
  const header = 'Error Events Users Comments First seen Last seen Status';
  pages.forEach((text, i) => expect(text, `page ${i + 1}`).toContain(header));
  // The last group is in the file, on a page after the first.
  const last = list.data.at(-1)!;
  expect(pages.slice(1).join(' ')).toContain(inZone(Date.parse(last.lastAt)));
  await pdfPageToPng(pdf.bytes, 2, test.info().outputPath('errors-pdf-page-2.png'));
});

test('offline, the overview exports from the cache and the header says so', async ({ page, spyglass }) => {
  const report = await spyglass.demoJson<BrowserReport>(`${API}/reports?${windowQuery(day)}`);
  await openOverview(page, spyglass);
  await spyglass.demo.close();
  await page.reload();
  await expect(page.getByTestId('cache-indicator')).toBeVisible();
  await expect(page.getByTestId('page-views')).toBeVisible();
  const pages = await pdfPages((await exportPdf(page)).bytes);
  expect(pages[0]).toContain('OFFLINE: from the cache');
  expect(pages[0]).toContain(`Page views ${formatExact(report.pages.throughput)}`);
});

test('printing leaves the sidebar and the top bar out and prints light in the dark theme', async ({
  page,
  spyglass,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openOverview(page, spyglass);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  // The charts' palette too, though charts.css loads after the print stylesheet: its light colour, #2f6fdd.
  const chartColour = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--chart-1)';
    return getComputedStyle(probe).color;
  });
  expect(chartColour).toBe('rgb(47, 111, 221)');
  await expect(page.locator('nav.sidebar')).toBeHidden();
  const printed = await page.pdf({ format: 'A4', printBackground: true });
  await pdfPageToPng(printed, 1, test.info().outputPath('print-page-1.png'));
  const text = (await pdfPages(printed)).join(' ');
  expect(text).toContain('Page views');
  expect(text).toContain('Demo · Demo shop (browser) (demo-browser)');
  // The sidebar's views and the top bar's controls are not on paper.
  for (const absent of ['Web vitals', 'Settings', 'Recent windows', 'Refresh']) expect(text).not.toContain(absent);
});

test('an event exports masked when the privacy mask is on, its back-trace and breadcrumbs as tables', async ({
  page,
  spyglass,
}) => {
  const groups = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery(day)}&status=Open&sortby=events&limit=10`,
  );
  const group = groups.data[0]!;
  const hash = group.id.slice(group.id.lastIndexOf(':') + 1);
  const events = await spyglass.demoJson<ErrorEventList>(
    `${API}/errors/${hash}/events?${windowQuery(day)}&limit=25&page=1`,
  );
  const index = events.data.findIndex((e) => e.user.email !== '' && e.user.name !== '');
  expect(index).toBeGreaterThanOrEqual(0);
  const event = events.data[index]!;
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/${index + 1}?${windowRoute(day)}`);
  await expect(page.getByTestId('event-id')).toHaveText(event.id);
  await page.getByRole('button', { name: /Privacy mask/ }).click();
  await expect(page.getByRole('button', { name: /Privacy mask/ })).toHaveText(/Privacy mask on/);

  // The group's PDF holds the page of events it lists, masked as shown.
  await page.getByTestId('group-link').click();
  await expect(page.getByTestId('group-events')).toBeVisible();
  const groupText = (await pdfPages((await exportPdf(page)).bytes)).join(' ');
  expect(groupText).toContain(`Events, page 1 of ${events.totalPages}`);
  expect(groupText).toContain('# Time Browser OS User Page');
  for (const secret of [event.user.email, event.user.name].filter((s) => s.length >= 4))
    expect(groupText).not.toContain(secret);
  await page.goBack();
  await expect(page.getByTestId('event-id')).toHaveText(event.id);

  const text = (await pdfPages((await exportPdf(page)).bytes)).join(' ');
  expect(text).toContain(`View: Event ${index + 1}:`);
  expect(text).toContain('Privacy mask on');
  expect(text).toMatch(/User user-[0-9a-f]{6}/);
  for (const secret of [event.user.email, event.user.name, event.user.id].filter((s) => s.length >= 4))
    expect(text).not.toContain(secret);
  expect(text).toContain(`Back-trace (${event.backTraces.length} rows)`);
  expect(text).toContain(`Breadcrumbs (${event.breadCrumbs.length + 1} rows)`);
  expect(text).toContain('Before the crash Action What');
});

test("with Compare on, the PDF names the comparison and each number's change, its minus sign and arrows as written", async ({
  page,
  spyglass,
}) => {
  const before = { start: day.start - 24 * 3_600_000, end: day.start };
  const [now, then] = await Promise.all([
    spyglass.demoJson<BrowserReport>(`${API}/reports?${windowQuery(day)}`),
    spyglass.demoJson<BrowserReport>(`${API}/reports?${windowQuery(before)}`),
  ]);
  await spyglass.open(`/overview?${windowRoute(day)}&cmp=previous`);
  await comparisonReady(page);
  await expect(page.getByTestId('page-load-change')).toBeVisible();
  const text = (await pdfPages((await exportPdf(page)).bytes)).join(' ');
  expect(text).toContain(`Compared with the previous period, ${inZone(before.start)} – ${inZone(before.end)}`);
  expect(text).toContain('Figure Value Against the previous period');
  const load = computeChange(now.pages.page.loadTime, then.pages.page.loadTime, 'down');
  const arrow = { up: '▲', down: '▼', flat: '=' }[load.direction ?? 'flat'];
  expect(text).toContain(
    `Average load ${exactMs(now.pages.page.loadTime)} ${load.direction ? `${arrow} ` : ''}${load.text}`,
  );
});

test('apdex and web vitals export their numbers, gauges and tables', async ({ page, spyglass }) => {
  await spyglass.open(`/apdex?${windowRoute(day)}`);
  await expect(page.getByTestId('apdex-score')).toBeVisible();
  const apdex = await exportPdf(page);
  // The figure is labelled as on screen ("Score" under the gauge), not "Apdex score" as the PDF once had it.
  await expect(page.getByTestId('apdex-score').locator('.metric-label')).toHaveText('Score');
  expect((await pdfPages(apdex.bytes)).join(' ')).toMatch(
    /View: Apdex .*Figure Value Score \d.*Zone Count Share Satisfied/,
  );
  await pdfPageToPng(apdex.bytes, 1, test.info().outputPath('apdex-pdf-page-1.png'));

  await spyglass.open(`/vitals?${windowRoute(day)}`);
  await expect(page.getByTestId('web-vitals')).toBeVisible();
  await expect(page.locator('[data-testid="web-vitals"] .chart-frame').first()).toBeVisible();
  const vitals = await exportPdf(page);
  expect((await pdfPages(vitals.bytes)).join(' ')).toMatch(/View: Web vitals .*LCP average .*Samples by rating/);
  await pdfPageToPng(vitals.bytes, 1, test.info().outputPath('vitals-pdf-page-1.png'));
});

test('a table view exports its whole list in the order shown, and a detail its figures', async ({ page, spyglass }) => {
  type Ajax = {
    data: { id: string; url: string; method: string; throughput: number }[];
    stats: { responseTime: number | null; throughput: number | null };
  };
  const ajax = await spyglass.demoJson<Ajax>(`${API}/ajax?${windowQuery(day)}`);
  const byCalls = [...ajax.data].sort((a, b) => b.throughput - a.throughput);
  await spyglass.open(`/ajax?${windowRoute(day)}&sort=-throughput`);
  await expect(page.getByTestId('ajax-view').locator('tbody tr.table-row').first()).toBeVisible();
  const pdf = await exportPdf(page);
  const text = (await pdfPages(pdf.bytes)).join('\n');
  expect(text).toContain('View: Ajax');
  expect(text).toContain(`Ajax (${ajax.data.length} rows)`);
  expect(text).toContain('Method URL Calls Share (%) Response (ms)');
  // Every row, the busiest first, the quietest in the file too: not only what the grid had drawn.
  // (A long URL wraps in its cell: the text is read without its line breaks.)
  const flat = text.replace(/\s+/g, '');
  const first = flat.indexOf(byCalls[0]!.url);
  const last = flat.indexOf(byCalls.at(-1)!.url);
  expect(first).toBeGreaterThan(-1);
  expect(last).toBeGreaterThan(first);

  await pdfPageToPng(pdf.bytes, 1, test.info().outputPath('ajax-pdf-page-1.png'));

  // With Compare on, each key figure has its change beside it: the pages turn landscape.
  await spyglass.open(`/ajax?${windowRoute(day)}&sort=-throughput&cmp=previous`);
  await expect(page.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
  const compared = await exportPdf(page);
  const comparedText = (await pdfPages(compared.bytes)).join(' ');
  expect(comparedText).toMatch(/Method URL Calls Calls change \(%\) Share \(%\) Response \(ms\) Response change \(%\)/);
  // The headline figures carry their changes too, each the demo API's two windows'.
  const before = await spyglass.demoJson<Ajax>(
    `${API}/ajax?${windowQuery({ start: day.start - 24 * 3_600_000, end: day.start })}`,
  );
  for (const [label, testId, now, then, good] of [
    ['Response', 'stat-response', ajax.stats.responseTime, before.stats.responseTime, 'down'],
    ['Calls', 'stat-calls', ajax.stats.throughput, before.stats.throughput, 'neutral'],
  ] as const) {
    const shown = await page.getByTestId(testId).locator('.stat-value').innerText();
    expect(comparedText).toContain(`${label} ${shown} ${changeWithArrow(computeChange(now, then, good))}`);
  }
  // A row's change reads as on screen, arrow and all: the busiest call's calls against then.
  const busiestThen = before.data.find((call) => call.id === byCalls[0]!.id)!;
  const callsShown = await page
    .getByTestId('ajax-view')
    .locator('tbody tr.table-row')
    .first()
    .locator('td[data-col="throughput"]')
    .innerText();
  const callsChange = changeWithArrow(computeChange(byCalls[0]!.throughput, busiestThen.throughput, 'neutral'));
  expect(comparedText.replace(/\s+/g, '')).toContain(
    `${byCalls[0]!.url}${callsShown}${callsChange}`.replace(/\s+/g, ''),
  );
  await pdfPageToPng(compared.bytes, 1, test.info().outputPath('ajax-compared-pdf-page-1.png'));

  await spyglass.open(`/ajax?${windowRoute(day)}&sort=-throughput`);
  await page.getByTestId('ajax-view').locator('tbody tr.table-row').first().click();
  await expect(page.getByTestId('ajax-detail-stats')).toBeVisible();
  const detail = (await pdfPages((await exportPdf(page)).bytes)).join('\n');
  expect(detail).toContain(`View: Ajax call: ${byCalls[0]!.method} ${byCalls[0]!.url}`);
  expect(detail).toContain(`Calls ${await page.getByTestId('stat-calls').locator('.stat-value').innerText()}`);
});

// Compare on the overview, apdex and web vitals through the browser host: every headline change
// is the change between the demo API's answers for the two windows, rounded as the app rounds it,
// and the trend draws the previous period behind the current one, named in its legend.
import type { Locator, Page } from '@playwright/test';
import type { Apdex } from '../../shared/schemas/apdex.ts';
import type { ApmReport, BrowserReport } from '../../shared/schemas/reports.ts';
import type { WebVitals } from '../../shared/schemas/web-vitals.ts';
import { computeChange, type GoodWay } from '../../renderer/src/domain/change.ts';
import {
  planComparisonBuckets,
  scaleToStep,
  stepLabel,
} from '../../renderer/src/features/overview/comparison-trend.ts';
import { planBuckets } from '../../renderer/src/features/overview/trend-buckets.ts';
import { floorToMinute, formatApiTime, parseApiTime } from '../../shared/time-window.ts';
import { comparisonReady, screenshots, selectProject } from './chart-helpers.ts';
import { SUITE_NOW, countRequests, expect, sidewaysOverflow, test, type Spyglass } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

const HOUR = 3_600_000;
// A fixed, closed day on whole hours and the day before it: the previous period.
const day = closedDay(SUITE_NOW);
const before = { start: day.start - 24 * HOUR, end: day.start };

test.use({ viewport: { width: 720, height: 480 } });

/** Both windows' answers for one path, straight from the demo API. */
async function bothWindows<T>(spyglass: Spyglass, path: string): Promise<[T, T]> {
  return Promise.all([
    spyglass.demoJson<T>(`${path}?${windowQuery(day)}`),
    spyglass.demoJson<T>(`${path}?${windowQuery(before)}`),
  ]);
}

/** The badge says the same change as the two answers make, in the same rounding. */
async function expectChange(
  scope: Page | Locator,
  testId: string,
  now: number | null,
  then: number | null,
  good: GoodWay,
): Promise<void> {
  const change = computeChange(now, then, good);
  const badge = scope.getByTestId(`${testId}-change`);
  await expect(badge, testId).toHaveAttribute('data-change', change.percent === null ? '' : String(change.percent));
  await expect(badge, testId).toContainText(change.text);
  await expect(badge, testId).toHaveClass(new RegExp(`change-${change.tone}`));
}

test("the browser overview's changes against the previous period are the demo API's, and its trend draws that period behind", async ({
  page,
  spyglass,
}) => {
  const [now, then] = await bothWindows<BrowserReport>(spyglass, '/v2/projects/demo-browser/reports');
  await spyglass.open(`/overview?${windowRoute(day)}&cmp=previous`);
  const overview = page.getByTestId('overview');
  await expect(overview.getByTestId('comparison-note')).toContainText('Compared with the previous period');
  await comparisonReady(page);
  await expectChange(overview, 'page-views', now.pages.throughput, then.pages.throughput, 'neutral');
  await expectChange(overview, 'page-load', now.pages.page.loadTime, then.pages.page.loadTime, 'down');
  await expectChange(overview, 'apdex-score', now.apdex.page.score, then.apdex.page.score, 'up');
  await expectChange(overview, 'event-count', now.errors.events, then.errors.events, 'down');
  await expectChange(overview, 'ajax-calls', now.ajax.throughput, then.ajax.throughput, 'neutral');
  await expectChange(overview, 'ajax-error-rate', now.ajax.errorRate, then.ajax.errorRate, 'down');
  await expectChange(
    overview,
    'load-percentile_95',
    now.pages.page.percentile_95,
    then.pages.page.percentile_95,
    'down',
  );
  await expectChange(
    overview,
    'transactions-total',
    now.transactions.totalCount,
    then.transactions.totalCount,
    'neutral',
  );
  // The tooltip holds both values.
  await expect(overview.getByTestId('page-views-change')).toHaveAttribute('title', /^Now .*\nPrevious period /);

  // 24 buckets of 1 h beside 3 of 8 h or 12 h (as the day falls on their boundaries): the
  // previous period fits the round after the current's.
  const plan = planComparisonBuckets(before, 24);
  expect(plan.buckets).toHaveLength(3);
  const n = String(plan.buckets.length);
  const trend = page.getByTestId('trend');
  await expect(trend).toHaveAttribute('data-loaded', '24', { timeout: 30_000 });
  await expect(trend).toHaveAttribute('data-compare-buckets', n);
  await expect(trend).toHaveAttribute('data-compare-loaded', n, { timeout: 30_000 });
  const coarse = `previous period, in ${n} buckets of ${stepLabel(plan.step)}`;
  await expect(page.getByTestId('trend-traffic').locator('[data-comparison]')).toHaveAttribute(
    'data-legend-item',
    `${coarse}, per 1 h`,
  );
  await expect(page.getByTestId('trend-load-time').locator('[data-comparison]')).toHaveAttribute(
    'data-legend-item',
    coarse,
  );
  await expect(page.getByTestId('trend-traffic').locator('.comparison-line path.recharts-curve')).toHaveCount(2);
  // For screen readers, the comparison's buckets as a table of their own: each the demo API's
  // report for that bucket, its counts per current bucket.
  const table = page.getByTestId('trend-comparison-table');
  await expect(table.locator('caption')).toHaveText(
    `Previous period, in ${n} buckets of ${stepLabel(plan.step)}, counts per 1 h`,
  );
  await expect(table.locator('tbody tr')).toHaveCount(plan.buckets.length);
  const first = plan.buckets[0]!;
  const bucketReport = await spyglass.demoJson<BrowserReport>(
    `/v2/projects/demo-browser/reports?${windowQuery(first)}`,
  );
  const expected = scaleToStep(
    { pageViews: bucketReport.pages.throughput, loadTime: bucketReport.pages.page.loadTime },
    ['pageViews'],
    HOUR,
    first,
  );
  const row = table.locator(`tbody tr[data-start="${first.start}"]`);
  await expect(row.locator('[data-series="pageViews"]')).toHaveAttribute('data-value', String(expected['pageViews']));
  await expect(row.locator('[data-series="loadTime"]')).toHaveAttribute('data-value', String(expected['loadTime']));
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await screenshots(page, 'compare-overview-720');

  // The tooltip over a bucket names both its range and the comparison bucket's.
  const surface = page.getByTestId('trend-traffic').locator('.recharts-surface');
  await surface.scrollIntoViewIfNeeded();
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2, { steps: 4 });
  await expect(page.locator('.chart-tooltip-comparison').first()).toContainText(/^Previous period: /);
  await page.screenshot({ path: test.info().outputPath('compare-overview-tooltip-720.png') });
});

test('zooming into the trend keeps Compare on, the comparison following the zoomed window', async ({
  page,
  spyglass,
}) => {
  await spyglass.open(`/overview?${windowRoute(day)}&cmp=previous`);
  const trend = page.getByTestId('trend');
  await expect(trend).toHaveAttribute('data-compare-loaded', '3', { timeout: 30_000 });
  const surface = page.getByTestId('trend-traffic').getByTestId('drag-zoom');
  await surface.scrollIntoViewIfNeeded();
  const box = (await surface.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.25, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, y, { steps: 8 });
  await page.mouse.up();

  await expect(page).not.toHaveURL(new RegExp(windowRoute(day).replace(/[+]/g, '\\+')));
  const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
  expect(params.get('cmp')).toBe('previous');
  const zoomed = { start: parseApiTime(params.get('from') ?? '')!, end: parseApiTime(params.get('to') ?? '')! };
  const previous = { start: 2 * zoomed.start - zoomed.end, end: zoomed.start };
  const buckets = planBuckets(zoomed).length;
  const plan = planComparisonBuckets(previous, buckets);
  await expect(trend).toHaveAttribute('data-buckets', String(buckets));
  await expect(trend).toHaveAttribute('data-compare-buckets', String(plan.buckets.length));
  await expect(trend).toHaveAttribute('data-compare-loaded', String(plan.buckets.length), { timeout: 30_000 });
  await expect(page.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
  const [now, then] = await Promise.all(
    [zoomed, previous].map((w) =>
      spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery(w)}`),
    ),
  );
  await expectChange(page, 'page-views', now!.pages.throughput, then!.pages.throughput, 'neutral');
});

test("the APM overview's changes against the previous period are the demo API's", async ({ page, spyglass }) => {
  const [now, then] = await bothWindows<ApmReport>(spyglass, '/v2/projects/demo-apm/reports');
  await spyglass.openOverview(`${windowRoute(day)}&cmp=previous`);
  await selectProject(page, /Demo API server/);
  await comparisonReady(page);
  await expectChange(page, 'response-time', now.responseTime, then.responseTime, 'down');
  await expectChange(page, 'throughput', now.throughput, then.throughput, 'neutral');
  await expectChange(page, 'failure-count', now.failureCount, then.failureCount, 'down');
  await expectChange(page, 'failure-rate', now.failureRate, then.failureRate, 'down');
  await expectChange(page, 'apdex-score', now.apdexScore, then.apdexScore, 'up');
  await expect(page.getByTestId('trend-throughput').locator('[data-comparison]')).toHaveAttribute(
    'data-legend-item',
    /^previous period, in \d buckets of/,
  );
  await expect(page.getByTestId('trend')).toHaveAttribute('data-compare-loaded', '3', { timeout: 30_000 });
  await screenshots(page, 'compare-overview-apm-720');
});

test('apdex and web vitals show their changes against the previous period', async ({ page, spyglass }) => {
  const [apdexNow, apdexThen] = await bothWindows<Apdex>(spyglass, '/v2/projects/demo-browser/apdex');
  await spyglass.open(`/apdex?${windowRoute(day)}&cmp=previous`);
  await expect(page.getByTestId('comparison-note')).toContainText('previous period');
  await expectChange(page, 'apdex-score', apdexNow.score, apdexThen.score, 'up');
  await expectChange(page, 'apdex-total', apdexNow.total, apdexThen.total, 'neutral');
  await screenshots(page, 'compare-apdex-720');

  const [vitalsNow, vitalsThen] = await bothWindows<WebVitals>(spyglass, '/v2/projects/demo-browser/webvitals');
  await spyglass.open(`/vitals?${windowRoute(day)}&cmp=previous`);
  // The cards drawn first: a view still loading would otherwise be checked against nothing.
  await expect(page.locator('[data-vital]').first()).toBeVisible();
  let checked = 0;
  for (const entry of vitalsNow.data) {
    const card = page.locator(`[data-vital="${entry.name.toLowerCase()}"]`);
    if ((await card.count()) === 0) continue; // a vital the app does not show
    checked++;
    const earlier = vitalsThen.data.find((v) => v.name === entry.name);
    const good = (v: typeof entry | undefined) => v?.metrics.find((m) => m.name === 'Good')?.percentage ?? null;
    await expectChange(card, 'vital-average', entry.avg, earlier?.avg ?? null, 'down');
    await expectChange(card, 'vital-good', good(entry), good(earlier), 'up');
  }
  expect(checked, 'vitals compared').toBeGreaterThan(0);
  await screenshots(page, 'compare-vitals-720');
});

test('a minute that turns between the page asking and the service answering asks the comparison once', async ({
  page,
  spyglass,
}) => {
  // The host and the service a minute ahead of the page: the report covers the minute after the
  // one the page asked the comparison against, alongside it, as when the minute turns on the way.
  spyglass.clock.advance(60_000);
  // The comparison's report of the last 6 hours, as either minute would ask it (not the trend's
  // buckets, a quarter of an hour each).
  const minute = floorToMinute(spyglass.clock.at);
  const either = (end: number) => [end, end + 60_000].map((t) => formatApiTime(t).replace(' ', '\\+')).join('|');
  const asked = countRequests(
    spyglass.demo,
    `/demo-browser\\/reports\\?timeStart=(${either(minute - 12 * HOUR)})&timeEnd=(${either(minute - 6 * HOUR)})$/`,
  );
  await spyglass.open('/overview?account=demo&project=demo-browser&w=6h&cmp=previous');
  await comparisonReady(page);
  await expect(page.getByTestId('page-views-change')).toBeVisible();
  expect(asked()).toBe(1);
});

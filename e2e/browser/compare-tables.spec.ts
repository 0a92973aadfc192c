// Compare in the tables, through the browser host against the demo API: with the previous period
// chosen, the ajax list's change columns and totals agree with the demo API's JSON for both
// windows (rounded as domain/change.ts rounds), rows missing from one window are marked as the two
// JSON lists say, the CSV carries both windows' figures, and the narrow window stays readable.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AjaxList } from '../../shared/schemas/ajax.ts';
import type { PageListA, PageSearch } from '../../shared/schemas/pages.ts';
import type { RouteList } from '../../shared/schemas/routes.ts';
import type { TransactionList } from '../../shared/schemas/transactions.ts';
import { formatApiTime, HOUR } from '../../shared/time-window.ts';
import { changeWithArrow, computeChange } from '../../renderer/src/domain/change.ts';
import { parseCsv } from '../../renderer/src/ui/csv.ts';
import { alterBridgeReplies } from './bridge-calls.ts';
import { screenshots } from './chart-helpers.ts';
import {
  SUITE_NOW,
  expect,
  expectChange,
  firstCell,
  firstRow,
  sidewaysOverflow,
  test,
  type Spyglass,
} from './fixtures.ts';
import { closedDay, windowQuery, windowRoute as routeOf } from './windows.ts';

// A fixed, closed day, and the day before it as the previous period.
const { start, end } = closedDay(SUITE_NOW);
const query = (from: number, to: number) => windowQuery({ start: from, end: to });
const api = (path: string, from: number, to: number, extra = '') =>
  `/v2/projects/demo-browser/${path}?${query(from, to)}${extra}`;
const windowRoute = routeOf({ start, end });
/** The demo API's answers for the day and for the previous period, the day before. */
const bothDays = <T>(demoJson: Spyglass['demoJson'], path: string, extra = ''): Promise<[T, T]> =>
  Promise.all([demoJson<T>(api(path, start, end, extra)), demoJson<T>(api(path, start - 24 * HOUR, start, extra))]);
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

const AJAX_METRICS = [
  { column: 'throughput', good: 'neutral' },
  { column: 'responseTime', good: 'down' },
  { column: 'percentile_95', good: 'down' },
  { column: 'errorRate', good: 'down' },
] as const;

/** The ids of one window's rows missing from the other's. */
const missingFrom = (rows: readonly { id: string }[], other: readonly { id: string }[]) => {
  const ids = new Set(other.map((r) => r.id));
  return rows
    .filter((r) => !ids.has(r.id))
    .map((r) => r.id)
    .sort();
};

test('ajax with the previous period: change columns, stats, marks and the CSV agree with the demo API for both windows', async ({
  page,
  spyglass,
}) => {
  const [now, then] = await bothDays<AjaxList>(spyglass.demoJson, 'ajax');
  await spyglass.open(`/ajax?${windowRoute}&cmp=previous`);
  const view = page.getByTestId('ajax-view');
  await expect(view.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(now.data.length));

  // Headers: each key metric followed by its change.
  const headers = (await view.locator('thead th').allInnerTexts()).map((t) =>
    t.replace(/[▲▼]/g, '').replace(/\s+/g, ' ').trim(),
  );
  expect(headers.slice(2, 9)).toEqual([
    'Calls',
    'Calls change',
    'Share (%)',
    'Response (ms)',
    'Response change',
    'Callback (ms)',
    'p95 (ms)',
  ]);
  expect(headers).toContain('Error rate change');

  // The rendered rows' changes equal those computed from both JSON answers.
  const byId = new Map(then.data.map((r) => [r.id, r]));
  const rendered = await view
    .locator('tbody tr.table-row')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        url: row.querySelector('td[data-col="url"]')!.getAttribute('title'),
        method: row.querySelector('td[data-col="method"]')!.getAttribute('title'),
        changes: Object.fromEntries(
          [...row.querySelectorAll('td[data-change]')].map((td) => [
            td.getAttribute('data-col'),
            td.getAttribute('data-change'),
          ]),
        ),
      })),
    );
  expect(rendered.length).toBeGreaterThan(5);
  for (const row of rendered) {
    const current = now.data.find((r) => r.url === row.url && r.method === row.method)!;
    const before = byId.get(current.id)!;
    for (const { column, good } of AJAX_METRICS) {
      const expected = computeChange(current[column], before[column], good).percent;
      expect(row.changes[`${column}Change`], `${current.method} ${current.url} ${column}`).toBe(
        expected === null ? '' : String(expected),
      );
    }
  }
  const busiest = now.data[0]!;
  const slower = computeChange(busiest.responseTime, byId.get(busiest.id)!.responseTime, 'down');
  const firstResponse = firstCell(view, 'responseTimeChange');
  await expect(firstResponse).toContainText(slower.text);
  if (slower.tone !== 'neutral')
    await expect(firstResponse.locator('.visually-hidden')).toHaveText(slower.tone === 'good' ? ', better' : ', worse');
  await expect(firstResponse).toHaveClass(new RegExp(`change-${slower.tone}`));

  await screenshots(page, 'compare-ajax-wide');

  // The stats strip: the totals' changes.
  await expectChange(view.getByTestId('stat-response-change'), now.stats.responseTime, then.stats.responseTime, 'down');
  await expectChange(view.getByTestId('stat-calls-change'), now.stats.throughput, then.stats.throughput, 'neutral');
  await expectChange(view.getByTestId('stat-error-rate-change'), now.stats.errorRate, then.stats.errorRate, 'down');

  // New and gone rows are exactly those the two lists disagree on (the demo keeps its calls).
  const newIds = missingFrom(now.data, then.data);
  const goneIds = missingFrom(then.data, now.data);
  await expect(view.getByTestId('row-mark').filter({ hasText: 'new' })).toHaveCount(
    Math.min(newIds.length, rendered.length),
  );
  await expect(view.getByTestId('gone-count')).toHaveCount(goneIds.length > 0 ? 1 : 0);

  // Sorting by a change column: the biggest rise first, rows without a change last.
  await view.getByRole('button', { name: 'Response change' }).click();
  await expect(page).toHaveURL(/sort=-responseTimeChange/);
  const mainRows = now.data.filter((r) => !r.underOnePercent);
  const rises = mainRows
    .map((r) => computeChange(r.responseTime, byId.get(r.id)?.responseTime, 'down').percent)
    .filter((p): p is number => p !== null);
  await expect(firstCell(view, 'responseTimeChange')).toHaveAttribute('data-change', String(Math.max(...rises)));

  // The CSV: each key metric now, then and its change, the row's status, both windows named.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));
  const header = csv[0]!;
  const thenName = `previous period ${utc(start - 24 * HOUR)}–${utc(start)} UTC`;
  expect(header).toContain(`Calls (${thenName})`);
  expect(header).toContain(`Response (ms, ${thenName})`);
  expect(header).toContain('Response change (%)');
  expect(header.at(-1)).toBe(`Status (${utc(start)}–${utc(end)} UTC against the ${thenName})`);
  expect(csv).toHaveLength(now.data.length + goneIds.length + 1);
  const col = (name: string) => header.indexOf(name);
  for (const record of csv.slice(1)) {
    const current = now.data.find((r) => r.url === record[col('URL')] && r.method === record[col('Method')])!;
    const before = byId.get(current.id)!;
    expect(Number(record[col(`Response (ms, ${thenName})`)])).toBeCloseTo(before.responseTime, 3);
    expect(record[col('Response change (%)')]).toBe(
      String(computeChange(current.responseTime, before.responseTime, 'down').percent ?? ''),
    );
    expect(record.at(-1)).toBe(newIds.includes(current.id) ? 'new' : '');
  }
});

test('pages matching a search with the previous period: the error rate change agrees with the demo API', async ({
  page,
  spyglass,
}) => {
  const [now, then] = await bothDays<PageSearch>(spyglass.demoJson, 'pages', '&search=checkout');
  expect(now.data.length).toBeGreaterThan(0);
  await spyglass.open(`/pages?${windowRoute}&q=checkout&cmp=previous`);
  const view = page.getByTestId('pages-view');
  await expect(view.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
  const first = now.data[0]!;
  const before = then.data.find((r) => r.id === first.id)!;
  const row = firstRow(view);
  await expectChange(
    row.locator('td[data-col="exceptionRateChange"]'),
    first.exceptionRate,
    before.exceptionRate,
    'down',
  );
  await expectChange(row.locator('td[data-col="loadTimeChange"]'), first.loadTime, before.loadTime, 'down');
  await expectChange(view.getByTestId('stat-load-change'), now.stats.page.loadTime, then.stats.page.loadTime, 'down');
});

test("transactions, routes and an ajax call's detail with the previous period: their changes agree with the demo API, on screen and in Copy as Markdown", async ({
  page,
  spyglass,
}) => {
  const [now, then] = await bothDays<TransactionList>(spyglass.demoJson, 'transactions');
  await spyglass.open(`/transactions?${windowRoute}&cmp=previous&sort=-successTimeChange`);
  const view = page.getByTestId('transactions-view');
  await expect(view.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
  // Sorted by the success time's change: the first row is the one that slowed down most.
  const changes = now.data
    .filter((r) => !r.underOnePercent)
    .map((r) => ({
      r,
      change: computeChange(r.successTime, then.data.find((t) => t.id === r.id)?.successTime, 'down'),
    }));
  const top = changes
    .filter((c) => c.change.percent !== null)
    .sort((a, b) => b.change.percent! - a.change.percent!)[0]!;
  const first = firstRow(view);
  await expect(first.locator('td[data-col="successTimeChange"]')).toHaveAttribute(
    'data-change',
    String(top.change.percent),
  );
  await expectChange(view.getByTestId('stat-runs-change'), now.stats.totalCount, then.stats.totalCount, 'neutral');

  const [routesNow, routesThen] = await bothDays<RouteList>(spyglass.demoJson, 'routes');
  await spyglass.open(`/routes?${windowRoute}&cmp=previous`);
  const routes = page.getByTestId('routes-view');
  await expect(routes.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
  const busiest = routesNow.data.find((r) => !r.underOnePercent)!;
  const routeRow = firstRow(routes);
  await expect(routeRow.locator('td[data-col="routeName"]')).toHaveAttribute('title', busiest.routeName);
  await expectChange(
    routeRow.locator('td[data-col="routeTimeChange"]'),
    busiest.routeTime,
    routesThen.data.find((r) => r.id === busiest.id)!.routeTime,
    'down',
  );
  await expectChange(
    routes.getByTestId('stat-route-time-change'),
    routesNow.stats.routeTime,
    routesThen.stats.routeTime,
    'down',
  );

  const call = (await spyglass.demoJson<AjaxList>(api('ajax', start, end))).data[0]!;
  const [callNow, callThen] = await bothDays<AjaxList>(spyglass.demoJson, `ajax/${call.id}`);
  await spyglass.open(`/ajax/${call.id}?${windowRoute}&cmp=previous`);
  const detail = page.getByTestId('ajax-detail');
  await expect(detail.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
  await expectChange(
    detail.getByTestId('stat-response-change'),
    callNow.data[0]!.responseTime,
    callThen.data[0]!.responseTime,
    'down',
  );
  await expectChange(
    detail.getByTestId('stat-error-rate-change'),
    callNow.data[0]!.errorRate,
    callThen.data[0]!.errorRate,
    'down',
  );
  // Copy as Markdown gives each figure with its change.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await detail.getByRole('button', { name: 'Copy as Markdown' }).click();
  const response = `${await detail.getByTestId('stat-response').locator('.stat-value').innerText()} (${changeWithArrow(computeChange(callNow.data[0]!.responseTime, callThen.data[0]!.responseTime, 'down'))} against the previous period)`;
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`**Response** ${response}`);
});

/**
 * The demo keeps every call in every window, so to see rows come and go the answers are changed on
 * their way from the host to the page: `dropNow` leaves the current window, `dropThen` the previous one.
 */
async function dropRows(page: Page, dropNow: string, dropThen: string): Promise<void> {
  await alterBridgeReplies(page, (call, reply) => {
    const request = call.payload as { endpoint?: string; query?: { timeStart?: string } };
    if (call.channel !== 'api.get' || request.endpoint !== 'ajax.list') return;
    const body = reply as { ok: boolean; value?: { data?: AjaxList } };
    const drop = request.query?.timeStart === formatApiTime(start) ? dropNow : dropThen;
    if (body.ok && body.value?.data) body.value.data.data = body.value.data.data.filter((r) => r.id !== drop);
  });
}

test.describe('at 720 × 480', () => {
  test.use({ viewport: { width: 720, height: 480 } });

  test('a call missing from the previous period is marked new, one missing now is listed last as gone', async ({
    page,
    spyglass,
  }) => {
    const now = await spyglass.demoJson<AjaxList>(api('ajax', start, end));
    const [busiest, second] = [now.data[0]!, now.data[1]!];
    await dropRows(page, second.id, busiest.id);
    await spyglass.open(`/ajax?${windowRoute}&cmp=previous`);
    const view = page.getByTestId('ajax-view');
    await expect(view.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
    await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(now.data.length - 1));
    await expect(view.getByTestId('gone-count')).toHaveText('· 1 gone');
    const first = firstRow(view);
    await expect(first.locator('td[data-col="url"]')).toHaveAttribute('title', busiest.url);
    await expect(first.getByTestId('row-mark')).toHaveText('new');
    await expect(first.locator('td[data-col="responseTimeChange"]')).toHaveAttribute('data-change', '');
    await expect(view.getByTestId('row-mark')).toHaveCount(1);
    await screenshots(page, 'compare-ajax-new-720');

    await view.locator('.table-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = view.locator('tbody tr.table-row').last();
    await expect(last).toHaveClass(/gone/);
    await expect(last.getByTestId('row-mark')).toHaveText('gone');
    await expect(last.locator('td[data-col="url"]')).toHaveAttribute('title', second.url);
    await expect(last.locator('td[data-col="throughputChange"]')).toHaveAttribute('data-change', '');
    await screenshots(page, 'compare-ajax-gone-720');

    // The change colours and the marks keep their contrast in both themes.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="ajax-view"]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${scheme}: ${v.id} ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          ),
      ).toEqual([]);
    }
  });

  test('the ajax list with its changes stays usable, in light and dark', async ({ page, spyglass }) => {
    await spyglass.open(`/ajax?${windowRoute}&cmp=previous`);
    const view = page.getByTestId('ajax-view');
    await expect(view.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready');
    await expect(view.locator('td[data-col="throughputChange"]').first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshots(page, 'compare-ajax-720');
  });

  test("the plain pages list and a page's detail with their changes, in light and dark", async ({ page, spyglass }) => {
    const list = await spyglass.demoJson<PageListA>(api('pages', start, end));
    const top = list.data[0]!;
    await spyglass.open(`/pages?${windowRoute}&cmp=previous`);
    const view = page.getByTestId('pages-view');
    await expect(view.locator('td[data-col="loadTimeChange"]').first()).not.toHaveAttribute('data-change', '');
    // The note on sorting one page reads as a sentence beside the count, two lines at most: not a
    // column of one word a line squeezed between the count and the buttons.
    const note = await view.locator('.table-note').boundingBox();
    const line = await view.getByTestId('table-count').boundingBox();
    expect(note!.width).toBeGreaterThanOrEqual(200);
    expect(note!.height).toBeLessThanOrEqual(2.5 * line!.height);
    await screenshots(page, 'compare-pages-720');
    await spyglass.open(`/pages/${top.id}?${windowRoute}&cmp=previous`);
    const detail = page.getByTestId('page-detail');
    await expect(detail.getByTestId('stat-load-change')).toBeVisible();
    await screenshots(page, 'compare-page-detail-720');
  });
});

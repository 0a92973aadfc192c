// Table journeys through the browser host: pages, ajax, routes and custom transactions show the
// demo API's rows and stats for the same window; sort, search, pagination, row → detail and CSV
// export work as a user expects; APM and empty projects show their own states.
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import type { AjaxList } from '../../shared/schemas/ajax.ts';
import type { PageItemA, PageListA, PageSearch } from '../../shared/schemas/pages.ts';
import type { RouteList } from '../../shared/schemas/routes.ts';
import type { TransactionList } from '../../shared/schemas/transactions.ts';
import { parseCsv } from '../../renderer/src/ui/csv.ts';
import { formatExact } from '../../renderer/src/ui/format.ts';
import { selectProject } from './chart-helpers.ts';
import { SUITE_NOW, expect, firstCell, firstRow, test } from './fixtures.ts';
import { closedDay, windowQuery as queryOf, windowRoute as routeOf } from './windows.ts';

// A fixed, closed window, so the page and the direct request name exactly the same data.
const day = closedDay(SUITE_NOW);
const windowQuery = queryOf(day);
const windowRoute = routeOf(day);
const api = (project: string, path: string, extra = '') => `/v2/projects/${project}/${path}?${windowQuery}${extra}`;

const ms = (value: number) => `${formatExact(value)} ms`;
const count = (value: number) => formatExact(value);
/** The number in a tooltip such as `1,234.56 ms`. */
const numberIn = (title: string) => Number(title.replace(/[^\d.-]/g, ''));

/** The API's rows as the table groups them: under 1 % of throughput below the others. */
function grouped<T extends { underOnePercent: boolean }>(rows: readonly T[]): T[] {
  const main = rows.filter((r) => !r.underOnePercent);
  const minor = rows.filter((r) => r.underOnePercent);
  return main.length > 0 && minor.length > 0 ? [...main, ...minor] : [...rows];
}

/** The tooltips of the rendered body rows (the virtualised window), in display order. */
async function rowTitles(view: Locator): Promise<string[][]> {
  return view
    .locator('tbody tr.table-row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.title)));
}

/** Types a search into a table view, which then counts the demo's matches. */
async function search(view: Locator, text: string, matches: readonly unknown[]): Promise<void> {
  await view.locator('[data-search]').fill(text);
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(matches.length));
}

/** The URLs in the table's column are the rows' own, in any order. */
async function expectUrls(view: Locator, column: number, rows: readonly { url: string }[]): Promise<void> {
  const shown = (await rowTitles(view)).map((cells) => cells[column]);
  expect(shown.sort()).toEqual(rows.map((r) => r.url).sort());
}

async function headers(view: Locator): Promise<string[]> {
  return (await view.locator('thead th').allInnerTexts()).map((text) =>
    text.replace(/[▲▼]/g, '').replace(/\s+/g, ' ').trim(),
  );
}

test("ajax: rows and stats are the demo API's, sorting reorders, search narrows to the demo's answer", async ({
  page,
  spyglass,
}) => {
  const list = await spyglass.demoJson<AjaxList>(api('demo-browser', 'ajax'));
  await spyglass.open(`/ajax?${windowRoute}`);
  const view = page.getByTestId('ajax-view');
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(list.data.length));
  expect(list.data.length).toBeGreaterThan(20);
  await expect(view.getByTestId('stat-response')).toHaveAttribute('title', ms(list.stats.responseTime));
  await expect(view.getByTestId('stat-calls')).toHaveAttribute('title', count(list.stats.throughput));
  await expect(view.getByTestId('stat-errors')).toHaveAttribute('title', count(list.stats.errorCount));
  await expect(view.getByTestId('stat-error-rate')).toHaveAttribute('title', `${formatExact(list.stats.errorRate)} %`);

  // Busiest first, the ones under 1 % of throughput below a divider.
  const expected = grouped(list.data);
  const titles = await rowTitles(view);
  expect(titles.slice(0, 5).map((cells) => cells.slice(0, 3))).toEqual(
    expected.slice(0, 5).map((r) => [r.method, r.url, count(r.throughput)]),
  );
  expect(await headers(view)).toEqual([
    'Method',
    'URL',
    'Calls',
    'Share (%)',
    'Response (ms)',
    'Callback (ms)',
    'p95 (ms)',
    'Errors',
    'Error rate (%)',
    'Received (KB)',
    'Sent (KB)',
  ]);
  await expect(view.locator('.table-divider')).toContainText('Under 1 % of throughput');

  await view.getByRole('button', { name: 'Response (ms)' }).click();
  await expect(page).toHaveURL(/sort=-responseTime/);
  const slowest = [...list.data.filter((r) => !r.underOnePercent)].sort((a, b) => b.responseTime - a.responseTime)[0]!;
  await expect(firstRow(view).locator('td').nth(1)).toHaveAttribute('title', slowest.url);
  await expect(firstCell(view, 'responseTime')).toHaveAttribute('title', ms(slowest.responseTime));

  const found = await spyglass.demoJson<AjaxList>(api('demo-browser', 'ajax', '&search=checkout'));
  expect(found.data.length).toBeGreaterThan(0);
  expect(found.data.length).toBeLessThan(list.data.length);
  await search(view, 'checkout', found.data);
  await expect(page).toHaveURL(/q=checkout/);
  await expect(view.getByTestId('stat-calls')).toHaveAttribute('title', count(found.stats.throughput));
  await expect(view.getByTestId('stat-response')).toHaveAttribute('title', ms(found.stats.responseTime));
  await expectUrls(view, 1, found.data);
});

test("ajax: the keyboard opens a call's detail with the demo's numbers, Esc goes back", async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<AjaxList>(api('demo-browser', 'ajax'));
  const second = grouped(list.data)[1]!;
  const one = await spyglass.demoJson<AjaxList>(api('demo-browser', `ajax/${second.id}`));
  await spyglass.open(`/ajax?${windowRoute}`);
  const grid = page.getByRole('grid', { name: 'Ajax calls' });
  await expect(firstRow(grid)).toBeVisible();
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/ajax/${second.id}`));
  const detail = page.getByTestId('ajax-detail');
  const call = one.data[0]!;
  await expect(detail.getByTestId('stat-calls')).toHaveAttribute('title', count(call.throughput));
  await expect(detail.getByTestId('stat-response')).toHaveAttribute('title', ms(call.responseTime));
  await expect(detail.getByTestId('stat-received')).toHaveAttribute('title', `${formatExact(call.receivedSize)} B`);
  await expect(detail.getByTestId('p95')).toHaveAttribute('title', ms(call.percentile_95));
  await expect(detail.getByRole('heading', { level: 1 })).toContainText(call.method);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ajax-view')).toBeVisible();
});

test('ajax: CSV export downloads the table as displayed, units in the header', async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<AjaxList>(api('demo-browser', 'ajax'));
  await spyglass.open(`/ajax?${windowRoute}&sort=-responseTime`);
  const view = page.getByTestId('ajax-view');
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(list.data.length));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ajax .* UTC\.csv$/);
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));

  const header = await headers(view);
  expect(csv[0]).toEqual(header);
  expect(csv).toHaveLength(list.data.length + 1);
  // Every rendered row equals its CSV record: text as is, numbers in the header's unit.
  const shown = await rowTitles(view);
  expect(shown.length).toBeGreaterThan(5);
  shown.forEach((cells, i) => {
    const record = csv[i + 1]!;
    cells.forEach((title, c) => {
      const unit = /\((ms|KB|%)\)$/.exec(header[c]!)?.[1];
      const isNumber = c >= 2;
      if (!isNumber) return expect(record[c]).toBe(title);
      // The CSV and the tooltip each keep three decimals, each rounded on its own (ties included).
      const exact = unit === 'KB' ? numberIn(title) / 1024 : numberIn(title);
      expect(Math.abs(Number(record[c]) - exact)).toBeLessThanOrEqual(0.001 + 1e-9);
    });
  });
  // The current sort: slowest response first among the main group.
  const responses = csv.slice(1, 6).map((record) => Number(record[header.indexOf('Response (ms)')]));
  expect(responses).toEqual([...responses].sort((a, b) => b - a));
});

test('pages: the plain list pages like the demo API, search switches to its matches and stats', async ({
  page,
  spyglass,
}) => {
  const first = await spyglass.demoJson<PageListA>(api('demo-browser', 'pages'));
  const second = await spyglass.demoJson<PageListA>(api('demo-browser', 'pages', '&page=2'));
  expect(first.totalPages).toBeGreaterThan(1);
  await spyglass.open(`/pages?${windowRoute}`);
  const view = page.getByTestId('pages-view');
  await expect(view.getByTestId('pagination-range')).toHaveText(`1–${first.count} of ${first.totalCount}`);
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(first.data.length));
  const top = grouped(first.data)[0]!;
  await expect(firstCell(view, 'url')).toHaveAttribute('title', top.url);
  await expect(firstCell(view, 'loadTime')).toHaveAttribute('title', ms(top.page.loadTime));

  await view.getByRole('button', { name: 'Next page' }).click();
  await expect(view.getByTestId('pagination-range')).toHaveText(
    `${first.limit + 1}–${first.limit + second.count} of ${second.totalCount}`,
  );
  await expect(page).toHaveURL(/page=2/);
  await expect(firstCell(view, 'url')).toHaveAttribute('title', grouped(second.data)[0]!.url);
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(second.data.length));

  await view.getByLabel('Rows per page').selectOption('50');
  await expect(view.getByTestId('pagination-range')).toHaveText(
    `1–${Math.min(50, first.totalCount)} of ${first.totalCount}`,
  );

  const found = await spyglass.demoJson<PageSearch>(api('demo-browser', 'pages', '&search=checkout'));
  expect(found.data.length).toBeGreaterThan(0);
  await search(view, 'checkout', found.data);
  await expect(view.getByTestId('stat-views')).toHaveAttribute('title', count(found.stats.page.throughput));
  await expect(view.getByTestId('stat-load')).toHaveAttribute('title', ms(found.stats.page.loadTime));
  await expect(view.getByTestId('stat-errors')).toHaveAttribute('title', count(found.stats.page.errorCount));
  await expect(view.getByTestId('pagination-range')).toHaveCount(0);
  await expectUrls(view, 0, found.data);
});

test("pages: a row opens the page's detail with the demo's numbers (pages.get)", async ({ page, spyglass }) => {
  const first = await spyglass.demoJson<PageListA>(api('demo-browser', 'pages'));
  const top = grouped(first.data)[0]!;
  const item = await spyglass.demoJson<PageItemA>(api('demo-browser', `pages/${top.id}`));
  await spyglass.open(`/pages?${windowRoute}`);
  await firstRow(page.getByTestId('pages-view')).click();
  await expect(page).toHaveURL(new RegExp(`#/pages/${top.id}`));
  const detail = page.getByTestId('page-detail');
  await expect(detail.getByTestId('stat-load')).toHaveAttribute('title', ms(item.page.loadTime));
  await expect(detail.getByTestId('stat-views')).toHaveAttribute('title', count(item.throughput));
  await expect(detail.getByTestId('stat-share')).toHaveAttribute(
    'title',
    `${formatExact(item.throughputPercentage)} %`,
  );
  await expect(detail.getByTestId('part-network')).toHaveAttribute('title', ms(item.page.networkTime));
  await expect(detail.getByTestId('part-dom')).toHaveAttribute('title', ms(item.page.domTime));
  await expect(detail.getByTestId('part-render')).toHaveAttribute('title', ms(item.page.renderTime));
  await expect(detail.getByTestId('frontend-time')).toHaveAttribute('title', ms(item.page.frontendTime));
  for (const p of [50, 75, 90, 95, 99] as const)
    await expect(detail.getByTestId(`p${p}`)).toHaveAttribute('title', ms(item.page[`percentile_${p}`]));
  await detail.getByRole('link', { name: '← Pages' }).click();
  await expect(page.getByTestId('pages-view')).toBeVisible();
});

test("routes: rows, stats and a route's detail are the demo API's", async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<RouteList>(api('demo-browser', 'routes'));
  await spyglass.open(`/routes?${windowRoute}`);
  const view = page.getByTestId('routes-view');
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(list.data.length));
  await expect(view.getByTestId('stat-route-time')).toHaveAttribute('title', ms(list.stats.routeTime));
  await expect(view.getByTestId('stat-changes')).toHaveAttribute('title', count(list.stats.throughput));
  const expected = grouped(list.data);
  const titles = await rowTitles(view);
  expect(titles.slice(0, 4).map((cells) => cells.slice(0, 3))).toEqual(
    expected.slice(0, 4).map((r) => [r.routeName, r.url, count(r.throughput)]),
  );

  await view.getByRole('button', { name: 'Max (ms)' }).click();
  const slowest = [...list.data.filter((r) => !r.underOnePercent)].sort((a, b) => b.max - a.max)[0]!;
  await expect(firstCell(view, 'max')).toHaveAttribute('title', ms(slowest.max));

  const one = await spyglass.demoJson<RouteList>(api('demo-browser', `routes/${slowest.id}`));
  await firstRow(view).click();
  const detail = page.getByTestId('route-detail');
  const route = one.data[0]!;
  await expect(detail.getByTestId('stat-changes')).toHaveAttribute('title', count(route.throughput));
  await expect(detail.getByTestId('stat-route-time')).toHaveAttribute('title', ms(route.routeTime));
  await expect(detail.getByTestId('stat-min')).toHaveAttribute('title', ms(route.min));
  await expect(detail.getByTestId('stat-spa-changes')).toHaveAttribute('title', count(route.spa.throughput));
  // Back to the list as it was left: still sorted by max.
  await detail.getByRole('link', { name: '← Routes' }).click();
  await expect(page).toHaveURL(/#\/routes\?.*sort=-max/);
  await expect(view.locator('thead th[aria-sort="descending"]')).toHaveAttribute('data-col', 'max');
});

test("custom transactions: rows, stats, search and detail are the demo API's", async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<TransactionList>(api('demo-browser', 'transactions'));
  await spyglass.open(`/transactions?${windowRoute}`);
  const view = page.getByTestId('transactions-view');
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(list.data.length));
  await expect(view.getByTestId('stat-runs')).toHaveAttribute('title', count(list.stats.totalCount));
  await expect(view.getByTestId('stat-failures')).toHaveAttribute('title', count(list.stats.failureCount));
  await expect(view.getByTestId('stat-success-time')).toHaveAttribute('title', ms(list.stats.successTime));
  const top = grouped(list.data)[0]!;
  await expect(firstCell(view, 'name')).toHaveAttribute('title', top.name);
  await expect(firstCell(view, 'failureTime')).toHaveAttribute('title', ms(top.failureTime));

  const found = await spyglass.demoJson<TransactionList>(api('demo-browser', 'transactions', '&search=checkout'));
  await search(view, 'checkout', found.data);
  await expect(view.getByTestId('stat-runs')).toHaveAttribute('title', count(found.stats.totalCount));

  await firstRow(view).click();
  const first = grouped(found.data)[0]!;
  const one = await spyglass.demoJson<TransactionList>(api('demo-browser', `transactions/${first.id}`));
  const detail = page.getByTestId('transaction-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expect(detail.getByTestId('stat-runs')).toHaveAttribute('title', count(one.data[0]!.totalCount));
  await expect(detail.getByTestId('stat-failure-time')).toHaveAttribute('title', ms(one.data[0]!.failureTime));
  // The way back keeps the search.
  await detail.getByRole('link', { name: '← Custom transactions' }).click();
  await expect(view.locator('[data-search]')).toHaveValue('checkout');
});

test('an APM project offers its transactions and hides pages, which it does not serve', async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<TransactionList>(api('demo-apm', 'transactions'));
  await spyglass.open(`/transactions?${windowRoute}`);
  await expect(page.getByTestId('transactions-view')).toBeVisible();
  await selectProject(page, 'Demo API server (APM)');
  const view = page.getByTestId('transactions-view');
  await expect(view.getByTestId('table-count')).toHaveAttribute('data-count', String(list.data.length));
  await expect(view.getByTestId('stat-runs')).toHaveAttribute('title', count(list.stats.totalCount));
  const top = grouped(list.data)[0]!;
  await expect(firstCell(view, 'name')).toHaveAttribute('title', top.name);
  const sidebar = page.getByRole('navigation', { name: 'Views' });
  await expect(sidebar.getByRole('link', { name: 'Transactions' })).toBeVisible();
  for (const hidden of ['Pages', 'Ajax', 'Routes'])
    await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);

  // Typed by hand, a view the kind does not serve gives way to the overview rather than failing.
  await page.evaluate((route) => (window.location.hash = route), `#/pages?${windowRoute}`);
  await expect(page).toHaveURL(/#\/overview/);
  await expect(page.getByTestId('pages-view')).toHaveCount(0);
});

test('the empty project says there is no data in the window', async ({ page, spyglass }) => {
  await spyglass.open(`/ajax?${windowRoute}`);
  await expect(page.getByTestId('ajax-view').getByTestId('table-count')).toBeVisible();
  await selectProject(page, 'Demo, no traffic (browser)');
  for (const view of ['ajax', 'routes', 'transactions', 'pages']) {
    await page.evaluate((route) => (window.location.hash = route), `#/${view}?${windowRoute}`);
    await expect(page.getByTestId(`${view}-view`).getByText('No data in this window.')).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('pages-empty.png'), fullPage: true });
  // A search that matches nothing says so, rather than blaming the window.
  await page.getByTestId('pages-view').locator('[data-search]').fill('nothing-here');
  await expect(page.getByTestId('no-match')).toContainText('No pages match “nothing-here”');
});

test('a failed request shows the typed error and retries', async ({ page, spyglass }) => {
  spyglass.demo.faults.add({ kind: 'status', status: 500, match: '/routes', message: 'Routes are down' });
  await spyglass.open(`/routes?${windowRoute}`);
  const alert = page.getByTestId('routes-view').getByRole('alert');
  await expect(alert).toHaveAttribute('data-error-kind', 'server');
  await page.screenshot({ path: test.info().outputPath('routes-error.png'), fullPage: true });
  spyglass.demo.faults.clear();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('routes-view').getByTestId('table-count')).toBeVisible();
});

test('every column lines up with its header, and a number drawn unclipped fits its cell', async ({
  page,
  spyglass,
}) => {
  await page.setViewportSize({ width: 720, height: 480 });
  await spyglass.open(`/ajax?${windowRoute}`);
  for (const route of ['/ajax', '/pages', '/ajax?cmp=previous', '/pages?cmp=previous']) {
    await page.evaluate(
      (hash) => (window.location.hash = hash),
      `#${route}${route.includes('?') ? '&' : '?'}${windowRoute}`,
    );
    const view = page.getByTestId(`${route.slice(1).split('?')[0]}-view`);
    await expect(view.locator('tbody tr.table-row').first()).toBeVisible();
    const table = await view.locator('table').evaluate((element) => {
      const edges = (cells: Element[]) =>
        cells.map((cell) => {
          const box = cell.getBoundingClientRect();
          return [Math.round(box.left), Math.round(box.width)];
        });
      const rows = [...element.querySelectorAll('tbody tr.table-row')];
      return {
        head: edges([...element.querySelectorAll('thead th')]),
        rows: rows.map((row) => edges([...row.children])),
        short: [...element.querySelectorAll('td.short')].map((cell) => ({
          content: cell.scrollWidth,
          box: cell.clientWidth,
        })),
        clipped: [...element.querySelectorAll('td')]
          .filter((cell) => !cell.classList.contains('short'))
          .map((cell) => getComputedStyle(cell).overflowX),
      };
    });
    for (const row of table.rows) expect(row, route).toEqual(table.head);
    // Every plain number cell is short here; each fits with room, and every other cell clips.
    expect(table.short.length, route).toBeGreaterThan(table.rows.length * 4);
    for (const { content, box } of table.short) expect(content, route).toBeLessThanOrEqual(box);
    expect(new Set(table.clipped), route).toEqual(new Set(['clip']));
  }
});

test('screenshots of every table view and detail, light and dark', async ({ page, spyglass }) => {
  test.setTimeout(120_000);
  const pages = await spyglass.demoJson<PageListA>(api('demo-browser', 'pages'));
  const ajax = await spyglass.demoJson<AjaxList>(api('demo-browser', 'ajax'));
  const routes = await spyglass.demoJson<RouteList>(api('demo-browser', 'routes'));
  const transactions = await spyglass.demoJson<TransactionList>(api('demo-browser', 'transactions'));
  const shots: [string, string, string][] = [
    ['pages', '/pages', 'pages-view'],
    ['pages-search', '/pages?q=checkout', 'pages-view'],
    ['page-detail', `/pages/${pages.data[0]!.id}`, 'page-detail'],
    ['ajax', '/ajax', 'ajax-view'],
    ['ajax-detail', `/ajax/${ajax.data[1]!.id}`, 'ajax-detail'],
    ['routes', '/routes', 'routes-view'],
    ['route-detail', `/routes/${routes.data[0]!.id}`, 'route-detail'],
    ['transactions', '/transactions', 'transactions-view'],
    ['transaction-detail', `/transactions/${transactions.data[0]!.id}`, 'transaction-detail'],
  ];
  await spyglass.open(`/pages?${windowRoute}`);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, route, testId] of shots) {
      await page.evaluate(
        (hash) => (window.location.hash = hash),
        `#${route}${route.includes('?') ? '&' : '?'}${windowRoute}`,
      );
      await expect(page.getByTestId(testId).locator('.stat, tbody tr.table-row').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${name}-${scheme}.png`), fullPage: true });
    }
  }
});

// A service that drifts from its document (values sent as null, left out, or numbers sent as
// text), as the demo's `drift` fault makes it: an account can still be added, every view shows
// what came, each missing value reads "–" with what the service sent, the answer says how many
// values drifted, and Inspect shows the request and the answer exactly as served, without the key.
import type { ConsoleMessage, Page } from '@playwright/test';
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { screenshots } from './chart-helpers.ts';
import { SUITE_NOW, DEMO_KEY, expect, test } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);

/** The overview's headline numbers, by test id, and where each sits in the report. */
const HEADLINES: [string, string][] = [
  ['page-views', 'pages.throughput'],
  ['apdex-score', 'apdex.page.score'],
  ['event-count', 'errors.events'],
  ['error-count', 'errors.errors'],
  ['ajax-calls', 'ajax.throughput'],
  ['ajax-errors', 'ajax.errorCount'],
  ['transactions-total', 'transactions.totalCount'],
  ['transactions-failed', 'transactions.failureCount'],
];

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

/** Dotted paths of every leaf that differs between the exact answer and the drifted one. */
function driftedPaths(exact: unknown, drifted: unknown, path = ''): string[] {
  if (exact !== null && typeof exact === 'object') {
    return Object.entries(exact).flatMap(([key, child]) =>
      driftedPaths(
        child,
        (drifted as Record<string, unknown> | null | undefined)?.[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return Object.is(exact, drifted) ? [] : [path];
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  return errors;
}

for (const mode of ['null', 'missing', 'string'] as const) {
  test(`a service whose values drift (${mode}): the account is added, every view reads, missing values say why, Inspect shows what came`, async ({
    page,
    spyglass,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = watchErrors(page);
    const reportPath = `/v2/projects/demo-browser/reports?${windowQuery(day)}`;
    const exact = await spyglass.demoJson<BrowserReport>(reportPath);
    spyglass.demo.faults.add({ kind: 'drift', mode, every: 6 });
    const drifted = await spyglass.demoJson<unknown>(reportPath);
    const paths = driftedPaths(exact, drifted);
    expect(paths.length, 'the demo drifts some of the report').toBeGreaterThan(0);

    // Adding the account reads /reports to tell each project's kind: drift must not stop it.
    await spyglass.open('/accounts');
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add account' });
    await dialog.getByLabel('Name').fill('Drifting service');
    await dialog.getByLabel('Base URL').fill(spyglass.demo.url);
    await dialog.getByLabel('API key').fill(DEMO_KEY);
    await dialog.getByLabel('Project ids').fill('demo-browser\ndemo-apm');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('region', { name: 'Drifting service' });
    await expect(card.getByRole('row', { name: /demo-browser/ }).getByText('Browser', { exact: true })).toBeVisible();
    await expect(card.getByRole('row', { name: /demo-apm/ }).getByText('APM', { exact: true })).toBeVisible();

    // The overview: what came is shown as it came; what did not reads "–" with the reason.
    await page.goto(`${spyglass.host.url}/#/overview?${windowRoute(day)}`);
    const overview = page.getByTestId('overview');
    await expect(overview.getByTestId('page-views')).toBeVisible();
    for (const [testId, path] of HEADLINES) {
      const metric = overview.getByTestId(testId);
      const sent = at(drifted, path);
      if (typeof sent === 'number') await expect(metric, testId).toHaveAttribute('title', String(sent));
      else if (typeof sent === 'string') await expect(metric, testId).toHaveAttribute('title', String(Number(sent)));
      else {
        await expect(metric.locator('.metric-value'), testId).toHaveText('–');
        await expect(metric, testId).toHaveAttribute(
          'title',
          sent === null ? 'No value: the service sent null' : 'No value: missing from the answer',
        );
      }
    }
    const note = overview.getByTestId('deviation-note');
    const expectedNote =
      mode === 'string' ? /read from another type in this answer/ : /missing or unreadable in this answer/;
    await expect(note).toHaveText(new RegExp(`^${paths.length} values? .*`));
    await expect(note).toHaveText(expectedNote);
    if (mode === 'null') await screenshots(page, 'drift-overview');

    // Inspect, from the note: the request as sent (key hidden), the deviations, the answer as served.
    await note.getByRole('button', { name: 'Inspect' }).click();
    const drawer = page.getByRole('dialog', { name: 'Inspect' });
    // The view's own report is the first answer it asked for (the trend's buckets follow); it opens first.
    const section = drawer.locator('[data-testid="inspect-answer"][data-endpoint="reports"]').first();
    await expect(section).toHaveAttribute('open', '');
    await expect(section.getByTestId('inspect-url')).toHaveText(`${spyglass.demo.url}${reportPath}`);
    await expect(section.getByText('•••')).toBeVisible();
    const deviationRows = section.getByTestId('inspect-deviations').locator('tbody tr');
    await expect(deviationRows).toHaveCount(paths.length);
    for (const path of paths)
      await expect(section.getByTestId('inspect-deviations').getByText(path, { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Copy' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(drifted);
    expect(await drawer.textContent()).not.toContain(DEMO_KEY);
    if (mode === 'null') {
      await page.setViewportSize({ width: 720, height: 480 });
      await screenshots(page, 'drift-inspect-narrow');
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Every other view renders what came, without an error in place of the view.
    for (const [view, testId] of [
      ['vitals', 'web-vitals'],
      ['apdex', 'apdex'],
      ['pages', 'pages-view'],
      ['ajax', 'ajax-view'],
      ['routes', 'routes-view'],
      ['transactions', 'transactions-view'],
      ['errors', 'errors-list'],
    ] as const) {
      await page.goto(`${spyglass.host.url}/#/${view}?${windowRoute(day)}`);
      await expect(page.getByTestId(testId), view).toBeVisible();
      await expect(page.locator('main .state-loading'), view).toHaveCount(0);
      await expect(page.locator('main .state-error'), view).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

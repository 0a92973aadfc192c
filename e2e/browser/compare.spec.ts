// Compare as a user lives with it: turned on by its key, kept over a reload, a view switch and a
// link, and, with the service gone, a comparison seen before still drawn from the cache, its
// as-of stamp saying so.
import type { Page } from '@playwright/test';
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { computeChange } from '../../renderer/src/domain/change.ts';
import { SUITE_NOW, expect, test } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);
const params = async (page: Page) =>
  new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1] ?? '');

test('c turns Compare on and off, and the choice survives a reload and a view switch', async ({ page, spyglass }) => {
  await spyglass.openOverview(windowRoute(day));
  await expect(page.getByTestId('page-views-change')).toHaveCount(0);
  await page.locator('body').press('c');
  await expect.poll(async () => (await params(page)).get('cmp')).toBe('previous');
  await expect(page.getByTestId('page-views-change')).toHaveAttribute('data-change', /^-?\d/);
  await expect(page.getByTestId('comparison-note')).toContainText('Compared with the previous period');

  await page.reload();
  await expect(page.getByTestId('page-views-change')).toHaveAttribute('data-change', /^-?\d/);
  await expect(page.getByRole('button', { name: 'Compare: previous period' })).toBeVisible();

  await page.getByRole('link', { name: /^Apdex/ }).click();
  await expect.poll(async () => (await params(page)).get('cmp')).toBe('previous');
  await expect(page.getByTestId('comparison-note')).toBeVisible();

  await page.locator('body').press('c');
  await expect.poll(async () => (await params(page)).get('cmp')).toBeNull();
  await expect(page.getByTestId('comparison-note')).toHaveCount(0);
});

test('with the service gone, a comparison seen before is drawn from the cache, and says so', async ({
  page,
  spyglass,
}) => {
  // A relative window: the copy's own window decides the window it is compared with.
  await spyglass.open('/overview?w=1d&cmp=previous');
  const badge = page.getByTestId('page-views-change');
  await expect(badge).toHaveAttribute('data-change', /^-?\d/);
  const online = await badge.getAttribute('data-change');
  const shown = await page.getByTestId('comparison-range').innerText();

  await spyglass.demo.close();
  await page.reload();
  await expect(page.getByTestId('stale-banner').first()).toContainText(/Offline copy as of/);
  await expect(page.getByTestId('comparison-offline')).toContainText(/offline copy as of/);
  await expect(page.getByTestId('comparison-range')).toHaveText(shown);
  await expect(badge).toHaveAttribute('data-change', online!);
});

test("a fixed window's comparison from the cache equals the one computed from both answers", async ({
  page,
  spyglass,
}) => {
  const before = { start: day.start - (day.end - day.start), end: day.start };
  const [now, then] = await Promise.all([
    spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery(day)}`),
    spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${windowQuery(before)}`),
  ]);
  await spyglass.open(`/overview?${windowRoute(day)}&cmp=previous`);
  await expect(page.getByTestId('page-views-change')).toHaveAttribute(
    'data-change',
    String(computeChange(now.pages.throughput, then.pages.throughput, 'neutral').percent),
  );
  await spyglass.demo.close();
  await page.reload();
  await expect(page.getByTestId('comparison-offline')).toBeVisible();
  await expect(page.getByTestId('page-views-change')).toHaveAttribute(
    'data-change',
    String(computeChange(now.pages.throughput, then.pages.throughput, 'neutral').percent),
  );
  await expect(page.getByTestId('page-load-change')).toHaveAttribute(
    'data-change',
    String(computeChange(now.pages.page.loadTime, then.pages.page.loadTime, 'down').percent),
  );
});

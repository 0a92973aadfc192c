// The README's screenshots, made from the app as it is by `npm run screenshots` (never by the
// tests, which write no tracked file): light theme, a window of 1280 × 800, a closed day at the
// suite's instant, each screen shot once everything on it has loaded, the trend's buckets too.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SUITE_NOW, expect, test } from '../browser/fixtures.ts';
import { closedDay, windowRoute } from '../browser/windows.ts';

test.use({ viewport: { width: 1280, height: 800 } });
const day = closedDay(SUITE_NOW);
const DOCS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

async function shoot(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.getByRole('group', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('main .state-loading')).toHaveCount(0);
  await page.screenshot({ path: join(DOCS, `${name}.png`) });
}

test('screenshots for the README', async ({ page, spyglass }) => {
  await spyglass.open(`/overview?${windowRoute(day)}`);
  const trend = page.getByTestId('trend');
  await expect(trend).toHaveAttribute('data-loaded', '24');
  await expect(trend).toHaveAttribute('data-buckets', '24');
  await expect(page.getByTestId('trend-table')).toBeAttached();
  await shoot(page, 'overview');

  await spyglass.open(`/errors?${windowRoute(day)}`);
  await page.getByTestId('error-groups').locator('tbody tr').first().locator('a.err-message').click();
  await page.getByTestId('newest-event').click();
  await expect(page.getByTestId('error-event')).toBeVisible();
  await shoot(page, 'error-event');

  await spyglass.open(`/ajax?${windowRoute(day)}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('i');
  await expect(page.getByRole('dialog', { name: 'Inspect' })).toBeVisible();
  await shoot(page, 'inspect');
});

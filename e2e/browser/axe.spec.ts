// Accessibility, measured: axe on every view, the dialogs, the time picker, Inspect and the
// accounts and settings screens, in the light and the dark theme. Serious and critical findings fail the run;
// each is listed with its rule and the first elements it names.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SUITE_NOW, expect, test } from './fixtures.ts';
import { closedDay, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);
test.describe.configure({ timeout: 120_000 });

type Finding = string;

async function scan(page: Page, screen: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      findings.push(`${screen} (${scheme}): ${violation.id} ×${violation.nodes.length} — ${targets}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return findings;
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main .state-loading')).toHaveCount(0);
  await expect(page.locator('[role="status"]', { hasText: 'Loading…' })).toHaveCount(0);
}

test('every view has no serious or critical axe finding, in either theme', async ({ page, spyglass }) => {
  const findings: Finding[] = [];
  for (const view of ['overview', 'vitals', 'apdex', 'pages', 'ajax', 'routes', 'transactions', 'errors']) {
    await spyglass.open(`/${view}?${windowRoute(day)}`);
    await settled(page);
    findings.push(...(await scan(page, view)));
  }
  // One error group and one of its events.
  await spyglass.open(`/errors?${windowRoute(day)}`);
  await page.getByTestId('error-groups').locator('tbody tr').first().locator('a.err-message').click();
  await settled(page);
  findings.push(...(await scan(page, 'error group')));
  await page.getByTestId('newest-event').click();
  await expect(page.getByTestId('error-event')).toBeVisible();
  findings.push(...(await scan(page, 'event')));
  // A detail page.
  await spyglass.open(`/pages?${windowRoute(day)}`);
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await settled(page);
  findings.push(...(await scan(page, 'page detail')));
  expect(findings).toEqual([]);
});

test('the dialogs, the time picker, Inspect, the accounts and settings screens have no serious or critical axe finding', async ({ page, spyglass }) => {
  const findings: Finding[] = [];
  await spyglass.open(`/overview?${windowRoute(day)}`);
  await settled(page);

  await page.getByRole('button', { name: /Time window/ }).click();
  await expect(page.getByRole('dialog').or(page.locator('.time-panel')).first()).toBeVisible();
  findings.push(...(await scan(page, 'time picker')));
  await page.keyboard.press('Escape');

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  findings.push(...(await scan(page, 'shortcuts')));
  await page.keyboard.press('Escape');

  await page.keyboard.press('i');
  await expect(page.getByRole('dialog', { name: 'Inspect' })).toBeVisible();
  findings.push(...(await scan(page, 'inspect')));
  await page.keyboard.press('Escape');

  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: /^Search commands/ }).fill('ajax');
  await expect(page.getByRole('option').first()).toBeVisible();
  findings.push(...(await scan(page, 'command palette')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Compare:/ }).click();
  await expect(page.getByRole('menu', { name: 'Compare' })).toBeVisible();
  findings.push(...(await scan(page, 'compare menu')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Share' })).toBeVisible();
  findings.push(...(await scan(page, 'share menu')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Recent windows' }).click();
  await expect(page.getByRole('dialog', { name: 'Recent windows' })).toBeVisible();
  findings.push(...(await scan(page, 'recent windows')));
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'About' }).click();
  await expect(page.getByRole('dialog', { name: 'About Spyglass' }).getByRole('button', { name: 'Copy diagnostics' })).toBeVisible();
  findings.push(...(await scan(page, 'about')));
  await page.keyboard.press('Escape');

  await spyglass.open(`/overview?${windowRoute(day)}&account=nobody&accountName=Theirs&baseUrl=https%3A%2F%2Fx.example&project=p9`);
  await expect(page.getByTestId('missing-target')).toBeVisible();
  findings.push(...(await scan(page, 'link to a missing account')));

  await spyglass.open('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  findings.push(...(await scan(page, 'accounts')));
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('dialog', { name: 'Add account' })).toBeVisible();
  findings.push(...(await scan(page, 'add account')));
  await page.keyboard.press('Escape');

  await page.locator('body').press('Control+Comma');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cache-usage')).toContainText('In use');
  await expect(page.getByTestId('data-folder')).toBeVisible();
  findings.push(...(await scan(page, 'settings')));
  await page.getByRole('button', { name: 'Clear cache' }).click();
  await expect(page.getByRole('dialog', { name: 'Clear cache' })).toBeVisible();
  findings.push(...(await scan(page, 'clear cache')));
  expect(findings).toEqual([]);
});

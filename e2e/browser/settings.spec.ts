// The Settings screen in the browser host: opened with Ctrl+, ; theme, time zone and the cache's
// limit kept by the core across a reload and a relaunch on the same data folder; Clear cache
// through its confirmation; single-key shortcuts off while Ctrl+, still works.
import type { Page } from '@playwright/test';
import { recordBridgeCalls, serviceCalls, type BridgeCall } from './bridge-calls.ts';
import { expect, openLaunch, setChecked, test } from './fixtures.ts';
import { trendLoaded } from './chart-helpers.ts';

const MB = 1024 * 1024;

/**
 * Whether `act` asked the service, known once `then` has shown its effect: keys are handled in
 * the order pressed, so a fetch a key started has been sent by the time a later key is seen done.
 */
async function asksService(calls: BridgeCall[], act: () => Promise<void>, then: () => Promise<void>): Promise<boolean> {
  const before = serviceCalls(calls).length;
  await act();
  await then();
  return serviceCalls(calls).length > before;
}

/** The overview has its answers, its trend's buckets included, and asks for nothing more. */
async function quiet(page: Page): Promise<void> {
  await trendLoaded(page);
  await expect(page.getByRole('group', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'false');
}

async function expectKept(page: Page, options: { singleKeys: boolean }): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(main.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'UTC' })).toBeChecked();
  await expect(main.getByLabel('Size limit')).toHaveValue(String(512 * MB));
  await expect(main.getByRole('checkbox', { name: /Single-key shortcuts/ })).toBeChecked({
    checked: options.singleKeys,
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test('settings: kept across reload and relaunch, Clear cache confirmed, single-key shortcuts off', async ({
  page,
  spyglass,
}) => {
  const calls = recordBridgeCalls(page);
  await spyglass.open('/overview?w=1h');
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', /^\d+$/);
  await quiet(page);
  // With single keys on, `r` asks the service again (what is checked to stop below).
  const before = serviceCalls(calls).length;
  await page.locator('body').press('r');
  await expect.poll(() => serviceCalls(calls).length).toBeGreaterThan(before);

  await page.locator('body').press('Control+Comma');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/settings/);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByTestId('cache-usage')).toHaveText(/In use: [1-9]\d* answers?, \d+\.\d MB/);
  await expect(main.getByTestId('keychain-state')).toContainText('Available');
  await expect(main.getByTestId('data-folder')).not.toBeEmpty();
  await expect(main.getByRole('button', { name: 'Open' })).toHaveCount(0); // the browser host shows the path only
  // Updates belong to the desktop app: the browser host says so, and offers no Check now.
  await expect(main.getByTestId('update-unavailable')).toContainText('the browser host runs what you built');
  await expect(main.getByRole('button', { name: 'Check now' })).toHaveCount(0);

  await setChecked(main.getByRole('radio', { name: 'Dark' }), true);
  await setChecked(main.getByRole('radio', { name: 'UTC' }), true);
  await main.getByLabel('Size limit').selectOption({ label: '512 MB' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(
      async () =>
        (await spyglass.host.core.call('prefs.get', {})).ok && spyglass.host.core.settings.preferences.cacheMaxBytes,
    )
    .toBe(512 * MB);

  await page.reload();
  await expectKept(page, { singleKeys: true });

  // Clear cache, through its confirmation: usage 0, and Recent windows says there is nothing.
  await main.getByRole('button', { name: 'Clear cache' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear cache' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Clear cache' }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByTestId('cache-usage')).toHaveText('In use: 0 answers, 0.0 MB');
  await expect(main.getByRole('button', { name: 'Clear cache' })).toBeDisabled();
  await page.getByRole('button', { name: 'Recent windows' }).click();
  const drawer = page.getByRole('dialog', { name: 'Recent windows' });
  await expect(drawer).toContainText('Nothing is cached for this project yet');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Single-key shortcuts off: `?`, view keys and `r` do nothing; Ctrl+, still opens Settings.
  await setChecked(main.getByRole('checkbox', { name: /Single-key shortcuts/ }), false);
  await page.locator('body').press('?');
  await page.locator('body').press('o');
  // Ctrl+K still works: once its palette is up, the keys before it were handled, and did nothing.
  await page.locator('body').press('ControlOrMeta+k');
  await expect(page.getByRole('combobox', { name: /^Search commands/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  await expect(page).toHaveURL(/#\/settings/);
  await expect(page.locator('.sidebar kbd')).toHaveCount(0); // the letters are not offered either
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', /^\d+$/);
  await quiet(page);
  const pressR = () => page.locator('body').press('r');
  const openSettings = async () => {
    await page.locator('body').press('Control+Comma');
    await expect(main.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  };
  expect(await asksService(calls, pressR, openSettings)).toBe(false);

  // A relaunch of the host on the same data folder finds every choice kept.
  const folder = await spyglass.host.core.call('data.folder', {});
  const userDataDir = folder.ok ? folder.value.path : '';
  await spyglass.host.close();
  const relaunched = await spyglass.startHost(userDataDir);
  try {
    await openLaunch(page, relaunched.launchUrl);
    await page.goto(`${relaunched.url}/#/settings`);
    await expectKept(page, { singleKeys: false });
  } finally {
    await relaunched.close();
  }
});

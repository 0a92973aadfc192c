// About and Copy diagnostics through the browser host: the version and the data folder are shown,
// and the copied diagnostics hold the log lines of the requests just made, but never the key
// nor the values of a user filter.
import { SUITE_NOW, DEMO_KEY, expect, test } from './fixtures.ts';
import { closedDay, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);
const USER = 'jane.doe@example.com';
const MESSAGE = 'Jane Doe';

test('About shows the version and the data folder; Copy diagnostics copies the log, never the key', async ({
  page,
  spyglass,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Two views' requests: the overview's, and the errors list's with a user filter and a search.
  await spyglass.openOverview(windowRoute(day));
  await spyglass.open(
    `/errors?${windowRoute(day)}&user=${encodeURIComponent(USER)}&message=${encodeURIComponent(MESSAGE)}`,
  );
  // The list's answer is in (and logged) before About is opened.
  await expect
    .poll(async () => (await spyglass.host.core.log.tail(50)).some((line) => line.includes(' errors.list 200 ')))
    .toBe(true);

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About Spyglass' });
  await expect(about.getByRole('definition').first()).toHaveText('e2e');
  await expect(about).toContainText(`Data folder${spyglass.host.core.userDataDir}`);
  await expect(about).toContainText('Electron—');
  await expect(about).toContainText(`Node${process.versions.node}`);
  await expect(about).toContainText(`Browser${await page.evaluate(() => navigator.userAgent)}`);

  await about.getByRole('button', { name: 'Copy diagnostics' }).click();
  await expect(page.getByText('Copied the diagnostics')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Spyglass: e2e');
  expect(copied).toMatch(/GET reports 200 \d+ms network window=timeStart=/);
  expect(copied).toMatch(/GET errors\.list 200 \d+ms network window=timeStart=\S+ params=\S*message\S*user/);
  expect(copied).toContain('- Demo (demo): http://127.0.0.1:');
  expect(copied).not.toContain(DEMO_KEY);
  for (const personal of [USER, 'jane', MESSAGE, encodeURIComponent(USER)]) expect(copied).not.toContain(personal);
  expect(copied).not.toContain(spyglass.host.core.userDataDir);
});

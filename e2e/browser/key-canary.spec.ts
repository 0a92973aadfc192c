// The API key is a canary: after a session through every view, Inspect, an export and a service
// that echoes the key in its error, the key is nowhere the page can reach: not in the DOM, not in
// the page's storage, not in a file it saved. (The core's files and replies have their own scan,
// tests/core/key-leak.keychain.test.ts.)
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SUITE_NOW, DEMO_KEY, expect, test } from './fixtures.ts';
import { closedDay, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);

/** Everything of the page a script could read: its markup and its storage. */
async function pageText(page: Page): Promise<string> {
  const storage = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
      title: document.title,
    }),
  );
  return `${await page.content()}\n${storage}`;
}

test('the key reaches no page, no storage and no export, even when the service echoes it', async ({
  page,
  spyglass,
}) => {
  const seen: string[] = [];
  const look = async (where: string) => {
    const text = await pageText(page);
    if (text.includes(DEMO_KEY)) seen.push(where);
  };
  for (const view of ['overview', 'vitals', 'apdex', 'pages', 'ajax', 'routes', 'transactions', 'errors']) {
    await spyglass.open(`/${view}?${windowRoute(day)}`);
    await expect(page.locator('main .state-loading')).toHaveCount(0);
    await look(view);
  }

  // Inspect shows the request's headers: the key's reads •••.
  // The errors view's own list (the switcher's health asks for others, which may come first and
  // still be waiting): opened, its request's headers show the key as •••.
  await page.keyboard.press('i');
  const drawer = page.getByRole('dialog', { name: 'Inspect' });
  const own = drawer.getByTestId('inspect-answer').filter({ hasText: 'sortby=lastAt' });
  // The drawer may open it by itself as its answer comes in: its own summary is clicked until it is open.
  await expect(async () => {
    if ((await own.getAttribute('open')) === null) await own.locator(':scope > summary').click();
    await expect(own).toHaveAttribute('open', '', { timeout: 5_000 });
  }).toPass();
  await expect(own.getByText('•••').first()).toBeVisible();
  await look('inspect');
  await page.keyboard.press('Escape');

  // A CSV export, read back from the file.
  await spyglass.open(`/ajax?${windowRoute(day)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.length).toBeGreaterThan(100);
  if (csv.includes(DEMO_KEY)) seen.push('csv export');

  // A service that answers 401 with the key in its message: the message is shown, the key is not.
  spyglass.demo.faults.add({ kind: 'status', status: 401, message: `Invalid API key ${DEMO_KEY}` });
  await spyglass.open(`/overview?w=1h`);
  const alert = page.getByRole('alert').filter({ hasText: 'The API key was refused' });
  await expect(alert).toContainText('Invalid API key •••');
  await look('401 echo');

  expect(seen).toEqual([]);
});

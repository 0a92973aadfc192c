// Shell journeys through the browser host against the demo API: the global time window drives
// the route and the requests, accounts are added, refused and removed, the theme and the `?`
// overlay work, and the cache's recent windows open offline. Each screen is photographed in
// light and dark for a look.
import type { Page } from '@playwright/test';
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { formatApiTime, HOUR, MINUTE } from '../../shared/time-window.ts';
import { recordBridgeCalls } from './bridge-calls.ts';
import { DEMO_KEY, SUITE_NOW, expect, sidewaysOverflow, test, type Spyglass, photograph } from './fixtures.ts';
import { trendLoaded } from './chart-helpers.ts';
import { closedWindow, windowQuery, windowRoute as routeOf } from './windows.ts';

// A closed window a few hours back, so the page and the direct request name exactly the same data.
const { start: START, end: END } = closedWindow(SUITE_NOW, 24, 2 * HOUR);

const apiQuery = (start: number, end: number) => windowQuery({ start, end });
const windowRoute = (start: number, end: number) => routeOf({ start, end });

async function pageViews(spyglass: Spyglass, query: string): Promise<string> {
  const report = await spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?${query}`);
  return String(report.pages.throughput);
}

function routeParams(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
}

async function expectWindow(page: Page, start: number, end: number): Promise<void> {
  await expect
    .poll(() => [routeParams(page).get('from'), routeParams(page).get('to')])
    .toEqual([formatApiTime(start), formatApiTime(end)]);
}

/** Opens the time picker and chooses one of its presets. */
async function choosePreset(page: Page, label: string): Promise<void> {
  await page.getByTestId('time-window-button').click();
  await page.getByRole('dialog', { name: 'Choose a time window' }).getByRole('button', { name: label }).click();
}

test('the time window: a preset, a typed range, shift and zoom change the route and the numbers', async ({
  page,
  spyglass,
}) => {
  await spyglass.open(`/overview?${windowRoute(START, END)}`);
  const views = page.getByTestId('page-views');
  await expect(views).toHaveAttribute('title', await pageViews(spyglass, apiQuery(START, END)));

  // A preset: a relative window, resolved by the service at request time.
  const windowButton = page.getByTestId('time-window-button');
  await windowButton.click();
  await expect(page.getByRole('dialog', { name: 'Choose a time window' }).getByLabel('From')).toBeFocused();
  await photograph(page, 'time-picker');
  await page
    .getByRole('dialog', { name: 'Choose a time window' })
    .getByRole('button', { name: 'Last 6 hours' })
    .click();
  await expect.poll(() => routeParams(page).get('w')).toBe('6h');
  await expect(windowButton).toHaveText(/Last 6 hours/);
  const before = await pageViews(spyglass, 'timeDur=6h');
  await expect(views).toHaveAttribute('title', /^\d+$/);
  const shown = await views.getAttribute('title');
  const after = await pageViews(spyglass, 'timeDur=6h'); // the minute may have turned meanwhile
  expect([before, after]).toContain(shown);

  // A typed custom range, in UTC.
  const typedStart = END - 6 * HOUR;
  const typedEnd = END;
  await windowButton.click();
  const picker = page.getByRole('dialog', { name: 'Choose a time window' });
  // The zone is a preference: the radio turns on once the query cache has it (a tick later).
  await picker.getByRole('radio', { name: 'UTC' }).click();
  await expect(picker.getByRole('radio', { name: 'UTC' })).toBeChecked();
  await picker.getByLabel('From', { exact: true }).fill('2026-02-30 10:00');
  await picker.getByRole('button', { name: 'Apply range' }).click();
  await expect(picker.getByText('2026-02-30 is not a date')).toBeVisible();
  await picker.getByLabel('From', { exact: true }).fill(formatApiTime(typedStart));
  await picker.getByLabel('To', { exact: true }).fill(formatApiTime(typedEnd));
  await picker.getByRole('button', { name: 'Apply range' }).click();
  await expectWindow(page, typedStart, typedEnd);
  await expect(views).toHaveAttribute('title', await pageViews(spyglass, apiQuery(typedStart, typedEnd)));
  await expect(windowButton).toHaveAttribute(
    'title',
    `${formatApiTime(typedStart)} – ${formatApiTime(typedEnd)} (UTC)`,
  );

  // Earlier by half the span.
  await page.getByRole('button', { name: 'Earlier by half the window' }).click();
  await expectWindow(page, typedStart - 3 * HOUR, typedEnd - 3 * HOUR);
  await expect(views).toHaveAttribute(
    'title',
    await pageViews(spyglass, apiQuery(typedStart - 3 * HOUR, typedEnd - 3 * HOUR)),
  );

  // Zoom out with the key: twice the span around the same centre.
  await page.locator('body').press('-');
  await expectWindow(page, typedStart - 6 * HOUR, typedEnd);
  await expect(views).toHaveAttribute('title', await pageViews(spyglass, apiQuery(typedStart - 6 * HOUR, typedEnd)));

  // Later, with the key: half the span would pass now, so the window stops at now, same span.
  const nowBefore = Math.floor(spyglass.clock.now() / MINUTE) * MINUTE;
  await page.locator('body').press(']');
  await expect.poll(() => routeParams(page).get('to')).not.toBe(formatApiTime(typedEnd));
  const shifted = {
    start: Date.parse(`${routeParams(page).get('from')!.replace(' ', 'T')}Z`),
    end: Date.parse(`${routeParams(page).get('to')!.replace(' ', 'T')}Z`),
  };
  expect(shifted.end - shifted.start).toBe(12 * HOUR);
  expect(shifted.end).toBeGreaterThanOrEqual(nowBefore);
  expect(shifted.end).toBeLessThanOrEqual(spyglass.clock.now());
  await expect(page.getByRole('button', { name: 'Later by half the window' })).toBeDisabled();
  await windowButton.click();
  await page
    .getByRole('dialog', { name: 'Choose a time window' })
    .getByRole('button', { name: 'Last 30 minutes' })
    .click();
  await expect.poll(() => routeParams(page).get('w')).toBe('30m');
  await expect(page.getByRole('button', { name: 'Later by half the window' })).toBeDisabled();
});

test('the window is kept in the route: going back restores the previous one', async ({ page, spyglass }) => {
  await spyglass.open(`/overview?${windowRoute(START, END)}`);
  await expect(page.getByTestId('page-views')).toHaveAttribute(
    'title',
    await pageViews(spyglass, apiQuery(START, END)),
  );
  await page.locator('body').press('[');
  await expectWindow(page, START - 12 * HOUR, END - 12 * HOUR);
  await page.goBack();
  await expectWindow(page, START, END);
  await expect(page.getByTestId('page-views')).toHaveAttribute(
    'title',
    await pageViews(spyglass, apiQuery(START, END)),
  );
});

test('accounts: a wrong key is refused with the typed message, the right one adds the projects with their kinds, and the account can be removed', async ({
  page,
  spyglass,
}) => {
  await spyglass.open('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const demoCard = page.getByRole('region', { name: /^Demo/ });
  await expect(demoCard.getByText('Demo', { exact: true })).toBeVisible();
  await photograph(page, 'accounts');

  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByLabel('Name').fill('E2E service');
  await dialog.getByLabel('Base URL').fill(spyglass.demo.url);
  await dialog.getByLabel('API key').fill('not-the-key');
  await dialog.getByLabel('Project ids').fill('demo-browser\ndemo-apm');
  await dialog.getByRole('button', { name: 'Add account' }).click();
  const refusal = dialog.getByText(/Project demo-browser: The API key was refused: Invalid API key/);
  await expect(refusal).toBeVisible();
  await expect(dialog.getByLabel('API key')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Name')).toHaveValue('E2E service');
  await expect(dialog.getByLabel('Project ids')).toHaveValue('demo-browser\ndemo-apm');
  await photograph(page, 'add-account-refused');

  await dialog.getByLabel('API key').fill(DEMO_KEY);
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: 'E2E service' });
  await expect(card.getByTestId('key-state')).toHaveText('Key stored');
  await expect(card.getByRole('row', { name: /demo-browser/ }).getByText('Browser', { exact: true })).toBeVisible();
  await expect(card.getByRole('row', { name: /demo-apm/ }).getByText('APM', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Project: E2E service, demo-browser, Browser/ })).toBeVisible();

  // The new account reads the same service: its overview shows the demo's numbers.
  await page.goto(`${spyglass.host.url}/#/overview?${windowRoute(START, END)}`);
  await expect(page.getByTestId('page-views')).toHaveAttribute(
    'title',
    await pageViews(spyglass, apiQuery(START, END)),
  );

  await page.getByRole('link', { name: 'Accounts' }).click();
  await card.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove account' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove account' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('region', { name: /^Demo/ })).toBeVisible();
});

test("the project switcher lists each account's projects with their kind", async ({ page, spyglass }) => {
  await spyglass.open(`/vitals?${windowRoute(START, END)}`);
  await page.getByRole('button', { name: /^Project/ }).click();
  const menu = page.getByRole('menu', { name: 'Project' });
  await expect(menu.getByRole('menuitemradio', { name: /Demo shop \(browser\)/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Its kind last (a health word comes between once the home judged it: the launch opens the home first).
  await expect(menu.getByRole('menuitemradio', { name: /^Demo API server \(APM\)(?: [\w ]+)? APM$/ })).toBeVisible();
  await photograph(page, 'project-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Web vitals are not served to APM projects: the sidebar drops them and the view gives way.
  await expect(page.getByRole('link', { name: /Web vitals/ })).toBeVisible();
  await page.getByRole('button', { name: /^Project/ }).click();
  await menu.getByRole('menuitemradio', { name: /Demo API server \(APM\)/ }).click();
  await expect(page.getByRole('link', { name: /Web vitals/ })).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/overview\?/);
  await expect(page.getByRole('link', { name: /Overview/ })).toHaveAttribute('aria-current', 'page');
});

test('the theme override switches data-theme and is kept', async ({ page, spyglass }) => {
  await spyglass.openOverview(windowRoute(START, END));
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-theme', /./);

  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(14, 17, 22)');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark'); // kept by the preferences
  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 245, 247)');
  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Same as the system' }).click();
  await expect(html).not.toHaveAttribute('data-theme', /./);
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the ? overlay lists the shortcuts and Esc closes it; view keys switch views', async ({ page, spyglass }) => {
  await spyglass.openOverview(windowRoute(START, END));
  await page.locator('body').press('?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('Refresh the data')).toBeVisible();
  await expect(overlay.getByText('Go to Web vitals')).toBeVisible();
  await photograph(page, 'shortcuts');
  // Esc closes the overlay only; a second Esc has nothing left to close.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // View keys.
  await page.locator('body').press('p');
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/pages\?from=/);
  await page.locator('body').press('o');
  await expect(page.getByTestId('page-views')).toBeVisible();

  // `/` goes to the current view's search box (inputs marked data-search), wherever focus was.
  await page.locator('body').press('e');
  const search = page.locator('main [data-search]').first();
  await expect(search).toBeVisible();
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
});

test('refresh asks again for what can change; auto-refresh pauses for a fixed range', async ({ page, spyglass }) => {
  const calls = recordBridgeCalls(page);
  await spyglass.openOverview(windowRoute(START, END));
  // Refresh asks again (r); a closed window that loaded fine has nothing new, a relative one does.
  await choosePreset(page, 'Last 6 hours');
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', /^\d+$/);
  const before = calls.length;
  const asked = () =>
    calls
      .slice(before)
      .filter((call) => call.channel === 'api.get' && JSON.stringify(call.payload).includes('"timeDur":"6h"'));
  await page.locator('body').press('r');
  await expect.poll(() => asked().length).toBeGreaterThan(0);

  // Auto-refresh pauses for a fixed range and says so.
  await page.getByRole('button', { name: /^Auto-refresh/ }).click();
  await page.getByRole('menuitemradio', { name: 'Every 30 s' }).click();
  await expect(page.getByRole('button', { name: 'Auto-refresh: 30 s' })).toBeVisible();
  await page.locator('body').press('[');
  await expect(page.getByRole('button', { name: 'Auto-refresh: 30 s, paused for a fixed range' })).toBeVisible();
  await photograph(page, 'overview');
});

test('a time picker that cannot load says so, and opens on the next click once it can', async ({ page, spyglass }) => {
  await spyglass.openOverview(windowRoute(START, END));
  // The picker's panel is its own chunk, fetched when the button is wanted: refuse it once.
  await page.route('**/assets/time-picker-panel-*.js', (route) => route.abort('connectionfailed'));
  const button = page.getByTestId('time-window-button');
  await button.click();
  const popover = page.getByRole('dialog', { name: 'Choose a time window' });
  await expect(popover.getByRole('alert')).toContainText('The time picker could not be loaded');
  await page.unroute('**/assets/time-picker-panel-*.js');
  await button.click(); // closes
  await expect(popover).toBeHidden();
  await button.click();
  // The panel is in hand before it opens, so focus lands in it (a fixed range: its start).
  await expect(popover.getByLabel('From')).toBeFocused();
  await popover.getByRole('button', { name: 'Last 6 hours' }).click();
  await expect(button).toHaveAttribute('aria-label', 'Time window: Last 6 hours');
});

test('recent windows lists a window seen before and opens it offline from the cache', async ({ page, spyglass }) => {
  const expected = await pageViews(spyglass, apiQuery(START, END));
  await spyglass.open(`/overview?${windowRoute(START, END)}`);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', expected);
  await choosePreset(page, 'Last 6 hours');
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', /^\d+$/);

  await spyglass.demo.close();
  await page.getByRole('button', { name: 'Recent windows' }).click();
  const drawer = page.getByRole('dialog', { name: 'Recent windows' });
  // Named from its start by its range: the launch's relative "Last day then …" can end on a whole hour too.
  const label = (ms: number) =>
    `${new Date(ms).getUTCDate()} \\w+ ${String(new Date(ms).getUTCHours()).padStart(2, '0')}:00`;
  const seen = drawer.getByRole('button', { name: new RegExp(`^${label(START)} – ${label(END)}`) });
  await expect(seen).toContainText('Overview');
  await expect(drawer.getByRole('button', { name: /Last 6 hours/ })).toBeVisible();
  await photograph(page, 'recent-windows');
  await seen.click();
  await expect(drawer).toBeHidden();
  await expectWindow(page, START, END);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', expected);

  // With the service gone, a window not seen before shows the app-wide offline state.
  await page.locator('body').press('[');
  await expect(page.getByTestId('cache-indicator')).toContainText('Service unreachable');
  await page.goBack();
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', expected);
});

test('with the service gone, a reloaded window shows the stale banner and the app-wide offline pill', async ({
  page,
  spyglass,
}) => {
  const expected = await pageViews(spyglass, apiQuery(START, END));
  await spyglass.open(`/overview?${windowRoute(START, END)}`);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', expected);
  await spyglass.demo.close();
  await page.reload();
  await expect(page.getByTestId('stale-banner').first()).toContainText(/Offline copy as of/);
  await expect(page.getByTestId('cache-indicator')).toContainText(/Offline · cached \d\d:\d\d/);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', expected);
  await photograph(page, 'offline');
});

test('the shell fits 1024 px without sideways scrolling, with the sidebar open or collapsed', async ({
  page,
  spyglass,
}) => {
  await page.setViewportSize({ width: 1024, height: 720 });
  await spyglass.openOverview(windowRoute(START, END));
  const overflow = () => sidewaysOverflow(page);
  expect(await overflow()).toBe(0);
  // The top bar holds everything on one row.
  expect((await page.locator('.topbar').boundingBox())!.height).toBeLessThan(60);
  await photograph(page, 'narrow');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  expect(await overflow()).toBe(0);
  await photograph(page, 'narrow-collapsed');
});

test('when the browser host stops, the app says so', async ({ page, spyglass }) => {
  // A window that ends now: refresh asks again (answers for a closed window are kept, not refetched).
  await spyglass.openOverview('w=24h');
  // Every trend bucket answered: nothing is left in flight to fail by chance.
  await trendLoaded(page);
  await spyglass.host.close();
  await page.locator('body').press('r');
  await expect(page.getByTestId('host-unreachable')).toContainText('Spyglass is not answering');
  await photograph(page, 'host-stopped');
});

test('at launch the first screen holds the view itself, never a placeholder while its code loads', async ({
  page,
  spyglass,
}) => {
  // What the view area showed first, written down as the page builds it.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { firstShown: string[] }).firstShown = shown;
    new MutationObserver(() => {
      const first = document.querySelector('#main > .view-frame:not([hidden]) > *');
      if (first && shown.length === 0) shown.push(`${first.tagName.toLowerCase()}.${first.className}`);
    }).observe(document, { subtree: true, childList: true });
  });
  // The view's code the last to arrive (a slow disk, a cold cache): after the accounts are in.
  await page.route(/\/assets\/\w+-view-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  for (const [view, heading] of [
    ['overview', 'Overview'],
    ['errors', 'Errors'],
    ['pages', 'Pages'],
  ] as const) {
    await spyglass.open(`/${view}?${windowRoute(START, END)}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as { firstShown: string[] }).firstShown);
    expect(first, view).toHaveLength(1);
    expect(first[0], view).toMatch(/^section\./);
  }
});

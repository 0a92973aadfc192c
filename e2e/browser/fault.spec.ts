// A view that cannot be drawn never blanks the window: a row the renderer cannot draw (a null
// among the ajax calls, changed on its way from the host to the page, past every check of the
// core) makes the ajax view say so, with its first line and a way to reload it; the sidebar and
// the other views keep working, and Reload brings the view back once the answer is whole again.
import type { Route } from '@playwright/test';
import { alterBridgeReplies } from './bridge-calls.ts';
import { screenshots } from './chart-helpers.ts';
import { SUITE_NOW, expect, test } from './fixtures.ts';
import { closedDay, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);

test('a render fault in one view leaves the app usable, says what happened, and reloads', async ({
  page,
  spyglass,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let broken = true;
  await alterBridgeReplies(page, (call, reply) => {
    if (!broken || call.channel !== 'api.get' || call.payload.endpoint !== 'ajax.list') return;
    const body = reply as { ok: boolean; value?: { data?: { data: unknown[] } } };
    if (body.ok && body.value?.data) body.value.data.data.splice(1, 0, null);
  });

  await spyglass.open(`/ajax?${windowRoute(day)}`);
  const fault = page.getByTestId('fault');
  await expect(fault).toContainText('This view could not be shown.');
  await expect(fault.locator('.fault-detail')).toHaveText(/^TypeError: /);
  await expect(fault.getByRole('button', { name: 'Reload this view' })).toBeVisible();
  await screenshots(page, 'fault');
  await fault.getByRole('button', { name: 'Copy details' }).click();
  const details = await page.evaluate(() => navigator.clipboard.readText());
  expect(details).toMatch(/^This view could not be shown\.\nTypeError: /);
  expect(details).toContain('#/ajax');

  // The rest of the app works on: the sidebar, another view.
  await page.getByRole('link', { name: /Overview/ }).click();
  await expect(page.getByTestId('overview').getByTestId('page-views')).toBeVisible();
  await expect(page.getByTestId('fault')).toHaveCount(0);
  await page.getByRole('link', { name: /Ajax/ }).click();
  await expect(fault).toBeVisible();

  // Once the answer is whole again, Reload draws the view from a fresh answer.
  broken = false;
  await fault.getByRole('button', { name: 'Reload this view' }).click();
  await expect(page.getByTestId('ajax-view').getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('fault')).toHaveCount(0);
});

test('a view whose code could not load (its stylesheet refused once) loads, styled, on Reload', async ({
  page,
  spyglass,
}) => {
  let refused = 0;
  await page.route(/\/assets\/apdex-view-[^/]+\.css$/, async (route: Route) => {
    if (refused++ === 0) return route.abort('connectionrefused');
    return route.continue();
  });
  await spyglass.openOverview(windowRoute(day));
  await page.getByRole('link', { name: 'Apdex', exact: true }).click();
  const fault = page.getByTestId('fault');
  await expect(fault.locator('.fault-detail')).toHaveText(/^Error: Unable to preload CSS for .*apdex-view/);

  await fault.getByRole('button', { name: 'Reload this view' }).click();
  await expect(page.getByRole('heading', { name: 'Apdex', level: 1 })).toBeVisible();
  await expect(fault).toHaveCount(0);
  expect(refused).toBe(2); // the stylesheet was asked for again, and came
  // Its rules apply: some element of the view is laid out by the view's own stylesheet.
  expect(
    await page.evaluate(() => [...document.styleSheets].some((sheet) => /apdex-view/.test(sheet.href ?? ''))),
  ).toBe(true);
});

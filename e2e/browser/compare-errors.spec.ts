// The errors screens against time, through the browser host and the demo API, at the smallest
// window the app allows: New groups are exactly those whose firstAt falls in the window, New only
// keeps just those, with the previous period each group's events change is the one both windows'
// JSON gives, quiet groups are what the JSON says, and the group's trend draws the comparison.
import type { Page } from '@playwright/test';
import type { ErrorGroup, ErrorList } from '../../shared/schemas/errors.ts';
import { HOUR } from '../../shared/time-window.ts';
import { computeChange } from '../../renderer/src/domain/change.ts';
import { NEW_AND_QUIET_GROUPS, NEW_AND_QUIET_HOURS } from '../moments.ts';
import { expect, expectChange, test, photograph, setChecked } from './fixtures.ts';
import { closedWindow, windowQuery, windowRoute as routeOf } from './windows.ts';

test.use({ viewport: { width: 720, height: 480 }, instant: NEW_AND_QUIET_GROUPS });

// A closed window of six hours whose open list fits one page of 100, with groups first seen in it
// and groups quiet since the six hours before (tests/journeys/moments.test.ts proves both).
const { start, end } = closedWindow(NEW_AND_QUIET_GROUPS, NEW_AND_QUIET_HOURS);
const query = (from: number, to: number) => windowQuery({ start: from, end: to });
const windowRoute = routeOf({ start, end });
const API = '/v2/projects/demo-browser';
const isNew = (group: ErrorGroup) => Date.parse(group.firstAt) >= start && Date.parse(group.firstAt) < end;
const hashOf = (id: string) => id.slice(id.lastIndexOf(':') + 1);

const rows = (page: Page) => page.getByTestId('error-groups').locator('tbody tr');
const idsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('data-error-id')));

test('New groups are those first seen in the window, and New only lists just those', async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${query(start, end)}&status=Open&sortby=lastAt&limit=100&page=1`,
  );
  const expectedNew = list.data.filter(isNew).map((g) => g.id);
  expect(expectedNew.length, 'the window holds new groups').toBeGreaterThan(0);
  expect(expectedNew.length, 'and old ones').toBeLessThan(list.data.length);

  await spyglass.open(`/errors?${windowRoute}&limit=100`);
  await expect(rows(page)).toHaveCount(list.data.length);
  const marked = await idsOf(page, '[data-testid="error-groups"] tbody tr:has([data-testid="new-badge"])');
  expect(marked.sort()).toEqual([...expectedNew].sort());
  await expect(page.getByTestId('new-badge').first()).toHaveText('New');

  await setChecked(page.getByRole('checkbox', { name: 'New only' }), true);
  await expect(page).toHaveURL(/[?&]new=1/);
  const byFirst = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${query(start, end)}&status=Open&sortby=firstAt&limit=100&page=1`,
  );
  const newest = byFirst.data.filter(isNew).map((g) => g.id);
  await expect(rows(page)).toHaveCount(newest.length);
  expect(await idsOf(page, '[data-testid="error-groups"] tbody tr')).toEqual(newest);
  await expect(page.getByTestId('new-only-count')).toHaveText(
    `${newest.length} group${newest.length === 1 ? '' : 's'} first seen in this window`,
  );
  await expect(page.getByTestId('new-only-count')).toHaveAttribute('data-complete', 'true');
  await photograph(page, 'errors-new-only-720');

  // The filter survives a reload, and turning it off brings every group back.
  await page.reload();
  await expect(rows(page)).toHaveCount(newest.length);
  await setChecked(page.getByRole('checkbox', { name: 'New only' }), false);
  await expect(rows(page)).toHaveCount(list.data.length);
});

test("with the previous period, each group's events change and the quiet groups agree with both windows' JSON", async ({
  page,
  spyglass,
}) => {
  const now = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${query(start, end)}&status=Open&sortby=lastAt&limit=25&page=1`,
  );
  const then = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${query(start - 6 * HOUR, start)}&status=Open&sortby=events&limit=100`,
  );
  const thenEvents = new Map(then.data.map((g) => [g.id, g.events]));

  await spyglass.open(`/errors?${windowRoute}&cmp=previous`);
  await expect(rows(page)).toHaveCount(now.data.length);
  await expect(page.getByTestId('comparison-note')).toContainText('Compared with the previous period');
  let compared = 0;
  for (const group of now.data) {
    const cell = page
      .locator(`[data-testid="error-groups"] tr[data-error-id="${group.id}"]`)
      .getByTestId('events-change');
    const before = thenEvents.get(group.id);
    if (before === undefined) {
      await expect(cell).toHaveText('–');
      if (then.hasMore) {
        // The previous period's list is cut at 100, so an absent group's count then is not known.
        await expect(cell).toHaveAttribute('data-then', 'unknown');
        await expect(cell).toHaveAttribute('title', /Not among the top 100 groups in the previous period/);
      } else {
        await expect(cell).toHaveAttribute('data-then', 'none');
      }
      continue;
    }
    const change = computeChange(group.events, before, 'down');
    await expect(cell).toHaveAttribute('data-change', String(change.percent ?? ''));
    await expect(cell).toHaveText(new RegExp(change.text.replace(/[+.]/g, '\\$&')));
    compared++;
  }
  expect(compared, 'groups listed in both windows').toBeGreaterThan(0);
  await photograph(page, 'errors-compare-720');
  await page.getByTestId('error-groups').evaluate((table) => table.scrollIntoView());
  await photograph(page, 'errors-compare-rows-720');

  // Quiet: in the previous period's list, absent from the current window's complete list.
  const top = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${query(start, end)}&status=Open&sortby=events&limit=100`,
  );
  expect(top.hasMore, "the window's list is complete").toBe(false);
  const present = new Set(top.data.map((g) => g.id));
  const quiet = then.data.filter((g) => !present.has(g.id)).sort((a, b) => Date.parse(b.lastAt) - Date.parse(a.lastAt));
  expect(quiet.length, 'groups quiet in the window').toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show quiet groups' }).click();
  const list = page.getByTestId('quiet-groups');
  await expect(list.locator('li')).toHaveCount(quiet.length);
  await expect(list).toHaveAttribute('data-sure', 'true');
  expect(await idsOf(page, '[data-testid="quiet-groups"] li')).toEqual(quiet.map((g) => g.id));
  expect(await list.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')))).toEqual(
    quiet.map((g) => g.lastAt),
  );
  await expect(list.locator('li').first()).toContainText('quiet since');
  await list.locator('li').first().scrollIntoViewIfNeeded();
  await photograph(page, 'errors-quiet-720');

  // A quiet group's link opens it.
  await list.locator('li').first().getByRole('link').click();
  await expect(page.getByTestId('group-header')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/errors/${encodeURIComponent(quiet[0]!.id)}\\?`));
});

test('the group view sets its events and users against the previous period and draws its trend behind', async ({
  page,
  spyglass,
}) => {
  const top = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${query(start, end)}&status=Open&sortby=events&limit=100`,
  );
  const then = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${query(start - 6 * HOUR, start)}&status=Open&sortby=events&limit=100`,
  );
  const target = top.data.find((g) => then.data.some((t) => t.id === g.id))!;
  const hash = hashOf(target.id);
  const groupNow = await spyglass.demoJson<ErrorGroup>(`${API}/errors/${hash}?${query(start, end)}`);
  const groupThen = await spyglass.demoJson<ErrorGroup>(`${API}/errors/${hash}?${query(start - 6 * HOUR, start)}`);

  await spyglass.open(`/errors/${encodeURIComponent(target.id)}?${windowRoute}&cmp=previous`);
  await expect(page.getByTestId('stat-events')).toHaveAttribute('title', String(groupNow.events));
  await expectChange(page.getByTestId('events-change'), groupNow.events, groupThen.events, 'down');
  await expectChange(page.getByTestId('users-change'), groupNow.users, groupThen.users, 'down');
  await expect(page.getByTestId('comparison-note')).toContainText('Compared with the previous period');
  const chart = page.getByTestId('trend-chart');
  await expect(chart.getByTestId('trend-comparison')).toHaveCount(1);
  await expect(chart.locator('[data-legend-item="previous period"]')).toBeVisible();
  await photograph(page, 'error-group-compare-720');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByTestId('trend-comparison-readout')).toHaveText(
    `previous period: ${groupThen.events.toLocaleString('en')} events`,
  );
  // The bar drawn over its target takes the pointer too; the bucket's group hears it either way.
  await chart.locator('.err-bar-target').nth(2).hover({ force: true });
  // Both times under the pointer: the current bucket's beside the title, the comparison's below.
  await expect(chart.locator('.err-trend-readout')).toContainText(/\d\d:\d\d/);
  await expect(chart.getByTestId('trend-comparison-readout')).toContainText(/^previous period, .+ – .+: \d+ events?$/);
  await photograph(page, 'error-group-trend-720');
});

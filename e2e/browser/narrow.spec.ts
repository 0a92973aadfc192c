// At the smallest window the app allows (720 × 480), what opens stays on screen: the time
// picker's panel, with its Apply button within reach, and the menus at the bottom of the sidebar;
// the sidebar starts as icons, so the views keep the width.
import type { Locator, Page } from '@playwright/test';
import type { ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import { screenshots } from './chart-helpers.ts';
import { SUITE_NOW, expect, sidewaysOverflow, test } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

test.use({ viewport: { width: 720, height: 480 } });

async function inWindow(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
}

test('at 720 × 480 the time picker and the sidebar menus stay in the window, and nothing scrolls sideways', async ({
  page,
  spyglass,
}) => {
  await spyglass.open('/overview?w=1d');
  await expect(page.getByTestId('trend-table')).toBeAttached();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /^Time window:/ }).click();
  const panel = page.locator('.popover.time-popover');
  await expect(panel).toBeVisible();
  await inWindow(page, panel);
  const apply = panel.getByRole('button', { name: 'Apply range' });
  await apply.scrollIntoViewIfNeeded();
  await inWindow(page, apply);
  await screenshots(page, 'time-picker-720');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Theme/ }).click();
  const menu = page.getByRole('menu', { name: 'Theme' });
  await expect(menu).toBeVisible();
  await inWindow(page, menu);
});

test('at 720 × 480 the Settings screen and About fit, in light and dark', async ({ page, spyglass }) => {
  await spyglass.open('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await screenshots(page, 'settings-720');
  await page.getByRole('button', { name: /About/ }).click();
  const about = page.getByRole('dialog', { name: 'About Spyglass' });
  await expect(about).toBeVisible();
  await inWindow(page, about);
  await screenshots(page, 'about-720');
});

test('at 720 × 480 the sidebar starts as icons, the top bar takes two rows, and an opened sidebar stays open', async ({
  page,
  spyglass,
}) => {
  await spyglass.openOverview('w=1d');
  const toggle = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The views are still reachable by name, and the top bar no longer takes three rows.
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /^Pages/ })).toBeVisible();
  expect((await page.locator('.topbar').boundingBox())!.height).toBeLessThan(100);

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');

  // A wide window with no choice made starts with the sidebar open.
  await page.evaluate(() => localStorage.removeItem('spyglass.sidebar'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 720, height: 480 });
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
});

test("at 720 × 480 an event's breadcrumb keeps one line: its words whole, the group's name within it, the buttons below", async ({
  page,
  spyglass,
}) => {
  const day = closedDay(SUITE_NOW);
  const list = await spyglass.demoJson<ErrorList>(
    `/v2/projects/demo-browser/errors?${windowQuery(day)}&status=Open&sortby=lastAt&limit=25&page=1`,
  );
  // The longest name of the list, so that it cannot fit beside the rest.
  const group = list.data.reduce((a, b) => (b.message.length > a.message.length ? b : a));
  const events = await spyglass.demoJson<ErrorEventList>(
    `/v2/projects/demo-browser/errors/${group.id.slice(group.id.lastIndexOf(':') + 1)}/events?${windowQuery(day)}&limit=1&page=1`,
  );
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/1?${windowRoute(day)}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const link = crumbs.getByTestId('group-link');
  await expect(link).toHaveAttribute('title', events.data[0]!.groupName);
  await expect(crumbs.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
  const layout = await crumbs.evaluate((nav) => {
    const box = (element: Element) => element.getBoundingClientRect();
    const [errors, , name, , event] = [...nav.children].map(box);
    return {
      past: Math.max(...[...nav.children].map((child) => box(child).right)) - box(nav).right,
      line: name!.height,
      heights: [errors!.height, event!.height],
      rows: [errors!.top, name!.top, event!.top],
      buttonsAt: box(nav.querySelector('button')!).top,
      bottom: errors!.bottom,
    };
  });
  expect(layout.past).toBeLessThanOrEqual(0.5);
  for (const height of layout.heights) expect(height).toBeLessThan(1.5 * layout.line); // "Errors", "Event 1" whole
  expect(new Set(layout.rows).size).toBe(1);
  expect(layout.buttonsAt).toBeGreaterThanOrEqual(layout.bottom);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await screenshots(page, 'event-crumbs-720');
});

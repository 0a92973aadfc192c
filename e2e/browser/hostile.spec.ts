// Hostile values from the service in the layout: a status of kilobytes, a message with no break
// in 300 characters, and bidirectional controls that would make "‮gnp.exe" read "exe.png". The
// answers are changed on their way from the host to the page, so the screen meets them as a real
// service would send them.
import type { Page } from '@playwright/test';
import type { ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import { alterBridgeReplies } from './bridge-calls.ts';
import { SUITE_NOW, expect, test } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

test.use({ viewport: { width: 1280, height: 800 } });
const day = closedDay(SUITE_NOW);

const HUGE_STATUS = `Escalated${'-and-escalated'.repeat(220)}`; // about 3 kB
const UNBROKEN = `TypeError:${'x'.repeat(300)}`;
const REVERSED = 'invoice\u202Egnp.exe';

/** Changes the `data` of one endpoint's answers as they come through the bridge. */
async function alter(page: Page, endpoint: string, change: (data: unknown) => void): Promise<void> {
  await alterBridgeReplies(page, (call, reply) => {
    if (call.channel !== 'api.get' || call.payload.endpoint !== endpoint) return;
    const body = reply as { ok: boolean; value?: { data?: unknown } };
    if (body.ok && body.value) change(body.value.data);
  });
}

/** How far the main area's content reaches past its width (0: nothing sticks out). */
const overflow = (page: Page) => page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth);

test('a kilobyte status and a reversed name leave the errors table its width and its error column', async ({
  page,
  spyglass,
}) => {
  await alter(page, 'errors.list', (data) => {
    const list = data as ErrorList;
    if (list.data.length < 2) return; // another screen's list (the home's, of a quiet project)
    list.data[0]!.status = HUGE_STATUS;
    list.data[1]!.message = REVERSED;
  });
  await spyglass.open(`/errors?${windowRoute(day)}`);
  const table = page.getByTestId('error-groups');
  await expect(table.locator('tbody tr')).not.toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(1);
  const messageCell = table.locator('tbody tr').first().locator('td.err-col-message');
  expect((await messageCell.boundingBox())!.width).toBeGreaterThan(200);
  const badge = table.locator('tbody tr').first().locator('.err-status');
  expect((await badge.boundingBox())!.width).toBeLessThan(220);
  await expect(badge).toHaveAttribute('title', HUGE_STATUS.slice(0, 500));
  // The reversed name reads as it is: the control is written out, not obeyed.
  await expect(table.locator('tbody tr').nth(1).locator('.err-message')).toHaveText('invoice⟨U+202E⟩gnp.exe');
  expect(await page.locator('main').innerText()).not.toContain('\u202E');
});

test('an unbroken 300-character message, breadcrumb and frame wrap inside the event panel', async ({
  page,
  spyglass,
}) => {
  await alter(page, 'errors.events', (data) => {
    const events = data as ErrorEventList;
    for (const event of events.data) {
      event.name = UNBROKEN;
      event.request.url = `https://shop.example.com/${'y'.repeat(300)}`;
      if (event.breadCrumbs[0]) event.breadCrumbs[0].e = UNBROKEN;
      if (event.backTraces[0]) event.backTraces[0].f = `https://cdn.example.com/${'z'.repeat(300)}.js`;
      event.tags = [REVERSED];
    }
  });
  const list = await spyglass.demoJson<ErrorList>(
    `/v2/projects/demo-browser/errors?${windowQuery(day)}&status=Open&sortby=events&limit=5`,
  );
  const group = list.data[0]!;
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/1?${windowRoute(day)}`);
  await expect(page.getByTestId('error-event')).toBeVisible();
  await expect(page.getByText(UNBROKEN).first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(1);
  expect(await page.locator('main').innerText()).not.toContain('\u202E');
});

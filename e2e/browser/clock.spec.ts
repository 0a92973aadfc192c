// The journeys' clock: the page, the browser host and the demo API all read the instant the
// suite pins, moving on from it in step, so a relative window names the same data in all three.
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { DAY, floorToMinute, formatApiTime } from '../../shared/time-window.ts';
import { SUITE_NOW, expect, test } from './fixtures.ts';

// At the top of the suite's minute, whichever it is: the readings below, taken a few seconds
// apart, name one minute (a run pinned to 11:04:59 would see 11:05 on its second look).
test.use({ instant: floorToMinute(SUITE_NOW) });

test('the page, the host and the demo API read the pinned clock', async ({ page, spyglass }) => {
  const { clock } = spyglass;
  await spyglass.open('/overview?w=1d');
  const read = await page.evaluate(() => ({
    now: Date.now(),
    made: new Date().getTime(),
    text: Date(),
    isDate: new Date(0) instanceof Date,
  }));
  expect(read.now).toBeGreaterThanOrEqual(clock.at);
  expect(read.now).toBeLessThanOrEqual(clock.now());
  expect(read.made).toBeGreaterThanOrEqual(read.now);
  expect(Date.parse(read.text)).toBeGreaterThanOrEqual(Math.floor(clock.at / 1000) * 1000);
  expect(read.isDate).toBe(true);

  // The last 24 hours as the demo API counts them at the same minute, on screen.
  const minute = floorToMinute(clock.now());
  const report = await spyglass.demoJson<BrowserReport>(`/v2/projects/demo-browser/reports?timeDur=1d`);
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  // The window's tooltip names that minute, written when the button is first pointed at.
  await page.getByTestId('time-window-button').hover();
  await expect(page.getByTestId('time-window-button')).toHaveAttribute(
    'title',
    new RegExp(`^${formatApiTime(minute - DAY)} – ${formatApiTime(minute)} \\(`),
  );

  // The host stamps what it fetched with the same clock: Recent windows says when.
  await page.getByRole('button', { name: 'Recent windows' }).click();
  await expect(page.getByRole('dialog', { name: 'Recent windows' }).locator('time').first()).toHaveAttribute(
    'datetime',
    new RegExp(`^${new Date(minute).toISOString().slice(0, 16)}`),
  );
});

// The watch through the browser host, against the demo API, on the journey's clock moved on to
// the watch's next window instead of waiting for it: a new group in a watched project raises one
// page notification and waits in the inbox, the title counts it, and it opens the group; a spike's
// words hold the demo's own numbers; a relaunch on the same data folder keeps the inbox and
// repeats nothing; a snoozed project is only recorded; a 429 is waited out, nothing else breaks.
import type { Page } from '@playwright/test';
import { formatCount } from '../../shared/format.ts';
import { expectedCount } from '../../shared/watch/spikes.ts';
import { formatApiTime, HOUR, MINUTE, parseApiTime } from '../../shared/time-window.ts';
import { BUSY_SHOP, BUSY_SHOP_SPIKE } from '../moments.ts';
import { expect, openLaunch, photograph, setChecked, test } from './fixtures.ts';

const PROJECT = 'demo-browser';
const NAME = 'Demo shop (browser)';
// A busy weekday afternoon, whatever hour the suite runs at: the spike below needs the shop busy.
test.use({ instant: BUSY_SHOP });

const escaped = (text: string) => text.replace(/[()]/g, '\\$&');

/**
 * Records what the page shows as browser notifications, before any of its code runs. The
 * browser's own notification is still made (the permission is granted); headless, nobody sees it.
 */
async function recordNotifications(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications']);
  await page.context().addInitScript(() => {
    const Native = window.Notification;
    const shown: { title: string; body: string; tag: string }[] = [];
    Object.assign(window, { shownNotifications: shown });
    function Recorded(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
      return new Native(title, options);
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Native.permission });
    Object.assign(Recorded, { requestPermission: Native.requestPermission.bind(Native) });
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
  });
}
const shown = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { shownNotifications: { title: string; body: string; tag: string }[] }).shownNotifications,
  );

/** Looks now, and waits until the look is over and the page has what it found. */
async function checkNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeEnabled({ timeout: 30_000 });
}

test('the watch: one notification for a new group, the inbox, a spike in the demo’s numbers, a relaunch, a snooze, a 429', async ({
  page,
  spyglass,
}) => {
  test.setTimeout(180_000);
  const { demo, clock } = spyglass;
  await recordNotifications(page);
  // Watched because starred, at the shortest cadence, chosen in Settings ▸ Watch.
  await spyglass.open('/projects');
  await page
    .getByRole('button', { name: `Star ${NAME}` })
    .first()
    .click();
  await spyglass.open('/settings');
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${escaped(NAME)}`) })).toBeChecked();
  await setChecked(page.getByRole('group', { name: 'Look every' }).getByRole('radio', { name: '1 min' }), true);
  await spyglass.open('/inbox');
  await checkNow(page); // the first look learns where the shop stands
  await expect(page.getByTestId('watch-checks')).toContainText('Last looked at');
  const before = (await shown(page)).length;

  // A new group: one notification naming the project, one unseen alert, "(1)" in the title.
  clock.advance(2 * MINUTE);
  const made = demo.events.newGroup({ project: PROJECT });
  clock.advance(2 * MINUTE + 30_000);
  await checkNow(page);
  // A notification for the project (one a look: the demo may add a group of its own meanwhile).
  await expect.poll(async () => (await shown(page)).slice(before)[0]?.title).toMatch(new RegExp(`^${escaped(NAME)}: `));
  // A group made, by its link (the demo may have a group of its own first seen meanwhile).
  const ours = (scope: Page, group = made.groupId) =>
    scope.getByTestId('inbox-alert').filter({ has: scope.locator(`a[href*="${group.split(':')[1]}"]`) });
  const alert = ours(page);
  await expect(alert).toHaveCount(1);
  await expect(page).toHaveTitle(/^\(1\) /);
  await alert.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/errors/${made.groupId.replace(':', '(:|%3A)')}`));
  await expect(page).not.toHaveTitle(/^\(\d+\) /);

  // A spike: its words hold the window's error events and the week-ago hour's, prorated, as the demo sends them.
  // Thirty times over: every minute's error events are past the 20 a spike needs (moments.ts).
  const spike = demo.events.spike({ project: PROJECT, ...BUSY_SHOP_SPIKE });
  clock.advance(Date.parse(spike.from) + 3 * MINUTE - clock.now());
  await spyglass.open('/inbox');
  await checkNow(page);
  const spiked = page.getByTestId('inbox-alert').filter({ hasText: 'Error events spike' });
  await expect(spiked).toHaveCount(1);
  const href = (await spiked.getByRole('link').getAttribute('href')) ?? '';
  const params = new URLSearchParams(href.slice(href.indexOf('?')));
  const from = parseApiTime(params.get('from') ?? '')!;
  const to = parseApiTime(params.get('to') ?? '')!;
  const events = async (start: number, end: number) =>
    (
      await spyglass.demoJson<{ errors: { events: number } }>(
        `/v2/projects/${PROJECT}/reports?timeStart=${encodeURIComponent(formatApiTime(start))}&timeEnd=${encodeURIComponent(formatApiTime(end))}`,
      )
    ).errors.events;
  const hour = Math.floor(from / HOUR) * HOUR - 7 * 24 * HOUR;
  const weekAgo = (await events(hour, hour + HOUR)) * ((to - from) / HOUR);
  expect(to - from).toBe(MINUTE);
  await expect(spiked).toContainText(`error events ${formatCount(await events(from, to))} in 1 min`);
  await expect(spiked).toContainText(`against ${expectedCount(weekAgo)} a week ago`);
  // The inbox with its alerts, to look at: in the window the journey has, then the narrowest.
  const size = page.viewportSize()!;
  await photograph(page, 'inbox', { fullPage: true });
  await page.setViewportSize({ width: 720, height: 480 });
  await photograph(page, 'inbox-720', { fullPage: true });
  await page.setViewportSize(size);

  // Relaunched on the same data folder: the inbox is kept, and looking again tells nothing twice.
  const folder = await spyglass.host.core.call('data.folder', {});
  await spyglass.host.close();
  const relaunched = await spyglass.startHost(folder.ok ? folder.value.path : '');
  // A new tab on the relaunched host, as after a restart of `npm run web`.
  const again = await page.context().newPage();
  try {
    await openLaunch(again, relaunched.launchUrl);
    await again.goto(`${relaunched.url}/#/inbox`);
    await expect(again.getByTestId('inbox-alert').filter({ hasText: 'Error events spike' })).toHaveCount(1);
    await expect(ours(again)).toHaveCount(1);
    await checkNow(again);
    const told = (await shown(again)).map((n) => n.tag);
    expect(told.filter((tag) => tag.includes(made.groupId.split(':')[1]!) || tag.includes('/spike/'))).toEqual([]);

    // Snoozed: the next new group is recorded, not notified, and says until when.
    await again
      .getByRole('group', { name: new RegExp(`^Snooze ${escaped(NAME)}`) })
      .getByRole('button', { name: '1 h' })
      .click();
    await expect(again.getByText(/Snoozed until/).first()).toBeVisible();
    const later = demo.events.newGroup({ project: PROJECT });
    clock.advance(2 * MINUTE + 30_000);
    const untilSnoozed = (await shown(again)).length;
    await checkNow(again);
    await expect(ours(again, later.groupId).getByTestId('alert-snoozed')).toHaveText(/^Not notified: snoozed until /);
    expect((await shown(again)).slice(untilSnoozed)).toEqual([]);

    // The service says 429: the account waits as told, and the inbox goes on working.
    demo.faults.add({ kind: 'status', status: 429, retryAfter: 120, times: 1 });
    clock.advance(MINUTE);
    await checkNow(again);
    await expect(again.getByText(/Paused: the service asked to wait/)).toBeVisible();
    await again.getByRole('button', { name: 'Mark all seen' }).click();
    await expect(again).not.toHaveTitle(/^\(\d+\) /);
  } finally {
    await relaunched.close();
  }
});

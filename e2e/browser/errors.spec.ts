// Errors journeys through the browser host: list → filters → group → events → event → trace with
// the demo API's own numbers, sorting and paging, keyboard navigation, copying the trace, tracker
// links (hostile one refused, https one opened), the privacy mask on screen and in exports, and
// the bulk export's content. Screenshots of every screen, light and dark, go to the output folder.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import type { ErrorEvent, ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorGroup, ErrorList } from '../../shared/schemas/errors.ts';
import { formatApiTime } from '../../shared/time-window.ts';
import { selectProject } from './chart-helpers.ts';
import { SUITE_NOW, expect, test, photograph, type Spyglass } from './fixtures.ts';
import { closedDay, windowQuery as queryOf, windowRoute as routeOf } from './windows.ts';

test.use({ viewport: { width: 1280, height: 800 } });

// A fixed, closed window, so the page and the direct request name exactly the same data.
const day = closedDay(SUITE_NOW);
const { start } = day;
const windowQuery = queryOf(day);
const windowRoute = routeOf(day);
const API = '/v2/projects/demo-browser';

const hashOf = (id: string) => id.slice(id.lastIndexOf(':') + 1);

/** How an engine prints a trace: what "Copy trace" must put on the clipboard. */
function expectedTrace(event: ErrorEvent): string {
  const at = (f: ErrorEvent['backTraces'][number]) => {
    const where = f.ln > 0 ? (f.cn > 0 ? `${f.f}:${f.ln}:${f.cn}` : `${f.f}:${f.ln}`) : f.f;
    return `    at ${f.m ? `${f.m} (${where})` : where}`;
  };
  return [`${event.class}: ${event.name}`, ...event.backTraces.map(at)].join('\n');
}

async function downloaded(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** A group whose events in the window fill more than one export page (more than 100). */
async function busyGroup(demoJson: <T>(path: string) => Promise<T>): Promise<ErrorGroup> {
  const list = await demoJson<ErrorList>(`${API}/errors?${windowQuery}&status=Open&sortby=events&limit=100`);
  const group = [...list.data].reverse().find((g) => g.events > 100 && g.events < 400);
  expect(group, 'a group with 100–400 events').toBeTruthy();
  return group!;
}

/** A page of a group's events in the window, as the demo API answers it. */
const eventsOf = (demoJson: Spyglass['demoJson'], group: ErrorGroup, limit: number, page: number) =>
  demoJson<ErrorEventList>(`${API}/errors/${hashOf(group.id)}/events?${windowQuery}&limit=${limit}&page=${page}`);

test("list → filters → group → events → event → trace, with the demo API's numbers", async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Open&sortby=lastAt&limit=25&page=1`,
  );
  await spyglass.open(`/errors?${windowRoute}`);
  const rows = page.getByTestId('error-groups').locator('tbody tr');
  await expect(rows).toHaveCount(list.data.length);
  await expect(rows.first()).toHaveAttribute('data-error-id', list.data[0]!.id);
  await expect(rows.first().getByTestId('group-events')).toHaveAttribute('title', String(list.data[0]!.events));
  await expect(rows.first().getByTestId('group-users')).toHaveAttribute('title', String(list.data[0]!.users));
  await expect(page.getByTestId('pager-range')).toHaveText(`1–25 of ${list.totalCount} errors`);
  // Every sparkline has one bar per trend date.
  await expect(rows.first().locator('.err-spark-bar')).toHaveCount(list.trendDates.length);
  await photograph(page, '1-errors-list');

  // Filters: the chip is in the route with the window, and the list is the API's filtered list.
  await page.getByLabel('Filter by').selectOption('browser');
  await page.getByLabel('Filter value').fill('Chrome');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByLabel('Filter by').selectOption('os');
  await page.getByLabel('Filter value').fill('Windows');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.locator('.err-chip[data-filter="browser"]')).toContainText('Chrome');
  expect(page.url()).toContain('browser=Chrome');
  expect(page.url()).toContain('os=Windows');
  expect(page.url()).toContain(`from=${encodeURIComponent(formatApiTime(start)).replace(/%20/g, '+')}`);
  const filtered = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Open&browser=Chrome&os=Windows&sortby=lastAt&limit=25&page=1`,
  );
  await expect(page.getByTestId('pager-range')).toHaveText(
    `1–${filtered.data.length} of ${filtered.totalCount} errors`,
  );
  await expect(rows.first()).toHaveAttribute('data-error-id', filtered.data[0]!.id);
  await expect(rows.first().getByTestId('group-events')).toHaveAttribute('title', String(filtered.data[0]!.events));
  // Removing a chip takes the filter off.
  await page.getByRole('button', { name: 'Remove filter OS' }).click();
  expect(page.url()).not.toContain('os=Windows');
  const chromeOnly = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Open&browser=Chrome&sortby=lastAt&limit=25&page=1`,
  );
  await expect(page.getByTestId('pager-range')).toHaveText(
    `1–${chromeOnly.data.length} of ${chromeOnly.totalCount} errors`,
  );
  await photograph(page, '2-errors-filtered');

  // Click 1: the row opens the group, with the same filter and window.
  const target = chromeOnly.data[0]!;
  const group = await spyglass.demoJson<ErrorGroup>(`${API}/errors/${hashOf(target.id)}?${windowQuery}&browser=Chrome`);
  const events = await spyglass.demoJson<ErrorEventList>(
    `${API}/errors/${hashOf(target.id)}/events?${windowQuery}&browser=Chrome&limit=25&page=1`,
  );
  await rows.first().locator('td').nth(3).click();
  await expect(page.getByTestId('group-header')).toBeVisible();
  await expect(page.getByTestId('stat-events')).toHaveAttribute('title', String(group.events));
  await expect(page.getByTestId('stat-users')).toHaveAttribute('title', String(group.users));
  // A very long message is shortened until asked for whole.
  const showAll = page.getByTestId('group-header').getByRole('button', { name: /^Show all [\d,]+ characters$/ });
  if (await showAll.isVisible()) await showAll.click();
  await expect(page.getByTestId('group-header').locator('h1')).toHaveText(group.message);
  await expect(page.getByTestId('trend-chart').locator('.err-bar')).toHaveCount(group.trends.length);
  const eventRows = page.getByTestId('group-events').locator('tbody tr');
  await expect(eventRows).toHaveCount(events.data.length);
  await expect(eventRows.first()).toHaveAttribute('data-event-id', events.data[0]!.id);
  // The trend chart exports as SVG and PNG.
  const chart = page.getByTestId('trend-chart');
  await chart.getByRole('button', { name: /^Export/ }).click();
  const svgDownload = page.waitForEvent('download');
  await chart.getByRole('menuitem', { name: /SVG/ }).click();
  const svg = await downloaded(await svgDownload);
  expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
  expect(svg).toContain('Events over time');
  // One bar (and one hover target) per trend bucket.
  expect(svg.match(/<rect/g)?.length).toBeGreaterThanOrEqual(2 * group.trends.length);
  await chart.getByRole('button', { name: /^Export/ }).click();
  const pngDownload = page.waitForEvent('download');
  await chart.getByRole('menuitem', { name: /PNG/ }).click();
  const png = await readFile((await (await pngDownload).path())!);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  await expect(page.getByTestId('group-events').getByTestId('pager-range')).toHaveText(
    `1–${events.data.length} of ${group.events} ${group.events === 1 ? 'event' : 'events'}`,
  );
  expect(events.totalCount).toBe(group.events);
  await photograph(page, '3-error-group');

  // Click 2: the newest event, its trace on screen without scrolling.
  await page.getByTestId('newest-event').click();
  const newest = events.data[0]!;
  await expect(page.getByTestId('event-position')).toHaveText(`Event 1 of ${group.events}`);
  await expect(page.getByTestId('event-id')).toHaveText(newest.id);
  const trace = page.getByTestId('back-trace');
  // The app's own code: its sources, or its bundles on the shop's origin (not the vendor bundle).
  const isApp = (f: string) =>
    f.startsWith('webpack:///src') || (f.startsWith('https://shop.example.com/static/js/') && !f.includes('vendors'));
  const firstApp = newest.backTraces.findIndex((f) => isApp(f.f));
  if (firstApp >= 0) {
    const culprit = trace.locator('.err-frame.is-culprit');
    const frame = newest.backTraces[firstApp]!;
    await expect(trace.getByTestId('culprit')).toHaveText(
      `Crashed in the app at ${frame.m} ${frame.f}:${frame.ln}:${frame.cn}`,
    );
    await expect(culprit).toHaveAttribute('data-frame', String(firstApp));
    await expect(culprit).toContainText(newest.backTraces[firstApp]!.m);
    await expect(culprit).toContainText(`:${newest.backTraces[firstApp]!.ln}`);
    await expect(culprit).toBeInViewport({ ratio: 1 });
  }
  await expect(trace.locator('.err-frame').first()).toHaveAttribute('data-frame', '0');
  await expect(trace.locator('.err-frame').first()).toBeInViewport({ ratio: 1 });
  // Every frame is there once the library runs are unfolded, newest first, then reversed.
  await trace.getByRole('button', { name: 'Show all frames' }).click();
  await expect(trace.locator('.err-frame')).toHaveCount(newest.backTraces.length);
  await expect(trace.locator('.err-frame').first()).toContainText(newest.backTraces[0]!.m);
  await trace.getByRole('button', { name: /Order: newest first/ }).click();
  await expect(trace.locator('.err-frame').first()).toHaveAttribute('data-frame', String(newest.backTraces.length - 1));
  await expect(page.getByTestId('breadcrumbs').locator('.err-crumb')).toHaveCount(
    newest.breadCrumbs.length === 0 ? 0 : newest.breadCrumbs.length + 1,
  );
  await expect(page.getByTestId('event-version')).toHaveText(newest.version);
  await trace.getByRole('button', { name: /Order: oldest first/ }).click();
  await trace.getByRole('button', { name: 'Fold library frames' }).click();
  await photograph(page, '4-error-event');
  await page.screenshot({ path: test.info().outputPath('4-error-event-full.png'), fullPage: true });
});

test('sorting and pagination follow the API', async ({ page, spyglass }) => {
  await spyglass.open(`/errors?${windowRoute}`);
  const rows = page.getByTestId('error-groups').locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption('events');
  const byEvents = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Open&sortby=events&limit=25&page=1`,
  );
  await expect(rows.first()).toHaveAttribute('data-error-id', byEvents.data[0]!.id);
  await expect(rows.nth(24)).toHaveAttribute('data-error-id', byEvents.data[24]!.id);
  expect(byEvents.data[0]!.events).toBeGreaterThanOrEqual(byEvents.data[1]!.events);

  await page.getByRole('button', { name: 'Next ›' }).first().click();
  const second = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Open&sortby=events&limit=25&page=2`,
  );
  await expect(rows.first()).toHaveAttribute('data-error-id', second.data[0]!.id);
  await expect(page.getByTestId('pager-range')).toHaveText(`26–50 of ${second.totalCount} errors`);
  expect(page.url()).toContain('page=2');

  await page.getByRole('button', { name: 'Last page' }).click();
  const lastPage = byEvents.totalPages;
  const last = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Open&sortby=events&limit=25&page=${lastPage}`,
  );
  await expect(rows).toHaveCount(last.data.length);
  await expect(page.getByTestId('pager-range')).toHaveText(
    `${(lastPage - 1) * 25 + 1}–${last.totalCount} of ${last.totalCount} errors`,
  );
  await expect(page.getByRole('button', { name: 'Next ›' })).toBeDisabled();

  await page.getByLabel('Per page').selectOption('10');
  await expect(rows).toHaveCount(10);
  expect(page.url()).not.toContain('page=');

  await page.getByRole('tab', { name: 'Resolved' }).click();
  const resolved = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Resolved&sortby=events&limit=10&page=1`,
  );
  await expect(page.getByTestId('pager-range')).toHaveText(`1–10 of ${resolved.totalCount} errors`);
  await expect(rows.first()).toHaveAttribute('data-error-id', resolved.data[0]!.id);
  await expect(rows.first().locator('.err-status')).toHaveText('Resolved');

  // The screen reopens exactly from its address.
  await page.reload();
  await expect(rows.first()).toHaveAttribute('data-error-id', resolved.data[0]!.id);
  await expect(page.getByRole('tab', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true');
});

test("keys step through a group's events: j older, k newer, Home newest, End oldest", async ({ page, spyglass }) => {
  const group = await busyGroup(spyglass.demoJson);
  const firstPage = await eventsOf(spyglass.demoJson, group, 25, 1);
  const lastPage = await eventsOf(spyglass.demoJson, group, 1, group.events);
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/1?${windowRoute}`);
  const position = page.getByTestId('event-position');
  await expect(position).toHaveText(`Event 1 of ${group.events}`);
  await expect(page.getByTestId('event-id')).toHaveText(firstPage.data[0]!.id);

  await page.keyboard.press('j');
  await expect(position).toHaveText(`Event 2 of ${group.events}`);
  await expect(page.getByTestId('event-id')).toHaveText(firstPage.data[1]!.id);
  await page.keyboard.press('j');
  await expect(page.getByTestId('event-id')).toHaveText(firstPage.data[2]!.id);
  await page.keyboard.press('k');
  await expect(page.getByTestId('event-id')).toHaveText(firstPage.data[1]!.id);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`Event ${group.events} of ${group.events}`);
  await expect(page.getByTestId('event-id')).toHaveText(lastPage.data[0]!.id);
  await expect(page.getByRole('button', { name: 'Older ›' })).toBeDisabled();
  await page.keyboard.press('j'); // nothing older
  await expect(position).toHaveText(`Event ${group.events} of ${group.events}`);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('event-id')).toHaveText(firstPage.data[0]!.id);
  // Across a page boundary (25 per request).
  await page.goto(page.url().replace('/events/1?', '/events/25?'));
  await expect(page.getByTestId('event-id')).toHaveText(firstPage.data[24]!.id);
  const page2 = await eventsOf(spyglass.demoJson, group, 25, 2);
  await page.keyboard.press('j');
  await expect(page.getByTestId('event-id')).toHaveText(page2.data[0]!.id);
  await page.goBack();
  await expect(page.getByTestId('event-id')).toHaveText(firstPage.data[24]!.id);
});

test('the trace copies as text, with a visible confirmation', async ({ page, context, spyglass }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const group = await busyGroup(spyglass.demoJson);
  const events = await eventsOf(spyglass.demoJson, group, 25, 1);
  const event = events.data[0]!;
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/1?${windowRoute}`);
  await page.getByTestId('back-trace').getByRole('button', { name: 'Copy trace' }).click();
  await expect(page.getByTestId('back-trace').getByRole('status')).toHaveText(
    `Copied ${event.backTraces.length} frames to the clipboard`,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedTrace(event));
});

test('a hostile tracker link is refused with the reason; an https link opens', async ({ page, context, spyglass }) => {
  const list = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery}&status=Open&message=discountCode&limit=100`,
  );
  const group = list.data.find((g) => g.trackerCLink.startsWith('javascript:'));
  expect(group, 'the demo group with a javascript: tracker link').toBeTruthy();
  expect(group!.trackerALink).toMatch(/^https:\/\//);
  await context.route('https://tracker-a.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Tracker A</title>' }),
  );
  await spyglass.open(`/errors/${encodeURIComponent(group!.id)}?${windowRoute}`);
  const links = page.getByTestId('tracker-links');
  // Only the non-empty links are offered.
  const present = (
    ['trackerALink', 'trackerBLink', 'trackerCLink', 'trackerDLink', 'trackerELink', 'trackerFLink'] as const
  ).filter((f) => group![f] !== '');
  await expect(links.getByRole('button')).toHaveCount(present.length);

  await links.locator('[data-field="trackerCLink"]').click();
  await expect(links.getByRole('alert')).toHaveText(
    'Links of the form "javascript:" are not opened; only http and https links are',
  );
  expect(context.pages()).toHaveLength(1);

  // A new host is confirmed first, with the whole address; cancelling opens nothing.
  await links.locator('[data-field="trackerALink"]').click();
  const confirm = page.getByRole('dialog', { name: 'Open a link outside Spyglass' });
  await expect(confirm.getByTestId('link-target')).toHaveText(group!.trackerALink);
  await expect(confirm.getByRole('button', { name: 'Open tracker-a.example.com' })).toBeVisible();
  await photograph(page, '5-tracker-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(context.pages()).toHaveLength(1);

  // "Always" opens it, and the next link to that host opens without asking.
  await links.locator('[data-field="trackerALink"]').click();
  await confirm.getByLabel(/Always open links to tracker-a.example.com/).check();
  let popup = page.waitForEvent('popup');
  await confirm.getByRole('button', { name: 'Open tracker-a.example.com' }).click();
  await expect.poll(async () => (await popup).url()).toBe(group!.trackerALink);
  await (await popup).close();
  popup = page.waitForEvent('popup');
  await links.locator('[data-field="trackerALink"]').click();
  await expect.poll(async () => (await popup).url()).toBe(group!.trackerALink);
  await expect(confirm).toBeHidden();
  await photograph(page, '5-tracker-refused');
});

test("the privacy mask hides the user's e-mail everywhere, exports included, and is remembered", async ({
  page,
  spyglass,
}) => {
  const group = await busyGroup(spyglass.demoJson);
  const events = await eventsOf(spyglass.demoJson, group, 25, 1);
  const index = events.data.findIndex((e) => e.user.email !== '');
  expect(index).toBeGreaterThanOrEqual(0);
  const { email, name, id } = events.data[index]!.user;
  const ip = events.data[index]!.env.ip;

  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/${index + 1}?${windowRoute}`);
  const toggle = page.getByRole('button', { name: /Privacy mask/ });
  await expect(toggle).toHaveText(/Privacy mask off/);
  await expect(page.getByTestId('user-email')).toHaveText(email);

  await toggle.click();
  await expect(toggle).toHaveText(/Privacy mask on/);
  await expect(page.getByTestId('user-email')).toHaveText(/^email-[0-9a-f]{6}$/);
  await expect(page.getByTestId('env-ip')).toHaveText(/^ip-[0-9a-f]{6}$/);
  for (const secret of [email, name, id, ip].filter((s) => s.length >= 4))
    expect(await page.locator('body').innerText()).not.toContain(secret);
  await photograph(page, '6-event-masked');

  // Remembered across a reload, and on the group's events list too.
  await page.goto(page.url().replace(/\/events\/\d+\?/, '?'));
  await expect(page.getByRole('button', { name: /Privacy mask/ })).toHaveText(/Privacy mask on/);
  await expect(page.getByTestId('group-events').locator('tbody tr').first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain(email);

  for (const format of ['JSON', 'CSV'] as const) {
    const download = page.waitForEvent('download');
    await page.getByTestId('bulk-export').getByRole('button', { name: format }).click();
    const text = await downloaded(await download);
    expect(text).not.toContain(email);
    expect(text.toLowerCase()).not.toContain(email.toLowerCase());
    expect(text).not.toContain(ip);
    expect(text).toMatch(/email-[0-9a-f]{6}/);
  }
});

test('bulk export holds every event of the group in the window, as JSON and CSV, through a rate limit', async ({
  page,
  spyglass,
}) => {
  const group = await busyGroup(spyglass.demoJson);
  const all: ErrorEvent[] = [];
  for (let p = 1; p <= Math.ceil(group.events / 100); p++)
    all.push(...(await eventsOf(spyglass.demoJson, group, 100, p)).data);
  expect(all).toHaveLength(group.events);
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}?${windowRoute}`);
  await expect(page.getByTestId('stat-events')).toHaveAttribute('title', String(group.events));

  // The second page is refused more often than the gateway retries: the export waits and goes on.
  spyglass.demo.faults.add({ kind: 'status', status: 429, retryAfter: 1, match: 'limit=100&page=2', times: 5 });
  const jsonDownload = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId('bulk-export').getByRole('button', { name: 'JSON' }).click();
  await expect(page.getByTestId('bulk-export').getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByTestId('bulk-export')).toContainText('The service asks to slow down', { timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('7-bulk-export-waiting.png') });
  // The export outlives its view: to the errors list and back, it is still there, and so is its end.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Errors' }).click();
  await expect(page.getByTestId('error-groups')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('bulk-export').getByRole('status')).toBeVisible();
  const json = JSON.parse(await downloaded(await jsonDownload)) as {
    count: number;
    masked: boolean;
    events: ErrorEvent[];
  };
  expect(json.count).toBe(group.events);
  expect(json.masked).toBe(false);
  expect(json.events.map((e) => e.id)).toEqual(all.map((e) => e.id));
  expect(json.events[0]).toEqual(all[0]);
  await expect(page.getByTestId('bulk-export').getByRole('status')).toContainText(`${group.events} events`);

  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('bulk-export').getByRole('button', { name: 'CSV' }).click();
  const csv = await downloaded(await csvDownload);
  const lines = csv.trimEnd().split('\r\n');
  // A byte order mark first, so a spreadsheet on Windows reads the file as UTF-8; then the zone
  // the times are written in (ISO 8601 with their offset), then the header.
  expect(lines[0]).toMatch(/^\uFEFF"?Time zone: [\w/]+ \(UTC[+-]\d\d:\d\d\) – times are ISO 8601 with their offset"?$/);
  expect(lines[1]!.startsWith('id,timestamp,errorId,class,message')).toBe(true);
  expect(lines.filter((line) => /^[0-9a-f]{24},\d{4}-/.test(line)).map((line) => line.split(',')[0])).toEqual(
    all.map((e) => e.id),
  );
});

test('cancelling a bulk export saves nothing', async ({ page, spyglass }) => {
  const group = await busyGroup(spyglass.demoJson);
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}?${windowRoute}`);
  await expect(page.getByTestId('stat-events')).toBeVisible();
  // The first page is held back far longer than a click can take on a busy machine, so the
  // cancel always comes before any event (1.5 s was not enough: "cancelled after 100 events").
  spyglass.demo.faults.add({ kind: 'latency', ms: 60_000, match: 'limit=100' });
  await page.getByTestId('bulk-export').getByRole('button', { name: 'CSV' }).click();
  await page.getByTestId('bulk-export').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('bulk-export').getByRole('status')).toHaveText(
    /Export cancelled after 0 events; nothing was saved/,
  );
});

test("an APM project's errors: server frames, no browser, the numbers of the API", async ({ page, spyglass }) => {
  const list = await spyglass.demoJson<ErrorList>(
    `/v2/projects/demo-apm/errors?${windowQuery}&status=Open&sortby=events&limit=25&page=1`,
  );
  await spyglass.open(`/errors?${windowRoute}&sort=events`);
  await selectProject(page, /Demo API server/);
  const rows = page.getByTestId('error-groups').locator('tbody tr');
  await expect(rows.first()).toHaveAttribute('data-error-id', list.data[0]!.id);
  await expect(page.getByTestId('pager-range')).toHaveText(`1–${list.data.length} of ${list.totalCount} errors`);
  const events = await spyglass.demoJson<ErrorEventList>(
    `/v2/projects/demo-apm/errors/${hashOf(list.data[0]!.id)}/events?${windowQuery}&limit=25&page=1`,
  );
  const event = events.data[0]!;
  await rows.first().locator('td').nth(3).click();
  await page.getByTestId('newest-event').click();
  await expect(page.getByTestId('event-id')).toHaveText(event.id);
  const trace = page.getByTestId('back-trace');
  await trace.getByRole('button', { name: 'Show all frames' }).click();
  const kinds = event.backTraces.map((f) =>
    f.f.includes('node_modules') ? 'library' : f.f.startsWith('node:') ? 'runtime' : 'app',
  );
  await expect(trace.locator('.err-frame')).toHaveCount(kinds.length);
  expect(
    await trace.locator('.err-frame').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind'))),
  ).toEqual(kinds);
  await expect(page.getByTestId('event-env')).toContainText('Linux');
  await photograph(page, '8-apm-event');
});

test('no errors, and a failing service, are said plainly', async ({ page, spyglass }) => {
  await spyglass.open(`/errors?${windowRoute}`);
  await expect(page.getByTestId('error-groups')).toBeVisible();
  await selectProject(page, /no traffic/);
  await expect(page.getByTestId('errors-list').getByRole('note')).toContainText('No open errors in this window.');
  await photograph(page, '9-errors-empty');

  await selectProject(page, /Demo shop/);
  spyglass.demo.faults.add({ kind: 'status', status: 500, message: 'The errors store is down', match: '/errors?' });
  await page.getByRole('tab', { name: 'Ignored' }).click();
  await expect(page.getByTestId('errors-list').getByRole('alert')).toContainText('The errors store is down');
  await photograph(page, '10-errors-failed');
});

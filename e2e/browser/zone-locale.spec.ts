// A user's own time zone and locale through the browser host, on the pinned clock: Asia/Kolkata
// and de chosen in Settings; the overview's axis labels and figures, the errors list's "last seen"
// tooltip, an event's time and the PDF's header in that zone and format; the data the demo API's
// for the same instants; a link copied there, opened in New York, names the same instants.
// Screenshots in de and ja at 720 px go to the output folder, to look at.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { formatApiTime } from '../../shared/time-window.ts';
import { formatCount, setNumberStyle } from '../../shared/format.ts';
import { DATE_TEMPLATES, deriveLocaleStyle } from '../../shared/locale-format.ts';
import { pinBrowserClock } from '../../scripts/pinned-clock.ts';
import { SUITE_NOW, expect, photograph, test, type Spyglass } from './fixtures.ts';
import { pdfPages } from './pdf-helpers.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London', locale: 'en-GB' });

const ZONE = 'Asia/Kolkata';
const day = closedDay(SUITE_NOW);
const API = '/v2/projects/demo-browser';

/** `20. Nov. 2026, 17:30:00 GMT+5:30`: a time as the app writes it in de, in Kolkata. */
const inKolkata = (ms: number) =>
  `${new Intl.DateTimeFormat('de', { ...DATE_TEMPLATES.full, timeZone: ZONE }).format(ms)} GMT+5:30`;

/** The trend's time axis labels (`16:30`), as drawn. */
async function axisTimes(page: Page): Promise<string[]> {
  const texts = await page.getByTestId('trend').locator('svg text').allTextContents();
  return texts.map((text) => text.trim()).filter((text) => /^\d{1,2}:\d\d/.test(text));
}

async function chooseKolkataAndDe(page: Page, spyglass: Spyglass): Promise<void> {
  await spyglass.open('/settings');
  const main = page.locator('main');
  const find = main.getByRole('combobox', { name: 'Another time zone' });
  await find.fill('kolkata');
  // Enter takes the active option: Kolkata's, in the field's own list (not a list drawn anew, all zones).
  await expect(find).toHaveValue('kolkata');
  await expect(main.locator(`[id="${await find.getAttribute('aria-activedescendant')}"]`)).toContainText(
    /Kolkata.*UTC\+05:30/,
  );
  await find.press('Enter');
  await expect(find).toHaveValue('');
  await expect(main.getByRole('radio', { name: 'Asia/Kolkata (UTC+05:30)' })).toBeChecked();
  await main.getByLabel('Numbers and dates').selectOption('de');
  await expect(main.getByTestId('locale-example')).toContainText('1.234.567,5');
  await expect
    .poll(() => {
      const { timeZone, locale } = spyglass.host.core.settings.preferences;
      return `${timeZone} ${locale}`;
    })
    .toBe(`${ZONE} de`);
}

test('Asia/Kolkata and de: axis, last seen, an event, the PDF, and a link opened in New York', async ({
  page,
  spyglass,
  browser,
  context,
  clock,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await chooseKolkataAndDe(page, spyglass);

  // The overview: the data is the demo API's for the same instants, written in de.
  const report = await spyglass.demoJson<BrowserReport>(`${API}/reports?${windowQuery(day)}`);
  await spyglass.openOverview(windowRoute(day));
  await expect(page.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  setNumberStyle(deriveLocaleStyle('de'));
  await expect(page.getByTestId('page-views')).toContainText(formatCount(report.pages.throughput));
  setNumberStyle(null);
  // The trend's hourly buckets start on the hour in UTC: half past in Kolkata, on a 24-hour clock.
  await expect(page.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  const labels = await axisTimes(page);
  expect(labels.length).toBeGreaterThan(2);
  for (const label of labels) expect(label).toMatch(/^([01]\d|2[0-3]):30$/);
  // The window, fixed: its label in Kolkata, with the zone's short name.
  const dayFormat = new Intl.DateTimeFormat('de', { ...DATE_TEMPLATES.day, timeZone: ZONE });
  await expect(page.getByTestId('time-window-button')).toContainText(dayFormat.format(day.start));
  await expect(page.getByTestId('time-window-button')).toContainText('GMT+5:30');
  await page.setViewportSize({ width: 720, height: 900 });
  await photograph(page, 'overview-de-kolkata-720');

  // The PDF's header names the zone and writes the window in it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Export view → PDF/ }).click();
  const [first] = await pdfPages(await readFile(await (await download).path()));
  expect(first).toContain(`Window: fixed range, ${inKolkata(day.start)} – ${inKolkata(day.end)} (${ZONE})`);

  // A link copied here carries the instants; opened by someone in New York, it shows them in New York.
  await page.keyboard.press('ControlOrMeta+Shift+c');
  await expect(page.getByText('Copied the browser link')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const shared = new URLSearchParams(new URL(link).hash.split('?')[1]);
  expect([shared.get('from'), shared.get('to')]).toEqual([formatApiTime(day.start), formatApiTime(day.end)]);

  // The errors list: "last seen" in Kolkata, in de, in the tooltip.
  const list = await spyglass.demoJson<ErrorList>(
    `${API}/errors?${windowQuery(day)}&status=Open&sortby=lastAt&limit=25&page=1`,
  );
  await spyglass.open(`/errors?${windowRoute(day)}`);
  const group = list.data[0]!;
  const lastSeen = page.getByTestId('error-groups').locator(`time[datetime="${group.lastAt}"]`).first();
  await expect(lastSeen).toHaveAttribute('title', inKolkata(Date.parse(group.lastAt)));

  // An event's time.
  const events = await spyglass.demoJson<ErrorEventList>(
    `${API}/errors/${group.id.slice(group.id.lastIndexOf(':') + 1)}/events?${windowQuery(day)}&limit=1&page=1`,
  );
  const event = events.data[0]!;
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}/events/1?${windowRoute(day)}`);
  await expect(page.locator(`.err-event-summary time[datetime="${event.timestamp}"]`)).toHaveText(
    inKolkata(Date.parse(event.timestamp)),
  );
  await page.setViewportSize({ width: 720, height: 900 });
  await photograph(page, 'event-de-kolkata-720');

  // Someone in New York, whose Spyglass shows their own zone, opens the link: the same instants.
  await spyglass.host.core.call('prefs.set', { timeZone: 'local', locale: 'system' });
  const newYork = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
  await pinBrowserClock(newYork, clock);
  const other = await newYork.newPage();
  await other.goto(spyglass.host.launchUrl);
  await other.goto(link);
  await expect(other.getByTestId('page-views')).toHaveAttribute('title', String(report.pages.throughput));
  const reopened = new URLSearchParams((await other.evaluate(() => window.location.hash)).split('?')[1]);
  expect([reopened.get('from'), reopened.get('to')]).toEqual([shared.get('from'), shared.get('to')]);
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const button = other.getByTestId('time-window-button');
  await expect(button).toContainText(hhmm.format(day.start));
  await expect(button).toContainText(hhmm.format(day.end));
  await expect(other.getByTestId('time-zone-mark')).toHaveCount(0);
  await expect(other.getByTestId('trend')).toHaveAttribute('data-loaded', '24', { timeout: 20_000 });
  const nyTicks = await axisTimes(other);
  expect(nyTicks.length).toBeGreaterThan(2);
  for (const label of nyTicks) expect(label).toMatch(/^([01]\d|2[0-3]):00$/);
  await newYork.close();
});

test('ja at 720 px: the overview and Settings, to look at', async ({ page, spyglass }) => {
  await spyglass.host.core.call('prefs.set', { timeZone: 'Asia/Tokyo', locale: 'ja' });
  await page.setViewportSize({ width: 720, height: 900 });
  await spyglass.openOverview(windowRoute(day));
  const dayFormat = new Intl.DateTimeFormat('ja', { ...DATE_TEMPLATES.day, timeZone: 'Asia/Tokyo' });
  await expect(page.getByTestId('time-window-button')).toContainText(dayFormat.format(day.start));
  await photograph(page, 'overview-ja-tokyo-720');
  await spyglass.open('/settings');
  await expect(page.getByTestId('locale-example')).toContainText('5.4万');
  await photograph(page, 'settings-ja-720', { fullPage: true });
});

/**
 * In the page: every Intl formatter built, with when, and when the overview's numbers were first
 * painted (Element Timing), as the bench watches them.
 */
function watchIntl(): void {
  const built: number[] = [];
  (window as unknown as { intlBuilt: number[] }).intlBuilt = built;
  for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
    const Native = Intl[name] as unknown as new (...args: unknown[]) => object;
    const Counted = function (this: unknown, ...args: unknown[]) {
      built.push(performance.now());
      return new Native(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Object.assign(Counted, Native);
    Object.defineProperty(Counted, 'prototype', { value: Native.prototype });
    (Intl as unknown as Record<string, unknown>)[name] = Counted;
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier: string;
      renderTime: number;
      paintTime?: number;
    })[])
      if (entry.identifier === 'overview-numbers')
        (window as unknown as { paintedAt?: number }).paintedAt ??= entry.paintTime ?? entry.renderTime;
  }).observe({ type: 'element', buffered: true });
}

test('a launch in de and Asia/Kolkata builds no Intl formatter before its first paint', async ({ page, spyglass }) => {
  await spyglass.host.core.call('prefs.set', { timeZone: ZONE, locale: 'de' });
  // The first launch in them reads Intl (after its first paint) and keeps what it read.
  await spyglass.openOverview(windowRoute(day));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('spyglass.display')?.includes(`"zone":"Asia/Kolkata"`)), {
      timeout: 30_000,
    })
    .toBe(true);
  // The next launch, on the same browser profile: its dates and numbers in de and Kolkata, and
  // not one formatter built until the overview's numbers are on screen.
  await page.addInitScript(watchIntl);
  await page.reload();
  await expect(page.getByTestId('page-views')).toBeVisible();
  await expect(page.getByTestId('time-window-button')).toContainText('GMT+5:30');
  await expect.poll(() => page.evaluate(() => (window as unknown as { paintedAt?: number }).paintedAt)).toBeDefined();
  const { paintedAt, built } = await page.evaluate(() => ({
    paintedAt: (window as unknown as { paintedAt: number }).paintedAt,
    built: (window as unknown as { intlBuilt: number[] }).intlBuilt,
  }));
  expect(built.filter((at) => at <= paintedAt)).toEqual([]);
  // The count works: well after the paint, the launch asks Intl the OS's zone again (display.ts keepDisplay).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { intlBuilt: number[] }).intlBuilt.length), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
});

test.describe('on a machine in India', () => {
  test.use({ timezoneId: ZONE });

  test('Asia/Kolkata chosen is the machine’s own zone, though Chromium names it Asia/Calcutta', async ({
    page,
    spyglass,
  }) => {
    await spyglass.host.core.call('prefs.set', { timeZone: ZONE });
    await spyglass.openOverview('w=1d');
    // The machine's zone by ICU's old name; the zone list offers the current one.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Calcutta');
    // Times in the machine's own zone carry no zone mark, as in "Same as the system".
    await expect(page.getByTestId('time-zone-mark')).toHaveCount(0);
    await page.getByTestId('time-window-button').click();
    await expect(page.locator('.zone-name')).toHaveText('Asia/Kolkata (local time)');
    await page.keyboard.press('Escape');
    await spyglass.openOverview(windowRoute(day));
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    await expect(page.getByTestId('time-window-button')).toContainText(hhmm.format(day.start));
    await expect(page.getByTestId('time-window-button')).not.toContainText('GMT');
  });
});

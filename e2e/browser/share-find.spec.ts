// Share and find through the browser host: ⌘K / Ctrl+K reaches a view, an ajax call by part of
// its URL and an error group by part of its message; Copy link on a filtered, sorted detail opens
// the same view in a fresh page, and so does a sidebar link, which names its project; a link to a
// project this Spyglass does not have says so.
import type { Page } from '@playwright/test';
import type { AjaxList } from '../../shared/schemas/ajax.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import { formatApiTime } from '../../shared/time-window.ts';
import { cellText, headerWithUnit } from '../../renderer/src/ui/table/units.ts';
import { selectProject } from './chart-helpers.ts';
import { SUITE_NOW, expect, photograph, test } from './fixtures.ts';
import { closedDay, windowQuery as queryOf, windowRoute as routeOf } from './windows.ts';

const day = closedDay(SUITE_NOW);
const { start, end } = day;
const windowQuery = queryOf(day);
const windowRoute = routeOf(day);
const hash = (page: Page) => page.evaluate(() => window.location.hash);
const params = async (page: Page) => new URLSearchParams((await hash(page)).split('?')[1] ?? '');

async function palette(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('combobox', { name: /^Search commands/ });
  await expect(input).toBeFocused();
  await input.fill(text);
  return input;
}

test('the palette reaches a view, an ajax call by part of its URL and an error group by part of its message', async ({
  page,
  spyglass,
}) => {
  await spyglass.openOverview(windowRoute);

  // A view, by keyboard alone.
  const input = await palette(page, 'go ajax');
  await expect(page.getByRole('option', { name: /Go to Ajax/ })).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await page.getByRole('option', { name: /Go to Ajax/ }).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await hash(page)).startsWith('#/ajax?')).toBe(true);

  // The commands include exporting and printing the view.
  await palette(page, 'pdf');
  await expect(page.getByRole('option', { name: /Export view → PDF/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // An ajax call by part of its URL: a row of the current window, through the service's search.
  const ajax = await spyglass.demoJson<AjaxList>(`/v2/projects/demo-browser/ajax?${windowQuery}`);
  const call = ajax.data.find((row) => row.url.split('/').filter(Boolean).length >= 2)!;
  const part = call.url.split('/').filter(Boolean).at(-1)!;
  await palette(page, part);
  const option = page
    .getByRole('option', { name: new RegExp(`${call.method} ${call.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first();
  await expect(option).toBeVisible();
  await expect(option).toContainText(/Ajax · [\d.,k]+ calls/);
  // The palette with the service's rows in it, to look at, in the narrowest window.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 720, height: 480 });
  await photograph(page, 'palette-720');
  await page.setViewportSize(size);
  await option.click();
  await expect.poll(() => hash(page)).toMatch(new RegExp(`^#/ajax/${encodeURIComponent(call.id)}\\?`));

  // An error group by part of its message.
  const errors = await spyglass.demoJson<ErrorList>(
    `/v2/projects/demo-browser/errors?${windowQuery}&status=Open&limit=100`,
  );
  // A message whose first 30 characters, which find its option below, no other group of the
  // window shares ("Cannot read properties of unde…" heads several).
  const head = (message: string) => message.slice(0, 30);
  const group = errors.data.find(
    (g) => g.message.length > 20 && errors.data.filter((other) => head(other.message) === head(g.message)).length === 1,
  )!;
  // Part of the message as typed: its first words, as the service's message filter reads them too.
  const words = group.message.split(/\s+/).slice(0, 3).join(' ');
  await palette(page, words);
  const found = page
    .getByRole('group', { name: 'Error groups' })
    .getByRole('option')
    .filter({ hasText: head(group.message) })
    .first();
  await expect(found).toBeVisible();
  await found.click();
  await expect.poll(() => hash(page)).toMatch(/^#\/errors\/[^/?]+\?/);
  await expect(page.getByTestId('group-header').locator('h1')).toHaveText(group.message);
});

test('Copy link on a filtered, sorted view opens the same view, window, filter and project in a fresh page', async ({
  page,
  spyglass,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await spyglass.open(`/ajax?${windowRoute}&q=api&sort=-responseTime&cmp=previous`);
  await expect(page.getByTestId('ajax-view').locator('tbody tr.table-row').first()).toBeVisible();
  // The route names the project it shows.
  await expect.poll(async () => (await params(page)).get('project')).toBe('demo-browser');
  await page.keyboard.press('ControlOrMeta+Shift+c');
  await expect(page.getByText('Copied the browser link')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).not.toMatch(/secret|apiKey|X-API-KEY/i);
  const url = new URL(link);
  const shared = new URLSearchParams(url.hash.split('?')[1]);
  expect(url.hash.startsWith('#/ajax?')).toBe(true);
  expect(Object.fromEntries([...shared].filter(([k]) => !['account', 'accountName', 'baseUrl'].includes(k)))).toEqual({
    project: 'demo-browser',
    from: formatApiTime(start),
    to: formatApiTime(end),
    cmp: 'previous',
    q: 'api',
    sort: '-responseTime',
  });

  // The menu offers the desktop form too.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('menuitem', { name: /Copy Spyglass link/ }).click();
  const deep = await page.evaluate(() => navigator.clipboard.readText());
  expect(deep.startsWith('spyglass://open/ajax?')).toBe(true);

  // A fresh page (its own per-launch secret, from the launch address) opens the link.
  const fresh = await context.newPage();
  await fresh.goto(spyglass.host.launchUrl);
  await fresh.goto(link);
  await expect(fresh.getByTestId('ajax-view').locator('tbody tr.table-row').first()).toBeVisible();
  const reopened = new URLSearchParams((await fresh.evaluate(() => window.location.hash)).split('?')[1]);
  for (const key of ['from', 'to', 'q', 'sort', 'cmp', 'project']) expect(reopened.get(key), key).toBe(shared.get(key));
  await expect(fresh.getByRole('searchbox')).toHaveValue('api');
  await expect(fresh.getByRole('button', { name: 'Compare: previous period' })).toBeVisible();

  // An item: the detail the first row opens, with the list's search and sort kept for the way back.
  await page.getByTestId('ajax-view').locator('tbody tr.table-row').first().click();
  await expect.poll(() => hash(page)).toMatch(/^#\/ajax\/[^?]+\?/);
  const heading = await page.locator('main h1').first().innerText();
  await page.keyboard.press('ControlOrMeta+Shift+c');
  const itemLink = await page.evaluate(() => navigator.clipboard.readText());
  const other = await context.newPage();
  await other.goto(spyglass.host.launchUrl);
  await other.goto(itemLink);
  await expect(other.locator('main h1').first()).toHaveText(heading);
  expect((await other.evaluate(() => window.location.hash)).split('?')[0]).toBe((await hash(page)).split('?')[0]);
  await other.locator('main').getByRole('link', { name: /Ajax/ }).first().click();
  await expect(other.getByRole('searchbox')).toHaveValue('api');
});

test('a link to a project or an account this Spyglass does not have explains itself', async ({ page, spyglass }) => {
  await spyglass.open(
    `/overview?${windowRoute}&account=nobody&accountName=Their+Prod&baseUrl=${encodeURIComponent('https://monitoring.example.com')}&project=p-404`,
  );
  const missing = page.getByTestId('missing-target');
  await expect(missing).toContainText('This link is for an account Spyglass does not have');
  await expect(missing).toContainText('p-404');
  await expect(missing).toContainText('https://monitoring.example.com');
  await page.getByRole('button', { name: 'Add this account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await expect(dialog.getByLabel('Base URL')).toHaveValue('https://monitoring.example.com');
  await expect(dialog.getByLabel('Name')).toHaveValue('Their Prod');
  await page.keyboard.press('Escape');

  // A project the account does not have.
  const account = (await params(page)).get('account')!;
  expect(account).toBe('nobody'); // the link is kept, not replaced by the selection
  await page.getByRole('button', { name: 'Stay on the current project' }).click();
  await expect(page.getByTestId('page-views')).toBeVisible();
  const selectedAccount = (await params(page)).get('account')!;
  await page.evaluate(({ account }) => (window.location.hash = `#/overview?account=${account}&project=p-404`), {
    account: selectedAccount,
  });
  await expect(missing).toContainText('This link is for a project this account does not have');
  await expect(missing).toContainText('p-404');
});

test('Copy as Markdown on an error group and on an event, the privacy mask applied', async ({
  page,
  spyglass,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = await spyglass.demoJson<ErrorList>(
    `/v2/projects/demo-browser/errors?${windowQuery}&status=Open&limit=5&sortby=events`,
  );
  const group = errors.data[0]!;
  await spyglass.open(`/errors/${encodeURIComponent(group.id)}?${windowRoute}`);
  await expect(page.getByTestId('group-header')).toBeVisible();
  await expect(page.getByTestId('stat-events')).toHaveAttribute('title', String(group.events));
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\*\*Error:\*\*/);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const lines = text.split('\n');
  expect(lines[0]).toBe(
    `**Error:** ${group.message
      .replace(/([\\`*_[\]<>#|])/g, '\\$1')
      .replace(/\s+/g, ' ')
      .trim()}`,
  );
  expect(lines[2]).toBe(
    `**Events** ${group.events.toLocaleString('en')} · **Users** ${group.users.toLocaleString('en')} · **Status** Open`,
  );
  expect(lines[3]).toMatch(/^First seen \d+ \w{3} \d{4}, [\d:]{8}, last seen \d+ \w{3} \d{4}, [\d:]{8}$/);
  expect(lines[4]).toMatch(/^Window: /);
  const link = /^\[Open in Spyglass\]\((.+)\)$/.exec(lines.at(-1)!)?.[1] ?? '';
  expect(new URL(link).hash.split('?')[0]).toBe(`#/errors/${encodeURIComponent(group.id)}`);

  // An event, with the privacy mask on: no one's name leaves in the text.
  const events = await spyglass.demoJson<{
    data: { user: { name: string; email: string; id: string }; backTraces: unknown[] }[];
  }>(`/v2/projects/demo-browser/errors/${group.hashName}/events?${windowQuery}&limit=25&page=1`);
  const raw = events.data[0]!;
  await page.getByTestId('newest-event').click();
  await expect(page.getByTestId('error-event')).toBeVisible();
  await page
    .getByRole('button', { name: /privacy mask/i })
    .first()
    .click();
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\*\*Event:\*\*/);
  const eventText = await page.evaluate(() => navigator.clipboard.readText());
  // The user by a pseudonym of whichever field names them (a name, or else an id), never as sent;
  // an event with none of them is from an anonymous visitor.
  const named = [raw.user.name, raw.user.email, raw.user.id].some((value) => value !== '');
  expect(eventText).toMatch(named ? /\*\*User\*\* (user|email|id)-[0-9a-f]{6} / : /\*\*User\*\* anonymous /);
  for (const value of [raw.user.name, raw.user.email, raw.user.id].filter((v) => v.length >= 4))
    expect(eventText).not.toContain(value);
  expect(eventText).toMatch(/Top (app )?frames:\n```+\nat /);
});

test('Copy as Markdown on a table row: Ctrl/⌘+C on the selected row', async ({ page, spyglass, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ajax = await spyglass.demoJson<AjaxList>(`/v2/projects/demo-browser/ajax?${windowQuery}`);
  await spyglass.open(`/ajax?${windowRoute}&sort=-throughput`);
  const grid = page.getByTestId('ajax-view').getByRole('grid');
  await grid.locator('tbody tr.table-row').first().waitFor();
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ControlOrMeta+c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\*\*Ajax call:\*\*/);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const busiest = [...ajax.data].sort((a, b) => b.throughput - a.throughput)[0]!;
  expect(text.split('\n')[0]).toBe(`**Ajax call:** ${busiest.url.replace(/([\\`*_[\]<>#|])/g, '\\$1')}`);
  expect(text).toContain(`**${headerWithUnit('Calls', 'count')}** ${cellText('count', busiest.throughput)} · `);
  expect(text).toContain(`**${headerWithUnit('Response', 'ms')}** ${cellText('ms', busiest.responseTime)} · `);
  const link = /\[Open in Spyglass\]\((.+)\)$/.exec(text)?.[1] ?? '';
  expect(new URL(link).hash.split('?')[0]).toBe(`#/ajax/${encodeURIComponent(busiest.id)}`);
});

test('Copy as Markdown on a detail: its title and figures as they read', async ({ page, spyglass, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ajax = await spyglass.demoJson<AjaxList>(`/v2/projects/demo-browser/ajax?${windowQuery}`);
  const call = ajax.data[0]!;
  await spyglass.open(`/ajax/${encodeURIComponent(call.id)}?${windowRoute}`);
  await expect(page.getByTestId('ajax-detail-stats')).toBeVisible();
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\*\*Ajax call:\*\*/);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.split('\n')[0]).toBe(`**Ajax call:** ${call.method} ${call.url.replace(/([\\`*_[\]<>#|])/g, '\\$1')}`);
  expect(text).toContain(`**Calls** ${await page.getByTestId('stat-calls').locator('.stat-value').innerText()}`);
  expect(text).toContain(
    `**Error rate** ${await page.getByTestId('stat-error-rate').locator('.stat-value').innerText()}`,
  );
  expect(new URL(/\[Open in Spyglass\]\((.+)\)$/.exec(text)![1]!).hash.split('?')[0]).toBe(
    `#/ajax/${encodeURIComponent(call.id)}`,
  );
});

test("a view's link in the sidebar names its project: opened later, it shows that project, whatever is selected then", async ({
  page,
  spyglass,
}) => {
  await spyglass.openOverview(windowRoute);
  await selectProject(page, /Demo API server/);
  await expect(page.getByTestId('response-time')).toBeVisible();
  const link = page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /^Transactions/ });
  await expect(link).toHaveAttribute('href', /[?&]project=demo-apm(&|$)/);
  const href = (await link.getAttribute('href'))!;
  // Following it keeps the project in the route at once.
  await link.click();
  expect((await params(page)).get('project')).toBe('demo-apm');

  // Another project selected meanwhile; the link still opens the one it names.
  await selectProject(page, /Demo shop \(browser\)/);
  const switcher = page.getByRole('button', { name: /^Project/ });
  await expect(switcher).toContainText('Demo shop (browser)');
  await spyglass.open(href.replace(/^#/, ''));
  await expect(switcher).toContainText('Demo API server');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});

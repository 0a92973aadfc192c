// The Projects home: every project of two accounts (the demo account, and a second demo API on
// another port added as an account), each row's figures equal to what the demo API answers for
// the same window, worst first, stars that stay, the keyboard, a rate-limited account beside a
// healthy one, and the whole screen again from the cache with both services stopped.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../renderer/src/ui/csv.ts';
import { pdfPages } from './pdf-helpers.ts';
import { DEMO_PROJECTS } from '../../electron/core/accounts.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import type { ApmReport, BrowserReport } from '../../shared/schemas/reports.ts';
import { DEMO_KEY, SUITE_NOW, countRequests, expect, photograph, test, type Spyglass } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';
import { floorToMinute } from '../../shared/time-window.ts';

const day = closedDay(SUITE_NOW);
const SECOND_KEY = 'second-demo-key';
const SECOND_PROJECTS = ['demo-browser', 'demo-apm'];

/** A second service, on the same pinned clock, added as the account "Team B" with two projects. */
async function addSecondAccount(page: Page, spyglass: Spyglass): Promise<DemoApi> {
  const second = await startDemoApi({ port: 0, key: SECOND_KEY, now: spyglass.clock.now });
  await spyglass.open('/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByLabel('Name').fill('Team B');
  await dialog.getByLabel('Base URL').fill(second.url);
  await dialog.getByLabel('API key').fill(SECOND_KEY);
  await dialog.getByLabel('Project ids').fill(SECOND_PROJECTS.join('\n'));
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();
  return second;
}

const home = (page: Page) => page.getByRole('table', { name: 'Projects' });
/** The rows on screen (the filter hides the others). */
const rows = (page: Page) => home(page).locator('[data-testid="home-row"]:not([hidden])');
const rowOf = (page: Page, account: string, project: string) =>
  home(page).locator(`[data-testid="home-row"][data-account="${account}"][data-project="${project}"]`);

/** Every row has its answers (or its failure): the screen's own count says so. */
async function allRead(page: Page, total: number): Promise<void> {
  await expect(page.getByTestId('home-progress')).toHaveAttribute('data-total', String(total));
  await expect(page.getByTestId('home-progress')).toHaveAttribute('data-loaded', String(total), { timeout: 60_000 });
}

/** The home of both accounts for the closed day, every row read. */
async function homeOfBoth(page: Page, spyglass: Spyglass): Promise<{ second: DemoApi; total: number }> {
  // The table draws only the rows in view (and a few beyond): a tall window holds every row of both.
  await page.setViewportSize({ width: 1280, height: 1600 });
  const second = await addSecondAccount(page, spyglass);
  await spyglass.open(`/projects?${windowRoute(day)}`);
  const total = DEMO_PROJECTS.length + SECOND_PROJECTS.length;
  await allRead(page, total);
  return { second, total };
}

/** The demo account's home for the closed day at 720 × 480, every row read: some rows out of view. */
async function narrowHome(page: Page, spyglass: Spyglass): Promise<void> {
  await page.setViewportSize({ width: 720, height: 480 });
  await spyglass.open(`/projects?${windowRoute(day)}`);
  await allRead(page, DEMO_PROJECTS.length);
}

async function demoGet<T>(url: string, key: string, path: string): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: { 'X-API-KEY': key } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

test.describe('the Projects home', () => {
  test('is the first screen of a launch with no route, for a user of two projects or more; its answers are asked for as the page loads, each once', async ({
    page,
    spyglass,
  }) => {
    // Counts the requests for the window itself (each project's report and open groups) as the
    // service has them: the host asks them before the page's code runs, and the page's calls take
    // those answers rather than asking again.
    const hits = countRequests(spyglass.demo, 'timeDur=1d');
    let hadWhenPageAsked: number | null = null;
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const call = JSON.parse(String(payload)) as { channel?: string; payload?: { cache?: string } };
        if (hadWhenPageAsked === null && call.channel === 'api.get' && !call.payload?.cache) hadWhenPageAsked = hits();
      }),
    );
    await page.goto(spyglass.host.launchUrl);
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#\/projects/);
    await allRead(page, DEMO_PROJECTS.length);
    expect(hadWhenPageAsked).toBeGreaterThan(0);
    expect(hits()).toBe(2 * DEMO_PROJECTS.length);
  });

  test.describe('at the top of a minute', () => {
    // Only the turn the journey makes: the launch and the home's page load in one minute.
    test.use({ instant: floorToMinute(SUITE_NOW) });

    test('a minute that turns while the requests wait for a slot costs no second baseline: four requests a project', async ({
      page,
      spyglass,
    }) => {
      const windows = countRequests(spyglass.demo, 'timeDur=1d');
      const baselines = countRequests(spyglass.demo, 'timeStart=');
      // The service holds the launch's first four requests, which hold the account's four slots;
      // once the page has asked for the home, the minute turns (the clock of the host and the
      // service moves on a minute), so the requests sent after that cover the next minute: the
      // window answers of every project but the first come a minute after the page's plan.
      spyglass.demo.faults.add({ kind: 'latency', ms: 4_000, times: 4 });
      let turned = false;
      page.on('websocket', (socket) =>
        socket.on('framesent', ({ payload }) => {
          if (turned || !String(payload).includes('"api.get"')) return;
          turned = true;
          spyglass.clock.advance(60_000);
        }),
      );
      await spyglass.open('/projects');
      await allRead(page, DEMO_PROJECTS.length);
      expect(turned).toBe(true);
      expect({ windows: windows(), baselines: baselines() }).toEqual({
        windows: 2 * DEMO_PROJECTS.length,
        baselines: 2 * DEMO_PROJECTS.length,
      });
    });
  });

  test('lists every project of two accounts, with the figures the services give for the window, the failing one first and why', async ({
    page,
    spyglass,
  }) => {
    const { second, total } = await homeOfBoth(page, spyglass);
    await expect(rows(page)).toHaveCount(total);
    const secondId = await home(page)
      .locator('[data-testid="home-row"]:not([data-account="demo"])')
      .first()
      .getAttribute('data-account');
    const accounts = [
      { id: 'demo', url: spyglass.demo.url, key: DEMO_KEY, projects: DEMO_PROJECTS },
      {
        id: secondId!,
        url: second.url,
        key: SECOND_KEY,
        projects: DEMO_PROJECTS.filter((p) => SECOND_PROJECTS.includes(p.id)),
      },
    ];

    for (const account of accounts) {
      for (const project of account.projects) {
        const row = rowOf(page, account.id, project.id);
        await expect(row, `${account.id}/${project.id}`).toHaveCount(1);
        const report = await demoGet<BrowserReport | ApmReport>(
          account.url,
          account.key,
          `/v2/projects/${project.id}/reports?${windowQuery(day)}`,
        );
        const errors = await demoGet<ErrorList>(
          account.url,
          account.key,
          `/v2/projects/${project.id}/errors?${windowQuery(day)}&status=Open&sortby=events&limit=100`,
        );
        const expected =
          'pages' in report
            ? {
                traffic: report.pages.throughput,
                time: report.pages.throughput > 0 ? report.pages.page.loadTime : null,
                apdex: report.apdex.page.total > 0 ? report.apdex.page.score : null,
                errors: report.errors.events,
              }
            : {
                traffic: report.throughput,
                time: report.throughput > 0 ? report.responseTime : null,
                apdex: report.throughput > 0 ? report.apdexScore : null,
                errors: report.failureRate,
              };
        const newGroups = errors.data.filter((g) => {
          const first = Date.parse(g.firstAt);
          return first >= day.start && first <= day.end;
        }).length;
        const cell = (id: string) => row.getByTestId(`cell-${id}`);
        await expect(cell('traffic'), `${project.id} traffic`).toHaveAttribute('data-value', String(expected.traffic));
        await expect(cell('time'), `${project.id} time`).toHaveAttribute('data-value', String(expected.time ?? ''));
        await expect(cell('apdex'), `${project.id} apdex`).toHaveAttribute('data-value', String(expected.apdex ?? ''));
        await expect(cell('errors'), `${project.id} errors`).toHaveAttribute('data-value', String(expected.errors));
        await expect(cell('new-groups'), `${project.id} new groups`).toHaveAttribute('data-value', String(newGroups));
      }
    }

    // The last day up to now, where the demo's incident is: worst first, the failing project on
    // top with its reason in words; no project without traffic is called healthy.
    await spyglass.open('/projects?w=1d');
    await allRead(page, total);
    const first = rows(page).first();
    await expect(first).toHaveAttribute('data-health', 'failing');
    await expect(first.getByTestId('health-reason')).toHaveText(
      /^Failing: error events ×\d+(\.\d)? against the previous period/,
    );
    await expect(rowOf(page, 'demo', 'demo-empty')).toHaveAttribute('data-health', 'no-data');
    await expect(rowOf(page, 'demo', 'demo-empty').getByTestId('health-reason')).toHaveText('No data in this window');
    const states = await rows(page).evaluateAll((all) => all.map((row) => row.getAttribute('data-health')));
    const rank = ['failing', 'degraded', 'healthy', 'no-data'];
    // Within each account's group, worst first.
    const demoStates = states.slice(0, DEMO_PROJECTS.length).map((state) => rank.indexOf(state!));
    expect(demoStates).toEqual([...demoStates].sort((a, b) => a - b));

    await page.setViewportSize({ width: 1280, height: 720 });
    await photograph(page, 'projects-home');
    await page.setViewportSize({ width: 720, height: 480 });
    await photograph(page, 'projects-home-720');
    await second.close();
  });

  test('a star pins a project on top and stays after a reload; / filters; the keys open a project in the same window', async ({
    page,
    spyglass,
  }) => {
    await spyglass.open(`/projects?${windowRoute(day)}&cmp=previous`);
    await allRead(page, DEMO_PROJECTS.length);
    const last = rows(page).last();
    const lastId = (await last.getAttribute('data-project'))!;
    await last.getByRole('button', { name: /^Star / }).click();
    const starred = home(page).locator('[data-group="starred"]');
    await expect(starred.getByTestId('home-row')).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-project', lastId);
    await page.reload();
    await allRead(page, DEMO_PROJECTS.length);
    await expect(rows(page).first()).toHaveAttribute('data-project', lastId);
    await expect(
      rows(page)
        .first()
        .getByRole('button', { name: /^Star / }),
    ).toHaveAttribute('aria-pressed', 'true');

    // `/` focuses the filter; what is typed narrows the rows at once.
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    const filter = page.getByRole('searchbox', { name: 'Filter projects by name' });
    await expect(filter).toBeFocused();
    await page.keyboard.type('apm');
    await expect(rows(page)).toHaveCount(
      DEMO_PROJECTS.filter((p) => /apm/i.test(`${p.name} ${p.id} ${p.kind}`)).length,
    );
    await filter.fill('');

    // Down from the first row's link, then Enter: the second project's overview, same window and comparison.
    const secondId = (await rows(page).nth(1).getAttribute('data-project'))!;
    await rows(page).first().locator('a.home-project').focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows(page).nth(1).locator('a.home-project')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('overview')).toBeVisible();
    const hash = new URLSearchParams((await page.evaluate(() => location.hash)).split('?')[1]);
    expect(hash.get('project')).toBe(secondId);
    expect(`from=${encodeURIComponent(hash.get('from')!)}&to=${encodeURIComponent(hash.get('to')!)}`).toBe(
      windowRoute(day),
    );
    expect(hash.get('cmp')).toBe('previous');
    await expect(page.getByRole('button', { name: /^Project: / })).toContainText(
      DEMO_PROJECTS.find((p) => p.id === secondId)!.name,
    );
    // The switcher shows each project's health as the home judged it.
    const states = await page.evaluate(() => JSON.parse(localStorage.getItem('spyglass.project-health') ?? '{}'));
    await page.getByRole('button', { name: /^Project: / }).click();
    const dots = page.getByRole('menu').getByTestId('switcher-health');
    await expect(dots).toHaveCount(DEMO_PROJECTS.length);
    const expected = DEMO_PROJECTS.map((p) => states[JSON.stringify(['demo', p.id])]);
    expect(await dots.evaluateAll((all) => all.map((dot) => dot.className.replace('health health-', '')))).toEqual(
      expected,
    );
  });

  test('the keys reach rows out of view: End draws the last row and focuses it, Home the first', async ({
    page,
    spyglass,
  }) => {
    await narrowHome(page, spyglass);
    // The table draws the rows in view and a few beyond, not all of them; it says how many lines it holds.
    expect(await rows(page).count()).toBeLessThan(DEMO_PROJECTS.length);
    const lines = await home(page).getAttribute('aria-rowcount');
    const focusedRow = () => page.locator('tr.home-row:has(a.home-project:focus)');
    await rows(page).first().locator('a.home-project').focus();
    await page.keyboard.press('End');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', lines!);
    await expect(focusedRow()).toBeInViewport();
    // Home: the first row, under the account's title (line 2 is the title, after the header's 1).
    await page.keyboard.press('Home');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '3');
    await expect(focusedRow()).toBeInViewport();
  });

  test('rows out of view or filtered out are kept, hidden and out of reach: the filter brings back the same elements', async ({
    page,
    spyglass,
  }) => {
    await narrowHome(page, spyglass);
    // Once every row is read, the rows not drawn are made too, hidden: every project has its element.
    const elements = home(page).locator('tr.home-row');
    await expect(elements).toHaveCount(DEMO_PROJECTS.length);
    const shown = await rows(page).count();
    expect(shown).toBeLessThan(DEMO_PROJECTS.length);
    await expect(home(page).locator('tr.home-row[hidden]')).toHaveCount(DEMO_PROJECTS.length - shown);
    // Hidden rows are out of reach: neither links nor rows to a screen reader or the Tab key.
    await expect(home(page).getByRole('link')).toHaveCount(shown);
    // Each element, marked: a filter that leaves one project, then erased, shows the same elements.
    await elements.evaluateAll((all) => all.forEach((row, i) => ((row as HTMLElement & { mark?: number }).mark = i)));
    const only = DEMO_PROJECTS.find((p) => p.kind === 'apm')!;
    const filter = page.getByRole('searchbox', { name: 'Filter projects by name' });
    await filter.fill(only.id);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute('data-project', only.id);
    await filter.fill('');
    await expect(rows(page)).toHaveCount(shown);
    const marks = await elements.evaluateAll((all) => all.map((row) => (row as HTMLElement & { mark?: number }).mark));
    expect(marks.filter((mark) => mark === undefined)).toEqual([]);
    expect(marks).toHaveLength(DEMO_PROJECTS.length);
    // A row shown again works as any: its link opens the project.
    await rows(page).first().locator('a.home-project').focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows(page).nth(1).locator('a.home-project')).toBeFocused();
  });

  test('one account answering 429 leaves the other complete, its own rows waiting', async ({ page, spyglass }) => {
    await page.setViewportSize({ width: 1280, height: 1600 }); // every row in view (the table draws no others)
    const second = await addSecondAccount(page, spyglass);
    second.faults.add({ kind: 'status', status: 429, retryAfter: 600 });
    await spyglass.open(`/projects?${windowRoute(day)}`);
    const demoRows = home(page).locator('[data-testid="home-row"][data-account="demo"]');
    const otherRows = home(page).locator('[data-testid="home-row"]:not([data-account="demo"])');
    await expect(otherRows).toHaveCount(SECOND_PROJECTS.length);
    for (const row of await otherRows.all())
      await expect(row.getByTestId('row-waiting')).toBeVisible({ timeout: 60_000 });
    await expect(otherRows.first().getByTestId('row-waiting')).toContainText('the service asked to slow down until');
    for (const row of await demoRows.all()) {
      await expect(row).not.toHaveAttribute('data-health', 'loading');
      await expect(row.getByTestId('row-waiting')).toHaveCount(0);
      await expect(row.getByTestId('cell-traffic')).not.toHaveAttribute('data-value', '');
    }
    await second.close();
  });

  test('with both services stopped, the home comes back from the cache, each row with its as-of time', async ({
    page,
    spyglass,
  }) => {
    const { second, total } = await homeOfBoth(page, spyglass);
    const before = await rows(page).evaluateAll((all) =>
      all.map((row) => [row.getAttribute('data-project'), row.getAttribute('data-health')]),
    );
    await second.close();
    await spyglass.demo.close();
    await page.reload();
    await allRead(page, total);
    const after = await rows(page).evaluateAll((all) =>
      all.map((row) => [row.getAttribute('data-project'), row.getAttribute('data-health')]),
    );
    expect(after).toEqual(before);
    for (const row of await rows(page).all()) await expect(row.getByTestId('row-as-of')).toContainText('As of ');
  });

  test('Export CSV and Export view → PDF hold the table as it is ordered', async ({ page, spyglass }) => {
    await spyglass.open(`/projects?${windowRoute(day)}`);
    await allRead(page, DEMO_PROJECTS.length);
    const shown = await rows(page).evaluateAll((all) =>
      all.map((row) => [
        row.getAttribute('data-project'),
        row.querySelector('[data-testid="cell-traffic"]')?.getAttribute('data-value'),
      ]),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^projects .* UTC\.csv$/);
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(csv[0]).toEqual([
      'Account',
      'Project',
      'Project id',
      'Kind',
      'Health',
      'Why',
      'Page views or requests',
      'Load or response time (ms)',
      'Apdex',
      'Error events or failures',
      'Failure rate (%)',
      'New error groups',
    ]);
    expect(csv.slice(1).map((record) => [record[2], record[6]])).toEqual(shown);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Export view → PDF/ }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^all-projects-\d+_projects_.*Z\.pdf$/);
    const text = (await pdfPages(await readFile(await pdf.path()))).join('\n');
    expect(text).toContain('Account: All accounts');
    expect(text).toContain('View: Projects');
    for (const project of DEMO_PROJECTS) expect(text).toContain(project.id);
  });
});

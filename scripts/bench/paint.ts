/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Launch to first paint, from the cache and from the network, and switching views.
import { createServer } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import type { DemoApi } from '../../electron/demo-api/server.ts';
import type { WebHost } from '../../electron/web/web-host.ts';
import { headlinePage, startFloorServer, staticCopy } from './floors.ts';
import {
  DEMO_KEY,
  demo,
  host,
  inTurns,
  launchProfile,
  median,
  newPage,
  newUserData,
  openRoute,
  type Result,
  viewUserData,
} from './harness.ts';
import { floorRow, largest, ratioGoal, splitLaunches, type Milestones } from './judge.ts';

/** Launches vary by a fifth and more on a small machine: nine of them steady the median. */
const RUNS = 9;
/** Switches are quick: more of them steady the median. */
const SWITCHES = 32;
const overviewNumber = '[data-testid="page-views"]';

/** What a launch waits for: the element the app marks `mark`, and what says it came from the cache. */
export interface PaintWatch {
  mark: string;
  /** Found in the document (or within `row`, the marked element's own) when what painted is the cached copy. */
  stale: string;
  row?: string;
}

const OVERVIEW_PAINT: PaintWatch = { mark: 'overview-numbers', stale: '[data-testid="stale-banner"]' };

/** What a launch waits for (the overview's numbers unless said), and the route it opens (else the launch URL). */
export interface PaintOptions {
  watch?: PaintWatch;
  route?: string;
}

/**
 * Says on the console, from inside the page, when the marked element (the overview's numbers,
 * `overview-numbers`) was first painted, as the browser's Element Timing API reports it (the end
 * of that frame's rendering), and whether what painted was the cached copy (the stale banner on
 * screen with them). A console line rather than polling from outside: Playwright's polling would
 * run its own script in the page while the app loads, and be counted as the app's time.
 */
function watchForPaint(watch: PaintWatch): void {
  let told = false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier: string;
      renderTime: number;
      paintTime?: number;
      element: Element | null;
    })[]) {
      // The last screen the host wrote into the page (its badge is marked), painted before any script.
      if (entry.identifier === 'last-screen') console.log(`last screen at ${entry.paintTime ?? entry.renderTime}`);
      if (entry.identifier !== watch.mark || told) continue;
      told = true;
      const where = watch.row ? entry.element?.closest(watch.row) : document;
      const stale = where?.querySelector(watch.stale) != null;
      // paintTime: the page's rendering of that frame is done (presentation then depends on the
      // compositor, slow and irregular in headless Chromium on a busy machine).
      console.log(`painted at ${entry.paintTime ?? entry.renderTime} ${stale ? 'stale' : 'fresh'}`);
    }
  }).observe({ type: 'element', buffered: true });
}

/** What a launch starts: the browser host, or a floor's plain server. */
type Started = Pick<WebHost, 'url' | 'launchUrl' | 'secret' | 'close'>;

/** One launch, its milestones in ms from starting the host (see splitLaunch). */
export interface Launch {
  total: number;
  /** When the last screen (the snapshot in index.html) was painted; NaN when the page had none. */
  lastScreen: number;
  milestones: Milestones;
}

/**
 * From starting the host to the marked element on screen: the host's start-up measured here, the
 * rest in the page from its navigation start, so that a busy main thread after the paint (chart
 * code arriving) does not count. The page opens `route`, or the launch URL (no route) without one.
 */
export async function launchAndPaint(
  page: Page,
  start: () => Promise<Started>,
  stale: boolean,
  options: PaintOptions = {},
): Promise<number> {
  return (await launchAndPaintSplit(page, start, stale, options)).total;
}

/**
 * launchAndPaint, with the launch's milestones: the host's core up (`coreReady` called by the
 * start), the host listening, then in the page from its navigation start: index.html's first
 * byte (Navigation Timing), the scripts evaluated up to main.tsx's first line and to its end (its
 * `spyglass:main-start` and `spyglass:main-end` marks), the cache's first reply
 * through the bridge (`spyglass:cached-answer`), React's first commit (`spyglass:first-commit`),
 * and the paint. A mark the page never made (a floor page has none) is NaN.
 */
export async function launchAndPaintSplit(
  page: Page,
  start: (coreReady: () => void) => Promise<Started>,
  stale: boolean,
  { watch = OVERVIEW_PAINT, route }: PaintOptions = {},
): Promise<Launch> {
  await page.addInitScript(watchForPaint, watch);
  let coreAt = Number.NaN;
  const t0 = performance.now();
  const started = await start(() => (coreAt = performance.now() - t0));
  const hostReady = performance.now() - t0;
  const painted = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('painted at '),
    timeout: 30_000,
  });
  let lastScreen = Number.NaN;
  page.on('console', (message) => {
    const [, at] = /^last screen at ([\d.]+)$/.exec(message.text()) ?? [];
    if (at !== undefined && Number.isNaN(lastScreen)) lastScreen = Number(at);
  });
  if (route) await openRoute(page, started, route);
  else await page.goto(started.launchUrl);
  const [, at, source] = /^painted at ([\d.]+) (\w+)$/.exec((await painted).text()) ?? [];
  await started.close();
  if (source !== (stale ? 'stale' : 'fresh'))
    throw new Error(
      `The ${watch.mark} painted ${source ?? 'nothing'} where ${stale ? 'the cached copy was' : 'fresh figures were'} expected`,
    );
  const inPage = Number(at);
  // Read once the paint is told: the measured interval is over.
  const marks = await page.evaluate(() => {
    const mark = (name: string) => performance.getEntriesByName(`spyglass:${name}`, 'mark')[0]?.startTime ?? Number.NaN;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      firstByte: navigation?.responseStart ?? Number.NaN,
      main: mark('main-start'),
      scripts: mark('main-end'),
      cached: mark('cached-answer'),
      commit: mark('first-commit'),
    };
  });
  return {
    total: hostReady + inPage,
    lastScreen: hostReady + lastScreen,
    milestones: [
      { name: 'host start: the core up (settings, keychain, cache open)', at: coreAt },
      { name: 'host start: listening', at: hostReady },
      { name: 'first byte of index.html', at: hostReady + marks.firstByte },
      { name: 'scripts fetched, compiled, their imports run (main.tsx begins)', at: hostReady + marks.main },
      { name: "main.tsx's own synchronous part run", at: hostReady + marks.scripts },
      { name: "the cache's reply through the bridge (a copy, or none)", at: hostReady + marks.cached },
      { name: 'first React commit', at: hostReady + marks.commit },
      { name: 'painted (Element Timing)', at: hostReady + inPage },
    ],
  };
}

/**
 * The launch floor: a static page of the overview's headline (`html`, with the app's stylesheets),
 * served by a plain loopback server started in the measured interval, painted in a kept profile,
 * timed by the same Element Timing watch. `port` is kept from one launch to the next, as the
 * host's is, so that the profile's cache serves the stylesheets.
 */
async function launchFloor(profile: string, html: string, port: number): Promise<number> {
  const { context, page } = await launchProfile(profile);
  try {
    return await launchAndPaint(page, () => startFloorServer({ '/': html }, port), false);
  } finally {
    await context.close();
  }
}

/**
 * A launch measured in the run of the cached overview's, alternating with it so that a busy
 * spell on the machine falls on both alike, and reported beside it.
 */
export interface BesideLaunch {
  /** Readies its user data and browser profile, the cache seeded with `api` answering. */
  prime(api: DemoApi): Promise<void>;
  /** One launch with the service held back: from starting the host to the paint, in ms. */
  launch(api: DemoApi): Promise<Pick<Launch, 'total' | 'lastScreen'>>;
  /**
   * `overview`: the cached overview's medians in the same run, its last screen and the app's own
   * figures, and its last screen's time in each run (the launch of the same index took turns with it).
   */
  report(
    launches: Pick<Launch, 'total' | 'lastScreen'>[],
    overview: { lastScreen: number; app: number; lastScreens: number[] },
    floor: number,
  ): Result[];
}

/** A returning user of their own, launched beside the overview's: their user data, browser profile and keychain. */
export interface ReturningUser {
  userData: string;
  profile: string;
  secrets: MemorySecretStore;
}

/**
 * A `BesideLaunch` of a returning user of their own: `prime` readies their user data and profile
 * (made here) with the service answering, and says what their launches open and wait for; each
 * launch starts their host on their profile and is timed to the paint from the cache.
 */
export function returningUserLaunch(
  prime: (user: ReturningUser, api: DemoApi) => Promise<PaintOptions>,
  report: BesideLaunch['report'],
): BesideLaunch {
  const user: ReturningUser = { userData: '', profile: '', secrets: new MemorySecretStore({ persistent: true }) };
  let options: PaintOptions = {};
  return {
    async prime(api) {
      user.userData = await viewUserData();
      user.profile = await newUserData();
      options = await prime(user, api);
    },
    async launch(api) {
      const { context, page } = await launchProfile(user.profile);
      const launch = await launchAndPaintSplit(page, () => host(api, user.userData, user.secrets), true, options);
      await context.close();
      return launch;
    },
    report,
  };
}

// Launches are measured as a returning user's: the browser profile (or the desktop app's
// window) keeps the renderer's files, their compiled code and the page's storage between them.
// They open the overview by its route: a launch with no route opens the Projects home for a user
// of two projects or more, as the demo account's user is.
const OVERVIEW = '/overview';

/** One service round trip: the overview's report asked of the demo API straight, from this process. */
async function roundTrip(api: DemoApi): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${api.url}/v2/projects/${api.projects[0]!.id}/reports?timeDur=1d`, {
    headers: { 'X-API-KEY': DEMO_KEY },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`The demo's report answered ${response.status}`);
  return performance.now() - t0;
}

export async function measureFreshPaint(): Promise<Result[]> {
  const api = await demo();
  const profile = await newUserData();
  const floorProfile = await newUserData();
  const [port, floorPort] = [await freePort(), await freePort()];
  const launches: Launch[] = [];
  const floors: number[] = [];
  const trips: number[] = [];
  let headline = '';
  for (let run = 0; run <= RUNS; run++) {
    let launch: Launch | undefined;
    let floor = 0;
    // Alternated with the app's launches, so that a busy spell falls on both alike (the app first
    // in the first run, which copies its headline for the floor).
    await inTurns(run, [
      async () => {
        const { context, page } = await launchProfile(profile);
        const userData = await viewUserData(); // nothing cached: every number comes from the service
        launch = await launchAndPaintSplit(
          page,
          (coreReady) => host(api, userData, undefined, port, coreReady),
          false,
          { route: OVERVIEW },
        );
        if (run === 0) headline = await headlinePage(page);
        await context.close();
      },
      async () => void (floor = await launchFloor(floorProfile, headline, floorPort)),
    ]);
    const trip = await roundTrip(api);
    if (run === 0) continue; // the first run warms the disk, the browser's cache and the demo's world
    launches.push(launch!);
    floors.push(floor);
    trips.push(trip);
  }
  await api.close();
  const [floor, trip] = [median(floors), median(trips)];
  const times = launches.map((launch) => launch.total);
  return [
    floorRow(
      "launch floor: a static page of the overview headline painted (fresh launch's run)",
      floor,
      `median of ${RUNS}, alternated with the fresh launches: ${floors.map((t) => t.toFixed(0)).join(', ')}`,
    ),
    floorRow(
      "one service round trip: the overview's report from the demo API",
      trip,
      `median of ${RUNS}, asked after each launch: ${trips.map((t) => t.toFixed(0)).join(', ')}`,
    ),
    ratioGoal({
      name: 'launch → fresh overview painted',
      value: median(times),
      floor,
      times: 3,
      plus: trip,
      plusName: 'round trip',
      note: `median of ${RUNS}, warm disk; ratio of (launch − round trip) to the floor; ${times.map((t) => t.toFixed(0)).join(', ')}`,
    }),
    ...splitRows(launches),
  ];
}

/** `beside`: a launch measured in the same run (the Projects home's), alternated with the overview's. */
export async function measureCachedPaint(beside?: BesideLaunch): Promise<Result[]> {
  const api = await demo();
  const secrets = new MemorySecretStore({ persistent: true });
  const userData = await viewUserData();
  const profile = await newUserData();
  const floorProfile = await newUserData();
  const floorPort = await freePort();
  const primer = await launchProfile(profile);
  const primed = await host(api, userData, secrets);
  await openRoute(primer.page, primed, OVERVIEW);
  await primer.page.locator(overviewNumber).waitFor();
  // Relaunched on the route the screen was kept on, as a window reopened where it was.
  const route = await lastScreenKept(primed, 'overview');
  const headline = await headlinePage(primer.page);
  await primer.context.close();
  await primed.close();
  await launchFloor(floorProfile, headline, floorPort); // the floor's profile primed alike
  await beside?.prime(api);
  // The service is slow from now on, so what paints first can only be the cached copy.
  api.faults.add({ kind: 'latency', ms: 5_000 });
  const launches: Launch[] = [];
  const besides: Pick<Launch, 'total' | 'lastScreen'>[] = [];
  const floors: number[] = [];
  const cold: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await inTurns(run, [
      async () => {
        const { context, page } = await launchProfile(profile);
        launches.push(
          await launchAndPaintSplit(page, (coreReady) => host(api, userData, secrets, undefined, coreReady), true, {
            route,
          }),
        );
        await context.close();
      },
      ...(beside ? [async () => void besides.push(await beside.launch(api))] : []),
      async () => void floors.push(await launchFloor(floorProfile, headline, floorPort)),
    ]);
  }
  // The same from a browser that has never seen Spyglass: for comparison, not the goal.
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await launchProfile(await newUserData());
    cold.push(await launchAndPaint(page, () => host(api, userData, secrets), true, { route: OVERVIEW }));
    await context.close();
  }
  api.faults.clear();
  await api.close();
  const times = launches.map((launch) => launch.total);
  const screens = launches.map((launch) => launch.lastScreen);
  const floor = median(floors);
  const overview = median(times);
  return [
    floorRow(
      'launch floor: a static page of the overview headline painted',
      floor,
      `median of ${RUNS}, alternated with the cached launches: ${floors.map((t) => t.toFixed(0)).join(', ')}; the headline's HTML and the app's stylesheets, kept profile, plain loopback server started in the interval`,
    ),
    // What a returning user sees first: the last screen, from the cache, before any script runs.
    ratioGoal({
      name: 'launch → last-known overview painted from the cache (the last screen)',
      value: median(screens),
      floor,
      times: 2,
      note: `median of ${RUNS}, service held back 5 s: ${screens.map((t) => t.toFixed(0)).join(', ')}`,
    }),
    {
      name: "  the app's own figures in its place, from the cached copies",
      value: overview,
      unit: 'ms',
      goal: '',
      ok: true,
      info: true,
      ratio: overview / floor,
      note: `median of ${RUNS}, the same launches: ${times.map((t) => t.toFixed(0)).join(', ')}`,
    },
    ...splitRows(launches),
    {
      name: '  the same in a browser new to Spyglass',
      value: median(cold),
      unit: 'ms',
      goal: '',
      ok: true,
      info: true,
      ratio: median(cold) / floor,
      note: `median of ${RUNS}: nothing compiled or stored yet`,
    },
    ...(beside
      ? beside.report(besides, { lastScreen: median(screens), app: overview, lastScreens: screens }, floor)
      : []
    ).map((row) => (row.unit === 'ms' && row.ratio === undefined ? { ...row, ratio: row.value / floor } : row)),
  ];
}

/** A launch's parts, each the median of what it added (splitLaunches), the largest named. */
function splitRows(launches: Launch[]): Result[] {
  const parts = splitLaunches(launches.map((launch) => launch.milestones));
  const most = largest(parts);
  return parts.map((part) => ({
    name: `  launch split: ${part.name}`,
    value: part.ms,
    unit: 'ms',
    goal: '',
    ok: true,
    info: true,
    note: [
      part === most ? 'THE LARGEST PART' : '',
      part.early ? `reached before an earlier part in ${part.early} of ${launches.length} runs (0 then)` : '',
    ]
      .filter(Boolean)
      .join('; '),
  }));
}

/**
 * `count` switches, from the overview to the pages view and back: each from the link's click to
 * the view's first data painted, as Element Timing reports it (the pages table's count, the
 * overview's numbers, marked in the app for this). Even runs go to the pages view.
 */
async function switchTimes(page: Page, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < count; run++) {
    const target =
      run % 2 === 0 ? { link: /^Pages/, mark: 'table-count' } : { link: /^Overview/, mark: 'overview-numbers' };
    times.push(
      await page.evaluate(
        async ({ linkText, mark }) => {
          const link = [...document.querySelectorAll('nav a')].find((a) =>
            new RegExp(linkText).test(a.textContent ?? ''),
          ) as HTMLElement;
          const painted = new Promise<number>((resolve, reject) => {
            setTimeout(() => reject(new Error(`No ${mark} painted within 15 s of the click`)), 15_000);
            const observer = new PerformanceObserver((list) => {
              const entry = (
                list.getEntries() as (PerformanceEntry & {
                  identifier: string;
                  renderTime: number;
                  paintTime?: number;
                })[]
              ).find((e) => e.identifier === mark);
              if (!entry) return;
              observer.disconnect();
              resolve(entry.paintTime ?? entry.renderTime);
            });
            observer.observe({ type: 'element' });
          });
          const t0 = performance.now();
          link.click();
          return (await painted) - t0;
        },
        { linkText: target.link.source, mark: target.mark },
      ),
    );
  }
  return times;
}

const VIEW = 'main#main';

/**
 * The view switch's floor: the app's page copied as static HTML (its stylesheets, its shell), its
 * view (`main`) swapped by a click on the same links for a copy of the other view's elements
 * (cloned from a parsed template: no parsing, no app code), timed by the same switches. Opened
 * beside the app's page, so that the two are timed in turns.
 */
async function openSwapFloor(
  browser: Browser,
  shell: string,
  views: { pages: string; overview: string },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const server = await startFloorServer({ '/': shell });
  const page = await newPage(browser);
  await page.goto(server.launchUrl);
  await page.evaluate(
    ({ views, view }) => {
      const main = document.querySelector(view)!;
      const templates = Object.fromEntries(
        Object.entries(views).map(([name, html]) => {
          const template = document.createElement('template');
          template.innerHTML = html;
          return [name, template];
        }),
      );
      for (const link of document.querySelectorAll('nav a')) {
        const name = /^Pages/.test(link.textContent ?? '')
          ? 'pages'
          : /^Overview/.test(link.textContent ?? '')
            ? 'overview'
            : null;
        if (!name) continue;
        link.addEventListener('click', (event) => {
          event.preventDefault();
          main.replaceChildren(templates[name]!.content.cloneNode(true));
        });
      }
    },
    { views, view: VIEW },
  );
  await switchTimes(page, 2); // as the app's page, whose views were each shown before
  return {
    page,
    close: async () => {
      await page.context().close();
      await server.close();
    },
  };
}

/** Switches of the app and swaps of its floor, taken in turns: a busy spell falls on both alike. */
const TURN = 2;

export async function measureViewSwitch(browser: Browser): Promise<Result[]> {
  const api = await demo();
  const started = await host(api, await viewUserData());
  const page = await newPage(browser);
  await openRoute(page, started, OVERVIEW);
  await page.locator(overviewNumber).waitFor();
  // Visit the pages view once so that its answer is cached, then come back.
  await page.getByRole('link', { name: /^Pages/ }).click();
  await page.locator('[data-testid="pages-view"] [role="row"]').nth(1).waitFor();
  await page.getByRole('link', { name: /^Overview/ }).click();
  await page.locator(overviewNumber).waitFor();
  // The floor's copies, each taken as a switch painted its view: the overview, then the pages view.
  await switchTimes(page, 2);
  const shown = () =>
    page.evaluate((view) => {
      const main = document.querySelector(view)!;
      return { html: main.innerHTML, elements: main.querySelectorAll('*').length };
    }, VIEW);
  const shell = await staticCopy(page);
  const overview = await shown();
  await page.getByRole('link', { name: /^Pages/ }).click();
  await page.locator('[data-testid="pages-view"] [role="row"]').nth(1).waitFor();
  const pages = await shown();
  await page.getByRole('link', { name: /^Overview/ }).click();
  await page.locator(overviewNumber).waitFor();
  const floor = await openSwapFloor(browser, shell, { pages: pages.html, overview: overview.html });
  const times: number[] = [];
  const floorTimes: number[] = [];
  try {
    for (let done = 0; done < SWITCHES; done += TURN) {
      times.push(...(await switchTimes(page, TURN)));
      floorTimes.push(...(await switchTimes(floor.page, TURN)));
    }
  } finally {
    await floor.close();
    await page.context().close();
    await started.close();
    await api.close();
  }
  // Each way judged on its own: the overview draws far more than a table does.
  const way = (list: number[], even: boolean) => median(list.filter((_, run) => (run % 2 === 0) === even));
  const toPages = { name: 'to pages', ms: way(times, true), floor: way(floorTimes, true), elements: pages.elements };
  const toOverview = {
    name: 'to the overview',
    ms: way(times, false),
    floor: way(floorTimes, false),
    elements: overview.elements,
  };
  const [slower, other] = toPages.ms >= toOverview.ms ? [toPages, toOverview] : [toOverview, toPages];
  const floorNote = (w: typeof toPages) => `${w.elements} elements in the view`;
  return [
    floorRow(
      'view switch floor: a static swap of the same elements, to pages',
      toPages.floor,
      `median of ${SWITCHES / 2}; ${floorNote(toPages)}, the app's stylesheets`,
    ),
    floorRow(
      'view switch floor: a static swap of the same elements, to the overview',
      toOverview.floor,
      `median of ${SWITCHES / 2}; ${floorNote(toOverview)}`,
    ),
    ratioGoal({
      name: 'view switch served from the cache, the slower way',
      value: slower.ms,
      floor: slower.floor,
      times: 2,
      note: `${slower.name}; medians of ${SWITCHES / 2} switches each way, ${TURN} at a time in turns with the floor's: to pages ${toPages.ms.toFixed(0)} ms, to the overview ${toOverview.ms.toFixed(0)} ms`,
    }),
    ratioGoal({
      name: `  the other way, ${other.name}`,
      value: other.ms,
      floor: other.floor,
      times: 2,
      note: `median of ${SWITCHES / 2}`,
    }),
  ];
}

/**
 * Until the host keeps the page's screen for the next launch (app/last-screen.ts keeps it once the
 * screen has settled), on `route`; the route it was kept on, as the app wrote it (with its account
 * and project): a launch on it starts with it.
 */
export async function lastScreenKept(started: WebHost, route: string, bare = false): Promise<string> {
  for (let tries = 0; tries < 600; tries++) {
    const read = await started.core.cache.documents.read('last-screen');
    const kept = read.found ? (read.value as { route: string; bare: boolean }) : null;
    if (kept && kept.route.split('?')[0] === route && (!bare || kept.bare)) return `/${kept.route}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The host kept no last screen of ${route} within a minute`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

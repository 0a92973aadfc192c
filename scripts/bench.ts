// `npm run bench`: Spyglass's speed goals, measured on the browser host in Chromium against the
// embedded demo API, printed beside their goals. Performance lives here, not in timed tests.
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from './chromium.ts';
import { measureCachedPaint, measureFreshPaint, measureViewSwitch } from './bench/paint.ts';
import { measureCompareCost } from './bench/compare.ts';
import { measureFirstViewJs } from './bench/bundle.ts';
import { measureProxyOverhead } from './bench/proxy.ts';
import { measureReading } from './bench/reading.ts';
import { measureTableScroll } from './bench/scroll.ts';
import { measurePalette } from './bench/palette.ts';
import { cachedHomeLaunch, measureHomeComplete, measureHomeFilter } from './bench/home.ts';
import { measureWatchCost } from './bench/watch.ts';
import { cachedLocaleLaunch } from './bench/locale.ts';
import type { Result } from './bench/harness.ts';

const root = new URL('..', import.meta.url).pathname;
/** Each measure; `alone` ones need neither the built renderer nor a browser. */
const steps: { name: string; alone?: boolean; run: (browser: Browser) => Promise<Result[]> }[] = [
  // The home's launch is measured in the same run as the overview's, to be judged against it.
  { name: 'cached overview paint, and the home paint beside it', run: () => measureCachedPaint(cachedHomeLaunch()) },
  // Another zone and locale than the default's, alternated with the default in one run (issue 25).
  {
    name: 'cached overview paint, in de and Asia/Kolkata beside it',
    run: () => measureCachedPaint(cachedLocaleLaunch()),
  },
  { name: 'fresh overview paint', run: () => measureFreshPaint() },
  { name: 'view switch', run: (browser) => measureViewSwitch(browser) },
  { name: 'compare on: overview complete, service at 300 ms', run: (browser) => measureCompareCost(browser) },
  { name: '100,000-row table scroll', run: (browser) => measureTableScroll(browser) },
  { name: 'first view JavaScript', run: (browser) => measureFirstViewJs(browser) },
  { name: 'command palette', run: (browser) => measurePalette(browser) },
  { name: 'home complete, service at 300 ms', run: (browser) => measureHomeComplete(browser) },
  { name: 'home filter, 100 projects', run: (browser) => measureHomeFilter(browser) },
  { name: 'bridge overhead', run: () => measureProxyOverhead() },
  { name: 'reading the 100,000-row ajax answer', alone: true, run: () => measureReading() },
  { name: 'the watch, an hour of it', alone: true, run: () => measureWatchCost() },
];
// `npm run bench -- paint scroll` runs only the measures whose names hold those words.
const only = process.argv.slice(2);
const chosen = steps.filter(({ name }) => only.length === 0 || only.some((word) => name.includes(word)));
let browser: Browser | null = null;
if (chosen.some((step) => !step.alone)) {
  console.log('Building the renderer…');
  await build({ root: `${root}renderer`, configFile: `${root}vite.config.ts`, logLevel: 'warn' });
  browser = await chromium.launch(chromiumLaunchOptions);
}
const results: Result[] = [];
for (const { name, run } of chosen) {
  process.stdout.write(`Measuring ${name}…\n`);
  try {
    results.push(...(await run(browser!)));
  } catch (error) {
    results.push({
      name,
      value: Number.NaN,
      unit: '',
      goal: '',
      ok: false,
      note: error instanceof Error ? error.message.split('\n')[0] : String(error),
    });
  }
}
await browser?.close();

const figure = (r: Result) =>
  Number.isNaN(r.value) ? 'failed' : `${r.value.toFixed(r.unit === 'x' ? 2 : r.value < 10 ? 1 : 0)} ${r.unit}`;
const table = (list: Result[], head: string[], cells: (r: Result) => string[]) => {
  const rows = list.map(cells);
  const widths = head.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i]!) : cell))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  for (const row of rows) console.log(line(row));
};
// The machine's floors first: the same work with no app code, measured in this run. A slow
// machine raises them and the app's figures alike; a slow app raises its ratios.
const floors = results.filter((r) => r.floor);
const figures = results.filter((r) => !r.floor);
if (floors.length > 0) {
  console.log('\nThis machine, this run: the floors (the same work with no app code)\n');
  table(floors, ['floor', 'measured', ''], (r) => [r.name, figure(r), r.note ?? '']);
}
console.log('');
table(figures, ['measure', 'measured', '× floor', 'goal', '', ''], (r) => [
  r.name,
  figure(r),
  r.ratio === undefined || Number.isNaN(r.ratio) ? '' : `${r.ratio.toFixed(2)}×`,
  r.goal,
  r.info ? '' : r.ok ? 'ok' : 'MISSED',
  r.note ?? '',
]);
const goals = figures.filter((r) => !r.info);
console.log(`\n${goals.filter((r) => r.ok).length} of ${goals.length} goals met`);

/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Scrolling a 100,000-row ajax table: the main thread's time per frame while the list moves,
// beside the floor of a bare virtualised list of the same rows with no app code, scrolled by the
// same script in the same run.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { frameParts, frameWork, type FrameWork } from './frames.ts';
import { startFloorServer, staticCopy } from './floors.ts';
import {
  DEMO_KEY,
  demo,
  host,
  inTurns,
  newPage,
  newUserData,
  percentile,
  type Result,
  viewUserData,
} from './harness.ts';
import { FRAME_MS, floorRow, ratioGoal } from './judge.ts';

const FRAMES = 240;
/**
 * The frames of each way of scrolling, taken in this many turns of the app and the bare list:
 * one 240-frame run each, one after the other, put the two in different spells of a busy
 * machine (the bare list's p95 went from 6.7 to 10 ms from one run to the next, the app's ratio
 * to it with it).
 */
const TURNS = 4;
const SCROLLER = '[data-testid="ajax-view"] .table-scroll';

type Step = 'wheel' | 'screen';
interface Scrolled {
  frames: FrameWork[];
  gaps: number[];
}

/** Scrolls `page`'s list `count` frames by `step`, traced: each frame's main-thread time, and the gaps between frames. */
async function scroll(browser: Browser, page: Page, step: Step, count: number): Promise<Scrolled> {
  const trace = join(await newUserData(), 'scroll-trace.json');
  await browser.startTracing(page, { path: trace, categories: ['toplevel', 'devtools.timeline'] });
  const gaps = await page.evaluate(
    async ({ count, step, scroller }) => {
      const target = document.querySelector(scroller) as HTMLElement;
      const gaps: number[] = [];
      let last = performance.now();
      for (let i = 0; i < count; i++) {
        target.scrollTop += step === 'wheel' ? 120 : target.clientHeight * 0.8;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
      return gaps;
    },
    { count, step, scroller: SCROLLER },
  );
  await browser.stopTracing();
  return { frames: await frameWork(trace), gaps };
}

/**
 * The bare list: the app's page as static HTML (its table's header, stylesheets and shell), whose
 * table body a plain virtualiser of 32 px rows fills from the same 100,000 rows (the ajax answer
 * as the demo gives it), on each scroll event writing the rows in view (three more each side, as
 * the app's) as plain text into a fixed set of row elements: no React, no formatting, no app code.
 */
async function bareList(
  browser: Browser,
  shell: string,
  answer: Buffer,
): Promise<{ page: Page; close(): Promise<void> }> {
  const server = await startFloorServer({ '/': shell, '/rows.json': answer });
  const page = await newPage(browser);
  await page.goto(server.launchUrl);
  const rows = await page.evaluate(async (scroller) => {
    const { data } = (await (await fetch('/rows.json')).json()) as { data: Record<string, unknown>[] };
    const scroll = document.querySelector(scroller) as HTMLElement;
    const body = scroll.querySelector('tbody')!;
    const spacer = body.querySelector('.table-spacer') as HTMLElement;
    const model = [...body.querySelectorAll('tr[role="row"]')].find((row) => row.querySelectorAll('td').length > 1)!;
    const ROW = 32;
    const OVERSCAN = 3;
    const slots = Math.ceil(scroll.clientHeight / ROW) + 2 * OVERSCAN;
    const pool = Array.from({ length: slots }, () => model.cloneNode(true) as HTMLElement);
    body.replaceChildren(spacer, ...pool);
    body.style.height = `${data.length * ROW}px`;
    const text = (value: unknown) => (value === null || typeof value === 'object' ? '' : String(value));
    const fill = (tr: HTMLElement, index: number) => {
      const row = data[index];
      tr.hidden = row === undefined;
      if (!row) return;
      const values = Object.values(row);
      [...tr.children].forEach((cell, column) => (cell.textContent = text(values[column])));
    };
    // The rows in view, in order after the spacer; a small move re-fills only the rows that come
    // into view (moved from the edge that left it), a jump re-fills them all.
    let first = 0;
    pool.forEach((tr, slot) => fill(tr, slot));
    const draw = () => {
      const next = Math.max(0, Math.floor(scroll.scrollTop / ROW) - OVERSCAN);
      const moved = next - first;
      if (moved === 0) return;
      spacer.style.height = `${next * ROW}px`;
      if (Math.abs(moved) >= slots) pool.forEach((tr, slot) => fill(tr, next + slot));
      else if (moved > 0) {
        const leaving = pool.splice(0, moved);
        leaving.forEach((tr, i) => fill(tr, next + slots - moved + i));
        pool.push(...leaving);
        body.append(...leaving);
      } else {
        const leaving = pool.splice(slots + moved, -moved);
        leaving.forEach((tr, i) => fill(tr, next + i));
        pool.unshift(...leaving);
        spacer.after(...leaving);
      }
      first = next;
    };
    scroll.addEventListener('scroll', draw, { passive: true });
    return data.length;
  }, SCROLLER);
  if (rows === 0) throw new Error('The bare list has no rows');
  return {
    page,
    close: async () => {
      await page.context().close();
      await server.close();
    },
  };
}

export async function measureTableScroll(browser: Browser): Promise<Result[]> {
  const api = await demo(2500);
  const answer = Buffer.from(
    await (
      await fetch(`${api.url}/v2/projects/demo-browser/ajax?timeDur=1d`, { headers: { 'X-API-KEY': DEMO_KEY } })
    ).arrayBuffer(),
  );
  const rows = (JSON.parse(answer.toString('utf8')) as { data: unknown[] }).data.length;
  const started = await host(api, await viewUserData());
  const page = await newPage(browser);
  await page.goto(started.launchUrl);
  await page.goto(`${started.url}/#/ajax?w=1d`);
  await page.locator('[data-testid="ajax-view"] [role="row"]').nth(5).waitFor({ timeout: 120_000 });
  const bare = await bareList(browser, await staticCopy(page), answer);
  // A mouse wheel or trackpad moves about 100 px a frame; dragging the scroll bar, a screen.
  // The app and the bare list take turns, each list going on from where it was: a busy spell
  // falls on both alike.
  const runs: Record<Step, { app: Scrolled; floor: Scrolled }> = {} as never;
  for (const step of ['wheel', 'screen'] as const) {
    const app: Scrolled = { frames: [], gaps: [] };
    const floor: Scrolled = { frames: [], gaps: [] };
    const turnOf = (list: Page, sum: Scrolled) => async () => {
      const part = await scroll(browser, list, step, FRAMES / TURNS);
      sum.frames.push(...part.frames);
      sum.gaps.push(...part.gaps);
    };
    for (let turn = 0; turn < TURNS; turn++) await inTurns(turn, [turnOf(page, app), turnOf(bare.page, floor)]);
    runs[step] = { app, floor };
  }
  await bare.close();
  await page.context().close();
  await started.close();
  await api.close();
  // Where a frame goes, so a slow frame tells the app's script from the browser's rendering.
  const late = ({ frames, gaps }: Scrolled) =>
    `${gaps.filter((gap) => gap > 1.5 * FRAME_MS).length} of ${gaps.length} frames came late (gap p95 ${percentile(gaps, 95).toFixed(1)} ms); a frame's median parts: ${frameParts(frames)}`;
  const p95 = ({ frames }: Scrolled) =>
    percentile(
      frames.map((frame) => frame.busy),
      95,
    );
  const results = (label: string, step: Step): Result[] => {
    const { app, floor } = runs[step];
    return [
      floorRow(
        `scroll floor: a bare virtualised list of the same rows (${label}), p95 main-thread time a frame`,
        p95(floor),
        late(floor),
      ),
      ratioGoal({
        name: `100,000-row table scroll (${label}), p95 main-thread time a frame`,
        value: p95(app),
        floor: p95(floor),
        times: 1.5,
        within: FRAME_MS,
        note: `${rows.toLocaleString('en')} rows, ${FRAMES} frames in ${TURNS} turns with the bare list; ${late(app)}`,
      }),
    ];
  };
  return [...results('120 px a frame', 'wheel'), ...results('a screen a frame', 'screen')];
}

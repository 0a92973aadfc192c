/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// The command palette over the 100,000-row ajax list: how long ⌘K takes to put it on screen, and
// what one keystroke's search costs (the app measures each as `palette-search`, and each slice of
// a long list's scan that goes on after it), keystroke to results painted and to every result in;
// beside the floor of a static insertion of the same elements.
import type { Browser, Page } from '@playwright/test';
import { startFloorServer, staticCopy } from './floors.ts';
import { demo, goal, host, median, newPage, percentile, type Result, viewUserData } from './harness.ts';
import { FRAME_MS, floorRow, ratioGoal } from './judge.ts';

const OPENINGS = 9;
const TYPED = 'checkout payment';

/** From the key press to the first frame with the palette's input focused. */
function openPalette(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const t0 = performance.now();
    window.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, metaKey: /Mac/.test(navigator.platform), bubbles: true }),
    );
    await new Promise<void>((resolve, reject) => {
      const check = () =>
        document.activeElement?.getAttribute('data-testid') === 'palette-input'
          ? resolve()
          : performance.now() - t0 > 15_000
            ? reject(new Error('The palette did not open within 15 s'))
            : requestAnimationFrame(check);
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - t0;
  });
}

/** `OPENINGS + 1` times: ⌘K, then Escape and the palette gone. */
async function openings(page: Page): Promise<number[]> {
  const opens: number[] = [];
  for (let i = 0; i < OPENINGS + 1; i++) {
    opens.push(await openPalette(page));
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="palette-input"]').waitFor({ state: 'detached' });
  }
  return opens;
}

/**
 * The floor: the app's page with the list copied as static HTML, on which ⌘K appends a copy of
 * the palette's elements as the app had them open (cloned from a parsed template: no app code)
 * and focuses its input, and Escape removes them; opened by the same key presses.
 */
async function insertFloor(browser: Browser, shell: string, palette: string): Promise<number[]> {
  const server = await startFloorServer({ '/': shell });
  const page = await newPage(browser);
  try {
    await page.goto(server.launchUrl);
    await page.evaluate((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      let open: Element | null = null;
      window.addEventListener('keydown', (event) => {
        if (event.key === 'k' && (event.ctrlKey || event.metaKey) && !open) {
          event.preventDefault();
          open = (template.content.cloneNode(true) as DocumentFragment).firstElementChild!;
          document.body.append(open);
          (open.querySelector('[data-testid="palette-input"]') as HTMLInputElement).focus();
        } else if (event.key === 'Escape' && open) {
          open.remove();
          open = null;
        }
      });
    }, palette);
    return await openings(page);
  } finally {
    await page.context().close();
    await server.close();
  }
}

export async function measurePalette(browser: Browser): Promise<Result[]> {
  const api = await demo(2500);
  const started = await host(api, await viewUserData());
  const page = await newPage(browser);
  await page.goto(started.launchUrl);
  await page.goto(`${started.url}/#/ajax?w=1d`);
  await page.locator('[data-testid="ajax-view"] [role="row"]').nth(5).waitFor({ timeout: 120_000 });
  const shell = await staticCopy(page);
  const opens = await openings(page);
  await openPalette(page);
  // The palette as it opens (before anything is typed), for the floor.
  const palette = await page.evaluate(() => {
    const layer = [...document.body.children].find((el) => el.querySelector('[data-testid="palette-input"]'))!;
    return { html: layer.outerHTML, elements: layer.querySelectorAll('*').length + 1 };
  });
  // Each keystroke as the browser delivers typing: the input's value, then its input event.
  const typed = await page.evaluate(async (text) => {
    const input = document.querySelector('[data-testid="palette-input"]') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    performance.clearMeasures('palette-search');
    const toPaint: number[] = [];
    const toAll: number[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const results = document.querySelector('[data-testid="palette-results"]')!;
    for (let i = 1; i <= text.length; i++) {
      const t0 = performance.now();
      setValue.call(input, text.slice(0, i));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await frame();
      toPaint.push(performance.now() - t0);
      // A long list's scan goes on in slices after the keystroke's frame: until every result is in.
      while (results.getAttribute('aria-busy') === 'true') await frame();
      toAll.push(performance.now() - t0);
    }
    const searches = performance.getEntriesByName('palette-search').map((entry) => entry.duration);
    return { toPaint, toAll, searches, rows: document.querySelectorAll('[role="option"]').length };
  }, TYPED);
  await page.context().close();
  await started.close();
  await api.close();
  const [, ...floorOpens] = await insertFloor(browser, shell, palette.html);
  const floor = median(floorOpens);
  const [first, ...again] = opens;
  return [
    floorRow(
      "⌘K floor: a static insertion of the palette's elements, focused",
      floor,
      `median of ${OPENINGS}; ${palette.elements} elements, over a static copy of the list's page`,
    ),
    ratioGoal({
      name: '⌘K → palette on screen, over the 100,000-row list',
      value: median(again),
      floor,
      times: 2,
      note: `median of ${OPENINGS}; the first, which loads its code: ${first!.toFixed(0)} ms`,
    }),
    goal(
      'palette search over 100,000 rows, slowest keystroke',
      Math.max(...typed.searches),
      'ms',
      FRAME_MS,
      `"${TYPED}", ${TYPED.length} keystrokes, ${typed.searches.length} searches and slices of them: median ${median(typed.searches).toFixed(1)} ms; keystroke → painted p95 ${percentile(typed.toPaint, 95).toFixed(0)} ms, → every result p95 ${percentile(typed.toAll, 95).toFixed(0)} ms`,
    ),
  ];
}

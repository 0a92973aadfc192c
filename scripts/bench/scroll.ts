/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Scrolling a 100,000-row ajax table: the main thread's time per frame while the list moves.
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { frameBusyTimes } from './frames.ts';
import { DEMO_KEY, demo, host, newPage, newUserData, percentile, type Result } from './harness.ts';

const FRAMES = 240;
const VSYNC_MS = 1000 / 60;

export async function measureTableScroll(browser: Browser): Promise<Result[]> {
  const api = await demo(2500);
  const rows = (
    (await (
      await fetch(`${api.url}/v2/projects/demo-browser/ajax?timeDur=1d`, { headers: { 'X-API-KEY': DEMO_KEY } })
    ).json()) as { data: unknown[] }
  ).data.length;
  const started = await host(api, await newUserData());
  const page = await newPage(browser);
  await page.goto(started.launchUrl);
  await page.goto(`${started.url}/#/ajax?w=1d`);
  await page.locator('[data-testid="ajax-view"] [role="row"]').nth(5).waitFor({ timeout: 120_000 });
  const trace = join(await newUserData(), 'scroll-trace.json');
  const scroll = async (step: 'wheel' | 'screen') => {
    await browser.startTracing(page, { path: trace, categories: ['toplevel', 'devtools.timeline'] });
    const gaps = await page.evaluate(
      async ({ count, step }) => {
        const target = document.querySelector('[data-testid="ajax-view"] .table-scroll') as HTMLElement;
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
      { count: FRAMES, step },
    );
    await browser.stopTracing();
    return { busy: await frameBusyTimes(trace), gaps };
  };
  // A mouse wheel or trackpad moves about 100 px a frame; dragging the scroll bar, a screen.
  const wheel = await scroll('wheel');
  const screens = await scroll('screen');
  await page.context().close();
  await started.close();
  await api.close();
  const result = (name: string, { busy, gaps }: { busy: number[]; gaps: number[] }): Result => {
    const p95 = percentile(busy, 95);
    const late = gaps.filter((gap) => gap > 1.5 * VSYNC_MS).length;
    return {
      name,
      value: p95,
      unit: 'ms',
      goal: '< 16 ms (60 fps)',
      ok: p95 < 16,
      note: `${rows.toLocaleString('en')} rows; ${late} of ${gaps.length} frames came late (gap p95 ${percentile(gaps, 95).toFixed(1)} ms)`,
    };
  };
  return [
    result('100,000-row table scroll (120 px a frame), p95 main-thread time a frame', wheel),
    result('100,000-row table scroll (a screen a frame), p95 main-thread time a frame', screens),
  ];
}

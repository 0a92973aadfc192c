/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Scrolling a 100,000-row ajax table: frame times while the list moves a screen at a time.
import type { Browser } from '@playwright/test';
import { DEMO_KEY, demo, goal, host, newPage, newUserData, percentile, type Result } from './harness.ts';

const FRAMES = 240;

export async function measureTableScroll(browser: Browser): Promise<Result[]> {
  const api = await demo(2500);
  const rows = ((await (await fetch(`${api.url}/v2/projects/demo-browser/ajax?timeDur=1d`, { headers: { 'X-API-KEY': DEMO_KEY } })).json()) as { data: unknown[] }).data.length;
  const started = await host(api, await newUserData());
  const page = await newPage(browser);
  await page.goto(started.launchUrl);
  await page.goto(`${started.url}/#/ajax?w=1d`);
  await page.locator('[data-testid="ajax-view"] [role="row"]').nth(5).waitFor({ timeout: 120_000 });
  const frames = await page.evaluate(async (count) => {
    const row = document.querySelector('[data-testid="ajax-view"] [role="row"]:nth-child(3)') as HTMLElement;
    let scroller: HTMLElement | null = row.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    const target = scroller ?? document.scrollingElement!;
    const times: number[] = [];
    let last = performance.now();
    for (let i = 0; i < count; i++) {
      target.scrollTop += target.clientHeight * 0.8;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return times;
  }, FRAMES);
  await page.context().close();
  await started.close();
  await api.close();
  return [goal('100,000-row table scroll, p95 frame time', percentile(frames, 95), 'ms', 16, `${rows.toLocaleString('en')} rows, ${FRAMES} frames`)];
}

// The JavaScript the first view really loads, gzipped.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { demo, goal, host, newPage, openRoute, type Result, viewUserData } from './harness.ts';

export async function measureFirstViewJs(browser: Browser): Promise<Result[]> {
  const api = await demo();
  const started = await host(api, await viewUserData());
  const page = await newPage(browser);
  const scripts: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.url().endsWith('.js')) scripts.push(response.body());
  };
  page.on('response', onResponse);
  // The overview by its route: with no route, the demo's user of several projects gets the home.
  await openRoute(page, started, '/overview');
  await page.locator('[data-testid="page-views"]').waitFor();
  await page.waitForLoadState('networkidle');
  // Counted until now: a body asked for after the page closes would fail the whole bench.
  page.off('response', onResponse);
  const bodies = await Promise.all(scripts);
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
  await page.context().close();
  await started.close();
  await api.close();
  return [goal('renderer JS of the first view, gzipped', gzipped, 'KB', 300, `${bodies.length} files`)];
}

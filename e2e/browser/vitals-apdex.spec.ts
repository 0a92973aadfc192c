// Web vitals and apdex through the browser host: every number and band count is the demo API's
// for the same window, the search narrows to the demo's answer with that search (kept in the
// route), gauges export, and the APM project's apdex is searched by transaction.
import { writeFile } from 'node:fs/promises';
import type { Apdex } from '../../shared/schemas/apdex.ts';
import type { WebVitals } from '../../shared/schemas/web-vitals.ts';
import { exportFrom, pngSize, screenshots, selectProject } from './chart-helpers.ts';
import { SUITE_NOW, expect, test, type Spyglass } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';
import type { Page } from '@playwright/test';

const day = closedDay(SUITE_NOW);
const VITALS = ['fcp', 'lcp', 'fid', 'cls', 'ttfb'];

async function expectVitals(page: Page, answer: WebVitals): Promise<void> {
  for (const name of VITALS) {
    const entry = answer.data.find((v) => v.name === name)!;
    const card = page.locator(`[data-vital="${name}"]`);
    await expect(card.getByTestId('vital-average')).toHaveAttribute('data-value', String(entry.avg));
    await expect(card.getByTestId('affected-users')).toHaveAttribute('title', String(entry.affectedUser));
    for (const band of entry.metrics) {
      const item = card.locator(`[data-band="${band.name}"]`);
      await expect(item).toHaveAttribute('data-count', String(band.count));
      await expect(item).toHaveAttribute('data-percent', String(band.percentage));
    }
  }
}

async function expectApdex(page: Page, answer: Apdex): Promise<void> {
  await expect(page.getByTestId('apdex-score')).toHaveAttribute('title', String(answer.score));
  await expect(page.getByTestId('apdex-total')).toHaveAttribute('title', String(answer.total));
  for (const zone of ['satisfied', 'tolerated', 'frustrated'] as const) {
    const item = page.getByTestId('apdex-zones').locator(`[data-part="${zone}"]`);
    await expect(item).toHaveAttribute('data-count', String(answer[zone]));
    await expect(item).toHaveAttribute('data-percent', String(answer[`${zone}Percentage`]));
  }
}

const vitalsOf = (spyglass: Spyglass, search?: string) =>
  spyglass.demoJson<WebVitals>(
    `/v2/projects/demo-browser/webvitals?${windowQuery(day)}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
  );

test("web vitals show the demo API's averages, bands and affected users, coloured by the web.dev thresholds", async ({
  page,
  spyglass,
}) => {
  const answer = await vitalsOf(spyglass);
  await spyglass.open(`/vitals?${windowRoute(day)}`);
  await expect(page.getByTestId('web-vitals')).toBeVisible();
  await expectVitals(page, answer);

  // The rating follows DOMAIN.md: good ≤ first threshold, poor > second.
  const thresholds: Record<string, [number, number]> = {
    fcp: [1800, 3000],
    lcp: [2500, 4000],
    fid: [100, 300],
    cls: [0.1, 0.25],
    ttfb: [800, 1800],
  };
  for (const name of VITALS) {
    const avg = answer.data.find((v) => v.name === name)!.avg;
    const [good, poor] = thresholds[name]!;
    const rating = avg <= good ? 'good' : avg <= poor ? 'needs-improvement' : 'poor';
    await expect(page.locator(`[data-vital="${name}"]`)).toHaveAttribute('data-rating', rating);
  }
  await screenshots(page, 'web-vitals');
});

test('the web vitals search narrows to matching pages, is kept in the route, and clears', async ({
  page,
  spyglass,
}) => {
  const [all, checkout] = await Promise.all([vitalsOf(spyglass), vitalsOf(spyglass, 'checkout')]);
  const fcpViews = (a: WebVitals) => a.data.find((v) => v.name === 'fcp')!.metrics.reduce((sum, m) => sum + m.count, 0);
  expect(fcpViews(checkout)).toBeLessThan(fcpViews(all));
  expect(fcpViews(checkout)).toBeGreaterThan(0);

  await spyglass.open(`/vitals?${windowRoute(day)}`);
  await expectVitals(page, all);
  await page.locator('[data-search]').fill('checkout');
  await expect(page).toHaveURL(/[?&]q=checkout/);
  await expectVitals(page, checkout);
  await screenshots(page, 'web-vitals-search');

  // Reopened from the route, the search is still there.
  await page.reload();
  await expect(page.locator('[data-search]')).toHaveValue('checkout');
  await expectVitals(page, checkout);

  await page.locator('[data-search]').fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expectVitals(page, all);
});

test("a vital's gauge and distribution export as one PNG at twice the size and as SVG", async ({ page, spyglass }) => {
  await spyglass.open(`/vitals?${windowRoute(day)}`);
  const card = page.locator('[data-vital="lcp"]');
  await expect(card.getByTestId('vital-average')).toHaveAttribute('data-value', /\d/);
  const gaugeWidth = (await card.locator('svg.gauge').boundingBox())!.width;

  const png = await exportFrom(page, card, 'png');
  await writeFile(test.info().outputPath(png.filename), png.bytes);
  expect(png.filename).toMatch(/^demo-browser-lcp_.*\.png$/);
  expect(pngSize(png.bytes).width).toBeGreaterThanOrEqual(2 * gaugeWidth);

  const svg = await exportFrom(page, card, 'svg');
  await writeFile(test.info().outputPath(svg.filename), svg.bytes);
  const text = svg.bytes.toString('utf8');
  expect(text).toMatch(/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(text).toContain('Largest Contentful Paint');
  // Both the gauge and the distribution bar, and the legend with the counts.
  expect(text.match(/<svg/g)).toHaveLength(3);
  expect(text).toMatch(/Good: [\d.k]+ · [\d.]+ %/);
});

test("apdex shows the demo API's score, zones and percentages, and searches by route path", async ({
  page,
  spyglass,
}) => {
  const all = await spyglass.demoJson<Apdex>(`/v2/projects/demo-browser/apdex?${windowQuery(day)}`);
  const cart = await spyglass.demoJson<Apdex>(`/v2/projects/demo-browser/apdex?${windowQuery(day)}&search=cart`);
  expect(cart.total).toBeLessThan(all.total);
  expect(cart.total).toBeGreaterThan(0);

  await spyglass.open(`/apdex?${windowRoute(day)}`);
  await expectApdex(page, all);
  const band =
    all.score >= 0.94
      ? 'excellent'
      : all.score >= 0.85
        ? 'good'
        : all.score >= 0.7
          ? 'fair'
          : all.score >= 0.5
            ? 'poor'
            : 'unacceptable';
  await expect(page.locator(`tr[data-band="${band}"]`)).toHaveAttribute('aria-current', 'true');
  await screenshots(page, 'apdex');

  await page.locator('[data-search]').fill('cart');
  await expect(page).toHaveURL(/[?&]q=cart/);
  await expectApdex(page, cart);

  const svg = await exportFrom(page, page.getByTestId('apdex-gauge'), 'svg');
  expect(svg.filename).toMatch(/^demo-browser-cart-apdex_.*\.svg$/);
  expect(svg.bytes.toString('utf8')).toMatch(/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
});

test("the APM project's apdex is its transactions', searchable by name", async ({ page, spyglass }) => {
  const all = await spyglass.demoJson<Apdex>(`/v2/projects/demo-apm/apdex?${windowQuery(day)}`);
  const cart = await spyglass.demoJson<Apdex>(`/v2/projects/demo-apm/apdex?${windowQuery(day)}&search=cart`);
  await spyglass.open(`/apdex?${windowRoute(day)}`);
  await expect(page.getByTestId('apdex')).toBeVisible();
  await selectProject(page, /Demo API server/);
  await expectApdex(page, all);
  await expect(page.locator('[data-search]')).toHaveAttribute('placeholder', /transaction/);
  await page.locator('[data-search]').fill('cart');
  await expectApdex(page, cart);
  await screenshots(page, 'apdex-apm');
});

test('the empty project shows the empty state on web vitals and apdex', async ({ page, spyglass }) => {
  await spyglass.open(`/vitals?${windowRoute(day)}`);
  await expect(page.getByTestId('web-vitals')).toBeVisible();
  await selectProject(page, /no traffic/);
  await expect(page.getByText('No data in this window.')).toBeVisible();
  await screenshots(page, 'web-vitals-empty');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /Apdex/ }).click();
  await expect(page.getByTestId('apdex')).toBeVisible();
  await expect(page.getByText('No data in this window.')).toBeVisible();
});

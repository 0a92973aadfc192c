// What the overview, web vitals and apdex journeys share: waiting for the comparison, switching
// project through the switcher, exporting a chart and reading the file, screenshots in both themes.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, photograph } from './fixtures.ts';

/**
 * Every bucket of the overview's trend answered, as the trend cuts them when looked at: a minute
 * or an hour that turns meanwhile cuts its edge again, so the count is read with the answers, not
 * before them.
 */
export async function trendLoaded(page: Page): Promise<void> {
  const trend = page.getByTestId('trend');
  await expect
    .poll(() =>
      trend.evaluate((element) => element.getAttribute('data-loaded') === element.getAttribute('data-buckets')),
    )
    .toBe(true);
}

/** The view's comparison answered: its badges are drawn (on a busy machine that can take a while). */
export async function comparisonReady(page: Page): Promise<void> {
  await expect(page.getByTestId('comparison-note')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
}

/** Picks another project through the shell's project menu. */
export async function selectProject(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Project/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

export interface Downloaded {
  filename: string;
  bytes: Buffer;
}

/** Opens the frame's Export menu, picks a format and returns the downloaded file. */
export async function exportFrom(page: Page, frame: Locator, format: 'png' | 'svg'): Promise<Downloaded> {
  await frame.getByRole('button', { name: /^Export/ }).click();
  const download = page.waitForEvent('download');
  await frame.getByRole('menuitem', { name: format === 'png' ? /PNG/ : /SVG/ }).click();
  const file = await download;
  return { filename: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, after checking the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Full-page screenshots in the light and the dark theme, to look at. */
export const screenshots = (page: Page, name: string): Promise<void> => photograph(page, name, { fullPage: true });

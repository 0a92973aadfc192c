// End-to-end journeys. `browser` (with `browser-first`, its longest journey, dispatched before
// the rest) drives the app through the browser host in Chromium; `electron`
// drives the desktop app through Playwright's _electron and skips when the Electron binary is
// missing (see scripts/electron-binary.ts). Playwright never downloads browsers here: on
// machines with Debian's chromium we use it, elsewhere Playwright's own Chromium.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as launchOptions } from './scripts/chromium.ts';

const browser = { ...devices['Desktop Chrome'], launchOptions };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e-output',
  globalSetup: './e2e/global-setup.ts',
  forbidOnly: !!process.env['CI'],
  workers: 2,
  // Every journey has its own host, demo and data folder: any two can run side by side, and a
  // file of many short tests (axe's screens) spreads over both workers.
  fullyParallel: true,
  // What a journey may take on a 2-core machine with both cores held busy, not on a quiet one;
  // assertions wait on the app's own signals up to 15 s (a passing one returns at once).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // scripts/test.ts reads the counts from the JSON report.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The page's zone and language are the test's, not the machine's: any machine, same screens.
    timezoneId: 'UTC',
    locale: 'en-US',
  },
  projects: [
    // The longest journey (the watch's, over a minute) first: dispatched in its file's turn, it came
    // last and ran alone for most of its length while the other worker had nothing left to do.
    { name: 'browser-first', testDir: 'e2e/browser', testMatch: /watch\.spec\.ts$/, use: browser },
    { name: 'browser', testDir: 'e2e/browser', testIgnore: /watch\.spec\.ts$/, use: browser },
    { name: 'electron', testDir: 'e2e/electron' },
    // The README's pictures: `npm run screenshots` writes docs/screenshots; the tests never do.
    { name: 'screenshots', testDir: 'e2e/screenshots', use: browser },
  ],
});

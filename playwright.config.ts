// End-to-end journeys. `browser` drives the app through the browser host in Chromium; `electron`
// drives the desktop app through Playwright's _electron and skips when the Electron binary is
// missing (see scripts/electron-binary.ts). Playwright never downloads browsers here: on
// machines with Debian's chromium we use it, elsewhere Playwright's own Chromium.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as launchOptions } from './scripts/chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e-output',
  globalSetup: './e2e/global-setup.ts',
  forbidOnly: !!process.env['CI'],
  workers: 2,
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
    {
      name: 'browser',
      testDir: 'e2e/browser',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'electron',
      testDir: 'e2e/electron',
    },
  ],
});

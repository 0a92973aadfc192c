// How Spyglass's journeys and benchmark start Chromium: Debian's build where it is installed
// (Playwright never downloads browsers on our machines), Playwright's own elsewhere.
import type { LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        '--no-sandbox', // we run as root in CI, where Chromium's sandbox cannot start
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

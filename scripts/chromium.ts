// How Spyglass's journeys and benchmark start Chromium: Debian's build where it is installed
// (Playwright never downloads browsers on our machines), Playwright's own elsewhere.
import type { LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const debianChromium = '/usr/bin/chromium';

/**
 * Debian's full Chromium (156) gives every new window the address bar's pop-up as a page of its
 * own, in a renderer of its own: about a second of a core and 160 MB at each new context, while
 * the journey or launch being measured beside it competes for the same two cores. Playwright's
 * own headless shell has no address bar. The two features together stop it (either alone does not).
 */
const ADDRESS_BAR_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumLaunchOptions: LaunchOptions = existsSync(debianChromium)
  ? {
      // Starts /usr/bin/chromium with Playwright's --disable-features and this file's in one list.
      executablePath: join(import.meta.dirname, 'debian-chromium.sh'),
      args: [
        `--disable-features=${ADDRESS_BAR_POPUP.join(',')}`,
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

// The Chromium the journeys and the bench start (scripts/chromium.ts): on Debian's build, a new
// window runs nothing beside the page (no address-bar pop-up of its own), and Playwright's own
// disabled features stay disabled though chromium.ts adds to them.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

describe.skipIf(!existsSync('/usr/bin/chromium'))("Debian's Chromium, as the journeys start it", () => {
  it('opens windows with no address-bar pop-up running beside them, and one list of disabled features', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (let window = 0; window < 2; window++) {
        const page = await (await browser.newContext()).newPage();
        await page.goto('data:text/html,<p>a journey</p>');
      }
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
      // Each window's pop-up was a page of the browser's own (chrome://omnibox-popup.top-chrome/).
      expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
      expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(2);

      const version = await (await browser.newContext()).newPage();
      await version.goto('chrome://version');
      const switches = (await version.locator('#command_line').innerText()).match(/--disable-features=\S+/g) ?? [];
      expect(switches).toHaveLength(1);
      const disabled = switches[0]!.slice('--disable-features='.length).split(',');
      // Playwright's (PaintHolding would hold a launch's first paint) and chromium.ts's.
      expect(disabled).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    } finally {
      await browser.close();
    }
  });
});

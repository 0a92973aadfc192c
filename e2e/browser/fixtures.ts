// Each journey gets its own demo API on loopback, its own browser host with a fresh user-data
// folder, and a page that has taken the host's per-launch secret.
import { test as base, expect, type Page } from '@playwright/test';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { startWebHost, type WebHost } from '../../electron/web/web-host.ts';

export const DEMO_KEY = 'e2e-demo-key';

export interface Spyglass {
  host: WebHost;
  demo: DemoApi;
  /** Opens the app at a route, e.g. `/overview?from=…&to=…`. */
  open(route: string): Promise<void>;
  /** What the demo API itself answers for a path, for comparing with the screen. */
  demoJson<T = unknown>(path: string): Promise<T>;
}

export const test = base.extend<{ spyglass: Spyglass }>({
  spyglass: async ({ page }, use) => {
    const demo = await startDemoApi({ port: 0, key: DEMO_KEY });
    const host = await startWebHost({
      userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-e2e-')),
      rendererDir: join(import.meta.dirname, '..', '..', 'dist', 'renderer'),
      version: 'e2e',
      // The keychain has its own tests against a real Secret Service; journeys keep keys in a stand-in for it.
      core: { secrets: { store: new MemorySecretStore({ persistent: true }), problem: null } },
      startDemo: async () => ({ url: demo.url, key: DEMO_KEY, close: async () => undefined }),
    });
    await use({
      host,
      demo,
      open: async (route) => openApp(page, host, route),
      demoJson: async (path) => {
        const response = await fetch(`${demo.url}${path}`, { headers: { 'X-API-KEY': DEMO_KEY } });
        expect(response.status, path).toBe(200);
        return (await response.json()) as never;
      },
    });
    await host.close();
    await demo.close().catch(() => undefined); // a journey may have stopped it already
  },
});

async function openApp(page: Page, host: WebHost, route: string): Promise<void> {
  await page.goto(host.launchUrl);
  await page.goto(`${host.url}/#${route}`);
}

/** The page in the light and the dark theme, into the test's output folder: to look at. */
export async function photograph(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), ...options });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export { expect };

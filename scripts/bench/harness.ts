// What every measurement shares: a demo API and a browser host on loopback, a user-data folder,
// and small statistics.
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { MemorySecretStore, type SecretStore } from '../../electron/core/secret-store.ts';
import { EMPTY_SETTINGS } from '../../electron/core/settings-salvage.ts';
import { Worker } from 'node:worker_threads';
import type { FaultRule } from '../../electron/demo-api/faults.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { startWebHost, type WebHost } from '../../electron/web/web-host.ts';
import { holdSecret } from '../page-secret.ts';
import { pinBrowserClock, pinClock, suiteInstant } from '../pinned-clock.ts';

import type { DemoThreadMessage } from './demo-thread.ts';
import type { Result } from './judge.ts';

export { median, type Result } from './judge.ts';

export const root = join(import.meta.dirname, '..', '..');
export const DEMO_KEY = 'bench-key';

/** The run's clock, as the journeys': the demo, the hosts and the pages read the same instant. */
export const CLOCK = pinClock(suiteInstant());

/** The demo API; `projects` grows it past its own eight (demo-p009, …). */
export function demo(scale = 1, projects?: number): Promise<DemoApi> {
  return startDemoApi({ port: 0, key: DEMO_KEY, scale, now: CLOCK.now, ...(projects ? { projects } : {}) });
}

/** A service the host reaches over loopback HTTP: where it is, and what it serves. */
export type Service = Pick<DemoApi, 'url' | 'projects'>;

/** The demo API in a thread of its own (demo-thread.ts), its faults set from here. */
export interface DemoThread extends Service {
  /** Replaces the active fault rules; settles once the service has them. */
  setFaults(rules: FaultRule[]): Promise<void>;
  /** The API requests it has had so far. */
  requests(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The demo API run as a service elsewhere: for a measure of the app's own pace against a slow
 * service, where the demo making its answers in the host's own event loop would be counted as
 * the app's time.
 */
export async function demoThread(scale = 1, projects?: number): Promise<DemoThread> {
  const worker = new Worker(new URL('./demo-thread.ts', import.meta.url), {
    workerData: { port: 0, key: DEMO_KEY, scale, offset: CLOCK.offset, ...(projects ? { projects } : {}) },
  });
  const reply = <T>() =>
    new Promise<T>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once('error', failed);
      worker.once('message', (message: T) => {
        worker.off('error', failed);
        resolve(message);
      });
    });
  const started = await reply<Service>();
  return {
    ...started,
    setFaults: async (rules) => {
      worker.postMessage({ kind: 'faults', rules } satisfies DemoThreadMessage);
      await reply();
    },
    requests: async () => {
      worker.postMessage({ kind: 'requests' } satisfies DemoThreadMessage);
      return reply<number>();
    },
    close: async () => {
      worker.postMessage({ kind: 'close' } satisfies DemoThreadMessage);
      await reply();
      await worker.terminate();
    },
  };
}

/**
 * A user of `accounts` accounts ("Team 1", …) on one demo, each listing its first `perAccount`
 * projects: the settings file in `userDataDir` and each account's key in `secrets`, as the
 * accounts screen leaves them. With accounts of their own, the host starts no demo account.
 */
export async function writeAccounts(
  userDataDir: string,
  secrets: SecretStore,
  api: Service,
  accounts: number,
  perAccount: number,
): Promise<void> {
  const projects = api.projects.slice(0, perAccount).map(({ id, name, kind }) => ({ id, name, kind }));
  if (projects.length < perAccount) throw new Error(`The demo serves ${projects.length} projects, not ${perAccount}`);
  const list = Array.from({ length: accounts }, (_, i) => ({
    id: `team-${i + 1}`,
    name: `Team ${i + 1}`,
    baseUrl: api.url,
    projects,
  }));
  for (const account of list) await secrets.set(`account:${account.id}`, DEMO_KEY);
  const settings = {
    ...EMPTY_SETTINGS,
    accounts: list,
    selected: { accountId: list[0]!.id, projectId: projects[0]!.id },
  };
  await writeFile(join(userDataDir, 'settings.json'), JSON.stringify(settings));
}

/** Every folder a run makes (user data, browser profiles, traces) lives in one, removed on exit. */
const scratch = mkdtempSync(join(tmpdir(), 'spyglass-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

export const newUserData = () => mkdtemp(join(scratch, 'run-'));

/**
 * The user of the views' measures: the demo account alone, whose launch opens where they left
 * off (Settings ▸ Projects home), as the measures open a view's route. A user of the home (two
 * projects or more, the default) would have the core ask for the home's answers at the launch.
 */
export async function viewUserData(): Promise<string> {
  const dir = await newUserData();
  const settings = { ...EMPTY_SETTINGS, preferences: { ...EMPTY_SETTINGS.preferences, launchScreen: 'last' } };
  await writeFile(join(dir, 'settings.json'), JSON.stringify(settings));
  return dir;
}

/**
 * A browser started on a profile folder that outlives it, as the user's own browser (or the
 * desktop app's window) keeps its cache, compiled code and page storage from one launch to the next.
 */
export async function launchProfile(profileDir: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profileDir, {
    ...chromiumLaunchOptions,
    viewport: { width: 1440, height: 900 },
  });
  await pinBrowserClock(context, CLOCK);
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/**
 * A browser host on `userDataDir` (on the port of its last launch unless `port` is given).
 * `secrets` stands for the OS keychain: pass the same store to hosts that follow each other so
 * the cache key survives, as it does in the keychain. `onCoreReady` is told when the core is up
 * (settings, keychain, cache open), before the host listens.
 */
export function host(
  api: Service,
  userDataDir: string,
  secrets = new MemorySecretStore({ persistent: true }),
  port?: number,
  onCoreReady?: () => void,
): Promise<WebHost> {
  return startWebHost({
    ...(port === undefined ? {} : { port }),
    ...(onCoreReady ? { onCoreReady } : {}),
    userDataDir,
    rendererDir: join(root, 'dist', 'renderer'),
    version: 'bench',
    // The 100,000-row list is about 50 MB, past the gateway's everyday 32 MB cap on one answer.
    core: { secrets: { store: secrets, problem: null }, gateway: { maxBodyBytes: 128 * 1024 * 1024, now: CLOCK.now } },
    startDemo: async () => ({ url: api.url, key: DEMO_KEY, close: async () => undefined }),
  });
}

/**
 * Opens `route` (`/overview`) as the page's first load, whatever screen a launch with no route
 * would choose (the Projects home, for a user of two projects or more): the secret is already
 * where the launch URL leaves it (bridge.ts takeSecret; scripts/page-secret.ts).
 */
export async function openRoute(page: Page, started: Pick<WebHost, 'url' | 'secret'>, route: string): Promise<void> {
  await holdSecret(page, started);
  await page.goto(`${started.url}/#${route}`);
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await pinBrowserClock(context, CLOCK);
  return context.newPage();
}

/**
 * Runs `steps` one after another, run `run` starting `run` places along (0: a, b, c; 1: b, c, a;
 * …): measures taken in turns each take each place equally often. Whichever launch came second in
 * a pair ran faster (9–11 alternated launches each), so a fixed order favours one of them.
 */
export async function inTurns(run: number, steps: readonly (() => Promise<void>)[]): Promise<void> {
  for (let i = 0; i < steps.length; i++) await steps[(run + i) % steps.length]!();
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function goal(name: string, value: number, unit: string, limit: number, note?: string): Result {
  const shown = Number.isInteger(limit) ? String(limit) : limit.toFixed(1);
  return { name, value, unit, goal: `< ${shown} ${unit}`, ok: value < limit, ...(note ? { note } : {}) };
}

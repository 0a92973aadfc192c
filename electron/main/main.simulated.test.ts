// The bundled main process, run under plain Node with a simulated `electron` module
// (testing/simulated-electron.ts): proves the wiring of main.ts — data folder, core with the embedded
// demo API, IPC with its sender check, window and session rules, menu, theme, quit — on machines
// without Electron's binary. e2e/electron/smoke.spec.ts runs the real app where the binary exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_NAMES } from '../../shared/bridge.ts';
import { browserReportSchema } from '../../shared/schemas/reports.ts';
import { CONTENT_SECURITY_POLICY } from '../core/content-security-policy.ts';
import { QUIET_TRAY_MENU } from './testing/fake-watch.ts';
import { RESULT_MARKER } from './testing/simulated-electron.ts';

const root = join(import.meta.dirname, '..', '..');
type Results = Record<string, unknown> & { code: number; errors: string[] };
const LAUNCH_LINK =
  'spyglass://open/errors?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=demo-browser&status=Resolved';

// Linux only: there the keychain can be pointed at a D-Bus that does not exist, so the run never
// touches the developer's real keyring (the core then keeps keys in memory, as designed).
describe.skipIf(process.platform !== 'linux')('main.ts under a simulated Electron', () => {
  let work: string;
  let userData: string;
  let results: Results;
  let output: string;
  let packaged: { results: Results; output: string };

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'spyglass-main-'));
    userData = join(work, 'user-data');
    // The layout main.js expects: dist/electron/, dist/renderer/index.html, package.json two levels up.
    const built = spawnSync(
      process.execPath,
      [join(root, 'scripts', 'build-electron.ts'), '--out-dir', join(work, 'dist', 'electron')],
      { encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
    mkdirSync(join(work, 'dist', 'renderer'));
    writeFileSync(join(work, 'dist', 'renderer', 'index.html'), '<!doctype html><title>Spyglass</title>\n');
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'spyglass', version: '9.8.7', type: 'module' }));
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');

    const runMain = (env: Record<string, string>, args: string[] = []) => {
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          join(import.meta.dirname, 'testing', 'simulate-electron.ts'),
          join(work, 'dist', 'electron', 'main.js'),
          ...args,
        ],
        {
          encoding: 'utf8',
          timeout: 60_000,
          env: {
            ...process.env,
            APPIMAGE: '',
            DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(work, 'no-dbus')}`,
            SPYGLASS_DEV_URL: '',
            ...env,
          },
        },
      );
      const printed = `${run.stdout}\n${run.stderr}`;
      const line = run.stdout.split('\n').find((l) => l.startsWith(RESULT_MARKER));
      if (!line) throw new Error(`main.js printed no result (exit ${run.status ?? run.signal}):\n${printed}`);
      return { results: JSON.parse(line.slice(RESULT_MARKER.length)) as Results, output: printed };
    };
    // Launched by a link, as the OS does on Windows and Linux.
    ({ results, output } = runMain({ SPYGLASS_USER_DATA: userData }, [LAUNCH_LINK]));
    // As an installed app: the variable is ignored, the data folder is the OS's one.
    packaged = runMain({
      SPYGLASS_USER_DATA: join(work, 'not-for-packaged'),
      SIMULATED_ELECTRON_PACKAGED: '1',
      SIMULATED_ELECTRON_APP_DATA: join(work, 'app-data'),
    });
  }, 120_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('starts and quits cleanly', () => {
    expect(results.errors, output).toEqual([]);
    expect(results.code).toBe(0);
    expect(results['shown']).toBe(true);
  });

  it('uses the data folder it is given and sandboxes every renderer', () => {
    expect(results['path:userData']).toBe(userData);
    expect(results['enableSandbox']).toBe(true);
    expect(results['name']).toBe('Spyglass');
  });

  it('ignores SPYGLASS_USER_DATA when packaged', () => {
    expect(packaged.results.errors, packaged.output).toEqual([]);
    expect(packaged.results['path:userData']).toBe(join(work, 'app-data', 'Spyglass'));
    expect(existsSync(join(work, 'not-for-packaged'))).toBe(false);
  });

  it('opens the one window with the security settings and the built renderer', () => {
    expect(results['webPreferences']).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(results['webPreferences']).toHaveProperty('preload', join(work, 'dist', 'electron', 'preload.cjs'));
    expect(results['url']).toBe('app://spyglass/index.html');
  });

  it('serves the renderer under app://, registered before ready with its compiled code kept, and nothing outside it', () => {
    expect(results['schemes']).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
    ]);
    expect(results['page']).toEqual({
      status: 200,
      csp: CONTENT_SECURITY_POLICY,
      body: '<!doctype html><title>Spyglass</title>\n',
    });
    expect(results['outside']).toMatchObject({ status: 404 });
    expect((results['outside'] as { body: string }).body).not.toContain('9.8.7');
  });

  it('registers exactly the contract channels', () => {
    expect(results['channels']).toEqual([...CHANNEL_NAMES].sort());
  });

  it('answers the renderer from the core, with the demo API running', () => {
    expect(results['appInfo']).toMatchObject({
      ok: true,
      value: { name: 'Spyglass', version: '9.8.7', host: 'electron', demo: true },
    });
    const report = results['report'] as { ok: boolean; value: { data: unknown; source: string } };
    expect(report).toMatchObject({ ok: true, value: { source: 'network' } });
    expect(browserReportSchema.parse(report.value.data).pages.throughput).toBeGreaterThan(0);
    // And Inspect shows that answer as the service sent it, with how it was fetched.
    const inspect = results['inspect'] as {
      ok: boolean;
      value: { found: boolean; raw: string; trace: { headers: Record<string, string> } };
    };
    expect(inspect).toMatchObject({
      ok: true,
      value: { found: true, source: 'network', deviationCount: 0, trace: { headers: { 'X-API-KEY': '•••' } } },
    });
    expect(JSON.parse(inspect.value.raw)).toEqual(report.value.data);
  });

  it('lets the core refuse a bad payload', () => {
    expect(results['badPayload']).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
  });

  it('refuses calls from a subframe or from webContents that are not its window', () => {
    expect(results['fromSubframe']).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(results['fromStranger']).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('opens only http(s) links, in the system browser', () => {
    expect(results['linkOpen']).toMatchObject({ ok: true, value: { opened: true } });
    expect(results['linkRefused']).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
    expect(results['opened']).toEqual(['https://example.com/issue/1']);
  });

  it('follows the theme preference for native parts', () => {
    expect(results['prefsSet']).toMatchObject({ ok: true, value: { theme: 'dark' } });
    expect(results['themeSource']).toBe('dark');
  });

  it('denies new windows, navigation away and permissions but the clipboard', () => {
    expect(results['windowOpen']).toEqual({ action: 'deny' });
    expect(results['navigationPrevented']).toBe(true);
    expect(results['permissions']).toEqual({
      media: { request: false, check: false },
      clipboard: { request: true, check: true },
    });
  });

  it('holds every web contents, not only its window, to the same rules', () => {
    expect(results['otherContents']).toEqual({
      windowOpen: { action: 'deny' },
      navigationPrevented: true,
      redirectPrevented: true,
      webviewPrevented: true,
    });
  });

  it('registers spyglass:// and hands each link to the page as a route once it has loaded, or says why not', () => {
    // Unpackaged, the OS is told the script to run as well.
    expect(results['protocolClient']).toEqual([
      'spyglass',
      process.execPath,
      [join(work, 'dist', 'electron', 'main.js')],
    ]);
    expect(packaged.results['protocolClient']).toEqual(['spyglass']);
    expect(results['deepLinks']).toEqual([
      {
        command: 'open-link',
        route:
          '/errors?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=demo-browser&status=Resolved',
      },
      {
        command: 'open-link',
        route: '/pages/p-1?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=demo-browser&w=6h',
      },
      { command: 'link-refused', reason: 'The link has a field Spyglass does not know: "token"' },
    ]);
  });

  it('installs the menu', () => {
    expect(results['menu']).toEqual(['File', 'editMenu', 'View', 'windowMenu', 'help']);
  });

  it('starts its updater, which says why it does nothing here, with Restart to Update… disabled', () => {
    expect(results['updateStatus']).toEqual({
      ok: true,
      value: {
        state: 'unavailable',
        reason: expect.stringContaining('development run'),
        currentVersion: '9.8.7',
        automatic: true,
      },
    });
    expect(results['updateCheck']).toMatchObject({ ok: true, value: { state: 'unavailable' } });
    expect(results['updateInstall']).toEqual({ ok: true, value: { installing: false } });
    expect(results['menuUpdateItem']).toMatchObject({ enabled: false });
    // The automatic-updates preference reaches the updater.
    expect(results['updateStatusManual']).toMatchObject({
      ok: true,
      value: { state: 'unavailable', automatic: false },
    });
    // …and the page is told to ask again.
    expect(results['updateNotices']).toBe(1);
    // Installed from a .deb (no AppImage): the package manager updates it.
    expect(packaged.results['updateStatus']).toMatchObject({
      ok: true,
      value: { state: 'unavailable', reason: expect.stringContaining('package manager') },
    });
  });

  it('puts the watch in the tray, with its icon, count, menu and badge; no login item on Linux', () => {
    expect(results['trayIcon']).toEqual({ path: join(work, 'dist', 'electron', 'tray-icon.png'), found: true });
    expect(results['trayTooltip']).toBe('Spyglass — 0 unseen');
    expect(results['trayMenu']).toEqual(QUIET_TRAY_MENU);
    expect(results['badge']).toBe(0);
    // Linux has no login items in Electron; Windows alone needs the app's id for notifications.
    expect(results['loginItem']).toBeUndefined();
    expect(packaged.results['loginItem']).toBeUndefined();
    expect(results['appUserModelId']).toBeUndefined();
    expect(results['trayDestroyed']).toBe(true);
  });

  it("shows the watch's notifications, and a click on one opens the page's inbox, as the tray's Open Inbox does", () => {
    expect(results['watchTest']).toMatchObject({ ok: true, value: { notification: { opens: null } } });
    const { title, body } = (results['watchTest'] as { value: { notification: { title: string; body: string } } }).value
      .notification;
    expect(results['notifications']).toEqual([{ title, body, silent: false }]);
    expect(results['watchCommands']).toEqual([{ command: 'open-inbox' }, { command: 'open-inbox' }]);
  });

  it('asks, the first time the window closes, whether to keep watching in the tray, and stores the answer (Quit)', () => {
    expect(results['questions']).toEqual(['Keep watching in the tray when the window is closed?']);
    const settings = JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8')) as {
      host: Record<string, unknown>;
      preferences: { watch: { keepWatchingWhenClosed: boolean } };
    };
    expect(settings.host['keepWatchingAsked']).toBe(true);
    expect(settings.preferences.watch.keepWatchingWhenClosed).toBe(false);
  });

  it('remembers the window bounds in the settings', () => {
    const settings = JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8')) as {
      host: Record<string, unknown>;
    };
    expect(settings.host['window']).toEqual({ x: 33, y: 44, width: 1280, height: 820, maximized: false });
  });
});

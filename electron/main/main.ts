// The desktop app's main process: one instance, one window, the privileged core behind IPC, the
// embedded demo API when the user has no account yet, the watch in the tray. Bundled to
// dist/electron/main.js; the paths below are relative to that file.
import { app, dialog, nativeTheme, protocol, session } from 'electron';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from '../../shared/menu-command.ts';
import { LINK_SCHEME } from '../../shared/view-link.ts';
import type { Core } from '../core/core.ts';
import { APP_ID } from './app-id.ts';
import { APP_SCHEME_PRIVILEGES, rendererResponse } from './app-protocol.ts';
import { guardEveryContents } from './contents-guard.ts';
import { createDeepLinkInbox, deepLinkIn, type DeepLinkInbox } from './deep-links.ts';
import { startCore } from './desktop-core.ts';
import { registerIpc } from './ipc.ts';
import { launchedAtLogin } from './login-item.ts';
import { followSecondLaunches, openWindow } from './main-window.ts';
import { installMenu, openLogsFolder } from './menu.ts';
import { reportMainFaults } from './recovery.ts';
import { APP_SCHEME, resolveRendererLocation, type RendererLocation } from './renderer-location.ts';
import type { Running, ShellState } from './running.ts';
import type { UpdatePolicy } from './update-policy.ts';
import { createUpdates } from './updates.ts';
import { userDataDir } from './user-data.ts';
import { startWatchShell } from './watch-shell.ts';
import { hardenSession } from './window.ts';

const APP_NAME = 'Spyglass';
const here = import.meta.dirname; // dist/electron
const PRELOAD = join(here, 'preload.cjs');
const RENDERER_DIR = join(here, '..', 'renderer');
/** Copied from build/icons by scripts/build-electron.ts, with its @2x beside it. */
const TRAY_ICON = join(here, 'tray-icon.png');

/** The app's version from its package.json (app.getVersion() is Electron's when run unpackaged). */
function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(here, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return app.getVersion();
  }
}

/** Tells the user why the app cannot start (showErrorBox works before ready too) and quits. */
function fail(message: string): void {
  console.error(message);
  dialog.showErrorBox(APP_NAME, message);
  app.exit(1);
}
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Before anything else: the same data folder however the app is started (packaged, `electron
// dist/electron/main.js`, tests), and a fresh one when a test or a developer asks for it.
app.setName(APP_NAME);
app.setPath(
  'userData',
  userDataDir({
    override: process.env['SPYGLASS_USER_DATA'],
    packaged: app.isPackaged,
    appData: app.getPath('appData'),
    appName: APP_NAME,
  }),
);
// Windows shows the watch's notifications under the id the installer gave the app's shortcut.
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
// Every renderer sandboxed, whatever a window's options say.
app.enableSandbox();
// The renderer's own scheme must be known before the app is ready (see renderer-location.ts).
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// spyglass:// links open this app. Run unpackaged (`electron dist/electron/main.js`), the OS
// must be told the script as well as the executable.
// Every link is read by the allow-listing reader in shared/view-link.ts, in main and again in the page.
if (process.defaultApp && process.argv[1])
  app.setAsDefaultProtocolClient(LINK_SCHEME, process.execPath, [resolve(process.argv[1])]); // eng-disable PROTOCOL_HANDLER_JS_CHECK
else app.setAsDefaultProtocolClient(LINK_SCHEME); // eng-disable PROTOCOL_HANDLER_JS_CHECK

if (!app.requestSingleInstanceLock()) {
  // Another instance owns this data folder; it focuses its window (see 'second-instance').
  app.quit();
} else {
  start();
}

function start(): void {
  const state: ShellState = {
    window: null,
    menu: null,
    tray: null,
    stateWrite: Promise.resolve(),
    logFault: () => undefined,
    quitting: false,
  };
  reportFaults(state);
  const renderer = locateRenderer();
  if (!renderer) return;
  // Every web contents, not only the window's: no webviews, new windows or navigation away.
  guardEveryContents(app, renderer);
  const send = (command: MenuCommand) => {
    if (state.window && !state.window.isDestroyed()) state.window.webContents.send(MENU_COMMAND_CHANNEL, command);
  };
  const updates = createUpdater(state, send);
  const running: Running = {
    state,
    renderer,
    preload: PRELOAD,
    send,
    links: receiveDeepLinks(send),
    updates,
    core: startCore(state, updates, appVersion()),
  };
  // Registered at once so that no call from the first page load can miss its handler.
  const unregisterIpc = registerIpc(renderer, async (channel, payload) =>
    (await running.core).handle(channel, payload),
  );
  followSecondLaunches(running);
  quitCleanly(running, unregisterIpc);
  app
    .whenReady()
    .then(() => showApp(running))
    .catch((error: unknown) => fail(`Spyglass could not start: ${reason(error)}`));
}

/** A fault of the main process is logged and shown, never silent (a dialog once the app is ready). */
function reportFaults(state: ShellState): void {
  reportMainFaults(
    process,
    (message) =>
      app.isReady()
        ? void dialog.showMessageBox({ type: 'error', title: APP_NAME, message })
        : dialog.showErrorBox(APP_NAME, message),
    (message, error) => {
      console.error(message, error);
      const first = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
      state.logFault(`${new Date().toISOString()} FAULT main ${first.slice(0, 200)}`);
    },
  );
}

/** Where the renderer is served from; null once the app is told to quit because it is missing. */
function locateRenderer(): RendererLocation | null {
  const located = resolveRendererLocation({
    rendererDir: RENDERER_DIR,
    devUrl: process.env['SPYGLASS_DEV_URL'],
    packaged: app.isPackaged,
  });
  if (located.ok) return located.location;
  fail(located.message);
  return null;
}

/** Links from the OS: read in main, delivered to the page as routes once it has loaded. */
function receiveDeepLinks(send: (command: MenuCommand) => void): DeepLinkInbox {
  const links = createDeepLinkInbox(send);
  // macOS hands links over as events, from before the app is ready.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(url);
  });
  // Windows and Linux: as an argument of the launch.
  const launchLink = deepLinkIn(process.argv);
  if (launchLink) links.receive(launchLink);
  return links;
}

/** Started once the app is ready; the menu and the page follow its state. */
function createUpdater(state: ShellState, send: (command: MenuCommand) => void): UpdatePolicy {
  return createUpdates({
    currentVersion: appVersion(),
    packaged: app.isPackaged,
    onChange: (status) => {
      state.menu?.setUpdateReady(status.state === 'ready');
      send({ command: 'updates-changed' });
    },
  });
}

/**
 * Quitting lets the last settings write (the window's bounds, saved on close) land and stops the
 * demo API first. Whether closing the window quits is keep-running.ts's to decide.
 */
function quitCleanly(running: Running, unregisterIpc: () => void): void {
  app.on('will-quit', (event) => {
    if (running.state.quitting) return;
    event.preventDefault();
    running.state.quitting = true;
    running.state.tray?.destroy();
    running.updates.stop();
    unregisterIpc();
    running.core
      .then(async (core) => {
        await running.state.stateWrite;
        await core.close();
      })
      .catch((error: unknown) => console.error('Spyglass did not shut down cleanly:', error))
      .finally(() => app.quit());
  });
}

/** Once Electron is ready: the renderer's scheme and session, the menu, then the watch's tray, the window and the updater. */
async function showApp(running: Running): Promise<void> {
  const { renderer, updates } = running;
  if (renderer.kind === 'app') {
    const indexHtml = join(renderer.dir, 'index.html');
    if (!existsSync(indexHtml)) {
      fail(`The renderer is not built (${indexHtml} is missing). Run \`npm run build\` first.`);
      return;
    }
    protocol.handle(APP_SCHEME, (request) =>
      rendererResponse(renderer.dir, request, async () => (await running.core).lastScreen),
    );
  }
  hardenSession(session.defaultSession, renderer);
  running.state.menu = installMenu({
    appName: APP_NAME,
    updateReady: false,
    // Only ever from a user's click: the update installs on quit otherwise.
    installUpdate: () => void updates.install(),
    packaged: app.isPackaged,
    send: running.send,
    openLogsFolder: () => openLogsFolder(APP_NAME),
  });
  let core: Core;
  try {
    core = await running.core;
  } catch (error) {
    fail(`Spyglass could not start: ${reason(error)}`);
    return;
  }
  nativeTheme.themeSource = core.settings.preferences.theme;
  startWatchShell(running, core, { trayIcon: TRAY_ICON });
  // Opened at login, the app starts in the tray; the window opens from there.
  if (!launchedAtLogin(process.platform, process.argv)) {
    // With no link to follow, the window opens the home for most users: its answers are asked
    // for now, while the window loads (core/launch-prefetch.ts).
    if (!running.links.opensLink()) core.prefetchLaunch();
    openWindow(running, core);
  }
  updates.start();
  // macOS: clicking the dock icon with no window open opens one again.
  app.on('activate', () => {
    if (!running.state.window) openWindow(running, core);
  });
}

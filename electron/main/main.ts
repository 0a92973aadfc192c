// The desktop app's main process: one instance, one window, the privileged core behind IPC, the
// embedded demo API when the user has no account yet. Bundled to dist/electron/main.js; the
// paths below are relative to that file.
import { app, BrowserWindow, dialog, nativeTheme, protocol, screen, session, shell } from 'electron';
import { attachContextMenu } from './context-menu.ts';
import { reportMainFaults, watchWindow } from './recovery.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Core } from '../core/core.ts';
import { checkExternalUrl } from '../core/links.ts';
import { startEmbeddedDemo } from '../demo-api/embedded.ts';
import { APP_SCHEME_PRIVILEGES, rendererResponse } from './app-protocol.ts';
import { guardEveryContents } from './contents-guard.ts';
import { registerIpc, type Handle } from './ipc.ts';
import { installMenu, openLogsFolder, type InstalledMenu } from './menu.ts';
import { createUpdates } from './updates.ts';
import { saveWithDialog } from './save-dialog.ts';
import { APP_SCHEME, resolveRendererLocation } from './renderer-location.ts';
import { createMainWindow, hardenSession } from './window.ts';
import { restoreWindowState, WINDOW_STATE_KEY, type WindowState } from './window-state.ts';
import { userDataDir } from './user-data.ts';
import { createDeepLinkInbox, deepLinkIn } from './deep-links.ts';
import { LINK_SCHEME } from '../../shared/view-link.ts';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from '../../shared/menu-command.ts';

const APP_NAME = 'Spyglass';
const here = import.meta.dirname; // dist/electron
const PRELOAD = join(here, 'preload.cjs');
const RENDERER_DIR = join(here, '..', 'renderer');

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
  // A fault of the main process is logged and shown, never silent (a dialog once the app is ready).
  // Into the log file too once the core has it: the fault's kind and first line, nothing more.
  let logFault: (line: string) => void = () => undefined;
  reportMainFaults(
    process,
    (message) =>
      app.isReady()
        ? void dialog.showMessageBox({ type: 'error', title: APP_NAME, message })
        : dialog.showErrorBox(APP_NAME, message),
    (message, error) => {
      console.error(message, error);
      const first = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
      logFault(`${new Date().toISOString()} FAULT main ${first.slice(0, 200)}`);
    },
  );
  const located = resolveRendererLocation({
    rendererDir: RENDERER_DIR,
    devUrl: process.env['SPYGLASS_DEV_URL'],
    packaged: app.isPackaged,
  });
  if (!located.ok) {
    fail(located.message);
    return;
  }
  const renderer = located.location;
  // Every web contents, not only the window's: no webviews, new windows or navigation away.
  guardEveryContents(app, renderer);

  let window: BrowserWindow | null = null;
  const sendToPage = (command: MenuCommand) => {
    if (window && !window.isDestroyed()) window.webContents.send(MENU_COMMAND_CHANNEL, command);
  };
  // Links from the OS: read in main, delivered to the page as routes once it has loaded.
  const links = createDeepLinkInbox(sendToPage);
  // macOS hands links over as events, from before the app is ready.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(url);
  });
  // Windows and Linux: as an argument of the launch.
  const launchLink = deepLinkIn(process.argv);
  if (launchLink) links.receive(launchLink);
  /** The newest window-state write: settings writes are chained, so awaiting it awaits them all. */
  let stateWrite: Promise<void> = Promise.resolve();
  let menu: InstalledMenu | null = null;
  // Started once the preferences are read (automatic or not); the menu and page follow its state.
  const updates = createUpdates({
    currentVersion: appVersion(),
    packaged: app.isPackaged,
    onChange: (status) => {
      menu?.setUpdateReady(status.state === 'ready');
      sendToPage({ command: 'updates-changed' });
    },
  });

  const corePromise = Core.create({
    userDataDir: app.getPath('userData'),
    logsDir: app.getPath('logs'),
    host: 'electron',
    version: appVersion(),
    updates,
    startDemo: startEmbeddedDemo,
    openInBrowser: async (url) => {
      // The core has checked the link already; checked again beside the call that trusts it.
      const checked = checkExternalUrl(url);
      if (!checked.ok) throw new Error(checked.message);
      await shell.openExternal(checked.url); // eng-disable OPEN_EXTERNAL_JS_CHECK (http/https only, see checkExternalUrl)
    },
    // Only ever the user-data folder (the core passes its own path, never the renderer's).
    openFolder: async (path) => {
      const problem = await shell.openPath(path);
      if (problem) throw new Error(problem);
    },
    saveExport: (file) => saveWithDialog(window, file),
  });
  // Reported once, on ready (a dialog needs the app ready).
  corePromise.catch(() => undefined);
  corePromise.then(
    (core) => (logFault = (line) => core.log.append(line)),
    () => undefined,
  );

  // Registered at once so that no call from the first page load can miss its handler.
  const handle: Handle = async (channel, payload) => {
    const core = await corePromise;
    const reply = await core.handle(channel, payload);
    // The renderer's theme preference decides light/dark for native parts (menus, dialogs, scrollbars).
    if (channel === 'prefs.set' && reply.ok) {
      nativeTheme.themeSource = core.settings.preferences.theme;
      updates.setAutomatic(core.settings.preferences.autoUpdate);
    }
    return reply;
  };
  const unregisterIpc = registerIpc(renderer, handle);

  const openWindow = (core: Core) => {
    const workAreas = screen.getAllDisplays().map((display) => display.workArea);
    window = createMainWindow({
      preload: PRELOAD,
      renderer,
      state: restoreWindowState(core.settings.host(WINDOW_STATE_KEY), workAreas),
      onStateChange: (state: WindowState) => {
        stateWrite = core.settings
          .update((draft) => {
            draft.host[WINDOW_STATE_KEY] = state;
          })
          .catch((error: unknown) => console.error('Could not remember the window position:', error));
      },
    });
    const opened = window;
    attachContextMenu(opened);
    opened.webContents.on('did-finish-load', () => {
      links.windowReady();
      // A reload ends the page's exports; they no longer hold update checks back.
      updates.resetBusy();
    });
    watchWindow(
      opened,
      async (question) =>
        (
          await dialog.showMessageBox(opened, {
            type: 'warning',
            ...question,
            defaultId: 0,
            cancelId: question.buttons.length - 1,
            noLink: true,
          })
        ).response,
      () => app.quit(),
    );
    window.on('closed', () => {
      window = null;
      links.windowGone();
    });
  };

  // Windows and Linux: a second launch (by a link) ends in this one, with its arguments.
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkIn(argv);
    if (link) links.receive(link);
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    } else if (app.isReady()) {
      corePromise.then(openWindow, () => undefined);
    }
  });

  app.on('window-all-closed', () => {
    // macOS apps stay in the dock without windows; elsewhere closing the window quits.
    if (process.platform !== 'darwin') app.quit();
  });

  let closed = false;
  app.on('will-quit', (event) => {
    if (closed) return;
    // Let the last settings write (the window's bounds, saved on close) land and stop the demo
    // API before the process goes.
    event.preventDefault();
    closed = true;
    updates.stop();
    unregisterIpc();
    corePromise
      .then(async (core) => {
        await stateWrite;
        await core.close();
      })
      .catch((error: unknown) => console.error('Spyglass did not shut down cleanly:', error))
      .finally(() => app.quit());
  });

  app
    .whenReady()
    .then(async () => {
      if (renderer.kind === 'app') {
        const indexHtml = join(renderer.dir, 'index.html');
        if (!existsSync(indexHtml)) {
          fail(`The renderer is not built (${indexHtml} is missing). Run \`npm run build\` first.`);
          return;
        }
        protocol.handle(APP_SCHEME, (request) => rendererResponse(renderer.dir, request));
      }
      hardenSession(session.defaultSession, renderer);
      menu = installMenu({
        appName: APP_NAME,
        updateReady: false,
        // Only ever from a user's click: the update installs on quit otherwise.
        installUpdate: () => void updates.install(),
        packaged: app.isPackaged,
        send: sendToPage,
        openLogsFolder: () => openLogsFolder(APP_NAME),
      });
      let core: Core;
      try {
        core = await corePromise;
      } catch (error) {
        fail(`Spyglass could not start: ${reason(error)}`);
        return;
      }
      nativeTheme.themeSource = core.settings.preferences.theme;
      openWindow(core);
      updates.setAutomatic(core.settings.preferences.autoUpdate);
      updates.start();
      // macOS: clicking the dock icon with no window open opens one again.
      app.on('activate', () => {
        if (!window) openWindow(core);
      });
    })
    .catch((error: unknown) => fail(`Spyglass could not start: ${reason(error)}`));
}

// A stand-in for the `electron` module that lets the bundled main process (dist/electron/main.js)
// run under plain Node, for main.simulated.test.ts: Electron's binary is not installed on our
// build machines, so this is how the wiring in main.ts (data folder, core, demo API, IPC, window,
// session, menu, the watch's tray and notifications, quit) runs at all there. Once the window has loaded, a scripted "renderer" makes
// IPC calls the way the preload would, then quits the app; what happened is printed as one JSON
// line after RESULT_MARKER. The real thing is covered by e2e/electron/smoke.spec.ts.
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ipcMain } from './fake-ipc-main.ts';

export const RESULT_MARKER = '@@simulated-electron@@';
// Electron sets this when it runs a script (`electron main.js`) rather than an installed app.
if (process.env['SIMULATED_ELECTRON_PACKAGED'] !== '1') (process as { defaultApp?: boolean }).defaultApp = true;
const results: Record<string, unknown> = { errors: [] as string[] };

function finish(code: number): never {
  process.stdout.write(`\n${RESULT_MARKER}${JSON.stringify({ code, ...results })}\n`);
  process.exit(code);
}

export { ipcMain };

interface Frame {
  url: string;
  parent: Frame | null;
  frameTreeNodeId: number;
  processId: number;
}

class WebContents extends EventEmitter {
  mainFrame: Frame = { url: 'about:blank', parent: null, frameTreeNodeId: 1, processId: 1 };
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  sent: unknown[][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  getURL() {
    return this.mainFrame.url;
  }
  send(...args: unknown[]) {
    this.sent.push(args);
  }
}

type Permission = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
class Session {
  request: Permission | undefined;
  check: ((contents: unknown, permission: string) => boolean) | undefined;
  setPermissionRequestHandler(handler: Permission) {
    this.request = handler;
  }
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean) {
    this.check = handler;
  }
  granted(contents: unknown, permission: string) {
    let answer: boolean | undefined;
    this.request?.(contents, permission, (granted) => (answer = granted));
    return { request: answer, check: this.check?.(contents, permission) };
  }
}
export const session = { defaultSession: new Session() };

type ProtocolHandler = (request: { url: string; method: string }) => Promise<Response>;
export const protocol = {
  handlers: new Map<string, ProtocolHandler>(),
  registerSchemesAsPrivileged(schemes: unknown[]) {
    if (app.isReady()) throw new Error('protocol.registerSchemesAsPrivileged must be called before the app is ready');
    results['schemes'] = schemes;
  },
  handle(scheme: string, handler: ProtocolHandler) {
    if (!app.isReady()) throw new Error('protocol.handle must be called once the app is ready');
    this.handlers.set(scheme, handler);
  },
};

export class BrowserWindow extends EventEmitter {
  static windows: BrowserWindow[] = [];
  static getAllWindows() {
    return BrowserWindow.windows;
  }
  static getFocusedWindow() {
    return BrowserWindow.windows[0] ?? null;
  }
  options: Record<string, unknown>;
  webContents = new WebContents();
  destroyed = false;
  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    BrowserWindow.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
  async loadFile(path: string) {
    if (!existsSync(path)) throw new Error(`ERR_FILE_NOT_FOUND ${path}`);
    await this.loadURL(pathToFileURL(path).href);
  }
  async loadURL(url: string) {
    this.webContents.mainFrame.url = url;
    setImmediate(() => {
      this.webContents.emit('did-finish-load');
      this.emit('ready-to-show');
      drive(this).catch((error: unknown) => {
        (results['errors'] as string[]).push(String(error instanceof Error ? error.stack : error));
        finish(1);
      });
    });
  }
  isDestroyed = () => this.destroyed;
  isMinimized = () => false;
  isFullScreen = () => false;
  isMaximized = () => false;
  getNormalBounds = () => ({
    x: 33,
    y: 44,
    width: Number(this.options['width']),
    height: Number(this.options['height']),
  });
  maximize() {}
  show() {
    results['shown'] = true;
  }
  focus() {}
  restore() {}
}

class App extends EventEmitter {
  // SIMULATED_ELECTRON_PACKAGED=1 runs main.js as an installed app would be run.
  isPackaged = process.env['SIMULATED_ELECTRON_PACKAGED'] === '1';
  private readonly paths = new Map<string, string>([
    ['appData', process.env['SIMULATED_ELECTRON_APP_DATA'] || tmpdir()],
    ['downloads', tmpdir()],
  ]);
  private ready = false;
  setName(name: string) {
    results['name'] = name;
  }
  getVersion() {
    return '0.0.0-simulated-electron';
  }
  getPath(name: string) {
    // As Electron on Linux and Windows: the logs folder sits in the data folder unless set.
    if (name === 'logs' && !this.paths.has('logs') && this.paths.has('userData'))
      return join(this.paths.get('userData')!, 'logs');
    const path = this.paths.get(name);
    if (!path) throw new Error(`no path ${name}`);
    return path;
  }
  setPath(name: string, path: string) {
    this.paths.set(name, path);
    results[`path:${name}`] = path;
  }
  enableSandbox() {
    results['enableSandbox'] = true;
  }
  requestSingleInstanceLock() {
    return true;
  }
  setAsDefaultProtocolClient(...args: unknown[]) {
    results['protocolClient'] = args;
    return true;
  }
  setAppUserModelId(id: string) {
    results['appUserModelId'] = id;
  }
  setBadgeCount(count: number) {
    results['badge'] = count;
    return true;
  }
  setLoginItemSettings(settings: unknown) {
    results['loginItem'] = settings;
  }
  getLoginItemSettings() {
    return { openAtLogin: false, wasOpenedAtLogin: false };
  }
  isReady() {
    return this.ready;
  }
  whenReady() {
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        this.ready = true;
        resolve();
      }),
    );
  }
  quit() {
    let prevented = false;
    this.emit('will-quit', { preventDefault: () => (prevented = true) });
    if (!prevented) finish(0);
  }
  exit(code: number) {
    finish(code);
  }
}
export const app = new App();

/** Message boxes asked, each answered Quit where it offers it. */
const questions: string[] = [];
results['questions'] = questions;
export const dialog = {
  showErrorBox(title: string, message: string) {
    (results['errors'] as string[]).push(`${title}: ${message}`);
  },
  async showMessageBox(options: { message: string; buttons?: string[] }) {
    questions.push(options.message);
    return { response: Math.max(0, options.buttons?.indexOf('Quit') ?? 0), checkboxChecked: false };
  },
  async showSaveDialog() {
    return { canceled: true, filePath: undefined };
  },
};
export const shell = {
  opened: [] as string[],
  async openExternal(url: string) {
    this.opened.push(url);
  },
  async openPath(path: string) {
    this.opened.push(path);
    return '';
  },
};
export const clipboard = {
  written: [] as string[],
  writeText(text: string) {
    this.written.push(text);
  },
};
export const nativeTheme = { themeSource: 'system', shouldUseDarkColors: false };
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };

type Template = {
  label?: string;
  role?: string;
  type?: string;
  enabled?: boolean;
  submenu?: Template[];
  click?: () => void;
};
export const Menu = {
  buildFromTemplate: (template: Template[]) => ({ template }),
  setApplicationMenu(menu: { template: Template[] }) {
    results['menu'] = menu.template.map((item) => item.label ?? item.role);
    const help = menu.template.find((item) => item.role === 'help')?.submenu ?? [];
    results['menuUpdateItem'] = help.find((item) => item.label === 'Restart to Update…') ?? null;
  },
};

// The watch's native parts: the tray, notifications, the machine's power and network.
export const nativeImage = { createFromPath: (path: string) => ({ path, found: existsSync(path) }) };
export class Tray extends EventEmitter {
  static tray: Tray | null = null;
  menu: Template[] = [];
  constructor(image: { path: string; found: boolean }) {
    super();
    Tray.tray = this;
    results['trayIcon'] = image;
  }
  setToolTip(tooltip: string) {
    results['trayTooltip'] = tooltip;
  }
  setContextMenu(menu: { template: Template[] }) {
    this.menu = menu.template;
    results['trayMenu'] = menu.template.map((item) => item.label ?? item.type);
  }
  destroy() {
    results['trayDestroyed'] = true;
  }
}
export class Notification extends EventEmitter {
  static shown: Notification[] = [];
  static isSupported() {
    return true;
  }
  options: { title: string; body: string; silent: boolean };
  constructor(options: Notification['options']) {
    super();
    this.options = options;
  }
  show() {
    Notification.shown.push(this);
  }
}
export const powerMonitor = new EventEmitter();
export const net = { isOnline: () => true };

/** The scripted renderer: what a page would do through the preload, and a few things it must not manage. */
async function drive(window: BrowserWindow): Promise<void> {
  const contents = window.webContents;
  const call = (
    channel: string,
    payload: unknown,
    event: unknown = { sender: contents, senderFrame: contents.mainFrame },
  ) => {
    const handler = ipcMain.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(event, payload);
  };
  results['channels'] = [...ipcMain.handlers.keys()].sort();
  results['webPreferences'] = window.options['webPreferences'];
  results['url'] = contents.getURL();
  // What the page's own loads get from the app:// scheme: the page itself, and nothing outside it.
  const fetchPage = async (url: string) => {
    const handler = protocol.handlers.get(new URL(url).protocol.slice(0, -1));
    if (!handler) return { status: 'no handler' };
    const response = await handler({ url, method: 'GET' });
    return {
      status: response.status,
      csp: response.headers.get('content-security-policy'),
      body: await response.text(),
    };
  };
  results['page'] = await fetchPage(contents.getURL());
  results['outside'] = await fetchPage(contents.getURL().replace('/index.html', '/%2e%2e/%2e%2e/package.json'));
  results['appInfo'] = await call('app.info', {});
  results['updateStatus'] = await call('updates.status', {});
  results['updateCheck'] = await call('updates.check', {});
  results['updateInstall'] = await call('updates.install', {});
  results['report'] = await call('api.get', {
    endpoint: 'reports',
    path: { projectId: 'demo-browser' },
    query: { timeDur: '1d' },
  });
  results['inspect'] = await call('api.inspect', {
    endpoint: 'reports',
    path: { projectId: 'demo-browser' },
    query: { timeDur: '1d' },
  });
  results['badPayload'] = await call('api.get', { endpoint: 'reports', path: {}, query: {}, extra: true });
  const child: Frame = { url: contents.mainFrame.url, parent: contents.mainFrame, frameTreeNodeId: 2, processId: 1 };
  results['fromSubframe'] = await call('app.info', {}, { sender: contents, senderFrame: child });
  const stranger = new WebContents();
  stranger.mainFrame.url = contents.mainFrame.url;
  results['fromStranger'] = await call('app.info', {}, { sender: stranger, senderFrame: stranger.mainFrame });
  results['linkOpen'] = await call('link.open', { url: 'https://example.com/issue/1' });
  results['linkRefused'] = await call('link.open', { url: 'file:///etc/passwd' });
  results['opened'] = shell.opened;
  results['prefsSet'] = await call('prefs.set', { theme: 'dark' });
  results['themeSource'] = nativeTheme.themeSource;
  await call('prefs.set', { autoUpdate: false });
  results['updateStatusManual'] = await call('updates.status', {});
  results['windowOpen'] = contents.windowOpenHandler?.({ url: 'https://example.com/' });
  let navigationPrevented = false;
  contents.emit('will-navigate', { url: 'https://example.com/', preventDefault: () => (navigationPrevented = true) });
  results['navigationPrevented'] = navigationPrevented;
  // Web contents the window factory never made (a devtools, a PDF viewer) live under the same rules.
  const other = new WebContents();
  app.emit('web-contents-created', {}, other);
  let otherNavigation = false;
  other.emit('will-navigate', { url: 'https://example.com/', preventDefault: () => (otherNavigation = true) });
  let otherRedirect = false;
  other.emit('will-redirect', { url: 'https://example.com/', preventDefault: () => (otherRedirect = true) });
  let otherWebview = false;
  other.emit('will-attach-webview', { preventDefault: () => (otherWebview = true) }, {}, {});
  results['otherContents'] = {
    windowOpen: other.windowOpenHandler?.({ url: 'https://example.com/' }) ?? null,
    navigationPrevented: otherNavigation,
    redirectPrevented: otherRedirect,
    webviewPrevented: otherWebview,
  };
  results['permissions'] = {
    media: session.defaultSession.granted(contents, 'media'),
    clipboard: session.defaultSession.granted(contents, 'clipboard-sanitized-write'),
  };
  // spyglass:// links: a second launch's argument (Windows, Linux), an open-url event (macOS).
  const menuCommands = () =>
    contents.sent.filter(([channel]) => channel === 'menu.command').map(([, command]) => command);
  app.emit(
    'second-instance',
    {},
    [
      '/opt/Spyglass/spyglass',
      'spyglass://open/pages/p-1?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=demo-browser&w=6h',
    ],
    '/',
  );
  app.emit(
    'open-url',
    { preventDefault() {} },
    'spyglass://open/overview?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=demo-browser&token=abc',
  );
  results['deepLinks'] = menuCommands().filter(
    (command) => (command as { command: string }).command !== 'updates-changed',
  );
  results['updateNotices'] = menuCommands().filter(
    (command) => (command as { command: string }).command === 'updates-changed',
  ).length;
  // The watch's test notification, shown by the OS and clicked: the page is told to open the inbox;
  // so is it by the tray's Open Inbox.
  const sentBefore = menuCommands().length;
  results['watchTest'] = await call('watch.test', {});
  results['notifications'] = Notification.shown.map((n) => n.options);
  Notification.shown[0]?.emit('click', {});
  Tray.tray?.menu.find((item) => item.label === 'Open Inbox')?.click?.();
  results['watchCommands'] = menuCommands().slice(sentBefore);
  window.emit('close'); // remembers the bounds
  window.destroyed = true;
  window.emit('closed');
  app.emit('window-all-closed'); // asks whether to keep watching in the tray (Quit, here), then quits
}

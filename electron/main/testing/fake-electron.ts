// Just enough of Electron's main-process API for unit tests of the shell (the real binary is not
// installed on our build machines). Used as `vi.mock('electron', () => import('./testing/fake-electron.ts'))`.
import { EventEmitter } from 'node:events';
import { pathToFileURL } from 'node:url';
import { vi } from 'vitest';

export class FakeFrame {
  url: string;
  parent: FakeFrame | null;
  frameTreeNodeId: number;
  processId: number;
  constructor(url: string, options: { parent?: FakeFrame | null; frameTreeNodeId?: number; processId?: number } = {}) {
    this.url = url;
    this.parent = options.parent ?? null;
    this.frameTreeNodeId = options.frameTreeNodeId ?? 1;
    this.processId = options.processId ?? 1;
  }
}

export class FakeWebContents extends EventEmitter {
  mainFrame = new FakeFrame('about:blank');
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  send = vi.fn();
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  getURL() {
    return this.mainFrame.url;
  }
  /** Emits a navigation-like event the way Electron does; returns whether it was prevented. */
  navigate(event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect', url: string): boolean {
    let prevented = false;
    this.emit(event, { url, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

export class BrowserWindow extends EventEmitter {
  static created: BrowserWindow[] = [];
  options: { webPreferences: Record<string, unknown> } & Record<string, unknown>;
  webContents = new FakeWebContents();
  bounds = { x: 10, y: 20, width: 1200, height: 800 };
  maximized = false;
  constructor(options: BrowserWindow['options']) {
    super();
    this.options = options;
    BrowserWindow.created.push(this);
  }
  loadFile = vi.fn(async (path: string) => {
    this.webContents.mainFrame.url = pathToFileURL(path).href;
  });
  loadURL = vi.fn(async (url: string) => {
    this.webContents.mainFrame.url = url;
  });
  isDestroyed = () => false;
  isMinimized = () => false;
  isFullScreen = () => false;
  isMaximized = () => this.maximized;
  getNormalBounds = () => this.bounds;
  maximize = vi.fn();
  show = vi.fn();
}

export { ipcMain } from './fake-ipc-main.ts';

export const nativeTheme = { shouldUseDarkColors: false, themeSource: 'system' };

export class FakeSession {
  requestHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
  checkHandler: ((contents: unknown, permission: string) => boolean) | undefined;
  setPermissionRequestHandler(handler: FakeSession['requestHandler']) {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['checkHandler']) {
    this.checkHandler = handler;
  }
  /** What the request handler answers. */
  request(contents: unknown, permission: string): boolean {
    let granted: boolean | undefined;
    this.requestHandler?.(contents, permission, (answer) => (granted = answer));
    if (granted === undefined) throw new Error('the permission request was not answered');
    return granted;
  }
}

// The watch's native parts. Each stands in for Electron's own, which cannot run on our build
// machines; `resetFakeElectron()` puts them back as a fresh app has them.

/** Stands in for Electron's `Notification`: records what is shown; `click()` is the user's click. */
export class Notification extends EventEmitter {
  static supported = true;
  static shown: Notification[] = [];
  static isSupported() {
    return Notification.supported;
  }
  options: { title: string; body: string; silent?: boolean };
  constructor(options: Notification['options']) {
    super();
    this.options = options;
  }
  show() {
    Notification.shown.push(this);
  }
  click() {
    this.emit('click', {});
  }
}

/** Stands in for Electron's `MenuItemConstructorOptions`, as far as the tests read them. */
export interface FakeMenuItem {
  label?: string;
  type?: string;
  role?: string;
  enabled?: boolean;
  click?: () => void;
}

/** Stands in for Electron's `Menu`: a built menu is its template. */
export const Menu = { buildFromTemplate: (template: FakeMenuItem[]) => ({ items: template }) };

/** Stands in for Electron's `nativeImage`: an image is the path it was read from. */
export const nativeImage = { createFromPath: (path: string) => ({ path, isEmpty: () => false }) };

/** Stands in for Electron's `Tray`: keeps its image, tooltip and context menu. */
export class Tray extends EventEmitter {
  static created: Tray[] = [];
  image: unknown;
  tooltip = '';
  menu: { items: FakeMenuItem[] } | null = null;
  destroyed = false;
  constructor(image: unknown) {
    super();
    this.image = image;
    Tray.created.push(this);
  }
  setToolTip(tooltip: string) {
    this.tooltip = tooltip;
  }
  setContextMenu(menu: { items: FakeMenuItem[] } | null) {
    this.menu = menu;
  }
  destroy() {
    this.destroyed = true;
  }
  /** The context menu's item with this label. */
  item(label: string): FakeMenuItem | undefined {
    return this.menu?.items.find((item) => item.label === label);
  }
}

/** Stands in for Electron's `app`, for the parts the watch uses. */
class FakeApp extends EventEmitter {
  badge: number | null = null;
  loginItem: Record<string, unknown> | null = null;
  wasOpenedAtLogin = false;
  quit = vi.fn();
  setBadgeCount(count: number) {
    this.badge = count;
    return true;
  }
  setLoginItemSettings(settings: Record<string, unknown>) {
    this.loginItem = settings;
  }
  getLoginItemSettings() {
    return { openAtLogin: this.loginItem?.['openAtLogin'] === true, wasOpenedAtLogin: this.wasOpenedAtLogin };
  }
}
export const app = new FakeApp();

/** Stands in for Electron's `powerMonitor`: tests emit 'suspend' and 'resume'. */
export const powerMonitor = new EventEmitter();

/** Stands in for Electron's `net`: `online` is what the OS says of the network. */
export const net = {
  online: true,
  isOnline() {
    return this.online;
  },
};

/** Stands in for Electron's `dialog`: answers each message box with `answer` (a button's index). */
export const dialog = {
  answer: 0,
  showMessageBox: vi.fn(async (_options: { message: string; buttons: string[] }) => ({
    response: dialog.answer,
    checkboxChecked: false,
  })),
};

/** Every stand-in above as a fresh app has it. */
export function resetFakeElectron(): void {
  Notification.supported = true;
  Notification.shown.length = 0;
  Tray.created.length = 0;
  app.removeAllListeners();
  app.badge = null;
  app.loginItem = null;
  app.wasOpenedAtLogin = false;
  app.quit.mockClear();
  powerMonitor.removeAllListeners();
  net.online = true;
  dialog.answer = 0;
  dialog.showMessageBox.mockClear();
}

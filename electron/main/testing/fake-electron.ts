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

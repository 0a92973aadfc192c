// The one window factory, and the session rules every window lives under: isolated, sandboxed,
// no Node, no navigation away from the renderer, no new windows, no permissions but writing
// text to the clipboard.
import { BrowserWindow, nativeTheme, type Session, type WebContents } from 'electron';
import { guardContents } from './contents-guard.ts';
import { isRendererUrl, type RendererLocation } from './renderer-location.ts';
import { captureWindowState, MIN_SIZE, type WindowState } from './window-state.ts';

export interface MainWindowOptions {
  /** Absolute path of the bundled preload (CommonJS: sandboxed preloads cannot be ES modules). */
  preload: string;
  renderer: RendererLocation;
  state: WindowState;
  /** Called (debounced) when the user moves or resizes the window, and on close. */
  onStateChange: (state: WindowState) => void;
}

/** webContents made by this factory: the only ones the IPC handlers and permission checks trust. */
const appContents = new WeakSet<WebContents>();

export function isAppContents(contents: WebContents | null | undefined): contents is WebContents {
  return !!contents && appContents.has(contents);
}

export function createMainWindow({ preload, renderer, state, onStateChange }: MainWindowOptions): BrowserWindow {
  // Middle-click on a link asks for a new window, which setWindowOpenHandler below denies; the
  // 'Auxclick' Blink switch Electronegativity asks for no longer exists in Chromium. It reads its
  // eng-disable on the line where `new BrowserWindow(` starts, which Prettier would move.
  // prettier-ignore
  const window = new BrowserWindow({ // eng-disable AUXCLICK_JS_CHECK
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Spyglass',
    show: false,
    // The page paints its own theme; this only avoids a white flash before it does.
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#16181d' : '#ffffff',
    webPreferences: {
      // Our own bundled, sandboxed preload: it exposes only the contract's bridge (electron/preload).
      preload, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    },
  });
  const contents = window.webContents;
  appContents.add(contents);

  // Links with target=_blank and window.open: never a new window; no navigation away. The app
  // sets the same rules on every web contents (main.ts); set here too, so that the factory's
  // window never depends on that.
  guardContents(contents, renderer);

  let saveTimer: NodeJS.Timeout | undefined;
  const save = () => {
    clearTimeout(saveTimer);
    if (!window.isDestroyed() && !window.isMinimized() && !window.isFullScreen()) {
      onStateChange(captureWindowState(window.getNormalBounds(), window.isMaximized()));
    }
  };
  const saveSoon = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, 500);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', saveSoon);
  window.on('unmaximize', saveSoon);
  window.on('close', save);

  window.once('ready-to-show', () => {
    if (state.maximized) window.maximize();
    window.show();
  });

  const loading = window.loadURL(renderer.url);
  loading.catch((error: unknown) => console.error(`Spyglass could not load ${renderer.url}:`, error));
  return window;
}

/**
 * Session-wide rules, set once: every permission is refused except `clipboard-sanitized-write`
 * (what `navigator.clipboard.writeText` asks for: "copy event as text"; Chromium still requires a
 * user gesture), and that only for our renderer in our window.
 */
export function hardenSession(session: Session, renderer: RendererLocation): void {
  const allowed = (contents: WebContents | null, permission: string) =>
    permission === 'clipboard-sanitized-write' && isAppContents(contents) && isRendererUrl(contents.getURL(), renderer);
  session.setPermissionRequestHandler((contents, permission, callback) => callback(allowed(contents, permission)));
  session.setPermissionCheckHandler((contents, permission) => allowed(contents, permission));
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserWindow, FakeSession, type FakeWebContents } from './testing/fake-electron.ts';
import { resolveRendererLocation, type RendererLocation } from './renderer-location.ts';
import { createMainWindow, hardenSession, isAppContents } from './window.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

const page = 'app://spyglass/index.html';
const resolved = resolveRendererLocation({ rendererDir: '/app/dist/renderer', packaged: true });
if (!resolved.ok) throw new Error(resolved.message);
const renderer: RendererLocation = resolved.location;

function open(state = { width: 1280, height: 820, maximized: false }) {
  const onStateChange = vi.fn();
  const window = createMainWindow({
    preload: '/app/dist/electron/preload.cjs',
    renderer,
    state,
    onStateChange,
  }) as unknown as BrowserWindow;
  return { window, contents: window.webContents, onStateChange };
}

beforeEach(() => {
  BrowserWindow.created.length = 0;
});

describe('createMainWindow', () => {
  it('isolates and sandboxes the page, with no Node', () => {
    const { window } = open();
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/dist/electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('loads the built renderer from its own scheme', () => {
    const { window } = open();
    expect(window.loadURL).toHaveBeenCalledWith(page);
  });

  it('never opens a new window', () => {
    const { contents } = open();
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: page })).toEqual({ action: 'deny' });
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'] as const)(
    'stays on the renderer on %s',
    (event) => {
      const { contents } = open();
      expect(contents.navigate(event, 'https://example.com/')).toBe(true);
      expect(contents.navigate(event, 'file:///etc/passwd')).toBe(true);
      expect(contents.navigate(event, 'file:///app/dist/renderer/index.html')).toBe(true);
      expect(contents.navigate(event, `${page}#/errors`)).toBe(false);
    },
  );

  it('refuses webviews', () => {
    const { contents } = open();
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('restores position, size and maximized state', () => {
    const { window } = open({ x: 40, y: 50, width: 1000, height: 700, maximized: true } as never);
    expect(window.options).toMatchObject({ x: 40, y: 50, width: 1000, height: 700 });
    window.emit('ready-to-show');
    expect(window.maximize).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();
  });

  it('reports the normal bounds when the window closes', () => {
    const { window, onStateChange } = open();
    window.maximized = true;
    window.emit('close');
    expect(onStateChange).toHaveBeenCalledWith({ x: 10, y: 20, width: 1200, height: 800, maximized: true });
  });

  it('reports moves and resizes once they settle', () => {
    vi.useFakeTimers();
    try {
      const { window, onStateChange } = open();
      window.emit('move');
      window.emit('resize');
      expect(onStateChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(600);
      expect(onStateChange).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks its webContents as ours, and only those', () => {
    const { contents } = open();
    expect(isAppContents(contents as never)).toBe(true);
    expect(isAppContents({} as never)).toBe(false);
    expect(isAppContents(null)).toBe(false);
  });
});

describe('hardenSession', () => {
  const session = new FakeSession();
  hardenSession(session as never, renderer);
  const ours = () => {
    const { contents } = open();
    contents.mainFrame.url = page;
    return contents as FakeWebContents;
  };

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown'])(
    'refuses %s',
    (permission) => {
      expect(session.request(ours(), permission)).toBe(false);
      expect(session.checkHandler?.(ours(), permission)).toBe(false);
    },
  );

  it('lets our renderer write text to the clipboard', () => {
    expect(session.request(ours(), 'clipboard-sanitized-write')).toBe(true);
    expect(session.checkHandler?.(ours(), 'clipboard-sanitized-write')).toBe(true);
  });

  it('refuses the clipboard to anything else', () => {
    const elsewhere = ours();
    elsewhere.mainFrame.url = 'https://example.com/';
    expect(session.request(elsewhere, 'clipboard-sanitized-write')).toBe(false);
    const stranger = { getURL: () => page };
    expect(session.request(stranger, 'clipboard-sanitized-write')).toBe(false);
    expect(session.checkHandler?.(null, 'clipboard-sanitized-write')).toBe(false);
  });
});

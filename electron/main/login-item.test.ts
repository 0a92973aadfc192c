// Open at login follows the watch's setting, at start and on change, where Electron has login
// items and the app is installed; a launch at login is told apart so that it starts in the tray.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../shared/preferences.ts';
import { followOpenAtLogin, launchedAtLogin, OPENED_AT_LOGIN_ARG, openedAtLogin } from './login-item.ts';
import { app, resetFakeElectron } from './testing/fake-electron.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

/** The core's preferences and their listeners, as far as open at login reads them. */
function fakeCore(openAtLogin: boolean) {
  const listeners = new Set<(preferences: Preferences) => void>();
  const core = {
    settings: { preferences: { ...DEFAULT_PREFERENCES, watch: { ...DEFAULT_PREFERENCES.watch, openAtLogin } } },
    onPreferencesChanged(listener: (preferences: Preferences) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Settings ▸ Watch changes a setting. */
    set(watch: Partial<Preferences['watch']>) {
      core.settings.preferences = {
        ...core.settings.preferences,
        watch: { ...core.settings.preferences.watch, ...watch },
      };
      for (const listener of listeners) listener(core.settings.preferences);
    },
  };
  return core;
}

beforeEach(resetFakeElectron);
afterEach(() => vi.restoreAllMocks());

describe('open at login', () => {
  it('is set from the setting at start, and follows it when it changes', () => {
    const core = fakeCore(true);
    followOpenAtLogin(core, { platform: 'win32', packaged: true });
    expect(app.loginItem).toEqual({ openAtLogin: true, args: [OPENED_AT_LOGIN_ARG] });
    core.set({ openAtLogin: false });
    expect(app.loginItem).toEqual({ openAtLogin: false, args: [OPENED_AT_LOGIN_ARG] });
    expect(app.getLoginItemSettings().openAtLogin).toBe(false);
  });

  it('is left alone when another watch setting changes', () => {
    const core = fakeCore(false);
    followOpenAtLogin(core, { platform: 'darwin', packaged: true });
    const spy = vi.spyOn(app, 'setLoginItemSettings');
    core.set({ cadenceMinutes: 15 });
    expect(spy).not.toHaveBeenCalled();
    core.set({ openAtLogin: true });
    expect(spy).toHaveBeenCalledWith({ openAtLogin: true, args: [OPENED_AT_LOGIN_ARG] });
  });

  it('is never touched on Linux (Electron has no login items there) or by an unpackaged run', () => {
    const linux = fakeCore(true);
    followOpenAtLogin(linux, { platform: 'linux', packaged: true });
    linux.set({ openAtLogin: false });
    const unpackaged = fakeCore(true);
    followOpenAtLogin(unpackaged, { platform: 'win32', packaged: false });
    unpackaged.set({ openAtLogin: false });
    expect(app.loginItem).toBeNull();
  });
});

describe('a launch at login', () => {
  it('is known by its argument on Windows, by what macOS says on macOS', () => {
    expect(
      openedAtLogin({ platform: 'win32', argv: ['C:\\Spyglass.exe', OPENED_AT_LOGIN_ARG], wasOpenedAtLogin: false }),
    ).toBe(true);
    expect(openedAtLogin({ platform: 'win32', argv: ['C:\\Spyglass.exe'], wasOpenedAtLogin: false })).toBe(false);
    expect(openedAtLogin({ platform: 'darwin', argv: ['/Applications/Spyglass.app'], wasOpenedAtLogin: true })).toBe(
      true,
    );
    expect(
      openedAtLogin({
        platform: 'darwin',
        argv: ['/Applications/Spyglass.app', OPENED_AT_LOGIN_ARG],
        wasOpenedAtLogin: false,
      }),
    ).toBe(false);
  });

  it('asks macOS, and only macOS, whether it opened the app at login', () => {
    const spy = vi.spyOn(app, 'getLoginItemSettings');
    app.wasOpenedAtLogin = true;
    expect(launchedAtLogin('darwin', ['/Applications/Spyglass.app'])).toBe(true);
    expect(launchedAtLogin('linux', ['/opt/Spyglass/spyglass'])).toBe(false);
    expect(spy).toHaveBeenCalledOnce();
  });
});

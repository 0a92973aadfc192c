// Open at login, kept in step with the watch's setting: the OS's login items are set at start and
// whenever the setting changes. A launch at login starts in the tray, without the window: on
// Windows it carries an argument of ours; macOS says it opened the app at login itself.
// Electron has login items on macOS and Windows only; an unpackaged run leaves them alone (it
// would register the bare Electron binary, without our script).
import { app, type Settings as LoginItemSettings } from 'electron';
import type { Preferences } from '../../shared/preferences.ts';
import type { Core } from '../core/core.ts';

/** Given to the app by a launch at login (Windows). */
export const OPENED_AT_LOGIN_ARG = '--opened-at-login';

/** Whether this copy of the app may change the OS's login items. */
export const managesLoginItem = (platform: NodeJS.Platform, packaged: boolean): boolean =>
  packaged && (platform === 'darwin' || platform === 'win32');

export function loginItemSettings(openAtLogin: boolean): LoginItemSettings {
  return { openAtLogin, args: [OPENED_AT_LOGIN_ARG] };
}

/** Whether this launch is the OS opening the app at login: it then starts in the tray. */
export function openedAtLogin(launch: {
  platform: NodeJS.Platform;
  argv: readonly string[];
  /** macOS's own word (app.getLoginItemSettings().wasOpenedAtLogin); macOS passes no arguments. */
  wasOpenedAtLogin: boolean;
}): boolean {
  if (launch.platform === 'darwin') return launch.wasOpenedAtLogin;
  return launch.argv.includes(OPENED_AT_LOGIN_ARG);
}

/** This launch, as the OS made it. */
export function launchedAtLogin(platform: NodeJS.Platform, argv: readonly string[]): boolean {
  return openedAtLogin({
    platform,
    argv,
    wasOpenedAtLogin: platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin,
  });
}

/** Sets the login item from the setting now, and again whenever it changes. */
export function followOpenAtLogin(
  core: { settings: { readonly preferences: Preferences } } & Pick<Core, 'onPreferencesChanged'>,
  where: { platform: NodeJS.Platform; packaged: boolean },
): void {
  if (!managesLoginItem(where.platform, where.packaged)) return;
  let applied = core.settings.preferences.watch.openAtLogin;
  app.setLoginItemSettings(loginItemSettings(applied));
  core.onPreferencesChanged(({ watch }) => {
    if (watch.openAtLogin === applied) return;
    applied = watch.openAtLogin;
    app.setLoginItemSettings(loginItemSettings(applied));
  });
}

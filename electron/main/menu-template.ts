// The application menu as data: the platform's standard roles plus our commands, which go to the
// renderer as menu commands. Kept free of runtime `electron` imports so tests can read it.
import type { MenuItemConstructorOptions } from 'electron';
import { PRESETS, windowLabel } from '../../shared/time-window.ts';
import type { MenuCommand } from '../../shared/menu-command.ts';

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Dev tools and reload exist only in development builds. */
  packaged: boolean;
  appName: string;
  send: (command: MenuCommand) => void;
  /** Help ▸ Open Logs Folder: the request log, in the system's file manager. */
  openLogsFolder: () => void;
  /** An update is downloaded and checked: Help ▸ Restart to Update… is enabled only then. */
  updateReady: boolean;
  installUpdate: () => void;
}

/** Cmd/Ctrl+1 … Cmd/Ctrl+9, then Cmd/Ctrl+0 for the tenth preset, as in browsers' tab keys. */
export const presetAccelerator = (index: number): string => `CmdOrCtrl+${(index + 1) % 10}`;

export function menuTemplate({
  platform,
  packaged,
  appName,
  send,
  openLogsFolder,
  updateReady,
  installUpdate,
}: MenuOptions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const timeWindows: MenuItemConstructorOptions[] = PRESETS.map((preset, index) => ({
    label: windowLabel({ kind: 'relative', dur: preset }),
    accelerator: presetAccelerator(index),
    click: () => send({ command: 'window', preset }),
  }));

  const view: MenuItemConstructorOptions[] = [
    // Cmd/Ctrl+R refreshes the data, not the page: a page reload would only lose the view's state.
    { label: 'Refresh Data', accelerator: 'CmdOrCtrl+R', click: () => send({ command: 'refresh' }) },
    { label: 'Time Window', submenu: timeWindows },
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    // Ctrl+= as well as Ctrl++ (Shift+=): on most Windows and Linux keyboards + needs Shift.
    { role: 'zoomIn', accelerator: 'CmdOrCtrl+=', visible: false, acceleratorWorksWhenHidden: true },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
    { type: 'separator' },
    // A way back from a stuck page in every build; the data's refresh keeps Cmd/Ctrl+R.
    { label: 'Reload Window', role: 'forceReload', accelerator: 'CmdOrCtrl+Shift+R' },
    ...(packaged ? [] : ([{ role: 'toggleDevTools' }] satisfies MenuItemConstructorOptions[])),
  ];

  // Settings sit where each platform looks for them: the app menu on macOS, File elsewhere.
  const settings: MenuItemConstructorOptions = {
    label: mac ? 'Settings…' : 'Settings',
    accelerator: 'CmdOrCtrl+,',
    click: () => send({ command: 'settings' }),
  };
  const appMenu: MenuItemConstructorOptions[] = [
    { role: 'about' },
    { type: 'separator' },
    settings,
    { type: 'separator' },
    { role: 'services' },
    { type: 'separator' },
    { role: 'hide' },
    { role: 'hideOthers' },
    { role: 'unhide' },
    { type: 'separator' },
    { role: 'quit' },
  ];

  return [
    ...(mac ? [{ label: appName, submenu: appMenu } satisfies MenuItemConstructorOptions] : []),
    { label: 'File', submenu: mac ? [{ role: 'close' }] : [settings, { type: 'separator' }, { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        {
          label: 'Keyboard Shortcuts',
          accelerator: mac ? 'Cmd+/' : 'Ctrl+/',
          click: () => send({ command: 'shortcuts' }),
        },
        { type: 'separator' },
        { label: 'Open Logs Folder', click: openLogsFolder },
        // Never offered as a dialog: the update installs on quit anyway, this only does it now.
        { label: 'Restart to Update…', enabled: updateReady, click: installUpdate },
        // The app's own About (versions, folders, Copy diagnostics), not the platform's bare panel.
        { label: `About ${appName}`, click: () => send({ command: 'about' }) },
      ],
    },
  ];
}

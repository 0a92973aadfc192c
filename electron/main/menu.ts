// Installs the application menu and delivers its commands to the window's renderer; rebuilt when
// an update becomes ready (Help ▸ Restart to Update… is enabled only then).
import { Menu, type BrowserWindow } from 'electron';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from '../../shared/menu-command.ts';
import { menuTemplate } from './menu-template.ts';

export interface InstalledMenu {
  setUpdateReady(ready: boolean): void;
}

export function installMenu(options: { appName: string; packaged: boolean; target: () => BrowserWindow | null; openLogsFolder: () => void; installUpdate: () => void; updateReady: boolean }): InstalledMenu {
  const send = (command: MenuCommand) => {
    const window = options.target();
    if (window && !window.isDestroyed()) window.webContents.send(MENU_COMMAND_CHANNEL, command);
  };
  let shownReady: boolean | null = null;
  const build = (updateReady: boolean) => {
    if (updateReady === shownReady) return;
    shownReady = updateReady;
    const template = menuTemplate({ platform: process.platform, packaged: options.packaged, appName: options.appName, send, openLogsFolder: options.openLogsFolder, updateReady, installUpdate: options.installUpdate });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  build(options.updateReady);
  return { setUpdateReady: build };
}

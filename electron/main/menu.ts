// Installs the application menu and delivers its commands to the window's renderer.
import { Menu, type BrowserWindow } from 'electron';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from '../../shared/menu-command.ts';
import { menuTemplate } from './menu-template.ts';

export function installMenu(options: { appName: string; packaged: boolean; target: () => BrowserWindow | null; openLogsFolder: () => void }): void {
  const send = (command: MenuCommand) => {
    const window = options.target();
    if (window && !window.isDestroyed()) window.webContents.send(MENU_COMMAND_CHANNEL, command);
  };
  const template = menuTemplate({ platform: process.platform, packaged: options.packaged, appName: options.appName, send, openLogsFolder: options.openLogsFolder });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

// Installs the application menu and delivers its commands to the window's renderer; rebuilt when
// an update becomes ready (Help ▸ Restart to Update… is enabled only then).
import { app, dialog, Menu, shell } from 'electron';
import { mkdir } from 'node:fs/promises';
import type { MenuCommand } from '../../shared/menu-command.ts';
import { menuTemplate } from './menu-template.ts';

export interface InstalledMenu {
  setUpdateReady(ready: boolean): void;
}

export function installMenu(options: {
  appName: string;
  packaged: boolean;
  send: (command: MenuCommand) => void;
  openLogsFolder: () => void;
  installUpdate: () => void;
  updateReady: boolean;
}): InstalledMenu {
  const { send } = options;
  let shownReady: boolean | null = null;
  const build = (updateReady: boolean) => {
    if (updateReady === shownReady) return;
    shownReady = updateReady;
    const template = menuTemplate({
      platform: process.platform,
      packaged: options.packaged,
      appName: options.appName,
      send,
      openLogsFolder: options.openLogsFolder,
      updateReady,
      installUpdate: options.installUpdate,
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  build(options.updateReady);
  return { setUpdateReady: build };
}

/** Help ▸ Open Logs Folder: the folder the request log is written to, in the system's file manager. */
export function openLogsFolder(appName: string): void {
  const logs = app.getPath('logs');
  void mkdir(logs, { recursive: true })
    .then(() => shell.openPath(logs))
    .then((problem) => {
      if (problem)
        void dialog.showMessageBox({
          type: 'error',
          title: appName,
          message: `The logs folder could not be opened: ${problem}`,
        });
    });
}

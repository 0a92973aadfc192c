// The watch in the desktop shell, joined to the running app: OS notifications, the tray with its
// menu and the badge, staying in the tray when the window closes, open at login, and the
// machine's sleep and network told to the watch. The watch itself runs in the core
// (core.watch); each part here is its own module, this only wires them.
import { app, nativeImage } from 'electron';
import type { Core } from '../core/core.ts';
import { followConnectivity } from './connectivity.ts';
import { keepRunningWhenClosed } from './keep-running.ts';
import { followOpenAtLogin } from './login-item.ts';
import { showWindow } from './main-window.ts';
import type { Running } from './running.ts';
import { showWatchNotifications } from './watch-notifications.ts';
import { createWatchOpener } from './watch-open.ts';
import { installWatchTray } from './watch-tray.ts';

/** Once the app is ready and the core started, before the window opens (its closing is decided here). */
export function startWatchShell(running: Running, core: Core, options: { trayIcon: string }): void {
  const { watch } = core;
  const bringForward = () => showWindow(running, core);
  const open = createWatchOpener({
    account: (accountId) => core.settings.account(accountId),
    links: running.links,
    showWindow: bringForward,
  });
  const report = (what: string) => (reply: { ok: boolean; error?: { message: string } }) => {
    if (!reply.ok) console.error(`${what}: ${reply.error?.message}`);
  };

  showWatchNotifications(watch, open);
  running.state.tray = installWatchTray({
    watch,
    icon: nativeImage.createFromPath(options.trayIcon),
    platform: process.platform,
    actions: {
      open,
      checkNow: () => void core.call('watch.check', {}).then(report('The watch could not check now')),
      snoozeEverything: () =>
        void core.call('watch.snooze', { scope: 'all', choice: '1h' }).then(report('The watch could not snooze')),
      showApp: bringForward,
      quit: () => app.quit(),
    },
  });
  keepRunningWhenClosed(core, process.platform);
  followOpenAtLogin(core, { platform: process.platform, packaged: app.isPackaged });
  followConnectivity(watch);
}

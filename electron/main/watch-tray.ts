// The watch in the tray (the menu bar on macOS): its unseen count in the tooltip and the app's
// badge, and a menu of the latest unseen alerts (each opens its view), the inbox, a check now, a
// snooze of everything, the window and Quit. Rebuilt when the watch's state changes what it shows.
import { app, Menu, Tray, type MenuItemConstructorOptions, type NativeImage } from 'electron';
import type { WatchState } from '../../shared/bridge.ts';
import type { WatchService } from '../core/watch/watch-service.ts';
import type { WatchView } from './watch-open.ts';

/** How many unseen alerts the menu lists; the inbox has the rest. */
export const TRAY_ALERTS = 5;
/** A menu item's label past this is cut: the menu stays narrow enough to read at a glance. */
const MAX_LABEL = 64;

export interface TrayView {
  tooltip: string;
  unseen: number;
  /** The latest unseen alerts, newest first, each with what a click opens. */
  alerts: { label: string; opens: NonNullable<WatchView> }[];
  /** A check is under way: Check now waits for it. */
  checking: boolean;
}

const cut = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/** What the tray shows of the watch's state. */
export function trayView(state: WatchState): TrayView {
  return {
    tooltip: `Spyglass — ${state.unseen} unseen`,
    unseen: state.unseen,
    alerts: state.inbox
      .filter((entry) => !entry.seen)
      .slice(0, TRAY_ALERTS)
      .map((entry) => ({
        label: cut(`${entry.projectName}: ${entry.what}`),
        opens: { ...entry.view, accountId: entry.accountId, projectId: entry.projectId },
      })),
    checking: state.checking,
  };
}

export interface TrayActions {
  /** An alert's view, or the inbox (null). */
  open: (view: WatchView) => void;
  checkNow: () => void;
  snoozeEverything: () => void;
  /** The window, brought forward or opened again. */
  showApp: () => void;
  quit: () => void;
}

/** The tray's context menu. */
export function trayMenuTemplate(view: TrayView, actions: TrayActions): MenuItemConstructorOptions[] {
  const alerts: MenuItemConstructorOptions[] =
    view.alerts.length > 0
      ? view.alerts.map(({ label, opens }) => ({ label, click: () => actions.open(opens) }))
      : [{ label: 'Nothing unseen', enabled: false }];
  return [
    ...alerts,
    { type: 'separator' },
    { label: 'Open Inbox', click: () => actions.open(null) },
    { label: 'Check now', enabled: !view.checking, click: actions.checkNow },
    { label: 'Snooze everything 1 h', click: actions.snoozeEverything },
    { type: 'separator' },
    { label: 'Open Spyglass', click: actions.showApp },
    { label: 'Quit', click: actions.quit },
  ];
}

/** The badge: the dock's on macOS, the launcher's on Linux (Unity and docks that read it); Windows has none. */
export const hasBadge = (platform: NodeJS.Platform): boolean => platform === 'darwin' || platform === 'linux';

export interface WatchTray {
  destroy(): void;
}

/** Puts the watch in the tray and keeps it in step with the watch's state. */
export function installWatchTray(options: {
  watch: Pick<WatchService, 'state' | 'onChange'>;
  icon: NativeImage;
  platform: NodeJS.Platform;
  actions: TrayActions;
}): WatchTray {
  const { watch, platform, actions } = options;
  const tray = new Tray(options.icon);
  // Windows: a click on the icon opens the window (its menu is on the right click). macOS and
  // Linux open the menu on a click.
  tray.on('click', actions.showApp);
  let shown = '';
  const show = (state: WatchState) => {
    const view = trayView(state);
    const key = JSON.stringify(view);
    if (key === shown) return; // a change the tray does not show (the next check's time, notes)
    shown = key;
    tray.setToolTip(view.tooltip);
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(view, actions)));
    if (hasBadge(platform)) app.setBadgeCount(view.unseen);
  };
  show(watch.state());
  const stop = watch.onChange(show);
  return {
    destroy() {
      stop();
      tray.destroy();
    },
  };
}

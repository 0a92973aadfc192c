// The one window: opened where it was left, its bounds remembered as they change, its page
// watched for crashes and hangs, and brought forward when the app is launched again.
import { app, dialog, screen } from 'electron';
import type { Core } from '../core/core.ts';
import { attachContextMenu } from './context-menu.ts';
import { deepLinkIn } from './deep-links.ts';
import { watchWindow } from './recovery.ts';
import type { Running } from './running.ts';
import { createMainWindow } from './window.ts';
import { restoreWindowState, WINDOW_STATE_KEY, type WindowState } from './window-state.ts';

/** The window, restored where it was left; its bounds are remembered as they change. */
export function openWindow(running: Running, core: Core): void {
  const { state, links, updates } = running;
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const window = createMainWindow({
    preload: running.preload,
    renderer: running.renderer,
    state: restoreWindowState(core.settings.host(WINDOW_STATE_KEY), workAreas),
    onStateChange: (bounds: WindowState) => {
      state.stateWrite = core.settings
        .update((draft) => {
          draft.host[WINDOW_STATE_KEY] = bounds;
        })
        .catch((error: unknown) => console.error('Could not remember the window position:', error));
    },
  });
  state.window = window;
  attachContextMenu(window);
  window.webContents.on('did-finish-load', () => {
    links.windowReady();
    // A reload ends the page's exports; they no longer hold update checks back.
    updates.resetBusy();
  });
  watchWindow(
    window,
    async (question) =>
      (
        await dialog.showMessageBox(window, {
          type: 'warning',
          ...question,
          defaultId: 0,
          cancelId: question.buttons.length - 1,
          noLink: true,
        })
      ).response,
    () => app.quit(),
  );
  window.on('closed', () => {
    state.window = null;
    links.windowGone();
  });
}

/** The window brought forward, or opened again (closed while the app kept watching in the tray). */
export function showWindow(running: Running, core: Core): void {
  const window = running.state.window;
  if (!window) return openWindow(running, core);
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/** Windows and Linux: a second launch (by a link) ends in this one, with its arguments. */
export function followSecondLaunches(running: Running): void {
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkIn(argv);
    if (link) running.links.receive(link);
    if (!app.isReady()) return; // the window opens once the app is ready
    running.core.then(
      (core) => showWindow(running, core),
      () => undefined,
    );
  });
}

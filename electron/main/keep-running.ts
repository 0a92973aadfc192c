// What closing the last window does: on macOS the app stays (in the dock and the menu bar), as
// Mac apps do; elsewhere it stays in the tray, watching, when the watch's keep-watching setting
// says so, and quits otherwise. The first time, it asks, once: the answer becomes the setting,
// and the shell remembers in its host settings (beside the window's bounds) that it asked. A
// choice made in Settings ▸ Watch before that counts as the answer.
import { app, dialog, type MessageBoxOptions } from 'electron';
import type { Core } from '../core/core.ts';

/** Host settings key: true once the user has said whether to keep watching with the window closed. */
export const KEEP_WATCHING_ASKED_KEY = 'keepWatchingAsked';

export type AfterLastWindow = 'stay' | 'quit' | 'ask';

export function afterLastWindow(situation: {
  platform: NodeJS.Platform;
  asked: boolean;
  keepWatching: boolean;
}): AfterLastWindow {
  if (situation.platform === 'darwin') return 'stay';
  if (!situation.asked) return 'ask';
  return situation.keepWatching ? 'stay' : 'quit';
}

const KEEP_WATCHING = 0;
export const KEEP_WATCHING_QUESTION = {
  type: 'question',
  title: 'Spyglass',
  message: 'Keep watching in the tray when the window is closed?',
  detail: 'You can change this in Settings ▸ Watch.',
  buttons: ['Keep watching', 'Quit'],
  defaultId: KEEP_WATCHING,
  // Escape or the box's close button keeps what the setting already says (watching, unless
  // changed): the app is still one click away from Quit in the tray.
  cancelId: KEEP_WATCHING,
  noLink: true,
} satisfies MessageBoxOptions;

export type KeepRunningCore = Pick<Core, 'settings' | 'call' | 'onPreferencesChanged'>;

export interface KeepRunning {
  /** What 'window-all-closed' does; resolves once it is done (the answer stored, the app quitting or not). */
  lastWindowClosed(): Promise<void>;
}

/** Decides, on 'window-all-closed', whether the app quits; asks the first time. */
export function keepRunningWhenClosed(core: KeepRunningCore, platform: NodeJS.Platform): KeepRunning {
  const asked = () => core.settings.host<unknown>(KEEP_WATCHING_ASKED_KEY) === true;
  const rememberAsked = async () => {
    if (asked()) return;
    await core.settings.update((draft) => {
      draft.host[KEEP_WATCHING_ASKED_KEY] = true;
    });
  };
  const reportFailure = (error: unknown) => console.error('Could not remember whether to keep watching:', error);

  let chosen = core.settings.preferences.watch.keepWatchingWhenClosed;
  core.onPreferencesChanged(({ watch }) => {
    if (watch.keepWatchingWhenClosed === chosen) return;
    chosen = watch.keepWatchingWhenClosed;
    rememberAsked().catch(reportFailure);
  });

  const ask = async () => {
    const { response } = await dialog.showMessageBox(KEEP_WATCHING_QUESTION);
    const keepWatchingWhenClosed = response === KEEP_WATCHING;
    try {
      const stored = await core.call('prefs.set', {
        watch: { ...core.settings.preferences.watch, keepWatchingWhenClosed },
      });
      if (!stored.ok) throw new Error(stored.error.message);
      await rememberAsked();
    } catch (error) {
      reportFailure(error);
    }
    if (!keepWatchingWhenClosed) app.quit();
  };

  /** The question on screen: a window opened and closed again meanwhile does not ask twice. */
  let asking: Promise<void> | null = null;
  const lastWindowClosed = async () => {
    const next = afterLastWindow({
      platform,
      asked: asked(),
      keepWatching: core.settings.preferences.watch.keepWatchingWhenClosed,
    });
    if (next === 'quit') app.quit();
    else if (next === 'ask') {
      asking ??= ask()
        .catch(reportFailure)
        .finally(() => (asking = null));
      await asking;
    }
  };
  app.on('window-all-closed', () => void lastWindowClosed());
  return { lastWindowClosed };
}

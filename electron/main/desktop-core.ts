// The core as the desktop app runs it: the system browser, the file manager, the save dialog and
// the updater are the desktop's; the native theme follows the preference.
import { app, nativeTheme, shell } from 'electron';
import { Core } from '../core/core.ts';
import { checkExternalUrl } from '../core/links.ts';
import { startEmbeddedDemo } from '../demo-api/embedded.ts';
import type { ShellState } from './running.ts';
import { saveWithDialog } from './save-dialog.ts';
import type { UpdatePolicy } from './update-policy.ts';

/**
 * The core, with what only the desktop app can do: the system browser, the file manager, the
 * save dialog, the updater. It keeps the updater on the automatic-updates preference; the shell
 * follows the theme preference for the native parts (menus, dialogs, scrollbars).
 */
export function startCore(state: ShellState, updates: UpdatePolicy, version: string): Promise<Core> {
  const core = Core.create({
    userDataDir: app.getPath('userData'),
    logsDir: app.getPath('logs'),
    host: 'electron',
    version,
    updates,
    startDemo: startEmbeddedDemo,
    openInBrowser: async (url) => {
      // The core has checked the link already; checked again beside the call that trusts it.
      const checked = checkExternalUrl(url);
      if (!checked.ok) throw new Error(checked.message);
      await shell.openExternal(checked.url); // eng-disable OPEN_EXTERNAL_JS_CHECK (http/https only, see checkExternalUrl)
    },
    // Only ever the user-data folder (the core passes its own path, never the renderer's).
    openFolder: async (path) => {
      const problem = await shell.openPath(path);
      if (problem) throw new Error(problem);
    },
    saveExport: (file) => saveWithDialog(state.window, file),
  });
  core.then(
    (started) => {
      state.logFault = (line) => started.log.append(line);
      started.onPreferencesChanged((preferences) => (nativeTheme.themeSource = preferences.theme));
    },
    () => undefined, // reported once, on ready (a dialog needs the app ready)
  );
  return core;
}

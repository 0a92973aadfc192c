// A window whose page crashed or stopped answering, and a fault of the main process: each is said
// to the user with a way on (Reload, Wait, Quit), never left silent or blank. The questions go
// through `ask`, so the rules are tested without Electron's dialogs.
import type { BrowserWindow } from 'electron';

export interface Question {
  title: string;
  message: string;
  detail: string;
  buttons: string[];
}
/** Shows a question and resolves to the index of the button chosen. */
export type Ask = (question: Question) => Promise<number>;

/** Offers Reload and Quit when the window's page crashes, and Wait, Reload or Quit when it hangs. */
export function watchWindow(
  window: Pick<BrowserWindow, 'on' | 'isDestroyed'> & {
    webContents: Pick<BrowserWindow['webContents'], 'on' | 'reload'>;
  },
  ask: Ask,
  quit: () => void,
): void {
  let asking = false;
  const offer = async (question: Question, actions: (() => void)[]) => {
    if (asking || window.isDestroyed()) return;
    asking = true;
    try {
      actions[await ask(question)]?.();
    } finally {
      asking = false;
    }
  };
  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    void offer(
      {
        title: 'Spyglass',
        message: 'The Spyglass window stopped working.',
        detail: `Its page ended (${details.reason.replace(/-/g, ' ')}). Your accounts and the offline cache are safe; reloading draws the window again.`,
        buttons: ['Reload', 'Quit'],
      },
      [() => window.webContents.reload(), quit],
    );
  });
  window.on('unresponsive', () => {
    void offer(
      {
        title: 'Spyglass',
        message: 'The Spyglass window is not answering.',
        detail: 'It may be busy with a large answer. Wait a little longer, or reload the window.',
        buttons: ['Wait', 'Reload', 'Quit'],
      },
      [() => undefined, () => window.webContents.reload(), quit],
    );
  });
}

/** A fault of the main process is logged and shown, and the app goes on where it can. */
export function reportMainFaults(
  process: Pick<NodeJS.Process, 'on'>,
  show: (message: string) => void,
  log: (message: string, error: unknown) => void = console.error,
): void {
  const report = (what: string) => (error: unknown) => {
    log(`${what}:`, error);
    show(
      `${what}: ${error instanceof Error ? error.message : String(error)}. Spyglass goes on; if something looks wrong, reload the window (Cmd/Ctrl+Shift+R).`,
    );
  };
  process.on('uncaughtException', report('Spyglass met an unexpected fault'));
  process.on('unhandledRejection', report('Spyglass met an unexpected fault'));
}

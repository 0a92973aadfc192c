// The one event the privileged side sends unasked: a native menu item (or its accelerator) was
// used, the OS handed the app a spyglass:// link, or a click on the watch's tray or notification
// asks for a view. Main sends it on MENU_COMMAND_CHANNEL; the preload hands it to `onMenuCommand` listeners.
// Free of zod on purpose: the sandboxed preload bundles it.
import type { Preset } from './time-window.ts';

export const MENU_COMMAND_CHANNEL = 'menu.command';

export type MenuCommand =
  | { command: 'refresh' } // View ▸ Refresh data (Cmd/Ctrl+R)
  | { command: 'window'; preset: Preset } // View ▸ Time window ▸ … (Cmd/Ctrl+1…0)
  | { command: 'shortcuts' } // Help ▸ Keyboard shortcuts
  | { command: 'about' } // Help ▸ About Spyglass
  | { command: 'settings' } // Settings… (Cmd/Ctrl+,)
  | { command: 'open-link'; route: string } // a spyglass:// link from the OS, read and checked by main
  | { command: 'link-refused'; reason: string } // a spyglass:// link that main would not open
  | { command: 'open-inbox' } // the watch's inbox: the tray's Open Inbox, a click on a digest notification
  | { command: 'updates-changed' }; // the updater's state moved on: ask `updates.status` again

/** Hosts that can push menu commands (Electron) offer this; the browser host has no menu. */
export interface MenuEvents {
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

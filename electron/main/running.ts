// What the desktop app holds while it runs: the parts main.ts's steps make once, and the state
// they change (the window, the menu, the tray, the last settings write), kept in one place.
import type { BrowserWindow } from 'electron';
import type { MenuCommand } from '../../shared/menu-command.ts';
import type { Core } from '../core/core.ts';
import type { DeepLinkInbox } from './deep-links.ts';
import type { InstalledMenu } from './menu.ts';
import type { RendererLocation } from './renderer-location.ts';
import type { UpdatePolicy } from './update-policy.ts';
import type { WatchTray } from './watch-tray.ts';

/** What the shell's steps change while the app runs, in one place. */
export interface ShellState {
  window: BrowserWindow | null;
  menu: InstalledMenu | null;
  /** Held while the app runs: a tray nothing refers to is taken by the garbage collector, icon and all. */
  tray: WatchTray | null;
  /** The newest window-state write: settings writes are chained, so awaiting it awaits them all. */
  stateWrite: Promise<void>;
  /** Into the log file once the core has it: the fault's kind and first line, nothing more. */
  logFault: (line: string) => void;
  /** The last writes are landing; the next 'will-quit' lets the app go. */
  quitting: boolean;
}

/** The running app: its parts, each made once by a step of `start`, and its state. */
export interface Running {
  readonly state: ShellState;
  readonly renderer: RendererLocation;
  /** The preload script the window loads. */
  readonly preload: string;
  /** Sends a command to the window's page, when there is one. */
  readonly send: (command: MenuCommand) => void;
  readonly links: DeepLinkInbox;
  readonly updates: UpdatePolicy;
  readonly core: Promise<Core>;
}

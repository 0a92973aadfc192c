// spyglass:// links handed to the app by the OS: on macOS as 'open-url' events (before the app is
// ready too), elsewhere as an argument of the launch or of a second launch, which the single
// instance lock turns into 'second-instance'. Each is read by the one allow-listing reader and
// passed to the window as a route, or refused, in words; links that come before the window has
// loaded wait for it. Kept free of runtime `electron` imports so tests can drive it.
import type { MenuCommand } from '../../shared/menu-command.ts';
import { LINK_SCHEME, linkRoute, parseDeepLink } from '../../shared/view-link.ts';

/** The deep link among a launch's arguments (after the executable and its own switches). */
export function deepLinkIn(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${LINK_SCHEME}://`)) ?? null;
}

/** The route a link opens, as the renderer's fragment reads it (`/errors/7%3Aabc?account=…`). */
export function routeOfLink(raw: string): { ok: true; route: string } | { ok: false; reason: string } {
  const read = parseDeepLink(raw);
  if (!read.ok) return read;
  return { ok: true, route: linkRoute(read.link) };
}

export interface DeepLinkInbox {
  /** A link from the OS, however it came (or one the watch makes of an alert's view). */
  receive(raw: string): void;
  /** A command for the page that waits for it as a link does (the watch's inbox). */
  deliver(command: MenuCommand): void;
  /** The window can take commands now: what waited is delivered, in order. */
  windowReady(): void;
  /** The window went away: links wait again. */
  windowGone(): void;
  /** A link waits for the window: the launch opens its route, not the screen a launch with no route opens. */
  opensLink(): boolean;
}

export function createDeepLinkInbox(send: (command: MenuCommand) => void): DeepLinkInbox {
  let ready = false;
  const waiting: MenuCommand[] = [];
  const deliver = (command: MenuCommand) => (ready ? send(command) : waiting.push(command));
  return {
    receive(raw) {
      const read = routeOfLink(raw);
      deliver(read.ok ? { command: 'open-link', route: read.route } : { command: 'link-refused', reason: read.reason });
    },
    deliver,
    windowReady() {
      ready = true;
      for (const command of waiting.splice(0)) send(command);
    },
    windowGone() {
      ready = false;
    },
    opensLink: () => waiting.some((command) => command.command === 'open-link'),
  };
}

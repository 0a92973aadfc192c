// Where a click on the watch's notification or tray item goes. The window comes forward (made
// again when it was closed while the app watched from the tray); then an alert's view opens the
// way a shared link does: as a spyglass:// link handed to the deep-link inbox (deep-links.ts), so
// it is read by the same allow-list, waits for the page the same way and reaches it as the same
// 'open-link' command. A digest, or an alert whose account is gone, opens the inbox. Kept free of
// runtime `electron` imports so tests can drive it.
import type { WatchNotification } from '../../shared/bridge.ts';
import { formatDeepLink, viewLinkFrom, type LinkAccount } from '../../shared/view-link.ts';
import type { DeepLinkInbox } from './deep-links.ts';

/** What a click opens: an alert's view in its project, or null for the inbox. */
export type WatchView = WatchNotification['opens'];

/** The spyglass:// link to an alert's view, with its account as the app knows it now; null when the account is gone. */
export function watchLink(view: NonNullable<WatchView>, account: LinkAccount | undefined): string | null {
  if (!account) return null;
  const { id, name, baseUrl } = account;
  return formatDeepLink(
    viewLinkFrom(view.segments, new URLSearchParams(view.params), { id, name, baseUrl }, view.projectId),
  );
}

export interface WatchOpenerOptions {
  /** The account by its id, as the settings hold it now. */
  account: (accountId: string) => LinkAccount | undefined;
  links: Pick<DeepLinkInbox, 'receive' | 'deliver'>;
  /** Brings the window forward, or opens it again. */
  showWindow: () => void;
}

/** Opens what a click on the watch asks for: the window, then the view or the inbox. */
export function createWatchOpener({ account, links, showWindow }: WatchOpenerOptions): (view: WatchView) => void {
  return (view) => {
    showWindow();
    const link = view && watchLink(view, account(view.accountId));
    if (link) links.receive(link);
    else links.deliver({ command: 'open-inbox' });
  };
}

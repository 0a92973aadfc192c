// The link to what is on screen, in the form this host's user can open: a spyglass:// deep link
// in the desktop app, the browser host's address in a browser (never its per-launch secret).
import { formatDeepLink, formatHostLink, viewLinkFrom, type ViewLink } from '../../../shared/view-link.ts';
import { isDesktop } from '../platform/bridge.ts';
import type { Selected } from '../state/accounts.ts';
import { currentRoute } from '../state/route.ts';

/** `segments`: another item of the same view and window (a table's row), instead of the route's own. */
export function linkToScreen(selected: Selected, segments = currentRoute().segments): ViewLink {
  const { params } = currentRoute();
  const { account, project } = selected;
  return viewLinkFrom(segments, params, { id: account.id, name: account.name, baseUrl: account.baseUrl }, project.id);
}

export const deepLinkToScreen = (selected: Selected): string => formatDeepLink(linkToScreen(selected));
export const hostLinkToScreen = (selected: Selected): string =>
  formatHostLink(window.location.origin, linkToScreen(selected));
/** The form most useful to paste from here. */
export const screenLink = (selected: Selected, segments?: string[]): string => {
  const link = linkToScreen(selected, segments);
  return isDesktop ? formatDeepLink(link) : formatHostLink(window.location.origin, link);
};

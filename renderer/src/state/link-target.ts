// Which account and project a route names (`account=`, `project=`, and from a shared link the
// account's name and service address): the one selected, another one here to switch to, or one
// this Spyglass does not have, which is said, never silently replaced. And the way into such a
// route: a link's (a spyglass:// link, an alert of the watch) is read through the allow-list of
// shared links before it is followed, so every way in opens the same routes.
import type { AccountView, BridgeValue } from '../../../shared/bridge.ts';
import { cleanBaseUrl, linkRoute, readLinkRoute, viewLinkFrom } from '../../../shared/view-link.ts';
import { notify } from '../ui/toast.tsx';

export interface RouteTarget {
  accountId: string;
  projectId: string;
  /** From a shared link: how the sender named the account, and its service's address. */
  accountName?: string;
  baseUrl?: string;
}

export type TargetResolution =
  | { kind: 'selected' }
  | { kind: 'switch'; accountId: string; projectId: string }
  | { kind: 'unknown-account'; name: string; baseUrl: string | null; projectId: string }
  | { kind: 'unknown-project'; account: AccountView; projectId: string };

export function routeTarget(params: URLSearchParams): RouteTarget | null {
  const accountId = params.get('account');
  const projectId = params.get('project');
  if (!accountId || !projectId) return null;
  const accountName = params.get('accountName');
  const baseUrl = params.get('baseUrl');
  return { accountId, projectId, ...(accountName ? { accountName } : {}), ...(baseUrl ? { baseUrl } : {}) };
}

const sameService = (a: string, b: string) => cleanBaseUrl(a) !== null && cleanBaseUrl(a) === cleanBaseUrl(b);

/**
 * The account by its id first (a link from this Spyglass); else, for a link from someone else's,
 * whose ids are their own, the account on the same service that has the project.
 */
export function resolveTarget(list: BridgeValue<'accounts.list'>, target: RouteTarget): TargetResolution {
  const byId = list.accounts.find((a) => a.id === target.accountId);
  const onService = target.baseUrl ? list.accounts.filter((a) => sameService(a.baseUrl, target.baseUrl!)) : [];
  const account = byId ?? onService.find((a) => a.projects.some((p) => p.id === target.projectId)) ?? onService[0];
  if (!account)
    return {
      kind: 'unknown-account',
      name: target.accountName ?? target.accountId,
      baseUrl: target.baseUrl ? cleanBaseUrl(target.baseUrl) : null,
      projectId: target.projectId,
    };
  if (!account.projects.some((p) => p.id === target.projectId))
    return { kind: 'unknown-project', account, projectId: target.projectId };
  if (list.selected?.accountId === account.id && list.selected.projectId === target.projectId)
    return { kind: 'selected' };
  return { kind: 'switch', accountId: account.id, projectId: target.projectId };
}

/** A route in the form `linkRoute` writes (a spyglass:// link's, an alert's), read again here before it is followed. */
export function openLinkRoute(route: string): void {
  const read = readLinkRoute(route);
  if (read.ok) window.location.hash = `#${route}`;
  else notify(`Spyglass could not open the link: ${read.reason}`, 'error');
}

/** A view of a project as something of the app names it (an alert of the watch, its notification). */
export interface ProjectView {
  accountId: string;
  projectId: string;
  segments: string[];
  params: Record<string, string>;
}

/**
 * The route that opens a project's view as a shared link to it would, with the account as this
 * Spyglass knows it now; null when the account is no longer here. Fields a link may not carry
 * stay behind, as they do from a shared link.
 */
export function projectViewRoute(view: ProjectView, list: BridgeValue<'accounts.list'> | undefined): string | null {
  const account = list?.accounts.find((a) => a.id === view.accountId);
  if (!account) return null;
  const { id, name, baseUrl } = account;
  return linkRoute(
    viewLinkFrom(view.segments, new URLSearchParams(view.params), { id, name, baseUrl }, view.projectId),
  );
}

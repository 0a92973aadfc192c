// A link to a view: the account (by its stable id, its name and its service's address, never a
// key or credentials), the project, the view and item, and the view's parameters. One reader for
// every way a link arrives (a `spyglass://` deep link, a browser-host address, a pasted route):
// known views and fields only, every value bounded; anything else is refused, in words.
import { COMPARE_MODES } from './comparison.ts';
import { ERROR_FILTERS, ERROR_STATUSES } from './error-terms.ts';
import { durationMs, parseApiTime } from './time-window.ts';

export const LINK_SCHEME = 'spyglass';
/** Longer than any link Spyglass writes (a dozen bounded fields), short of abuse. */
export const MAX_LINK_LENGTH = 4096;

export const LINK_VIEWS = ['overview', 'vitals', 'apdex', 'pages', 'ajax', 'routes', 'transactions', 'errors'] as const;
const ITEM_VIEWS: readonly string[] = ['pages', 'ajax', 'routes', 'transactions', 'errors'];

export interface LinkAccount {
  id: string;
  name: string;
  /** The service's address, without user, password, query or fragment. */
  baseUrl: string;
}

export interface ViewLink {
  account: LinkAccount;
  projectId: string;
  /** The view, then its item: ['ajax', 'a-12'], ['errors', '7:abc', 'events', '3']. */
  segments: string[];
  /** The view's own parameters and the window, comparison, search, filters, sort and page. */
  params: Record<string, string>;
}

export type LinkReading = { ok: true; link: ViewLink } | { ok: false; reason: string };

type Check = (value: string) => boolean;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const text =
  (max: number): Check =>
  (v) =>
    v.length >= 1 && v.length <= max && !CONTROL.test(v);
const id: Check = (v) => /^[\w.:~@-]{1,200}$/.test(v);
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    values.includes(v);
const whole =
  (max: number): Check =>
  (v) =>
    /^[1-9]\d{0,8}$/.test(v) && Number(v) <= max;
const apiTime: Check = (v) => parseApiTime(v) !== null;

/** The fields a link may carry besides the account and project, each with its rule. */
const FIELDS: Record<string, Check> = {
  w: (v) => v.length <= 8 && durationMs(v) !== null,
  from: apiTime,
  to: apiTime,
  cmp: oneOf(COMPARE_MODES),
  cfrom: apiTime,
  cto: apiTime,
  q: text(200),
  sort: (v) => /^-?[A-Za-z][\w.]{0,63}$/.test(v),
  page: whole(100_000),
  limit: whole(100),
  epage: whole(100_000),
  elimit: whole(100),
  status: oneOf(ERROR_STATUSES),
  new: oneOf(['1']),
  message: text(200),
  ...Object.fromEntries(ERROR_FILTERS.map((name) => [name, text(200)])),
};
const ACCOUNT_FIELDS = ['account', 'accountName', 'baseUrl', 'project'];

/** An http(s) address with no credentials, query or fragment; null otherwise. */
export function cleanBaseUrl(value: string): string | null {
  if (value.length > 500) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash)
    return null;
  return url.href.replace(/\/$/, '');
}

function checkSegments(segments: string[]): string | null {
  const [view, item, sub, position, ...rest] = segments;
  if (!view || !(LINK_VIEWS as readonly string[]).includes(view)) return `Spyglass has no view "${short(view ?? '')}"`;
  if (item === undefined) return null;
  if (!ITEM_VIEWS.includes(view) || !id(item)) return `"${short(item)}" is not an item of ${view}`;
  if (sub === undefined) return null;
  if (view !== 'errors' || sub !== 'events' || position === undefined || !whole(1_000_000)(position) || rest.length > 0)
    return 'The link names a part of the view that does not exist';
  return null;
}

const short = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value).replace(CONTROL, '?');

/** Reads a view's route (path segments and parameters) as a link would carry it. */
export function readViewRoute(segments: string[], params: URLSearchParams): LinkReading {
  const wrong = checkSegments(segments);
  if (wrong) return { ok: false, reason: wrong };
  const accountId = params.get('account') ?? '';
  const projectId = params.get('project') ?? '';
  if (!/^[\w-]{1,64}$/.test(accountId)) return { ok: false, reason: 'The link does not name an account' };
  if (!id(projectId)) return { ok: false, reason: 'The link does not name a project' };
  const baseUrl = cleanBaseUrl(params.get('baseUrl') ?? '');
  if (!baseUrl)
    return { ok: false, reason: "The link's service address is not an http(s) address without credentials" };
  const name = params.get('accountName') ?? '';
  if (!text(100)(name)) return { ok: false, reason: "The link's account name is missing or too long" };
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (seen.has(key)) return { ok: false, reason: `The link gives "${short(key)}" twice` };
    seen.add(key);
    if (ACCOUNT_FIELDS.includes(key)) continue;
    const check = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    if (!check) return { ok: false, reason: `The link has a field Spyglass does not know: "${short(key)}"` };
    if (!check(value)) return { ok: false, reason: `The link's "${key}" is not a value Spyglass accepts` };
    out[key] = value;
  }
  return {
    ok: true,
    link: { account: { id: accountId, name, baseUrl }, projectId, segments: [...segments], params: out },
  };
}

/**
 * The link to what is on screen: the route's view and item, and of its parameters those a link
 * may carry (anything else the route holds stays behind).
 */
export function viewLinkFrom(
  segments: string[],
  params: URLSearchParams,
  account: LinkAccount,
  projectId: string,
): ViewLink {
  const kept: Record<string, string> = {};
  for (const [key, value] of params) if (Object.hasOwn(FIELDS, key) && FIELDS[key]!(value)) kept[key] = value;
  return {
    account: { ...account, baseUrl: cleanBaseUrl(account.baseUrl) ?? account.baseUrl },
    projectId,
    segments: checkSegments(segments) ? ['overview'] : [...segments],
    params: kept,
  };
}

/** The route's query: the account and project first, then the view's fields in a fixed order. */
export function linkParams(link: ViewLink): URLSearchParams {
  const params = new URLSearchParams({
    account: link.account.id,
    accountName: link.account.name,
    baseUrl: link.account.baseUrl,
    project: link.projectId,
  });
  for (const key of Object.keys(FIELDS)) if (link.params[key] !== undefined) params.set(key, link.params[key]);
  return params;
}

/** `/errors/7%3Aabc?account=…`: the route a link opens, as the renderer's fragment holds it. */
export function linkRoute(link: ViewLink): string {
  return `/${link.segments.map(encodeURIComponent).join('/')}?${linkParams(link)}`;
}

/** `spyglass://open/errors/7%3Aabc?account=…`: the desktop app's link. */
export function formatDeepLink(link: ViewLink): string {
  return `${LINK_SCHEME}://open${linkRoute(link)}`;
}

/** The browser host's link to the same view (the per-launch secret is never part of it). */
export function formatHostLink(origin: string, link: ViewLink): string {
  return `${origin}/#${linkRoute(link)}`;
}

/** Reads a route in the form `linkRoute` writes, through the same allow-list as a whole link. */
export function readLinkRoute(route: string): LinkReading {
  const [pathPart = '', query = '', ...extra] = route.split('?');
  if (extra.length > 0 || pathPart.includes('#') || query.includes('#'))
    return { ok: false, reason: 'The link is not in the form Spyglass writes' };
  let segments: string[];
  try {
    segments = pathPart
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
  } catch {
    return { ok: false, reason: "The link's path is not valid" };
  }
  return readViewRoute(segments, new URLSearchParams(query));
}

/** Reads a `spyglass://open/…` link, however it arrives (argv, open-url, pasted). */
export function parseDeepLink(input: unknown): LinkReading {
  if (typeof input !== 'string') return { ok: false, reason: 'A link is text' };
  if (input.length > MAX_LINK_LENGTH) return { ok: false, reason: 'The link is too long' };
  const prefix = `${LINK_SCHEME}://open/`;
  if (!input.toLowerCase().startsWith(prefix))
    return { ok: false, reason: `Not a Spyglass link (they start with ${prefix})` };
  return readLinkRoute(input.slice(prefix.length));
}

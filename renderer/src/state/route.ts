// The route lives in the URL fragment (`#/errors?w=7d&status=Open`), which works the same
// from app:// in Electron and over HTTP, and makes every view reopenable exactly.
import { useMemo, useSyncExternalStore } from 'react';

export interface Route {
  /** Path segments, e.g. ['errors', '12:abc']. */
  segments: string[];
  params: URLSearchParams;
}

function parse(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?', 2);
  return {
    segments: path
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s)),
    params: new URLSearchParams(search),
  };
}

function subscribe(notify: () => void): () => void {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}

const snapshot = () => window.location.hash;

/** The last fragment read and its route: every component that reads the route shares one parse. */
let last: { hash: string; route: Route } | null = null;

/**
 * The route, the same object while the fragment stays the same: a render (a keystroke's, a row's)
 * parses nothing, and a route in a hook's dependencies changes only when the fragment does.
 * Treat it as read-only (`navigate` changes the route).
 */
export function useRoute(): Route {
  return routeOf(useSyncExternalStore(subscribe, snapshot));
}

function routeOf(hash: string): Route {
  if (last?.hash !== hash) last = { hash, route: parse(hash) };
  return last.route;
}

/**
 * Some of the route's parameters (`names`: a constant), the same array while they stay the same:
 * a component that reads only these is not drawn again when another part of the route changes (a
 * view switch, another view's parameters), nor is a view just left while the next one paints.
 */
export function useRouteParams(names: readonly string[]): readonly (string | null)[] {
  const values = useSyncExternalStore(subscribe, () => paramsKey(names));
  return useMemo(() => JSON.parse(values) as (string | null)[], [values]);
}

/** `names`' values in the current route, as one string, worked out once a fragment for all who ask. */
const keys = new WeakMap<readonly string[], { hash: string; key: string }>();
function paramsKey(names: readonly string[]): string {
  const hash = snapshot();
  let kept = keys.get(names);
  if (kept?.hash !== hash) {
    const { params } = routeOf(hash);
    keys.set(names, (kept = { hash, key: JSON.stringify(names.map((name) => params.get(name))) }));
  }
  return kept.key;
}

export function currentRoute(): Route {
  return parse(window.location.hash);
}

/**
 * A route that names no screen: the app opened as it is launched, with nothing but, in the
 * browser host, its launch secret in the fragment (taken out of the address bar a little later).
 */
export function isBareRoute(route: Route): boolean {
  return route.segments.length === 0 || (route.segments.length === 1 && route.segments[0]!.startsWith('secret='));
}

export function routeHref(segments: string[], params: URLSearchParams): string {
  const search = params.toString();
  return `#/${segments.map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
}

/**
 * Goes to another view or changes parameters. `keep` carries over the parameters that follow
 * the user everywhere (the time window); `null` removes a parameter.
 */
export function navigate(
  change: { segments?: string[]; params?: Record<string, string | null> },
  options: { replace?: boolean } = {},
): void {
  const route = currentRoute();
  const params = new URLSearchParams(change.segments ? globalParams(route.params) : route.params);
  for (const [key, value] of Object.entries(change.params ?? {})) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const href = routeHref(change.segments ?? route.segments, params);
  if (options.replace) {
    history.replaceState(null, '', href);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = href;
  }
}

/**
 * Parameters that belong to the whole app rather than to one view: the account and project, the
 * window and the comparison. A view's link (the sidebar's, the palette's) carries them all, so it
 * opens the same project and window wherever it is opened.
 */
export const GLOBAL_PARAMS = ['account', 'project', 'w', 'from', 'to', 'cmp', 'cfrom', 'cto'];
function globalParams(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([key]) => GLOBAL_PARAMS.includes(key)));
}

// The last screen (shared/last-screen.ts), taken from the page: what the window shows, as a tree of
// the elements and attributes the privileged side will draw again, kept when the window hides and
// whenever the screen has settled. Controls keep no state (no typed text), overlays are left out,
// and with the privacy mask on, the screen is already masked where it is taken from.
import type { QueryClient } from '@tanstack/react-query';
import {
  HTML_TAGS,
  keepsAttribute,
  launchRouteOf,
  MAX_SCREEN_NODES,
  SCREEN_PREFIX,
  SVG_TAGS,
  type ScreenCapture,
  type ScreenNode,
} from '../../../shared/last-screen.ts';
import { onCacheTurn } from '../api/cache-turns.ts';
import { bridge } from '../platform/bridge.ts';
import { accountsQuery, selectedOf } from '../state/accounts.ts';
import { preferencesQuery } from '../state/preferences.ts';
import { formatNearTime } from '../ui/time.ts';
import { findView } from './views.ts';
import { opensHome } from '../../../shared/home-plan.ts';

/**
 * What is never part of the screen: overlays, what says so itself, what is hidden and what only a
 * screen reader reads (the snapshot is inert, and drawing a chart's table of figures would cost
 * its first frame).
 */
const LEFT_OUT =
  '[role="dialog"],[role="alertdialog"],[role="tooltip"],[role="menu"],[popover],dialog,[hidden],.visually-hidden,[data-last-screen-skip]';
/**
 * The boxes whose place the capture measures: one wholly below the first screenful (as a launch,
 * scrolled to the top, shows it) is marked `data-below-fold` with its height, and the launch's
 * first frame skips drawing it (styles.css). Only those: a box drawn with `content-visibility:
 * auto` that turns out to be in view costs the frame another pass of style and layout.
 */
const FOLD_BOXES = 'section,article,figure,aside,li,div,table,ul,ol,dl,fieldset,details';
/** Smaller boxes (a row's cell, a list's item) cost more to set apart than to draw. */
const FOLD_BOX_MIN_HEIGHT = 120;
/** After the last answer lands, how long the screen stays still before it is taken. */
const SETTLED_MS = 1_500;

/** The screen in `container` as the next launch's first paint; null when it is too large to keep. */
export function captureScreen(
  container: Element,
  now: number,
  bare: boolean,
  limit = MAX_SCREEN_NODES,
): ScreenCapture | null {
  const styles = new Map<string, string>();
  let nodes = 0;
  /** Adds `css` to the element's classes, as a class of the snapshot's stylesheet. */
  const addStyle = (attributes: Record<string, string>, css: string) => {
    let name = styles.get(css);
    if (!name) styles.set(css, (name = `${SCREEN_PREFIX}${styles.size}`));
    attributes.class = `${attributes.class ?? ''} ${name}`.trim();
  };
  // In the page's own coordinates: a launch opens at its top, whatever the scroll was.
  const fold = window.innerHeight;
  const scrolled = window.scrollY;
  const walk = (node: Node, inSvg: boolean, belowMarked: boolean): ScreenNode | null => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const tag = element.localName;
    const svg = inSvg || tag === 'svg';
    if (!(svg ? SVG_TAGS : HTML_TAGS).has(tag) || element.matches(LEFT_OUT)) return null;
    if (++nodes > limit) throw new RangeError('The screen is too large to keep');
    const attributes: Record<string, string> = {};
    for (const { name, value } of element.attributes) {
      if (name === 'style') continue;
      // The snapshot's own ids (charts' gradients and clips), and the references to them.
      const written = svg ? value.replace(/url\(#([\w-]+)\)/g, `url(#${SCREEN_PREFIX}$1)`) : value;
      const named = svg && name === 'id' ? `${SCREEN_PREFIX}${value}` : written;
      if (keepsAttribute(tag, name, named)) attributes[name] = named;
    }
    const inline = (element as HTMLElement | SVGElement).style?.cssText;
    if (inline) addStyle(attributes, inline);
    let below = belowMarked;
    if (!svg && !below && element.matches(FOLD_BOXES)) {
      const box = element.getBoundingClientRect();
      if (box.height >= FOLD_BOX_MIN_HEIGHT && box.top + scrolled >= fold) {
        below = true;
        attributes['data-below-fold'] = '';
        addStyle(
          attributes,
          `contain-intrinsic-size: auto ${Math.round(box.width)}px auto ${Math.round(box.height)}px`,
        );
      }
    }
    const children: ScreenNode[] = [];
    for (const child of element.childNodes) {
      const kept = walk(child, svg, below);
      if (kept !== null) children.push(kept);
    }
    return [tag, attributes, ...children];
  };
  let tree: ScreenNode[];
  try {
    tree = [...container.childNodes].map((child) => walk(child, false, false)).filter((node) => node !== null);
  } catch {
    return null;
  }
  const theme = document.documentElement.getAttribute('data-theme');
  return {
    route: launchRouteOf(window.location.hash),
    bare,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    // With its day: the next launch may come on another.
    asOf: `as of ${formatNearTime(now, 0)}`,
    stylesheets: pageStylesheets(),
    styles: Object.fromEntries([...styles].map(([css, name]) => [name, css])),
    tree,
  };
}

/** The stylesheets the page has loaded (the views' own come with their code), as index.html names them. */
function pageStylesheets(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.href, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => `.${url.pathname}`);
}

/**
 * Whether a launch with no route opens what the window shows now: the home, for a user it opens
 * for; otherwise the selected project's first view; either in the window a launch starts with.
 */
function opensAtLaunch(client: QueryClient): boolean {
  const [path = '', search = ''] = launchRouteOf(window.location.hash).split('?', 2);
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((key) => key !== 'account' && key !== 'project')) return false;
  const preferences = client.getQueryData(preferencesQuery.queryKey);
  const accounts = client.getQueryData(accountsQuery.queryKey);
  if (!preferences || !accounts) return false;
  const projects = accounts.accounts.reduce((n, account) => n + account.projects.length, 0);
  const home = opensHome(preferences.launchScreen, projects);
  if (path === 'projects') return home;
  if (home || (path !== '' && path !== findView(undefined).id)) return false;
  const selected = selectedOf(accounts);
  const named = (key: string, id: string | undefined) => !params.has(key) || params.get(key) === id;
  return named('account', selected?.account.id) && named('project', selected?.project.id);
}

/**
 * Keeps the screen in `container` for the next launch: when the window hides or is left, and once
 * it has settled after its answers land (a window closed with no warning still leaves a recent
 * one). The same screen is not sent twice. Returns the stop.
 */
export function keepLastScreen(client: QueryClient, container: Element, now: () => number = Date.now): () => void {
  let sent = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = () => {
    clearTimeout(timer);
    const capture = captureScreen(container, now(), opensAtLaunch(client));
    if (!capture) return;
    const serialized = JSON.stringify({ ...capture, asOf: '' });
    if (serialized === sent) return;
    sent = serialized;
    void bridge.call('screen.keep', capture).catch(() => undefined);
  };
  const settleLater = () => {
    clearTimeout(timer);
    if (client.isFetching() > 0) return;
    timer = setTimeout(() => requestIdleCallback(keep, { timeout: 1_000 }), SETTLED_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  const unsubscribe = onCacheTurn(client.getQueryCache(), null, settleLater, (event) => event.type === 'updated');
  window.addEventListener('hashchange', settleLater);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', keep);
  settleLater();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('hashchange', settleLater);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', keep);
  };
}

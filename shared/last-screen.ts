// The last screen: a snapshot of what the window showed when it was last hidden or left, which
// the privileged side serves inside index.html at the next launch, so that the first paint needs
// no script. The renderer takes it from the DOM as a tree of allowed elements (never HTML); the
// core renders it back with the same lists, escaping every text: what it cannot name, it drops.
// Free of zod: the renderer's launch path and the guard's rules read it.

/** An element: its tag, its attributes, its children; or a text. */
export type ScreenNode = string | [tag: string, attributes: Record<string, string>, ...children: ScreenNode[]];

/** What the renderer hands over when the window hides; the core adds what only it can vouch for. */
export interface ScreenCapture {
  /** The launch route it shows (`launchRouteOf`), and whether a launch with no route opens it. */
  route: string;
  bare: boolean;
  /** The page's `data-theme` (none: the system's). */
  theme: 'light' | 'dark' | null;
  /** "as of 14:05", in the user's own zone and clock. */
  asOf: string;
  /** The view's own stylesheets, as the page links them (`./assets/…css`). */
  stylesheets: string[];
  /** The inline styles the page set through the CSSOM, as classes: name → declarations. */
  styles: Record<string, string>;
  tree: ScreenNode[];
}

/** What the core keeps, sealed: the capture and who it belongs to. */
export interface KeptScreen extends ScreenCapture {
  version: string;
  accountId: string | null;
  projectId: string | null;
  takenAt: number;
}

/** The most elements a capture may hold: a busy overview has ~3,000. */
export const MAX_SCREEN_NODES = 40_000;
export const MAX_SCREEN_DEPTH = 80;
/** Prefix of every class and SVG id the capture writes, so none meets the app's own. */
export const SCREEN_PREFIX = 'ls-';

/** A set of the names written one after another, as the lists below are. */
const words = (names: string): ReadonlySet<string> => new Set(names.split(' '));

export const VOID_TAGS: ReadonlySet<string> = words('br hr input wbr col');

/** HTML elements the snapshot keeps; any other is dropped with what it holds. */
export const HTML_TAGS: ReadonlySet<string> = words(
  'a abbr article aside b bdi br button caption code col colgroup dd del details div dl dt em fieldset ' +
    'figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i input ins kbd label legend li main mark meter ' +
    'nav ol output p pre progress s samp section small span strong sub summary sup table tbody td tfoot ' +
    'th thead time tr u ul var wbr',
);

/** SVG elements (charts, icons) the snapshot keeps. */
export const SVG_TAGS: ReadonlySet<string> = words(
  'svg g path line rect circle ellipse polyline polygon text tspan defs clipPath linearGradient ' +
    'radialGradient stop title desc',
);

/** Attributes kept on any element, besides `aria-*` and `data-*` (minus those that name other elements). */
const COMMON_ATTRIBUTES = words('class role title lang dir hidden');
const HTML_ATTRIBUTES = words(
  'colspan rowspan scope datetime type placeholder open max min low high optimum value disabled checked ' +
    'width height size',
);
const SVG_ATTRIBUTES = words(
  'id viewBox width height x y x1 x2 y1 y2 cx cy r rx ry d points fill fill-opacity fill-rule clip-rule ' +
    'stroke stroke-width stroke-opacity stroke-dasharray stroke-linecap stroke-linejoin opacity transform ' +
    'text-anchor dominant-baseline alignment-baseline font-size font-weight dx dy offset stop-color ' +
    'stop-opacity gradientUnits gradientTransform clip-path preserveAspectRatio xmlns vector-effect ' +
    'shape-rendering orientation aria-hidden focusable',
);
/** ARIA attributes whose value names other elements by id (which the snapshot does not keep). */
const ID_REFERENCES = words(
  'aria-activedescendant aria-controls aria-describedby aria-labelledby aria-owns aria-details ' +
    'aria-errormessage aria-flowto',
);

/** Whether `name` may stand on a `tag` of the snapshot with `value`. */
export function keepsAttribute(tag: string, name: string, value: string): boolean {
  if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) return false;
  if (COMMON_ATTRIBUTES.has(name)) return true;
  if (name.startsWith('aria-')) return !ID_REFERENCES.has(name) && /^aria-[a-z]+$/.test(name);
  if (name.startsWith('data-')) return /^data-[a-z0-9-]+$/.test(name) && !name.startsWith('data-last-screen');
  if (SVG_TAGS.has(tag)) {
    if (!SVG_ATTRIBUTES.has(name)) return false;
    if (name === 'id') return value.startsWith(SCREEN_PREFIX) && /^[\w-]+$/.test(value);
    // A reference to another element is kept only as one of the snapshot's own ids.
    return !/url\(/i.test(value) || new RegExp(`^url\\(#${SCREEN_PREFIX}[\\w-]+\\)$`).test(value);
  }
  // A route within the app keeps a link's look; the snapshot is inert, so it never goes there.
  if (name === 'href') return tag === 'a' && /^#[^\s"'<>]*$/.test(value);
  // A control's typed text is its state, not the screen's.
  if (name === 'value') return tag === 'meter' || tag === 'progress';
  return HTML_ATTRIBUTES.has(name);
}

/**
 * One inline style's declarations, if every one of them is safe to write in a stylesheet: a plain
 * property and a value without braces, semicolons, escapes, at-rules or URLs.
 */
export function safeDeclarations(css: string): string | null {
  const declarations = css
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const declaration of declarations) {
    const colon = declaration.indexOf(':');
    if (colon < 1) return null;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!/^(--[\w-]+|-?[a-z][a-z-]*)$/.test(property)) return null;
    if (/[<>{}\\@]|url\(|expression\(|image-set\(|\/\*/i.test(value)) return null;
  }
  return declarations.join('; ');
}

/**
 * The route a launch opens, as the snapshot names it: the fragment without its `#/`; a launch
 * with no route, or with only the browser host's secret, is ''. The guard (renderer/public/
 * last-screen.js) reads `location.hash` the same way.
 */
export function launchRouteOf(hash: string): string {
  const route = hash.replace(/^#\/?/, '');
  return /^secret=/.test(route) ? '' : route;
}

// The last screen at launch (shared/last-screen.ts): kept sealed with the cache's key when the
// window hides, and written into index.html by both hosts, so the first paint needs no script.
// It is used only by the same version, and, for a launch with no route, the same account and
// project; the guard script (renderer/public/last-screen.js) hides it from a launch whose route
// is another. A document that does not open, or holds what the lists do not allow, is not used.
import {
  HTML_TAGS,
  keepsAttribute,
  MAX_SCREEN_DEPTH,
  MAX_SCREEN_NODES,
  safeDeclarations,
  SCREEN_PREFIX,
  SVG_TAGS,
  VOID_TAGS,
  type KeptScreen,
  type ScreenCapture,
} from '../../shared/last-screen.ts';
import { z } from 'zod';
import { screenCaptureSchema, type Selection } from '../../shared/bridge.ts';
import { inlineSource, metaPolicy, type InlineSources } from './content-security-policy.ts';
import type { SealedDocuments } from './sealed-documents.ts';

const DOCUMENT = 'last-screen';
/** The guard's file, written into the page that holds a snapshot. */
export const LAST_SCREEN_GUARD = '/last-screen.js';
const STYLESHEET = /^\.\/assets\/[\w.-]+\.css$/;
/** A stylesheet link as the renderer's build writes it into index.html. */
const PAGE_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\.\/assets\/[\w.-]+\.css)">/g;

/** A launch's page: its HTML, and the inline elements its policy allows. */
export interface LaunchPage {
  html: string;
  inline: InlineSources;
}

export interface LastScreenOptions {
  documents: SealedDocuments;
  version: string;
  selected: () => Selection | null;
  now?: () => number;
}

export class LastScreen {
  private readonly options: LastScreenOptions;
  /** The kept snapshot, read once; a keep or a forget replaces it. */
  private kept: Promise<KeptScreen | null> | null = null;
  /** Only a launch's first page holds the snapshot: a reload is no launch. */
  private launched = false;
  /** The launch's snapshot, read, checked and drawn as HTML before its page is asked for. */
  private launch: Promise<{ kept: KeptScreen; rendered: string } | null> | null = null;

  constructor(options: LastScreenOptions) {
    this.options = options;
  }

  async keep(capture: ScreenCapture): Promise<void> {
    const selected = this.options.selected();
    const kept: KeptScreen = {
      ...capture,
      version: this.options.version,
      accountId: selected?.accountId ?? null,
      projectId: selected?.projectId ?? null,
      takenAt: (this.options.now ?? Date.now)(),
    };
    this.kept = Promise.resolve(kept);
    this.launch = null; // drawn anew if the launch's page is still to come
    await this.options.documents.write(DOCUMENT, kept);
  }

  /** Clearing the cache, or removing an account, takes the snapshot with it. */
  async forget(): Promise<void> {
    this.kept = Promise.resolve(null);
    this.launch = Promise.resolve(null);
    await this.options.documents.remove(DOCUMENT);
  }

  /**
   * index.html with the last screen written in, or as it was when there is none to use, with the
   * inline elements its policy must allow. Everything its first paint needs is written in (the
   * page's and the view's stylesheets, the snapshot's styles, the guard), so that paint waits for
   * no other file; `readFile` reads the renderer's files by the page's relative address (null
   * when there is none). A file that cannot be read or written in is linked instead.
   */
  async page(html: string, readFile: (href: string) => Promise<string | null>): Promise<LaunchPage> {
    const plain: LaunchPage = { html, inline: { styles: [], scripts: [] } };
    if (this.launched) return plain;
    this.launched = true;
    const drawn = await this.prepareLaunch();
    if (!drawn) return plain;
    const { kept, rendered } = drawn;
    // The guard starts the app: without it, no snapshot.
    const guard = inlineText(await readFile(`.${LAST_SCREEN_GUARD}`), 'script');
    if (!guard) return plain;
    const routes = kept.bare ? [kept.route, ''] : [kept.route];
    // The app's code waits for the snapshot's first frame (the guard starts it): its scripts (the
    // libraries' classic one, the module entry), or module preloads fetched and compiled beside the
    // page, would take that frame's time.
    const entry = /<script type="module" crossorigin src="(\.\/assets\/[\w.-]+\.js)"><\/script>/.exec(html);
    const deferred = (entry ? html.replace(entry[0], () => `<meta name="spyglass-app" content="${entry[1]}">`) : html)
      .replace(
        /<script defer src="(\.\/assets\/[\w.-]+\.js)"><\/script>/g,
        '<meta name="spyglass-classic" content="$1">',
      )
      .replace(
        /<link rel="modulepreload" crossorigin href="(\.\/assets\/[\w.-]+\.js)">/g,
        '<meta name="spyglass-preload" content="$1">',
      );
    const pageSheets = [...deferred.matchAll(PAGE_STYLESHEET)].map((link) => link[1]!);
    const viewSheets = kept.stylesheets.filter((href) => STYLESHEET.test(href) && !pageSheets.includes(href));
    const sheets = new Map(
      await Promise.all(
        [...pageSheets, ...viewSheets].map(async (href) => [href, inlineText(await readFile(href), 'style')] as const),
      ),
    );
    const styles: string[] = [];
    const scripts = [inlineSource(guard)];
    // Written in with its address, which the guard links once the first frame is painted: the
    // app's code then finds its stylesheets as it left them, in the same order.
    const sheet = (href: string) => {
      const text = sheets.get(href);
      if (text === null || text === undefined)
        return `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`;
      styles.push(inlineSource(text));
      return `<style data-href="${escapeAttribute(href)}">${text}</style>`;
    };
    const withSheets = deferred.replace(PAGE_STYLESHEET, (_link, href: string) => sheet(href));
    const views = viewSheets.map(sheet);
    const own = inlineText(snapshotStyles(kept), 'style');
    if (own) styles.push(inlineSource(own));
    const head = [
      `<meta name="spyglass-last-screen" content="${escapeAttribute(JSON.stringify(routes))}">`,
      ...views,
      own ? `<style>${own}</style>` : '',
      // Before the body: it hides the snapshot from a launch that opens another route.
      `<script>${guard}</script>`,
    ].join('');
    const screen =
      `<div class="last-screen" data-last-screen inert aria-busy="true">${rendered}` +
      `<p class="last-screen-badge" role="status" elementtiming="last-screen">Last screen, ${escapeText(kept.asOf)}</p></div>`;
    // Written in by functions: a replacement string would read `$&`, `$'` and `$$` in a screen's
    // text (an error's message, a price) as patterns.
    const withHead = withSheets.replace('</head>', () => `${head}</head>`);
    const withRoot = withHead.replace('<div id="root">', () => `<div id="root">${screen}`);
    if (withRoot === withHead || withHead === withSheets) return plain;
    const inline = { styles, scripts };
    // The page's own policy tag says the same as its header.
    const withPolicy = withRoot.replace(
      /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/,
      (_tag, before: string, after: string) => `${before}${escapeAttribute(metaPolicy(inline))}${after}`,
    );
    return {
      html: kept.theme ? withPolicy.replace('<html ', `<html data-theme="${kept.theme}" `) : withPolicy,
      inline,
    };
  }

  /**
   * Reads, checks and draws the snapshot for the launch's page (the core starts it as it opens, so
   * that the page, asked for a little later, only has it written in).
   */
  prepareLaunch(): Promise<{ kept: KeptScreen; rendered: string } | null> {
    this.launch ??= this.usable().then((kept) => {
      const rendered = kept ? renderTree(kept.tree) : null;
      return kept && rendered !== null ? { kept, rendered } : null;
    });
    return this.launch;
  }

  private async usable(): Promise<KeptScreen | null> {
    this.kept ??= this.read();
    const kept = await this.kept;
    if (!kept || kept.version !== this.options.version) return null;
    // A launch with no route opens the selected project: not another one's last screen.
    const selected = this.options.selected();
    if (
      kept.bare &&
      (kept.accountId !== (selected?.accountId ?? null) || kept.projectId !== (selected?.projectId ?? null))
    )
      return { ...kept, bare: false };
    return kept;
  }

  private async read(): Promise<KeptScreen | null> {
    const read = await this.options.documents.read(DOCUMENT);
    const parsed = read.found ? keptScreenSchema.safeParse(read.value) : null;
    return parsed?.success ? parsed.data : null;
  }
}

/** A sealed snapshot, as the bridge took it and the core stamped it (of an older build, maybe). */
const keptScreenSchema = screenCaptureSchema.extend({
  version: z.string(),
  accountId: z.string().nullable(),
  projectId: z.string().nullable(),
  takenAt: z.number(),
});

/**
 * The tree as HTML, every text and attribute escaped, only the listed elements and attributes;
 * null when it is not a tree of ours (too large, too deep, malformed).
 */
export function renderTree(tree: readonly unknown[]): string | null {
  let nodes = 0;
  const out: string[] = [];
  const render = (node: unknown, depth: number, inSvg: boolean): boolean => {
    if (++nodes > MAX_SCREEN_NODES || depth > MAX_SCREEN_DEPTH) return false;
    if (typeof node === 'string') {
      out.push(escapeText(node));
      return true;
    }
    if (!Array.isArray(node) || typeof node[0] !== 'string' || typeof node[1] !== 'object' || node[1] === null)
      return false;
    const [tag, attributes, ...children] = node as [string, Record<string, unknown>, ...unknown[]];
    const svg = inSvg || tag === 'svg';
    if (!(svg ? SVG_TAGS : HTML_TAGS).has(tag)) return true; // not ours to draw: left out
    out.push(`<${tag}`);
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value !== 'string' || !/^[a-zA-Z][\w:-]*$/.test(name) || !keepsAttribute(tag, name, value)) continue;
      out.push(` ${name}="${escapeAttribute(value)}"`);
    }
    out.push('>');
    if (VOID_TAGS.has(tag) && !svg) return children.length === 0;
    for (const child of children) if (!render(child, depth + 1, svg && tag !== 'foreignObject')) return false;
    out.push(`</${tag}>`);
    return true;
  };
  for (const node of tree) if (!render(node, 0, false)) return null;
  return out.join('');
}

/** The snapshot's inline styles as the classes it names them by. */
function snapshotStyles(kept: KeptScreen): string {
  return Object.entries(kept.styles)
    .filter(([name]) => new RegExp(`^${SCREEN_PREFIX}[\\w-]+$`).test(name))
    .map(([name, css]) => [name, safeDeclarations(css)] as const)
    .filter(([, css]) => css !== null)
    .map(([name, css]) => `.${name}{${css}}`)
    .join('\n');
}

/**
 * `text` as an inline <style> or <script> element holds it and the page's parser reads it back
 * (its line ends as the parser makes them, so that its hash is the browser's); null when it could
 * end the element early, or is not there.
 */
function inlineText(text: string | null, element: 'style' | 'script'): string | null {
  if (text === null || /\0/.test(text) || new RegExp(`</${element}|<!--`, 'i').test(text)) return null;
  return text.replace(/\r\n?/g, '\n');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

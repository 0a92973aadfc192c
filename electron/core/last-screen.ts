// The last screen at launch (shared/last-screen.ts): kept sealed with the cache's key when the
// window hides, and written into index.html by both hosts, so the first paint needs no script.
// It is used only by the same version, and, for a launch with no route, the same account and
// project; the guard script (renderer/public/last-screen.js) hides it from a launch whose route
// is another. A document that does not open, or holds what the lists do not allow, is not used.
import { createHash } from 'node:crypto';
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
import type { SealedDocuments } from './sealed-documents.ts';

const DOCUMENT = 'last-screen';
/** The files the page asks for beside index.html when it holds a snapshot. */
export const LAST_SCREEN_STYLES = '/last-screen.css';
export const LAST_SCREEN_GUARD = '/last-screen.js';
const STYLESHEET = /^\.\/assets\/[\w.-]+\.css$/;

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
  /** The snapshot the launch's page was given (its styles follow it); null until then, and after a forget. */
  private shown: KeptScreen | null = null;
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
    this.shown = null;
    await this.options.documents.remove(DOCUMENT);
  }

  /**
   * index.html with the last screen written in, or as it was when there is none to use. `guardName`
   * names the guard script's content (its address then changes with it, and the browser keeps it);
   * asked only when the snapshot is written in.
   */
  async page(html: string, guardName: () => Promise<string> = async () => ''): Promise<string> {
    if (this.launched) return html;
    this.launched = true;
    const drawn = await this.prepareLaunch();
    if (!drawn) return html;
    const { kept, rendered } = drawn;
    const routes = kept.bare ? [kept.route, ''] : [kept.route];
    const guard = await guardName();
    // The app's code waits for the snapshot's first frame (the guard starts it): a module script,
    // or module preloads fetched and compiled beside the page, would take that frame's time.
    const entry = /<script type="module" crossorigin src="(\.\/assets\/[\w.-]+\.js)"><\/script>/.exec(html);
    const deferred = (
      entry ? html.replace(entry[0], `<meta name="spyglass-app" content="${entry[1]}">`) : html
    ).replace(
      /<link rel="modulepreload" crossorigin href="(\.\/assets\/[\w.-]+\.js)">/g,
      '<meta name="spyglass-preload" content="$1">',
    );
    const head = [
      `<meta name="spyglass-last-screen" content="${escapeAttribute(JSON.stringify(routes))}">`,
      ...kept.stylesheets
        .filter((href) => STYLESHEET.test(href) && !deferred.includes(`href="${href}"`))
        .map((href) => stylesheetLink(href)),
      stylesheetLink(`.${LAST_SCREEN_STYLES}?${styleHash(kept)}`),
      // Before the body: it hides the snapshot from a launch that opens another route.
      `<script src=".${LAST_SCREEN_GUARD}${guard ? `?${guard}` : ''}"></script>`,
    ].join('');
    const screen =
      `<div class="last-screen" data-last-screen inert aria-busy="true">${rendered}` +
      `<p class="last-screen-badge" role="status" elementtiming="last-screen">Last screen, ${escapeText(kept.asOf)}</p></div>`;
    const withHead = deferred.replace('</head>', `${head}</head>`);
    const withRoot = withHead.replace('<div id="root">', `<div id="root">${screen}`);
    if (withRoot === withHead || withHead === deferred) return html;
    this.shown = kept;
    return kept.theme ? withRoot.replace('<html ', `<html data-theme="${kept.theme}" `) : withRoot;
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

  /** The snapshot's inline styles as the classes it names them by. */
  stylesheet(): string {
    const kept = this.shown;
    if (!kept) return '';
    return Object.entries(kept.styles)
      .filter(([name]) => new RegExp(`^${SCREEN_PREFIX}[\\w-]+$`).test(name))
      .map(([name, css]) => [name, safeDeclarations(css)] as const)
      .filter(([, css]) => css !== null)
      .map(([name, css]) => `.${name}{${css}}`)
      .join('\n');
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

const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`;

/** Named by what they hold: a relaunch reads the same styles from the browser's cache, and never another's. */
const styleHash = (kept: KeptScreen) =>
  createHash('sha256').update(JSON.stringify(kept.styles)).digest('hex').slice(0, 16);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

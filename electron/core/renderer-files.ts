// The built renderer's files as both hosts serve them: the desktop app through its app:// scheme,
// the browser host over HTTP. A path never leaves the renderer's folder, and every answer carries
// the content security policy (content-security-policy.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.ts';
import { LAST_SCREEN_GUARD, LAST_SCREEN_STYLES, type LastScreen } from './last-screen.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

export interface RendererFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

function problem(status: number, message: string): RendererFile {
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: JSON.stringify({ message }),
  };
}

/** Whether the file at `pathname` is the page or the snapshot's styles (the others never change with it). */
export const holdsLastScreen = (pathname: string) =>
  pathname === '/' || pathname === '/index.html' || pathname === LAST_SCREEN_STYLES;

/**
 * The file at `pathname` (a URL path; `/` is the page) in `rendererDir`; with `lastScreen`, the
 * page holds the last screen, and its styles are served beside it.
 */
export async function readRendererFile(
  rendererDir: string,
  pathname: string,
  lastScreen?: LastScreen,
): Promise<RendererFile> {
  if (lastScreen && pathname === LAST_SCREEN_STYLES)
    // Its address names its content (a hash of the styles): kept by the browser like an asset.
    return {
      status: 200,
      headers: fileHeaders('.css', 'public, max-age=31536000, immutable'),
      body: lastScreen.stylesheet(),
    };
  let relative: string;
  try {
    relative = normalize(decodeURIComponent(pathname === '/' ? '/index.html' : pathname)).replace(/^([/\\])+/, '');
  } catch {
    return problem(400, 'Bad path');
  }
  const root = normalize(rendererDir + sep);
  const path = join(root, relative);
  if (!path.startsWith(root)) return problem(404, 'Not found');
  let body: Buffer;
  try {
    body = await readFile(path);
  } catch {
    return relative === 'index.html'
      ? problem(503, 'The renderer is not built yet: run `npm run build:renderer`, then reload')
      : problem(404, 'Not found');
  }
  const page = relative === 'index.html';
  return {
    status: 200,
    // Hashed asset names change with every build, and the page names the guard by its content;
    // the page itself is always fetched anew (and holding the last screen, never kept).
    headers: fileHeaders(
      extname(path),
      relative.startsWith(`assets${sep}`) || relative.startsWith('assets/') || `/${relative}` === LAST_SCREEN_GUARD
        ? 'public, max-age=31536000, immutable'
        : page && lastScreen
          ? 'no-store'
          : 'no-cache',
    ),
    body:
      page && lastScreen
        ? await lastScreen.page(body.toString('utf8'), () => contentName(root, LAST_SCREEN_GUARD))
        : body,
  };
}

/** A name of the file's content, for its address: '' when there is no such file. */
async function contentName(root: string, pathname: string): Promise<string> {
  try {
    return createHash('sha256')
      .update(await readFile(join(root, pathname)))
      .digest('hex')
      .slice(0, 16);
  } catch {
    return '';
  }
}

function fileHeaders(extension: string, cacheControl: string): Record<string, string> {
  return {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': cacheControl,
  };
}

// The built renderer's files as both hosts serve them: the desktop app through its app:// scheme,
// the browser host over HTTP. A path never leaves the renderer's folder, and every answer carries
// the content security policy (content-security-policy.ts).
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { headerPolicy, type InlineSources } from './content-security-policy.ts';
import type { LastScreen } from './last-screen.ts';

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

/** Whether the file at `pathname` is the page (the only one the last screen changes). */
export const holdsLastScreen = (pathname: string) => pathname === '/' || pathname === '/index.html';

/** The file's path and its path under `rendererDir`; null when it would leave the folder. */
function locate(rendererDir: string, pathname: string): { path: string; relative: string } | null {
  const relative = normalize(pathname).replace(/^([/\\])+/, '');
  const root = normalize(rendererDir + sep);
  const path = join(root, relative);
  return path.startsWith(root) ? { path, relative } : null;
}

/** The text of a renderer file at a page-relative address (`./assets/…`); null when there is none. */
const readText = (rendererDir: string) => async (href: string) => {
  const found = locate(rendererDir, href.replace(/^\.\//, '/'));
  return found ? readFile(found.path, 'utf8').catch(() => null) : null;
};

/**
 * The file at `pathname` (a URL path; `/` is the page) in `rendererDir`; with `lastScreen`, the
 * page holds the last screen.
 */
export async function readRendererFile(
  rendererDir: string,
  pathname: string,
  lastScreen?: LastScreen,
): Promise<RendererFile> {
  let found: ReturnType<typeof locate>;
  try {
    found = locate(rendererDir, decodeURIComponent(pathname === '/' ? '/index.html' : pathname));
  } catch {
    return problem(400, 'Bad path');
  }
  if (!found) return problem(404, 'Not found');
  const { path, relative } = found;
  let body: Buffer;
  try {
    body = await readFile(path);
  } catch {
    return relative === 'index.html'
      ? problem(503, 'The renderer is not built yet: run `npm run build:renderer`, then reload')
      : problem(404, 'Not found');
  }
  // Hashed asset names change with every build; the page itself is always fetched anew.
  const asset = relative.startsWith(`assets${sep}`) || relative.startsWith('assets/');
  if (relative !== 'index.html' || !lastScreen)
    return {
      status: 200,
      headers: fileHeaders(extname(path), asset ? 'public, max-age=31536000, immutable' : 'no-cache'),
      body,
    };
  // Holding the last screen, it is never kept, and its policy allows what it holds inline.
  const page = await lastScreen.page(body.toString('utf8'), readText(rendererDir));
  return { status: 200, headers: fileHeaders('.html', 'no-store', page.inline), body: page.html };
}

function fileHeaders(extension: string, cacheControl: string, inline?: InlineSources): Record<string, string> {
  return {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Content-Security-Policy': headerPolicy(inline),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': cacheControl,
  };
}

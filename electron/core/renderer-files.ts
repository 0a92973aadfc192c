// The built renderer's files as both hosts serve them: the desktop app through its app:// scheme,
// the browser host over HTTP. A path never leaves the renderer's folder, and every answer carries
// the content security policy (content-security-policy.ts).
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.ts';

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

/** The file at `pathname` (a URL path; `/` is the page) in `rendererDir`. */
export async function readRendererFile(rendererDir: string, pathname: string): Promise<RendererFile> {
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
  return {
    status: 200,
    headers: {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      // Hashed asset names change with every build; the page itself is always fetched anew.
      'Cache-Control':
        relative.startsWith(`assets${sep}`) || relative.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
    },
    body,
  };
}

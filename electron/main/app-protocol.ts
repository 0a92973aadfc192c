// The app:// scheme that serves the built renderer to the window (see renderer-location.ts):
// the same files, paths and headers as the browser host serves over HTTP.
import type { LastScreen } from '../core/last-screen.ts';
import { holdsLastScreen, readRendererFile } from '../core/renderer-files.ts';
import { APP_HOST, APP_SCHEME } from './renderer-location.ts';

/**
 * How the scheme is registered before the app is ready: a standard, secure origin (like https),
 * reachable by fetch, whose compiled code Chromium keeps between launches.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
} as const;

/** The answer to one request on the scheme: a renderer file (the page with the last screen), or a refusal. */
export async function rendererResponse(
  rendererDir: string,
  request: { url: string; method: string },
  lastScreen?: () => Promise<LastScreen>,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return new Response('Not found', { status: 404 });
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405 });
  // Only the page and the snapshot's styles wait for the core (a failed core: the page as built).
  const screen = lastScreen && holdsLastScreen(url.pathname) ? await lastScreen().catch(() => undefined) : undefined;
  const file = await readRendererFile(rendererDir, url.pathname, screen);
  const body =
    typeof file.body === 'string'
      ? file.body
      : new Uint8Array(file.body.buffer as ArrayBuffer, file.body.byteOffset, file.body.byteLength);
  return new Response(request.method === 'HEAD' ? null : body, { status: file.status, headers: file.headers });
}

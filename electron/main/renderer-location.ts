// Where the renderer is loaded from, and whether a URL is that renderer: the one question the
// navigation guard, the permission handlers and the IPC sender check all ask.

/**
 * The built renderer is served under its own scheme rather than from file://: 'self' in the page's
 * content security policy then means our files only (under file:// it matches any file), and
 * Chromium keeps the compiled code of a custom scheme between launches when asked to.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'spyglass';
export const APP_PAGE = `${APP_SCHEME}://${APP_HOST}/index.html`;

export type RendererLocation =
  | { kind: 'app'; /** dist/renderer, served as app://spyglass/ */ dir: string; /** the page */ url: string }
  | { kind: 'dev'; /** the vite dev server, loopback only */ url: string };

export type LocationResult = { ok: true; location: RendererLocation } | { ok: false; message: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The built renderer, or `devUrl` (SPYGLASS_DEV_URL) in development. A packaged app ignores
 * `devUrl`: an environment variable must never point the window, and so the bridge, at a page
 * that is not ours. In development only a loopback http(s) server is accepted.
 */
export function resolveRendererLocation(options: {
  rendererDir: string;
  devUrl?: string | undefined;
  packaged: boolean;
}): LocationResult {
  const built: RendererLocation = { kind: 'app', dir: options.rendererDir, url: APP_PAGE };
  if (!options.devUrl || options.packaged) return { ok: true, location: built };
  let url: URL;
  try {
    url = new URL(options.devUrl);
  } catch {
    return { ok: false, message: `SPYGLASS_DEV_URL is not a URL: "${options.devUrl}"` };
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !LOOPBACK.has(url.hostname) ||
    url.username ||
    url.password
  ) {
    return {
      ok: false,
      message: `SPYGLASS_DEV_URL must be an http://localhost or http://127.0.0.1 address, not "${options.devUrl}"`,
    };
  }
  return { ok: true, location: { kind: 'dev', url: url.href } };
}

/**
 * Whether `candidate` is a page of our renderer. The built renderer is one page (routes live in
 * the hash), so query and hash are ignored and the path must match exactly; the dev server is
 * trusted by origin.
 */
export function isRendererUrl(candidate: string, location: RendererLocation): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  const own = new URL(location.url);
  if (location.kind === 'dev') return url.origin === own.origin;
  return (
    url.protocol === own.protocol &&
    url.host === own.host &&
    url.pathname === own.pathname &&
    !url.username &&
    !url.password
  );
}

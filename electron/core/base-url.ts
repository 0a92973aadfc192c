// Account base URLs: the service's origin (plus any proxy prefix), without the `/v2` the
// catalogue's paths already carry. Plain http is allowed only to this computer.
export type BaseUrlCheck = { ok: true; baseUrl: string } | { ok: false; message: string };

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function normalizeBaseUrl(input: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: `"${input}" is not a URL; it should look like https://api.example.com` };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return { ok: false, message: 'The base URL must use https (plain http is allowed only for this computer)' };
  }
  if (url.username || url.password)
    return { ok: false, message: 'The base URL must not carry a user name or password' };
  if (url.search || url.hash) return { ok: false, message: 'The base URL must not carry a query or a fragment' };
  const prefix = url.pathname.replace(/\/+$/, '').replace(/\/v2$/, '');
  return { ok: true, baseUrl: `${url.origin}${prefix}` };
}

/** The origin (scheme, host, port) of a base URL: where a key sent to it goes; null if it is no URL. */
export function originOf(baseUrl: string): string | null {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}

// What the service's failures mean, in words a user can act on: a refused key, a redirect (never
// followed), a status, the service's own message, how long it asked to wait, how long we waited.
import { apiError, type ApiError } from '../../shared/api-error.ts';
import { holdsKeyEncoded, redactKey } from './key-redaction.ts';

/** "No answer after 2 tries, 40 s": how long the user waited, in all. */
export function noAnswerAfter(attempts: number, elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  const time = seconds < 10 ? `${Math.round(seconds * 10) / 10} s` : `${Math.round(seconds)} s`;
  return attempts > 1 ? `No answer after ${attempts} tries, ${time}` : `No answer after ${time}`;
}

/** Where a redirect pointed, said in words; the key, should the address carry it, reads •••. */
export function redirectError(response: Response, url: URL, apiKey: string): ApiError {
  const status = response.status;
  const location = response.headers.get('location');
  let where: string | null = null;
  if (location) {
    try {
      where = new URL(location, url).href;
    } catch {
      where = null;
    }
  }
  if (where === null)
    return apiError(
      'bad-request',
      `The service answered with a redirect (${status}) to no valid address; Spyglass does not follow redirects with your key.`,
      { status },
    );
  const redacted = redactKey(where, apiKey);
  // A key written with other escapes than a URL's usual ones is not shown by the address at all.
  if (holdsKeyEncoded(redacted, apiKey)) {
    return apiError(
      'bad-request',
      `The service redirected to an address on ${new URL(where).origin} that holds your API key; Spyglass does not follow redirects with your key.`,
      { status },
    );
  }
  const shown = redacted.length > 300 ? `${redacted.slice(0, 300)}…` : redacted;
  return apiError(
    'bad-request',
    `The service redirected to ${shown}; Spyglass does not follow redirects with your key.`,
    { status },
  );
}

/** `said`: the service's own message, if any. */
export function statusError(response: Response, said: string, now: number): ApiError {
  const status = response.status;
  const tail = said ? `: ${said}` : '';
  switch (true) {
    case status === 401:
      return apiError('auth', `The API key was refused${tail}`, { status });
    case status === 403:
      return apiError('forbidden', `This key may not read that${tail}`, { status });
    case status === 404:
      return apiError('not-found', `Not found${tail}`, { status });
    case status === 408:
      return apiError('timeout', `The service gave up waiting for the request (408)${tail}`, {
        status,
        ...retryAfter(response, now),
      });
    case status === 429:
      return apiError('rate-limited', `Too many requests; the service asks to slow down${tail}`, {
        status,
        ...retryAfter(response, now),
      });
    case status === 504:
      return apiError('server', `The service timed out behind its gateway (504)${tail}`, {
        status,
        ...retryAfter(response, now),
      });
    case status >= 500:
      return apiError('server', `The service failed (${status})${tail}`, { status, ...retryAfter(response, now) });
    default:
      return apiError('bad-request', `The service refused the request (${status})${tail}`, { status });
  }
}

/**
 * The `{"message": …}` of an error body, short and printable; nothing else of the body. The key
 * is shown as ••• once the message is parsed (JSON escapes undone) and before it is cut short
 * (a cut must not leave half a key).
 */
export function serviceMessage(body: string, apiKey: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string')
      return (
        redactKey(parsed.message, apiKey)
          // eslint-disable-next-line no-control-regex -- a message from the wire must not carry control characters
          .replace(/[\u0000-\u001f]/g, ' ')
          .trim()
          .slice(0, 300)
      );
  } catch {
    // not JSON: say nothing rather than echo an HTML error page
  }
  return '';
}

/** How long the service asked to wait, and when that wait is over (for a countdown). */
function retryAfter(response: Response, now: number): { retryAfterMs?: number; retryAt?: number } {
  const header = response.headers.get('retry-after');
  if (!header) return {};
  const seconds = Number(header);
  let ms: number | null = null;
  if (header.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) ms = seconds * 1000;
  else {
    const date = Date.parse(header);
    if (!Number.isNaN(date)) ms = Math.max(0, date - now);
  }
  return ms === null ? {} : { retryAfterMs: ms, retryAt: now + ms };
}

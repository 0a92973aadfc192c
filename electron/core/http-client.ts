// The HTTP client: one GET of JSON from the service, with timeouts, retries and a size cap.
//
// A timeout per attempt, a cap on the body's size, and retries of what is worth retrying (429,
// 502, 503, timeouts, cut connections) with backoff that honours Retry-After, within a time
// budget. Every failure comes back as a typed error.
import { apiError, type ApiError } from '../../shared/api-error.ts';

export interface HttpClientOptions {
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** One attempt, body included. */
  timeoutMs?: number;
  /** Attempts in all, the first included. */
  maxAttempts?: number;
  /** No retry starts after this much time has gone by. */
  retryBudgetMs?: number;
  baseDelayMs?: number;
  maxBodyBytes?: number;
}

/** A JSON answer with the bytes it was parsed from, or why there is none. */
export type JsonAnswer = { ok: true; json: unknown; raw: Buffer } | { ok: false; error: ApiError };

const RETRY_STATUSES = new Set([429, 502, 503]);

export class HttpClient {
  private readonly options: Required<HttpClientOptions>;

  constructor(options: HttpClientOptions = {}) {
    this.options = {
      fetch: options.fetch ?? globalThis.fetch,
      now: options.now ?? Date.now,
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      timeoutMs: options.timeoutMs ?? 20_000,
      maxAttempts: options.maxAttempts ?? 4,
      retryBudgetMs: options.retryBudgetMs ?? 30_000,
      baseDelayMs: options.baseDelayMs ?? 500,
      maxBodyBytes: options.maxBodyBytes ?? 32 * 1024 * 1024,
    };
  }

  /** GETs `url` with the API key; a body that is not JSON is an error, and is not retried. */
  async getJson(url: URL, apiKey: string): Promise<JsonAnswer> {
    const started = this.options.now();
    let error: ApiError = apiError('offline', 'The service could not be reached');
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt++) {
      const outcome = await this.attempt(url, apiKey);
      if (outcome.ok) return outcome;
      error = outcome.error;
      if (!outcome.retry || attempt === this.options.maxAttempts) break;
      const backoff = this.options.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random());
      const wait = Math.max(outcome.error.retryAfterMs ?? 0, backoff);
      if (this.options.now() - started + wait > this.options.retryBudgetMs) break;
      await this.options.sleep(wait);
    }
    return { ok: false, error };
  }

  private async attempt(url: URL, apiKey: string): Promise<{ ok: true; json: unknown; raw: Buffer } | { ok: false; error: ApiError; retry: boolean }> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    let raw: Buffer;
    try {
      response = await this.options.fetch(url, { headers: { 'X-API-KEY': apiKey, Accept: 'application/json' }, signal, redirect: 'error' });
      raw = await readLimited(response, this.options.maxBodyBytes);
    } catch (cause) {
      return failure(cause, this.options.timeoutMs, this.options.maxBodyBytes);
    }
    const body = raw.toString('utf8');
    if (response.ok) {
      try {
        return { ok: true, json: JSON.parse(body), raw };
      } catch {
        return { ok: false, error: apiError('invalid-response', 'The service answered with something that is not JSON'), retry: false };
      }
    }
    return { ok: false, error: statusError(response, body), retry: RETRY_STATUSES.has(response.status) };
  }
}

class TooLarge extends Error {}

/** The body's bytes, refusing to hold more than `limit` of them. */
async function readLimited(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel();
    throw new TooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function failure(cause: unknown, timeoutMs: number, maxBodyBytes: number): { ok: false; error: ApiError; retry: boolean } {
  if (cause instanceof TooLarge) {
    const mb = Math.round(maxBodyBytes / 1024 / 1024);
    return { ok: false, error: apiError('invalid-response', `The answer is larger than ${mb} MB; narrow the window or search`), retry: false };
  }
  const name = (cause as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { ok: false, error: apiError('timeout', `The service did not answer within ${Math.round(timeoutMs / 1000)} s`), retry: true };
  }
  const code = errorCode(cause);
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return { ok: false, error: apiError('offline', 'The connection to the service was cut off'), retry: true };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { ok: false, error: apiError('offline', 'The service\'s address could not be found; are you online?'), retry: false };
  return { ok: false, error: apiError('offline', 'The service could not be reached'), retry: false };
}

function errorCode(cause: unknown): string | undefined {
  for (let current = cause as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (typeof current.code === 'string') return current.code;
  }
  return undefined;
}

function statusError(response: Response, body: string): ApiError {
  const status = response.status;
  const said = serviceMessage(body);
  const tail = said ? `: ${said}` : '';
  switch (true) {
    case status === 401:
      return apiError('auth', `The API key was refused${tail}`, { status });
    case status === 403:
      return apiError('forbidden', `This key may not read that${tail}`, { status });
    case status === 404:
      return apiError('not-found', `Not found${tail}`, { status });
    case status === 429:
      return apiError('rate-limited', `Too many requests; the service asks to slow down${tail}`, { status, ...retryAfter(response) });
    case status >= 500:
      return apiError('server', `The service failed (${status})${tail}`, { status, ...retryAfter(response) });
    default:
      return apiError('bad-request', `The service refused the request (${status})${tail}`, { status });
  }
}

/** The `{"message": …}` of an error body, short and printable; nothing else of the body. */
function serviceMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    // eslint-disable-next-line no-control-regex -- a message from the wire must not carry control characters
    if (typeof parsed.message === 'string') return parsed.message.replace(/[\u0000-\u001f]/g, ' ').trim().slice(0, 300);
  } catch {
    // not JSON: say nothing rather than echo an HTML error page
  }
  return '';
}

function retryAfter(response: Response): { retryAfterMs?: number } {
  const header = response.headers.get('retry-after');
  if (!header) return {};
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return { retryAfterMs: seconds * 1000 };
  const date = Date.parse(header);
  return Number.isNaN(date) ? {} : { retryAfterMs: Math.max(0, date - Date.now()) };
}

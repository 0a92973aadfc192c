// The HTTP client: one GET of JSON from the service, with timeouts, retries and a size cap.
//
// A timeout per attempt, a cap on the body's size, and retries of what is worth retrying (408,
// 429, 502, 503, 504, timeouts, cut connections) with backoff that honours Retry-After, within a
// time budget. Redirects are never followed: the key would go with them. Every failure comes
// back as a typed error that says what happened; every answer with how it was fetched.
import { apiError, type ApiError } from '../../shared/api-error.ts';
import { redactKeyInBytes, redactKeyInParsed } from './key-redaction.ts';
import { noAnswerAfter, redirectError, serviceMessage, statusError } from './service-errors.ts';

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

/** How an answer was fetched: what Inspect shows of the exchange. */
export interface Exchange {
  /** The full URL, query included (the key never goes in it: it travels in a header). */
  url: string;
  status: number;
  attempts: number;
  /** From the first request sent to the headers of the answer read (earlier attempts and their waits included). */
  waitingMs: number;
  /** Receiving the body. */
  readingMs: number;
  /** Parsing the body as JSON. */
  parsingMs: number;
  bytes: number;
}

/** A JSON answer with the bytes it was parsed from, or why there is none. */
export type JsonAnswer = { ok: true; json: unknown; raw: Buffer; exchange: Exchange } | { ok: false; error: ApiError };

/** Worth another try: the service or a proxy in front of it says "not now". */
const RETRY_STATUSES = new Set([408, 429, 502, 503, 504]);

type Attempt =
  | { ok: true; json: unknown; raw: Buffer; status: number; headersAt: number; readAt: number; parsingMs: number }
  | { ok: false; error: ApiError; retry: boolean; timedOut?: boolean };

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
    const firstSent = performance.now();
    let error: ApiError = apiError('offline', 'The service could not be reached');
    let attempts = 0;
    let timedOut = false;
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt++) {
      attempts = attempt;
      const outcome = await this.attempt(url, apiKey);
      if (outcome.ok) {
        const exchange: Exchange = {
          url: url.href,
          status: outcome.status,
          attempts,
          waitingMs: outcome.headersAt - firstSent,
          readingMs: outcome.readAt - outcome.headersAt,
          parsingMs: outcome.parsingMs,
          bytes: outcome.raw.length,
        };
        return { ok: true, json: outcome.json, raw: outcome.raw, exchange };
      }
      error = outcome.error;
      timedOut = outcome.timedOut === true;
      if (!outcome.retry || attempt === this.options.maxAttempts) break;
      const backoff = this.options.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random());
      const wait = Math.max(outcome.error.retryAfterMs ?? 0, backoff);
      if (this.options.now() - started + wait > this.options.retryBudgetMs) break;
      await this.options.sleep(wait);
    }
    // The time the user actually waited, not one attempt's limit.
    if (timedOut) error = { ...error, message: noAnswerAfter(attempts, this.options.now() - started) };
    return { ok: false, error };
  }

  private async attempt(url: URL, apiKey: string): Promise<Attempt> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    let raw: Buffer;
    let headersAt: number;
    try {
      response = await this.options.fetch(url, {
        headers: { 'X-API-KEY': apiKey, Accept: 'application/json' },
        signal,
        redirect: 'manual',
      });
      headersAt = performance.now();
      if (isRedirect(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, error: redirectError(response, url, apiKey), retry: false };
      }
      raw = await readLimited(response, this.options.maxBodyBytes);
    } catch (cause) {
      return failure(cause, this.options.maxBodyBytes);
    }
    const readAt = performance.now();
    // An answer that echoes the key goes no further with it: not into the cache, nor to a view.
    raw = redactKeyInBytes(raw, apiKey);
    const body = raw.toString('utf8');
    if (response.ok) {
      try {
        const clean = redactKeyInParsed(JSON.parse(body), raw, apiKey);
        return {
          ok: true,
          json: clean.json,
          raw: clean.raw,
          status: response.status,
          headersAt,
          readAt,
          parsingMs: performance.now() - readAt,
        };
      } catch {
        return {
          ok: false,
          error: apiError('invalid-response', 'The service answered with something that is not JSON'),
          retry: false,
        };
      }
    }
    return {
      ok: false,
      error: statusError(response, serviceMessage(body, apiKey), this.options.now()),
      retry: RETRY_STATUSES.has(response.status),
    };
  }
}

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

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

function failure(cause: unknown, maxBodyBytes: number): Attempt & { ok: false } {
  if (cause instanceof TooLarge) {
    const mb = Math.round(maxBodyBytes / 1024 / 1024);
    return {
      ok: false,
      error: apiError('invalid-response', `The answer is larger than ${mb} MB; narrow the window or search`),
      retry: false,
    };
  }
  const name = (cause as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    // The message is written once the last attempt is over, with the time waited in all.
    return { ok: false, error: apiError('timeout', 'No answer'), retry: true, timedOut: true };
  }
  const code = errorCode(cause);
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return { ok: false, error: apiError('offline', 'The connection to the service was cut off'), retry: true };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return {
      ok: false,
      error: apiError('offline', "The service's address could not be found; are you online?"),
      retry: false,
    };
  return { ok: false, error: apiError('offline', 'The service could not be reached'), retry: false };
}

function errorCode(cause: unknown): string | undefined {
  for (
    let current = cause as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth++
  ) {
    if (typeof current.code === 'string') return current.code;
  }
  return undefined;
}

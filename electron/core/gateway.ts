// Gateway: the only way out to the service. Checks a request against the catalogue before
// anything is sent, adds the key, retries what is worth retrying, validates the answer,
// stores it in the cache, and on failure hands back the newest cached copy with a typed error.
import { isUtf8 } from 'node:buffer';
import { z } from 'zod';
import { apiError, type ApiError } from '../../shared/api-error.ts';
import type { Account, ApiResult } from '../../shared/bridge.ts';
import { buildPath, checkQuery, endpoints, responseSchemaFor, describeIssues, pathParamNames, type EndpointId } from '../../shared/catalogue.ts';
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import { resolveWindow, windowFromQuery, type ResolvedWindow } from '../../shared/time-window.ts';
import { normalizeBaseUrl } from './base-url.ts';
import type { CacheHit, ResponseCache } from './response-cache.ts';

export interface GatewayOptions {
  cache: ResponseCache | null;
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

/** Where one request goes: the account, its key, and the project's kind when known. */
export interface Target {
  account: Pick<Account, 'id' | 'baseUrl'>;
  apiKey: string | null;
  kind: ProjectKind | undefined;
}

export interface Call {
  endpoint: EndpointId;
  path: Record<string, string>;
  query: Record<string, string | number>;
}

type Fetched = { ok: true; data: unknown; window: ResolvedWindow } | { ok: false; error: ApiError };

const RETRY_STATUSES = new Set([429, 502, 503]);

/**
 * Answers whose own JSON text says exactly what the schema let through, by answer: a host can
 * send these bytes on (and the cache store them) instead of serialising the answer again. Only
 * ever set for a fresh value the gateway made and handed out unchanged.
 */
const rawAnswers = new WeakMap<object, Buffer>();

/** The JSON text of a validated answer (UTF-8), when the gateway has it; it parses to `value`. */
export function rawJsonOf(value: unknown): Buffer | undefined {
  return typeof value === 'object' && value !== null ? rawAnswers.get(value) : undefined;
}

/** Keeps `raw` as the text of `value`, if it is valid UTF-8 and parses to exactly `value`. */
function rememberRaw(value: unknown, parsed: unknown, raw: Buffer): void {
  try {
    if (typeof value === 'object' && value !== null && isUtf8(raw) && unchanged(parsed, value)) rawAnswers.set(value, raw);
  } catch {
    // nested past the stack (only `unknown` parts can be): the value is serialised as before
  }
}

/**
 * Whether `output` is `input` as JSON: the same keys in the same order and the same values, so
 * that both serialise to the same text. False when validation stripped or changed anything
 * (an unknown field, a default, a transform), and for -0, which JSON.stringify writes as 0.
 */
export function unchanged(input: unknown, output: unknown): boolean {
  if (input === output) return typeof input === 'object' && input !== null ? sameObject(input, output as object) : !(input === 0 && 1 / input < 0);
  return typeof input === 'object' && input !== null && typeof output === 'object' && output !== null && sameObject(input, output);
}

function sameObject(input: object, output: object): boolean {
  if (Array.isArray(output)) {
    if (!Array.isArray(input) || input.length !== output.length) return false;
    for (let i = 0; i < output.length; i++) if (!unchanged(input[i], output[i])) return false;
    return true;
  }
  if (Array.isArray(input)) return false;
  const inKeys = Object.keys(input);
  let i = 0;
  // for…in also walks inherited keys: one the input lacks only makes the answer false.
  for (const key in output) {
    if (inKeys[i++] !== key || !unchanged((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key])) return false;
  }
  return i === inKeys.length;
}

/**
 * Each answer schema with zod's compiled fast path: the same verdict and the same value as the
 * schema itself (a rejected answer is parsed again by the schema, for its issues), an order of
 * magnitude quicker on a list. Compiled on first use, in the privileged process only.
 */
const compiledSchemas = new WeakMap<z.ZodType, z.ZodType>();
function compiled(schema: z.ZodType): z.ZodType {
  let fast = compiledSchemas.get(schema);
  if (!fast) {
    fast = z.compile(schema);
    compiledSchemas.set(schema, fast);
  }
  return fast;
}

export class Gateway {
  private readonly options: Required<Omit<GatewayOptions, 'cache'>>;
  private readonly cache: ResponseCache | null;
  private readonly inFlight = new Map<string, Promise<ApiResult>>();

  constructor(options: GatewayOptions) {
    this.cache = options.cache;
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

  /** A GET through the cache: identical concurrent calls share one network request. */
  async get(target: Target, call: Call, mode: { cacheOnly?: boolean } = {}): Promise<ApiResult> {
    const prepared = this.prepare(target, call);
    if (!prepared.ok) return { ok: false, error: prepared.error };
    const cacheKey = `${target.account.id} ${prepared.path}`;
    if (mode.cacheOnly) {
      const hit = await this.cachedCopy(target, call, cacheKey);
      return hit
        ? { ok: true, data: hit.data, fetchedAt: hit.meta.fetchedAt, window: hit.meta.window, source: 'cache' }
        : { ok: false, error: apiError('not-found', 'Nothing is cached for this view and window yet') };
    }
    const pending = this.inFlight.get(cacheKey);
    if (pending) return pending;
    const result = this.fetchAndStore(target, call, prepared.path, cacheKey).finally(() => this.inFlight.delete(cacheKey));
    this.inFlight.set(cacheKey, result);
    return result;
  }

  private async fetchAndStore(target: Target, call: Call, path: string, cacheKey: string): Promise<ApiResult> {
    const fetchedAt = this.options.now();
    const fetched = await this.send(target, call, path);
    if (fetched.ok) {
      const meta = { accountId: target.account.id, projectId: call.path.projectId ?? '', endpoint: call.endpoint, query: call.query, request: requestWithoutWindow(call), window: fetched.window, fetchedAt };
      // Stored in the background: the answer does not wait for the disk, and a full disk must
      // not cost the user the answer they asked for.
      this.cache?.put(cacheKey, meta, fetched.data, rawJsonOf(fetched.data)).catch(() => undefined);
      return { ok: true, data: fetched.data, fetchedAt, window: fetched.window, source: 'network' };
    }
    const hit = await this.cachedCopy(target, call, cacheKey).catch(() => null);
    return hit
      ? { ok: false, error: fetched.error, cached: { data: hit.data, fetchedAt: hit.meta.fetchedAt, window: hit.meta.window } }
      : { ok: false, error: fetched.error };
  }

  /**
   * The stored answer to this request; for a fixed range, also an answer to a relative window
   * that covered exactly that range when it was fetched (how "recent windows" open offline).
   */
  private async cachedCopy(target: Target, call: Call, cacheKey: string): Promise<CacheHit | null> {
    if (!this.cache) return null;
    let hit = await this.cache.get(cacheKey);
    const window = windowFromQuery(call.query);
    if (!hit && window?.kind === 'absolute') hit = await this.cache.findByWindow(target.account.id, requestWithoutWindow(call), window);
    // The stored text is what was written for this very value: it can be sent on as it is.
    if (hit?.raw && typeof hit.data === 'object' && hit.data !== null && isUtf8(hit.raw)) rawAnswers.set(hit.data, hit.raw);
    return hit;
  }

  /** A GET straight to the service, no cache: for checking a new account. */
  async fetchOnce(target: Target, call: Call): Promise<Fetched> {
    const prepared = this.prepare(target, call);
    return prepared.ok ? this.send(target, call, prepared.path) : prepared;
  }

  /** Everything that can be refused without sending anything. */
  private prepare(target: Target, call: Call): { ok: true; path: string } | { ok: false; error: ApiError } {
    const spec = endpoints[call.endpoint];
    if (!spec) return { ok: false, error: apiError('bad-request', `Unknown endpoint "${String(call.endpoint)}"`) };
    if (target.kind && !spec.kinds.includes(target.kind)) {
      const kindName = target.kind === 'apm' ? 'APM' : 'browser';
      return { ok: false, error: apiError('not-served', `${spec.summary} is not available for ${kindName} projects`) };
    }
    const names = pathParamNames(call.endpoint);
    for (const name of names) {
      if (!call.path[name]) return { ok: false, error: apiError('bad-request', `${spec.summary}: ${name} is missing`) };
    }
    const extra = Object.keys(call.path).filter((name) => !names.includes(name));
    if (extra.length > 0) return { ok: false, error: apiError('bad-request', `Unknown path parameter ${extra.join(', ')}`) };
    const query = checkQuery(call.endpoint, call.query);
    if (!query.ok) return { ok: false, error: apiError('bad-request', query.message) };
    try {
      return { ok: true, path: buildPath(call.endpoint, call.path as never, call.query as never) };
    } catch (error) {
      // A value no URL can carry ("." or ".."): refused rather than sent to another resource.
      return { ok: false, error: apiError('bad-request', `${spec.summary}: ${error instanceof Error ? error.message.replace(/^[\w.]+: path parameter /, '') : String(error)}`) };
    }
  }

  private async send(target: Target, call: Call, path: string): Promise<Fetched> {
    const base = normalizeBaseUrl(target.account.baseUrl);
    if (!base.ok) return { ok: false, error: apiError('bad-request', base.message) };
    const url = new URL(base.baseUrl + path);
    if (url.origin !== new URL(base.baseUrl).origin) return { ok: false, error: apiError('bad-request', 'Refused: the request would leave the account\'s service') };
    if (!target.apiKey) return { ok: false, error: apiError('auth', 'No API key is stored for this account; add one in Accounts') };
    const window = resolveWindow(windowFromQuery(call.query)!, this.options.now());
    const schema = compiled(responseSchemaFor(call.endpoint, call.query));

    const started = this.options.now();
    let error: ApiError = apiError('offline', 'The service could not be reached');
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt++) {
      const outcome = await this.attempt(url, target.apiKey);
      if (outcome.ok) {
        const parsed = schema.safeParse(outcome.json);
        if (parsed.success) {
          rememberRaw(parsed.data, outcome.json, outcome.raw);
          return { ok: true, data: parsed.data, window };
        }
        return { ok: false, error: apiError('invalid-response', `The service answered in an unexpected shape (${describeIssues(parsed.error).slice(0, 300)})`) };
      }
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

/** The request's identity apart from its window: endpoint, path and other parameters. */
function requestWithoutWindow(call: Call): string {
  const query = Object.fromEntries(Object.entries(call.query).filter(([key]) => !['timeDur', 'timeStart', 'timeEnd'].includes(key)));
  return `${call.endpoint} ${buildPath(call.endpoint, call.path as never, query as never)}`;
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

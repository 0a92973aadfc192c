// Gateway: every request to the service, checked against the catalogue, read and cached.
//
// Nothing the catalogue refuses is sent; the key is added, the HTTP client sends, the answer is
// read against its schema (strict about structure, tolerant about values) and stored in the
// cache with its deviations and trace, and on failure the newest cached copy comes back with the
// typed error. Inspect reads the stored answer as the service sent it, from the cache alone.
import { apiError, type ApiError } from '../../shared/api-error.ts';
import type { Account, AnswerFacts, AnswerTrace, ApiResult, Inspection } from '../../shared/bridge.ts';
import { buildPath, checkQuery, endpoints, pathParamNames, type EndpointId } from '../../shared/catalogue.ts';
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import { isWindowParam, resolveWindow, windowFromQuery, type ResolvedWindow } from '../../shared/time-window.ts';
import { readServiceAnswer } from './answer-reading.ts';
import { normalizeBaseUrl } from './base-url.ts';
import { HttpClient, type Exchange, type HttpClientOptions } from './http-client.ts';
import { KEY_SHOWN_AS, redactKey } from './key-redaction.ts';
import { rawJsonOf, rememberStoredJson } from './raw-json.ts';
import type { RequestRecord } from './request-log.ts';
import type { CacheHit, ResponseCache } from './response-cache.ts';

export interface GatewayOptions extends HttpClientOptions {
  cache: ResponseCache | null;
  /** Told of every request answered, from the network or the cache alone (the request log). */
  onRequest?: (record: RequestRecord) => void;
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
  /** When it was asked, if not now: the minute a relative window is resolved at (resolvedAt). */
  asOf?: number;
}

/** How long ago a call may say it was asked, and still be resolved then (see resolvedAt). */
const ASKED_WITHIN_MS = 15 * 60_000;

type Fetched =
  | {
      ok: true;
      data: unknown;
      window: ResolvedWindow;
      facts: AnswerFacts;
      /** The service's text, when it is not the value's own (a drifted, stripped or reordered answer). */
      served?: Buffer;
    }
  | { ok: false; error: ApiError };

/**
 * How long an answer fetched ahead waits for the call it was fetched for: the page's own staleness
 * (a minute), past which its call would ask again anyway.
 */
export const AHEAD_MS = 60_000;

export class Gateway {
  private readonly cache: ResponseCache | null;
  private readonly http: HttpClient;
  private readonly now: () => number;
  private readonly onRequest: (record: RequestRecord) => void;
  private readonly inFlight = new Map<string, Promise<ApiResult>>();
  /** Answers fetched ahead of the page's call (launch-prefetch.ts), each handed to the first call that asks. */
  private readonly ahead = new Map<string, Promise<ApiResult>>();
  /** When this run last fetched each cache key: Inspect says whether a stored answer is this run's. */
  private readonly fetchedThisRun = new Map<string, number>();

  constructor(options: GatewayOptions) {
    this.cache = options.cache;
    this.http = new HttpClient(options);
    this.now = options.now ?? Date.now;
    this.onRequest = options.onRequest ?? (() => undefined);
  }

  /** A GET through the cache: identical concurrent calls share one network request. */
  async get(target: Target, call: Call, mode: { cacheOnly?: boolean } = {}): Promise<ApiResult> {
    const prepared = this.prepare(target, call);
    if (!prepared.ok) return { ok: false, error: prepared.error };
    const cacheKey = `${target.account.id} ${prepared.path}`;
    if (mode.cacheOnly) {
      const started = performance.now();
      const hit = await this.cachedCopy(target, call, cacheKey);
      this.record(call, 'cache', started, hit ? {} : { error: 'not-found' });
      return hit
        ? {
            ok: true,
            data: hit.data,
            fetchedAt: hit.meta.fetchedAt,
            window: hit.meta.window,
            source: 'cache',
            ...hit.facts,
          }
        : { ok: false, error: apiError('not-found', 'Nothing is cached for this view and window yet') };
    }
    const early = this.ahead.get(cacheKey);
    if (early) {
      this.ahead.delete(cacheKey);
      return early;
    }
    return this.fetchShared(target, call, prepared.path, cacheKey);
  }

  /**
   * A GET made before anyone asks (the launch's home, launch-prefetch.ts): its answer goes to the
   * first `get` of the same request within AHEAD_MS, which then costs no request of its own;
   * any later one asks the service again.
   */
  fetchAhead(target: Target, call: Call): Promise<ApiResult> {
    const prepared = this.prepare(target, call);
    if (!prepared.ok) return Promise.resolve({ ok: false, error: prepared.error });
    const cacheKey = `${target.account.id} ${prepared.path}`;
    // Already asked for: whoever asked has it, and a later call must not take it as new.
    const pending = this.inFlight.get(cacheKey);
    if (pending) return pending;
    const result = this.fetchShared(target, call, prepared.path, cacheKey);
    this.ahead.set(cacheKey, result);
    setTimeout(() => {
      if (this.ahead.get(cacheKey) === result) this.ahead.delete(cacheKey);
    }, AHEAD_MS).unref?.();
    return result;
  }

  /** Identical concurrent calls share one network request. */
  private fetchShared(target: Target, call: Call, path: string, cacheKey: string): Promise<ApiResult> {
    const pending = this.inFlight.get(cacheKey);
    if (pending) return pending;
    const result = this.fetchAndStore(target, call, path, cacheKey).finally(() => this.inFlight.delete(cacheKey));
    this.inFlight.set(cacheKey, result);
    return result;
  }

  private async fetchAndStore(target: Target, call: Call, path: string, cacheKey: string): Promise<ApiResult> {
    const fetchedAt = this.now();
    const fetched = await this.send(target, call, path);
    if (fetched.ok) {
      const meta = {
        accountId: target.account.id,
        projectId: call.path.projectId ?? '',
        endpoint: call.endpoint,
        query: call.query,
        request: requestWithoutWindow(call),
        window: fetched.window,
        fetchedAt,
      };
      // Stored in the background: the answer does not wait for the disk, and a full disk must
      // not cost the user the answer they asked for.
      this.cache
        ?.put(cacheKey, meta, fetched.data, {
          raw: rawJsonOf(fetched.data),
          facts: fetched.facts,
          served: fetched.served,
        })
        .catch(() => undefined);
      this.fetchedThisRun.set(cacheKey, fetchedAt);
      return { ok: true, data: fetched.data, fetchedAt, window: fetched.window, source: 'network', ...fetched.facts };
    }
    const hit = await this.cachedCopy(target, call, cacheKey).catch(() => null);
    return hit
      ? {
          ok: false,
          error: fetched.error,
          cached: { data: hit.data, fetchedAt: hit.meta.fetchedAt, window: hit.meta.window, ...hit.facts },
        }
      : { ok: false, error: fetched.error };
  }

  /**
   * The newest stored answer to this request as the service sent it, with its facts: from the
   * cache alone, so it works offline. The key, should the answer echo it, reads •••.
   */
  async inspect(
    target: Target,
    call: Call,
  ): Promise<{ ok: true; inspection: Inspection } | { ok: false; error: ApiError }> {
    const prepared = this.prepare(target, call);
    if (!prepared.ok) return prepared;
    const hit = await this.cachedCopy(target, call, `${target.account.id} ${prepared.path}`, { served: true });
    if (!hit) return { ok: true, inspection: { found: false } };
    const text = (hit.served ?? hit.raw ?? Buffer.from(JSON.stringify(hit.data))).toString('utf8');
    const source = this.fetchedThisRun.get(hit.key) === hit.meta.fetchedAt ? 'network' : 'cache';
    return {
      ok: true,
      inspection: {
        found: true,
        raw: redactKey(text, target.apiKey),
        fetchedAt: hit.meta.fetchedAt,
        source,
        ...hit.facts,
      },
    };
  }

  /**
   * The stored answer to this request; for a fixed range, also an answer to a relative window
   * that covered exactly that range when it was fetched (how "recent windows" open offline).
   */
  private async cachedCopy(
    target: Target,
    call: Call,
    cacheKey: string,
    options: { served?: boolean } = {},
  ): Promise<CacheHit | null> {
    if (!this.cache) return null;
    let hit = await this.cache.get(cacheKey, options);
    const window = windowFromQuery(call.query);
    if (!hit && window?.kind === 'absolute')
      hit = await this.cache.findByWindow(target.account.id, requestWithoutWindow(call), window, options);
    // The stored text is what was written for this very value: it can be sent on as it is.
    if (hit) rememberStoredJson(hit.data, hit.raw);
    return hit;
  }

  /** A GET straight to the service, no cache: for checking a new account. */
  async fetchOnce(target: Target, call: Call): Promise<Fetched> {
    const prepared = this.prepare(target, call);
    return prepared.ok ? this.send(target, call, prepared.path) : prepared;
  }

  /**
   * The moment a relative window is resolved at: when the page asked (its comparison was taken
   * against that minute, and a copy labelled so is found again offline), unless that is in the
   * future or long past (a page's word is not trusted further), then now.
   */
  private resolvedAt(asOf: number | undefined): number {
    const now = this.now();
    return asOf !== undefined && asOf <= now && asOf >= now - ASKED_WITHIN_MS ? asOf : now;
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
    if (extra.length > 0)
      return { ok: false, error: apiError('bad-request', `Unknown path parameter ${extra.join(', ')}`) };
    const query = checkQuery(call.endpoint, call.query);
    if (!query.ok) return { ok: false, error: apiError('bad-request', query.message) };
    try {
      return { ok: true, path: buildPath(call.endpoint, call.path as never, call.query as never) };
    } catch (error) {
      // A value no URL can carry ("." or ".."): refused rather than sent to another resource.
      return {
        ok: false,
        error: apiError(
          'bad-request',
          `${spec.summary}: ${error instanceof Error ? error.message.replace(/^[\w.]+: path parameter /, '') : String(error)}`,
        ),
      };
    }
  }

  private async send(target: Target, call: Call, path: string): Promise<Fetched> {
    const base = normalizeBaseUrl(target.account.baseUrl);
    if (!base.ok) return { ok: false, error: apiError('bad-request', base.message) };
    const url = new URL(base.baseUrl + path);
    if (url.origin !== new URL(base.baseUrl).origin)
      return { ok: false, error: apiError('bad-request', "Refused: the request would leave the account's service") };
    if (!target.apiKey)
      return { ok: false, error: apiError('auth', 'No API key is stored for this account; add one in Accounts') };
    const window = resolveWindow(windowFromQuery(call.query)!, this.resolvedAt(call.asOf));
    const started = performance.now();
    const answer = await this.http.getJson(url, target.apiKey);
    if (!answer.ok) {
      this.record(call, 'network', started, { status: answer.error.status, error: answer.error.kind });
      return answer;
    }
    const checking = performance.now();
    const reading = readServiceAnswer(call.endpoint, call.query, answer.json, answer.raw);
    this.record(call, 'network', started, {
      status: answer.exchange.status,
      ...(reading.ok ? {} : { error: 'invalid-response' as const }),
    });
    if (!reading.ok) return { ok: false, error: apiError('invalid-response', reading.problem) };
    const trace = traceOf(answer.exchange, performance.now() - checking);
    const facts: AnswerFacts = { deviations: reading.deviations, deviationCount: reading.deviationCount, trace };
    return { ok: true, data: reading.value, window, facts, ...(reading.textIsValue ? {} : { served: answer.raw }) };
  }

  /** One line of the request log: what was asked by endpoint and parameter names, never by value. */
  private record(
    call: Call,
    source: 'network' | 'cache',
    started: number,
    outcome: Pick<RequestRecord, 'status' | 'error'>,
  ): void {
    try {
      this.onRequest({
        at: this.now(),
        endpoint: call.endpoint,
        query: call.query,
        source,
        ms: performance.now() - started,
        ...outcome,
      });
    } catch {
      // The log never costs the request.
    }
  }
}

/** The request as sent (the key shown as •••) and where its time went; the queue is the renderer's. */
function traceOf(exchange: Exchange, checkingMs: number): AnswerTrace {
  return {
    method: 'GET',
    url: exchange.url,
    headers: { 'X-API-KEY': KEY_SHOWN_AS, Accept: 'application/json' },
    status: exchange.status,
    attempts: exchange.attempts,
    timings: {
      queuedMs: 0,
      waitingMs: exchange.waitingMs,
      readingMs: exchange.readingMs,
      checkingMs: exchange.parsingMs + checkingMs,
    },
    bytes: exchange.bytes,
  };
}

/** The request's identity apart from its window: endpoint, path and other parameters. */
function requestWithoutWindow(call: Call): string {
  const query = Object.fromEntries(Object.entries(call.query).filter(([key]) => !isWindowParam(key)));
  return `${call.endpoint} ${buildPath(call.endpoint, call.path as never, query as never)}`;
}

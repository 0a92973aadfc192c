// The demo API's HTTP server: Node's http module on loopback, the catalogue for routing and
// parameter checks, the handlers for bodies, errors as the real service answers them
// (JSON {"message"}), the fault rules on top, and the control endpoints beside (control.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, matchPath, parseQuery, responseSchemaFor, type EndpointId } from '../../shared/catalogue.ts';
import { floorToMinute, resolveWindow, windowFromQuery } from '../../shared/time-window.ts';
import { checkKey, failure, json, type Answer } from './answers.ts';
import { control, CONTROL_ROOT } from './control.ts';
import { DEFAULT_DRIFT_EVERY, driftBody } from './drift.ts';
import { breakSchema, FaultSet, malform, type FaultRule } from './faults.ts';
import { handlers } from './handlers.ts';
import { HttpError } from './handlers/request.ts';
import { EventsOnDemand } from './on-demand.ts';
import type { EventRequest } from './on-demand-requests.ts';
import { DEFAULT_PROJECTS, demoProjects, MAX_PROJECTS, servedList, type DemoProject } from './project-catalogue.ts';
import { getWorld } from './world.ts';
import type { World } from './world-types.ts';

export interface DemoApiOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Expected X-API-KEY; default `demo-key`. */
  key?: string;
  seed?: number;
  /** Multiplies pages, ajax calls and error templates; default 1. */
  scale?: number;
  /** The server's clock (tests pin it); default Date.now. Its reading at start anchors the incident and the slowdown (project-catalogue.ts). */
  now?: number | (() => number);
  /** How many projects to serve: the demo's own eight, then generated ones (default 8, at most 256). */
  projects?: number;
  /** Fault rules active from the start. */
  faults?: FaultRule[];
  /** Events on demand asked for at the start (`inMinutes` counts from it); a bad one fails the start. */
  events?: EventRequest[];
}

export interface DemoApi {
  readonly url: string;
  readonly port: number;
  readonly key: string;
  readonly faults: FaultSet;
  /** Events on demand: a new error group, a recurrence, a spike (on-demand.ts). */
  readonly events: EventsOnDemand;
  /** The projects served, in order, with the names and kinds an account lists them by. */
  readonly projects: readonly DemoProject[];
  close(): Promise<void>;
}

export const DEFAULT_KEY = 'demo-key';
export const DEFAULT_SEED = 1;
/** Keeps template indices within the 24 bits error ids encode them in (and the world in memory). */
export const MAX_SCALE = 10_000;

/**
 * An empty `search=` is no filter, as a tolerant service reads it (a cleared search box sends
 * one): the parameter is dropped before the catalogue's rules, which refuse empty text, see it.
 */
function withoutEmptySearch(id: EndpointId, params: URLSearchParams): URLSearchParams {
  const searches = params.getAll('search');
  if (searches.length === 0 || searches.some((value) => value !== '') || !('search' in endpoints[id].query.shape))
    return params;
  const kept = new URLSearchParams(params);
  kept.delete('search');
  return kept;
}

/** Answers one API request (everything but the faults). */
export function answer(
  world: World,
  key: string,
  now: number,
  method: string,
  req: IncomingMessage,
  url: URL,
  cache?: AnswerCache,
): Answer {
  const denied = checkKey(req, url, key);
  if (denied) return denied;
  const match = matchPath(url.pathname);
  if (!match) return failure(404, `No endpoint at ${url.pathname}. Paths look like /v2/projects/<projectId>/reports.`);
  if (method !== 'GET')
    return failure(405, `Method ${method} is not allowed: this API is read-only, use GET.`, { Allow: 'GET' });
  const projectId = match.path.projectId ?? '';
  const project = world.projects.get(projectId);
  if (!project)
    return failure(404, `Unknown project "${projectId}". This demo serves ${servedList(world.projects.ids)}.`);
  const endpoint = endpoints[match.id];
  if (!endpoint.kinds.includes(project.kind)) {
    const served = endpoint.kinds.map((k) => (k === 'apm' ? 'APM' : k)).join(' and ');
    const kindName = project.kind === 'apm' ? 'an APM' : 'a browser';
    return failure(400, `This endpoint serves ${served} projects only, and ${projectId} is ${kindName} project.`);
  }
  const checked = parseQuery(match.id, withoutEmptySearch(match.id, url.searchParams));
  if (!checked.ok) return failure(400, checked.message);
  const query = checked.query as Record<string, unknown>;
  const window = windowFromQuery(query as { timeDur?: string; timeStart?: string; timeEnd?: string });
  if (!window) return failure(400, 'A valid time window is required: timeDur, or timeStart and timeEnd.');
  const resolved = resolveWindow(window, now);
  const span = { start: resolved.start, end: Math.max(resolved.start, Math.min(resolved.end, now)) };
  const cacheKey = JSON.stringify([projectId, match.id, match.path, query, resolved, span.end]);
  const cached = cache?.get(cacheKey);
  if (cached) return cached;
  try {
    const result = {
      ...json(200, handlers[match.id]({ project, window: resolved, span, now, path: match.path, query })),
      schema: responseSchemaFor(match.id, query),
    };
    cache?.set(cacheKey, result);
    return result;
  } catch (error) {
    if (error instanceof HttpError) return failure(error.status, error.message);
    throw error;
  }
}

/**
 * Recently sent 200 bodies by project, endpoint, parameters and resolved window: a repeated
 * request (a refresh within the minute, a benchmark loop) is answered without recomputing.
 * Deterministic answers make this safe; the size cap keeps a 100,000-row list from hoarding memory.
 */
class AnswerCache {
  readonly #entries = new Map<string, Answer>();
  #bytes = 0;
  readonly #maxBytes: number;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): Answer | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  /** Forgets every answer: events on demand changed what some would be. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  set(key: string, answer: Answer): void {
    const size = answer.body.length;
    if (size > this.#maxBytes / 2) return;
    this.#entries.set(key, answer);
    this.#bytes += size;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.body.length;
    }
  }
}

// ── sending, with or without a fault ─────────────────────────────────────────

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function send(res: ServerResponse, a: Answer): void {
  const body = Buffer.from(a.body, 'utf8');
  res.writeHead(a.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...a.headers,
  });
  res.end(body);
}

async function write(res: ServerResponse, chunk: Buffer | string): Promise<void> {
  if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve));
}

/** What a fault needs to know of the request and the server besides the answer. */
interface FaultContext {
  /** The request's path and query. */
  target: string;
  /** The server's seed: drift's default. */
  seed: number;
}

async function sendFaulty(
  req: IncomingMessage,
  res: ServerResponse,
  fault: FaultRule,
  real: () => Answer,
  context: FaultContext,
): Promise<void> {
  switch (fault.kind) {
    case 'latency':
      return send(res, real());
    case 'status': {
      const status = fault.status ?? 503;
      const retryAfter = fault.retryAfter ?? (status === 429 ? 1 : undefined);
      const message =
        fault.message ??
        (status === 429
          ? 'Too many requests: slow down and retry after the time in Retry-After.'
          : `The service answered ${status} (injected fault).`);
      return send(
        res,
        failure(status, message, retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) }),
      );
    }
    case 'malformed': {
      const a = real();
      return send(res, { status: 200, body: malform(a.body) });
    }
    case 'schema': {
      const a = real();
      return send(res, a.status === 200 ? { status: 200, body: breakSchema(a.body) } : a);
    }
    case 'drift': {
      const a = real();
      if (a.status !== 200 || !a.schema) return send(res, a);
      const options = {
        mode: fault.mode ?? 'null',
        every: fault.every ?? DEFAULT_DRIFT_EVERY,
        seed: fault.seed ?? context.seed,
        target: context.target,
      } as const;
      return send(res, { status: 200, body: driftBody(a.body, a.schema, options) });
    }
    case 'reset': {
      const body = Buffer.from(real().body, 'utf8');
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) });
      res.write(body.subarray(0, Math.floor(body.length / 2)));
      // Let the first half leave, then drop the connection without finishing the body.
      await sleep(10);
      req.socket.destroy();
      return;
    }
    case 'drip': {
      const a = real();
      const body = Buffer.from(a.body, 'utf8');
      const duration = fault.ms ?? 5_000;
      const pieces = Math.max(1, Math.min(50, body.length));
      res.writeHead(a.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(body.length),
        ...a.headers,
      });
      for (let i = 0; i < pieces; i++) {
        if (res.destroyed) return;
        await write(
          res,
          body.subarray(Math.floor((i * body.length) / pieces), Math.floor(((i + 1) * body.length) / pieces)),
        );
        if (i + 1 < pieces) await sleep(duration / pieces);
      }
      res.end();
      return;
    }
    case 'huge': {
      // Valid JSON: the real answer with a padding member in front, streamed in 1 MB pieces.
      const a = real();
      const bytes = Math.round((fault.mb ?? 50) * 1024 * 1024);
      const inner = a.body.startsWith('{') && a.body !== '{}' ? `,${a.body.slice(1)}` : '}';
      const head = '{"padding":"';
      const tail = `"${inner}`;
      const padLength = Math.max(0, bytes - head.length - Buffer.byteLength(tail));
      res.writeHead(a.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(head.length + padLength + Buffer.byteLength(tail)),
      });
      await write(res, head);
      const block = Buffer.alloc(1024 * 1024, 'x');
      for (let left = padLength; left > 0 && !res.destroyed; left -= block.length)
        await write(res, left >= block.length ? block : block.subarray(0, left));
      res.end(tail);
      return;
    }
  }
}

// ── the server ───────────────────────────────────────────────────────────────

export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  const key = options.key ?? DEFAULT_KEY;
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !(scale <= MAX_SCALE))
    throw new RangeError(`scale must be a number above 0 and at most ${MAX_SCALE}, got ${scale}`);
  // Loopback only: the demo holds made-up personal data and a well-known key.
  const host = '127.0.0.1';
  const projectCount = options.projects ?? DEFAULT_PROJECTS;
  if (!Number.isInteger(projectCount) || projectCount < 1 || projectCount > MAX_PROJECTS)
    throw new RangeError(`projects must be a whole number from 1 to ${MAX_PROJECTS}, got ${projectCount}`);
  const clock = options.now;
  const now = typeof clock === 'number' ? () => clock : (clock ?? Date.now);
  const world = getWorld(seed, scale, { projects: projectCount, startedAt: floorToMinute(now()) });
  const faults = new FaultSet();
  faults.addAll(options.faults ?? []);
  const cache = new AnswerCache(256 * 1024 * 1024);
  const events = new EventsOnDemand(world, now, () => cache.clear());
  events.addAll(options.events ?? []);
  const controls = { faults: { set: faults, item: 'fault rule' }, events: { set: events, item: 'event request' } };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const asked = performance.now();
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    if (url.pathname.startsWith(CONTROL_ROOT)) return send(res, await control(controls, key, req, url));
    // Drain any request body so keep-alive connections stay usable.
    req.resume();
    const target = `${url.pathname}${url.search}`;
    const plan = faults.take(target);
    const real = () => answer(events.world, key, floorToMinute(now()), req.method ?? 'GET', req, url, cache);
    if (plan.fault) {
      if (plan.delayMs > 0) await sleep(plan.delayMs);
      return sendFaulty(req, res, plan.fault, real, { target, seed });
    }
    // Answered as asked, sent once the latency has passed: a service at 300 ms answers 300 ms after
    // it is asked, its own work included (the demo's shares a process with the app's host).
    const answered = real();
    const left = plan.delayMs - (performance.now() - asked);
    if (left > 0) await sleep(left);
    send(res, answered);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      send(
        res,
        failure(500, `Internal error in the demo API: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    key,
    faults,
    events,
    projects: demoProjects(projectCount),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

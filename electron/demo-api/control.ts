// The control endpoints, beside the API (never under /v2, so no path of the spec can meet them)
// and behind the same key: /__demo/faults (fault rules, faults.ts) and /__demo/events (events on
// demand, on-demand.ts). Both speak alike: GET lists, POST adds one (a JSON object) or several (an
// array; all or none), DELETE clears, DELETE /<id> removes one where the set allows it.
import type { IncomingMessage } from 'node:http';
import { checkKey, failure, json, type Answer } from './answers.ts';
import { HttpError } from './handlers/request.ts';

export const CONTROL_ROOT = '/__demo/';

/** A list the control endpoints drive. */
export interface ControlledSet {
  list(): unknown[];
  /** Adds all of them or, throwing an error that says why, none. */
  addAll(items: readonly unknown[]): unknown[];
  clear(): number;
  remove?(id: number): boolean;
}

/** A set, and what one of its items is called in messages (`fault rule`). */
export interface Controlled {
  readonly set: ControlledSet;
  readonly item: string;
}

async function readBody(req: IncomingMessage, item: string, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new HttpError(413, `The ${item}s are too large.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function add({ set, item }: Controlled, name: string, req: IncomingMessage): Promise<Answer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBody(req, item));
  } catch (error) {
    if (error instanceof HttpError) return failure(error.status, error.message);
    return failure(400, `The body must be a JSON ${item} or an array of them.`);
  }
  try {
    return json(201, { [name]: set.addAll(Array.isArray(parsed) ? parsed : [parsed]) });
  } catch (error) {
    return failure(400, `Invalid ${item}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Answers a request under CONTROL_ROOT; `sets` by the path's name (`faults` for /__demo/faults). */
export async function control(
  sets: Readonly<Record<string, Controlled>>,
  key: string,
  req: IncomingMessage,
  url: URL,
): Promise<Answer> {
  const denied = checkKey(req, url, key);
  if (denied) return denied;
  const [name = '', id, ...more] = url.pathname.slice(CONTROL_ROOT.length).split('/');
  const controlled = Object.hasOwn(sets, name) ? sets[name] : undefined;
  const method = req.method ?? 'GET';
  if (!controlled || more.length > 0) return failure(404, `No control endpoint at ${url.pathname}.`);
  if (id === undefined || id === '') {
    if (method === 'GET') return json(200, { [name]: controlled.set.list() });
    if (method === 'DELETE') return json(200, { cleared: controlled.set.clear() });
    if (method === 'POST') return add(controlled, name, req);
    return failure(405, `Method ${method} is not allowed here: use GET, POST or DELETE.`, {
      Allow: 'GET, POST, DELETE',
    });
  }
  const n = Number(id);
  if (method === 'DELETE' && controlled.set.remove && Number.isInteger(n)) {
    return controlled.set.remove(n) ? json(200, { removed: n }) : failure(404, `No ${controlled.item} ${id}.`);
  }
  return failure(404, `No control endpoint at ${url.pathname}.`);
}

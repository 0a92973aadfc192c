// What the demo sends: a status and a JSON body (errors as the real service writes them,
// {"message"}), and the key check every request passes first, the API's and the control endpoints'.
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';

export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** The response schema a 200 answer of an endpoint meets (drift walks it). */
  schema?: z.ZodType;
}

export function json(status: number, value: unknown, headers?: Record<string, string>): Answer {
  return { status, body: JSON.stringify(value), ...(headers ? { headers } : {}) };
}

export function failure(status: number, message: string, headers?: Record<string, string>): Answer {
  return json(status, { message }, headers);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The key from the X-API-KEY header, or from the api_key query parameter the service also accepts. */
function presentedKey(req: IncomingMessage, url: URL): string | undefined {
  return (
    headerValue(req.headers['x-api-key']) ??
    url.searchParams.get('api_key') ??
    url.searchParams.get('apiKey') ??
    undefined
  );
}

export function checkKey(req: IncomingMessage, url: URL, key: string): Answer | null {
  const given = presentedKey(req, url);
  if (given === undefined || given === '') return failure(401, 'Missing API key: send it in the X-API-KEY header.');
  if (given !== key)
    return failure(401, 'Invalid API key: the X-API-KEY header does not match a key that can read this account.');
  return null;
}

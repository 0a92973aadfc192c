// One log line per request to the service: when, the endpoint, the status, the time it took,
// and whether the answer came from the network or the cache. Never the key and never a value
// that could name a person (a user filter, an e-mail, a search): only the parameters' names,
// and the window's values, which say nothing about anyone. A failure is logged by its kind,
// never by the service's message, which may echo what was sent.
import type { ApiErrorKind } from '../../shared/api-error.ts';
import { isWindowParam, WINDOW_PARAMS } from '../../shared/time-window.ts';

export interface RequestRecord {
  at: number;
  endpoint: string;
  query: Record<string, string | number>;
  source: 'network' | 'cache';
  /** The service's HTTP status; absent when there was no answer (offline, timeout, cache only). */
  status?: number;
  ms: number;
  /** Why it failed, when it did. */
  error?: ApiErrorKind;
}

/** One line of the request log: the window's parameters with their values, every other parameter by name only. */
export function requestLogLine(record: RequestRecord): string {
  const names = Object.keys(record.query)
    .filter((name) => !isWindowParam(name))
    .sort();
  const window = WINDOW_PARAMS.filter((name) => record.query[name] !== undefined).map(
    (name) => `${name}=${windowValue(record.query[name]!)}`,
  );
  return [
    new Date(record.at).toISOString(),
    'GET',
    safeName(record.endpoint),
    record.status === undefined ? '-' : String(record.status),
    `${Math.round(record.ms)}ms`,
    record.source,
    ...(record.error ? [`error=${record.error}`] : []),
    ...(window.length > 0 ? [`window=${window.join('&')}`] : []),
    ...(names.length > 0 ? [`params=${names.map(safeName).join(',')}`] : []),
  ].join(' ');
}

/** A window's value is a duration like `1d` or a time like `2026-01-02 03:04:05`: nothing else gets through. */
function windowValue(value: string | number): string {
  const text = String(value);
  return /^[\w:. +-]{1,40}$/.test(text) ? text.replace(/ /g, 'T') : '?';
}

/** Endpoint ids and parameter names are the catalogue's identifiers; anything else is masked. */
function safeName(name: string): string {
  return /^[\w.-]{1,60}$/.test(name) ? name : '?';
}

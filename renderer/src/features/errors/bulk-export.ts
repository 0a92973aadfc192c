// Collects every event of a group by paging through the events endpoint (100 a page): reports
// progress, stops when cancelled, waits out rate limits and goes on, stops on any other failure.
import type { ApiResult } from '../../../../shared/bridge.ts';
import type { ErrorEvent, ErrorEventList } from '../../api/answer-types.ts';

export const EXPORT_PAGE_SIZE = 100;
/** When the service gives no Retry-After, wait this long (doubling) before asking again. */
const DEFAULT_WAIT_MS = 2_000;
/** Rate limits in a row before giving up: the service is not coming back soon. */
const MAX_WAITS_IN_A_ROW = 8;

export interface ExportProgress {
  fetched: number;
  /** The group's events in the window, once the first page told. */
  total: number | null;
  page: number;
  totalPages: number | null;
  /** Set while waiting out a rate limit. */
  waitingMs: number | null;
}

export type ExportOutcome =
  | { status: 'done'; events: ErrorEvent[] }
  | { status: 'cancelled'; events: ErrorEvent[] }
  | { status: 'failed'; message: string; events: ErrorEvent[] };

export interface CollectOptions {
  fetchPage: (page: number, limit: number) => Promise<ApiResult<ErrorEventList>>;
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** The promise's value, or `null` as soon as the signal aborts: a cancel never waits on the service. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const abort = () => resolve(null);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function collectEvents(options: CollectOptions): Promise<ExportOutcome> {
  const { fetchPage, signal, onProgress = () => undefined, sleep = abortableSleep } = options;
  const events: ErrorEvent[] = [];
  // A page boundary that moves under us (new events arriving) must not duplicate an event.
  const seen = new Set<string>();
  let page = 1;
  let total: number | null = null;
  let totalPages: number | null = null;
  let waits = 0;
  const report = (waitingMs: number | null) =>
    onProgress({ fetched: events.length, total, page, totalPages, waitingMs });

  report(null);
  for (;;) {
    // A page still on its way when the user cancels is left to arrive unread.
    const result = await unlessAborted(fetchPage(page, EXPORT_PAGE_SIZE), signal);
    if (result === null || signal.aborted) return { status: 'cancelled', events };
    if (!result.ok) {
      if (result.error.kind !== 'rate-limited') return { status: 'failed', message: result.error.message, events };
      if (++waits > MAX_WAITS_IN_A_ROW)
        return {
          status: 'failed',
          message: `${result.error.message} (gave up after ${MAX_WAITS_IN_A_ROW} waits)`,
          events,
        };
      const wait = result.error.retryAfterMs ?? DEFAULT_WAIT_MS * 2 ** (waits - 1);
      report(wait);
      await sleep(wait, signal);
      continue;
    }
    waits = 0;
    const list = result.data;
    total = list.totalCount;
    totalPages = list.totalPages;
    for (const event of list.data) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      events.push(event);
    }
    report(null);
    if (!list.hasMore || list.data.length === 0 || page >= list.totalPages) return { status: 'done', events };
    page += 1;
  }
}

// The query layer: one `queryOptions` builder for every GET of the catalogue, its keys from the
// factory (query-keys.ts), so keys always hold every variable the fetch uses.
import { queryOptions } from '@tanstack/react-query';
import { apiError } from '../../../shared/api-error.ts';
import type { ApiResponse, ApiResult, BridgeRequest } from '../../../shared/bridge.ts';
import { resultOf } from '../../../shared/bridge/reply.ts';
import type { EndpointId, PathParams, QueryParams } from '../../../shared/catalogue.ts';
import {
  floorToMinute,
  resolveWindow,
  windowToQuery,
  type TimeWindow,
  type WindowParam,
} from '../../../shared/time-window.ts';
import { bridge } from '../platform/bridge.ts';
import { ACCOUNT_SLOTS, createGate, gatesByKey, SERVICE_SLOTS, type Gate } from '../../../shared/concurrency-gate.ts';
import { plannedCover } from './compared-cover.ts';
import { apiKeys, type AnswerSource } from './query-keys.ts';

/** Whose data and which window: what every view shares. */
export interface Scope {
  accountId: string;
  projectId: string;
  window: TimeWindow;
}

export interface EndpointArgs<Id extends EndpointId> {
  path?: Omit<PathParams<Id>, 'projectId'>;
  query?: Omit<QueryParams<Id>, WindowParam>;
}

/** A window that ended in the past never changes: its answers can be kept for good. */
function isClosed(window: TimeWindow): boolean {
  return window.kind === 'absolute' && window.end <= Date.now() - 5 * 60_000;
}

function request<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id>) {
  const path = { projectId: scope.projectId, ...args.path } as PathParams<Id>;
  const query = { ...windowToQuery(scope.window), ...args.query } as QueryParams<Id>;
  return { path, query };
}

function keyOf<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id>, source: AnswerSource) {
  const { path, query } = request(scope, endpoint, args);
  return apiKeys.get(scope, { endpoint, path, query, source });
}

/**
 * How a live call waits, after its account's gate: a view's own calls never wait for the
 * SERVICE_SLOTS (neither host limits calls by connections); `background` ones (the home's, the
 * trend's buckets, two dozen a window) wait for them, behind every other call of their account,
 * leaving the queue if their query goes away.
 */
export type Lane = 'view' | 'background';
const serviceSlots = createGate(SERVICE_SLOTS);

/**
 * Each account's own gate, of ACCOUNT_SLOTS, in both hosts and before the service slots: a
 * service that says 429 pauses its own account's calls until its Retry-After, and the other
 * accounts' calls go on (a paused account holds none of the shared slots while it waits).
 */
export const accountGate: (accountId: string) => Gate = gatesByKey(ACCOUNT_SLOTS);

async function call<Id extends EndpointId>(
  scope: Scope,
  endpoint: Id,
  args: EndpointArgs<Id>,
  how: { cache: 'only' } | { lane: Lane; signal?: AbortSignal },
): Promise<ApiResponse<Id>> {
  const { path, query } = request(scope, endpoint, args);
  const asked = {
    accountId: scope.accountId,
    endpoint,
    path: path as Record<string, string>,
    query: query as Record<string, string | number>,
  };
  if (!('lane' in how)) return (await readCached(asked)) as ApiResponse<Id>;
  // A relative window is answered for the minute it is asked in, the one its comparison is
  // taken against (compared-cover.ts), not the one it leaves in after a wait for a slot.
  const asOf =
    scope.window.kind === 'relative'
      ? plannedCover(scope, resolveWindow(scope.window, floorToMinute(Date.now()))).end
      : undefined;
  const send = () => bridge.call('api.get', asOf === undefined ? asked : { ...asked, asOf });
  const behind = how.lane === 'background';
  const queued = performance.now();
  let queuedMs = 0;
  const sendWhenFree = () => ((queuedMs = performance.now() - queued), send());
  const account = accountGate(scope.accountId);
  const reply = await account.run(
    () => (behind ? serviceSlots.run(sendWhenFree, how.signal, behind) : sendWhenFree()),
    how.signal,
    behind,
  );
  const answer = resultOf(reply) as ApiResponse<Id>;
  if (!answer.ok && answer.error.kind === 'rate-limited' && answer.error.retryAt)
    account.pauseUntil(answer.error.retryAt);
  // Inspect shows how long the request waited here for a slot, before it was sent.
  if (answer.ok && answer.trace) answer.trace.timings.queuedMs = Math.round(queuedMs);
  return answer;
}

type CachedRead = BridgeRequest<'api.cached'>['requests'][number];

/**
 * Cache-only reads asked in one turn go to the host in `api.cached` calls of CACHED_READS_A_CALL:
 * a screen's first paint asks for all its copies at once (the home: two per project), and a call
 * per copy would hold a connection and a task each.
 */
const noCopy: ApiResult = { ok: false, error: apiError('not-found', 'Nothing is cached for this view and window yet') };
let batch: { request: CachedRead; settle: (result: ApiResult) => void }[] = [];
/** The first cached copies are in, a mark for `npm run bench`'s launch split (once, at launch). */
let firstCopies = true;
const markFirstCopies = () => {
  if (!firstCopies) return;
  firstCopies = false;
  performance.mark('spyglass:cached-answer');
};
/**
 * Not all of them in one call: the host answers a call once every read of it is done, and the
 * page draws what one call brought while the host reads the next. The home's 96 copies came as
 * one reply of ~1 MB (an errors list of 100 groups is 40-66 KB), its first row drawn only once
 * the last copy was read; in calls of 16, it took over its last screen ~90 ms sooner.
 */
const CACHED_READS_A_CALL = 16;
function readCached(request: CachedRead): Promise<ApiResult> {
  if (batch.length === 0) queueMicrotask(sendBatch);
  return new Promise((settle) => batch.push({ request, settle }));
}
function sendBatch(): void {
  const sent = batch;
  batch = [];
  for (let at = 0; at < sent.length; at += CACHED_READS_A_CALL) {
    const part = sent.slice(at, at + CACHED_READS_A_CALL);
    const failed = (error: ApiResult & { ok: false }) => part.forEach((read) => read.settle(error));
    bridge.call('api.cached', { requests: part.map((read) => read.request) }).then(
      (reply) => {
        markFirstCopies();
        if (reply.ok) part.forEach((read, i) => read.settle(reply.value.results[i] ?? noCopy));
        else failed(reply);
      },
      (error: unknown) => failed({ ok: false, error: apiError('unavailable', String(error)) }),
    );
  }
}

/** The live answer (from the service, or its typed failure with the newest cached copy). */
export function apiQuery<Id extends EndpointId>(
  scope: Scope,
  endpoint: Id,
  args: EndpointArgs<Id> = {},
  lane: Lane = 'view',
) {
  return queryOptions({
    queryKey: keyOf(scope, endpoint, args, 'live'),
    // Only a background call reads `signal`: react-query then cancels it, still waiting, when its
    // query goes away; a view's call left to finish is kept in the cache for its return.
    queryFn:
      lane === 'background'
        ? ({ signal }) => call(scope, endpoint, args, { lane: 'background', signal })
        : () => call(scope, endpoint, args, { lane: 'view' }),
    staleTime: isClosed(scope.window) ? Infinity : 60_000,
  });
}

/** The last-known copy only, painted at once while the live answer is on its way. */
export function cachedQuery<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}) {
  return queryOptions({
    queryKey: keyOf(scope, endpoint, args, 'cache'),
    queryFn: () => call(scope, endpoint, args, { cache: 'only' }),
    staleTime: Infinity,
  });
}

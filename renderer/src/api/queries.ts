// The query layer: one `queryOptions` builder for every GET of the catalogue, its keys from the
// factory (query-keys.ts), so keys always hold every variable the fetch uses.
import { queryOptions } from '@tanstack/react-query';
import { apiError } from '../../../shared/api-error.ts';
import type { ApiResponse } from '../../../shared/bridge.ts';
import type { EndpointId, PathParams, QueryParams } from '../../../shared/catalogue.ts';
import { windowToQuery, type TimeWindow } from '../../../shared/time-window.ts';
import { bridge } from '../platform/bridge.ts';
import { apiKeys, type AnswerSource } from './query-keys.ts';

/** Whose data and which window: what every view shares. */
export interface Scope {
  accountId: string;
  projectId: string;
  window: TimeWindow;
}

type WindowKeys = 'timeDur' | 'timeStart' | 'timeEnd';
export interface EndpointArgs<Id extends EndpointId> {
  path?: Omit<PathParams<Id>, 'projectId'>;
  query?: Omit<QueryParams<Id>, WindowKeys>;
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

async function call<Id extends EndpointId>(
  scope: Scope,
  endpoint: Id,
  args: EndpointArgs<Id>,
  cache?: 'only',
): Promise<ApiResponse<Id>> {
  const { path, query } = request(scope, endpoint, args);
  const reply = await bridge.call('api.get', {
    accountId: scope.accountId,
    endpoint,
    path: path as Record<string, string>,
    query: query as Record<string, string | number>,
    ...(cache ? { cache } : {}),
  });
  return reply.ok
    ? (reply.value as ApiResponse<Id>)
    : { ok: false, error: reply.error ?? apiError('unavailable', 'No answer') };
}

/** The live answer (from the service, or its typed failure with the newest cached copy). */
export function apiQuery<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}) {
  return queryOptions({
    queryKey: keyOf(scope, endpoint, args, 'live'),
    queryFn: () => call(scope, endpoint, args),
    staleTime: isClosed(scope.window) ? Infinity : 60_000,
  });
}

/** The last-known copy only, painted at once while the live answer is on its way. */
export function cachedQuery<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}) {
  return queryOptions({
    queryKey: keyOf(scope, endpoint, args, 'cache'),
    queryFn: () => call(scope, endpoint, args, 'only'),
    staleTime: Infinity,
  });
}

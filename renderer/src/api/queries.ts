// The query layer: one key factory and one `queryOptions` builder for every GET of the
// catalogue, so keys always hold every variable the fetch uses and invalidation reuses them.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiResponse } from '../../../shared/bridge.ts';
import { resultOf } from '../../../shared/bridge/reply.ts';
import type { EndpointId, PathParams, QueryParams } from '../../../shared/catalogue.ts';
import { windowToQuery, type TimeWindow, type WindowParam } from '../../../shared/time-window.ts';
import { bridge } from '../platform/bridge.ts';

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

/** Where an answer comes from: the service (with the cache as fallback), or the cache alone. */
export type AnswerSource = 'live' | 'cache';

export const apiKeys = {
  all: ['api'] as const,
  account: (accountId: string) => ['api', accountId] as const,
  project: (scope: Pick<Scope, 'accountId' | 'projectId'>) =>
    [...apiKeys.account(scope.accountId), scope.projectId] as const,
  get: (scope: Scope, endpoint: EndpointId, path: object, query: object, source: AnswerSource) =>
    [...apiKeys.project(scope), endpoint, path, query, source] as const,
};

/** An API query's key read by name; null for any other query's key. */
export interface ApiKey {
  accountId: string;
  projectId: string;
  endpoint: EndpointId;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  source: AnswerSource;
}

export function readApiKey(key: QueryKey): ApiKey | null {
  if (key[0] !== apiKeys.all[0] || key.length !== 7) return null;
  const [, accountId, projectId, endpoint, path, query, source] = key as ReturnType<typeof apiKeys.get>;
  return {
    accountId,
    projectId,
    endpoint,
    path: path as Record<string, unknown>,
    query: query as Record<string, unknown>,
    source,
  };
}

/** The live answer's query (not the cached copy's). */
export const isLiveKey = (key: QueryKey): boolean => readApiKey(key)?.source === 'live';
/** The cached copy's query. */
export const isCacheKey = (key: QueryKey): boolean => readApiKey(key)?.source === 'cache';
/** The same request whichever its source: pairs a live answer with its cached copy. */
export function requestIdOf(key: QueryKey): string | null {
  const parts = readApiKey(key);
  return parts && JSON.stringify([parts.accountId, parts.projectId, parts.endpoint, parts.path, parts.query]);
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
  return resultOf(reply);
}

/** The live answer (from the service, or its typed failure with the newest cached copy). */
export function apiQuery<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}) {
  const { path, query } = request(scope, endpoint, args);
  return queryOptions({
    queryKey: apiKeys.get(scope, endpoint, path, query, 'live'),
    queryFn: () => call(scope, endpoint, args),
    staleTime: isClosed(scope.window) ? Infinity : 60_000,
  });
}

/** The last-known copy only, painted at once while the live answer is on its way. */
export function cachedQuery<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}) {
  const { path, query } = request(scope, endpoint, args);
  return queryOptions({
    queryKey: apiKeys.get(scope, endpoint, path, query, 'cache'),
    queryFn: () => call(scope, endpoint, args, 'only'),
    staleTime: Infinity,
  });
}

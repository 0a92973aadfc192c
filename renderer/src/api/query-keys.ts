// Every query key of the renderer, built here and nowhere else (lint refuses a key written out
// elsewhere: scripts/lint/layering.ts), so invalidation always reuses the key the query was made with.
import type { QueryKey } from '@tanstack/react-query';
import type { EndpointId } from '../../../shared/catalogue.ts';

/** Where an answer comes from: the service (with the cache as fallback), or the cache alone. */
export type AnswerSource = 'live' | 'cache';

type ProjectScope = { accountId: string; projectId: string };

/** One GET of the catalogue as its key names it: the last part of every API key. */
export interface ApiRequestKey {
  endpoint: EndpointId;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  source: AnswerSource;
}

/** An API query's key read by name. */
export type ApiKey = ProjectScope & ApiRequestKey;

/** The service's answers, by account, then project, then request: a prefix reaches all below it. */
export const apiKeys = {
  all: ['api'] as const,
  account: (accountId: string) => [...apiKeys.all, accountId] as const,
  project: (scope: ProjectScope) => [...apiKeys.account(scope.accountId), scope.projectId] as const,
  get: (scope: ProjectScope, request: ApiRequestKey) => [...apiKeys.project(scope), request] as const,
};

/** What the app itself asks the privileged side (not the service). */
export const appKeys = {
  accounts: ['accounts'] as const,
  preferences: ['preferences'] as const,
  updates: ['updates'] as const,
  /** What the watch holds and does (watch.state), app-wide. */
  watch: ['watch'] as const,
  /** A page of the browser host taking the watch's notifications to show (watch.take). */
  watchTake: ['watch-take'] as const,
  diagnostics: ['app-diagnostics'] as const,
  dataFolder: ['data-folder'] as const,
  cacheStats: ['cache-stats'] as const,
  /** Every project's listing of the cache (what Clear cache invalidates). */
  cacheLists: ['cache-list'] as const,
  cacheList: (scope: ProjectScope) => [...appKeys.cacheLists, scope.accountId, scope.projectId] as const,
  /** The stored answer Inspect shows for a request, read again when a new answer comes. */
  storedAnswer: (request: ApiKey, fetchedAt: number | null) => ['inspect', request, fetchedAt] as const,
};

function isRequestKey(part: unknown): part is ApiRequestKey {
  return typeof part === 'object' && part !== null && 'endpoint' in part && 'source' in part;
}

export function readApiKey(key: QueryKey): ApiKey | null {
  const [root, accountId, projectId, request] = key;
  if (root !== apiKeys.all[0] || typeof accountId !== 'string' || typeof projectId !== 'string') return null;
  return isRequestKey(request) ? { accountId, projectId, ...request } : null;
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

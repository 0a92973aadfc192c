// `useApi`: the live answer and the cached copy of one GET, as one view state with its retry.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EndpointId, ResponseOf } from '../../../shared/catalogue.ts';
import { apiQuery, cachedQuery, type EndpointArgs, type Scope } from './queries.ts';
import { viewState, type ViewState } from './view-state.ts';

/** A view's state and "Try again": asks the service once more for the same answer. */
export type ApiView<T> = ViewState<T> & { retry: () => void };

export function useApi<Id extends EndpointId>(
  scope: Scope,
  endpoint: Id,
  args: EndpointArgs<Id> = {},
  enabled = true,
): ApiView<ResponseOf<Id>> {
  const live = useQuery({ ...apiQuery(scope, endpoint, args), enabled });
  const needCopy = enabled && !live.data?.ok;
  const cached = useQuery({ ...cachedQuery(scope, endpoint, args), enabled: needCopy });
  const { refetch } = live;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ...viewState(live.data, needCopy ? cached.data : undefined, live.isFetching), retry };
}

/**
 * Starts what `useApi` will ask for (the live answer and the cached copy) before it renders.
 * Settles once the view has figures to show: its copy, else its live answer (or its failure).
 */
export function prefetchApi<Id extends EndpointId>(
  client: QueryClient,
  scope: Scope,
  endpoint: Id,
  args: EndpointArgs<Id> = {},
): Promise<void> {
  const copy = cachedQuery(scope, endpoint, args);
  // A miss is an answer too (`ok: false`): only a copy with figures ends the wait.
  const copied = client
    .prefetchQuery(copy)
    .then(() => (client.getQueryData(copy.queryKey)?.ok ? undefined : new Promise<void>(() => undefined)));
  return Promise.race([copied, client.prefetchQuery(apiQuery(scope, endpoint, args))]);
}

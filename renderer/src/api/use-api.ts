// `useApi`: the live answer and the cached copy of one GET, as one view state.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { EndpointId, ResponseOf } from '../../../shared/catalogue.ts';
import { apiQuery, cachedQuery, type EndpointArgs, type Scope } from './queries.ts';
import { viewState, type ViewState } from './view-state.ts';

export function useApi<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}, enabled = true): ViewState<ResponseOf<Id>> {
  const live = useQuery({ ...apiQuery(scope, endpoint, args), enabled });
  const needCopy = enabled && !live.data?.ok;
  const cached = useQuery({ ...cachedQuery(scope, endpoint, args), enabled: needCopy });
  return viewState(live.data, needCopy ? cached.data : undefined, live.isFetching);
}

/** Starts what `useApi` will ask for (the live answer and the cached copy) before it renders. */
export function prefetchApi<Id extends EndpointId>(client: QueryClient, scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}): void {
  void client.prefetchQuery(cachedQuery(scope, endpoint, args));
  void client.prefetchQuery(apiQuery(scope, endpoint, args));
}

// `useApi`: the live answer and the cached copy of one GET, as one view state.
import { useQuery } from '@tanstack/react-query';
import type { EndpointId, ResponseOf } from '../../../shared/catalogue.ts';
import { apiQuery, cachedQuery, type EndpointArgs, type Scope } from './queries.ts';
import { viewState, type ViewState } from './view-state.ts';

export function useApi<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}, enabled = true): ViewState<ResponseOf<Id>> {
  const live = useQuery({ ...apiQuery(scope, endpoint, args), enabled });
  const needCopy = enabled && !live.data?.ok;
  const cached = useQuery({ ...cachedQuery(scope, endpoint, args), enabled: needCopy });
  return viewState(live.data, needCopy ? cached.data : undefined, live.isFetching);
}

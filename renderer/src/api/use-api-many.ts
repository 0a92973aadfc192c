// `useApiMany`: what `useApi` is for one GET, for a list of them (a row per project on the home):
// each live answer, its cached copy until it comes, and the view state decided in view-state.ts.
import { useQueries } from '@tanstack/react-query';
import type { ApiResponse } from '../../../shared/bridge.ts';
import type { EndpointId, ResponseOf } from '../../../shared/catalogue.ts';
import { apiQuery, cachedQuery, type EndpointArgs, type Lane, type Scope } from './queries.ts';
import { viewState, type ViewState } from './view-state.ts';

export interface ApiRequest<Id extends EndpointId = EndpointId> {
  scope: Scope;
  endpoint: Id;
  args: EndpointArgs<Id>;
  /** `background` for a screen of many (the home): behind a view's own calls, and dropped from the queue once unused. */
  lane?: Lane;
}

/** When a rate-limited answer may be asked for again: its Retry-After, at least a second on. */
function retryWhenAllowed(answer: ApiResponse<EndpointId> | undefined): number | false {
  if (!answer || answer.ok || answer.error.kind !== 'rate-limited') return false;
  return Math.max(1_000, (answer.error.retryAt ?? Date.now() + 30_000) - Date.now());
}

/**
 * The state of every request, in order. A rate-limited one is asked again once its account's
 * pause ends (the query layer holds the account's other calls meanwhile), so rows fill in on their own.
 */
export function useApiMany(requests: readonly ApiRequest[]): ViewState<ResponseOf<EndpointId>>[] {
  const live = useQueries({
    queries: requests.map(({ scope, endpoint, args, lane }) => ({
      ...apiQuery(scope, endpoint, args, lane),
      refetchInterval: (query: { state: { data?: ApiResponse<EndpointId> } }) => retryWhenAllowed(query.state.data),
    })),
  });
  const cached = useQueries({
    queries: requests.map(({ scope, endpoint, args }, i) => ({
      ...cachedQuery(scope, endpoint, args),
      enabled: !live[i]?.data?.ok,
    })),
  });
  return requests.map((_, i) => {
    const answer = live[i];
    return viewState(answer?.data, answer?.data?.ok ? undefined : cached[i]?.data, answer?.isFetching ?? false);
  });
}

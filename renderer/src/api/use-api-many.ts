// `useApiMany`: what `useApi` is for one GET, for a list of them (a row per project on the home):
// each live answer, its cached copy until it comes, and the view state decided in view-state.ts.
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
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

/** A live query's own refetch: a rate-limited answer is asked again once allowed. */
const refetchInterval = (query: { state: { data?: ApiResponse<EndpointId> } }) => retryWhenAllowed(query.state.data);

/**
 * The state of every request, in order. A rate-limited one is asked again once its account's
 * pause ends (the query layer holds the account's other calls meanwhile), so rows fill in on their own.
 * The queries' options are made once per list of requests (the caller keeps it while it asks the
 * same): options made anew at every render would each tell the query cache they changed, and
 * every listener of the cache would run once per query per render (hundreds on the home).
 */
export function useApiMany(requests: readonly ApiRequest[]): ViewState<ResponseOf<EndpointId>>[] {
  const liveOptions = useMemo(
    () =>
      requests.map(({ scope, endpoint, args, lane }) => ({
        ...apiQuery(scope, endpoint, args, lane),
        refetchInterval,
      })),
    [requests],
  );
  const cachedOptions = useMemo(
    () => requests.map(({ scope, endpoint, args }) => cachedQuery(scope, endpoint, args)),
    [requests],
  );
  const live = useQueries({ queries: liveOptions });
  // A copy is read until its live answer is in; the options change only when that does (new
  // options at every render would each be set on the cache again).
  const copyWanted = live.map((answer) => (answer?.data?.ok ? '0' : '1')).join('');
  const cached = useQueries({
    queries: useMemo(
      () => cachedOptions.map((options, i) => ({ ...options, enabled: copyWanted[i] === '1' })),
      [cachedOptions, copyWanted],
    ),
  });
  return requests.map((_, i) => {
    const answer = live[i];
    return viewState(answer?.data, answer?.data?.ok ? undefined : cached[i]?.data, answer?.isFetching ?? false);
  });
}

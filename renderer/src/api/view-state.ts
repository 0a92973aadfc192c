// What a view shows, decided in one place from the live answer and the cached copy.
import type { ApiError } from '../../../shared/api-error.ts';
import type { AnswerFacts, ApiResult } from '../../../shared/bridge.ts';

export type ViewState<T> =
  /** `retrying`: the last answer failed and it is being asked for again (its error is no longer shown). */
  | { status: 'loading'; retrying?: boolean }
  | {
      status: 'ready';
      data: T;
      fetchedAt: number;
      window: { start: number; end: number };
      facts: AnswerFacts;
      refreshing: boolean;
    }
  /** Shown from the cache: while the live answer is on its way, or because it failed (`error`). */
  | {
      status: 'stale';
      data: T;
      fetchedAt: number;
      window: { start: number; end: number };
      facts: AnswerFacts;
      error: ApiError | null;
      refreshing: boolean;
    }
  | { status: 'error'; error: ApiError };

/** A view state that holds an answer to show (fresh, or a copy). */
export function hasData<T>(state: ViewState<T>): state is Extract<ViewState<T>, { data: T }> {
  return state.status === 'ready' || state.status === 'stale';
}

/** How the answer was read and fetched; a copy stored before answers carried this reads as exact. */
function factsOf(answer: Partial<AnswerFacts>): AnswerFacts {
  return {
    deviations: answer.deviations ?? [],
    deviationCount: answer.deviationCount ?? 0,
    ...(answer.trace ? { trace: answer.trace } : {}),
  };
}

export function viewState<T>(
  live: ApiResult<T> | undefined,
  cached: ApiResult<T> | undefined,
  fetching: boolean,
): ViewState<T> {
  if (live?.ok)
    return {
      status: 'ready',
      data: live.data,
      fetchedAt: live.fetchedAt,
      window: live.window,
      facts: factsOf(live),
      refreshing: fetching,
    };
  const copy = live && !live.ok && live.cached ? live.cached : cached?.ok ? cached : undefined;
  const error = live && !live.ok ? live.error : null;
  if (copy)
    return {
      status: 'stale',
      data: copy.data,
      fetchedAt: copy.fetchedAt,
      window: copy.window,
      facts: factsOf(copy),
      error,
      refreshing: fetching,
    };
  if (error) return fetching ? { status: 'loading', retrying: true } : { status: 'error', error };
  return { status: 'loading' };
}

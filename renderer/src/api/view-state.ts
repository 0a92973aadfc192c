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

/** The answer to show, with where it came from: `live` is false for a copy shown in its place. */
export interface ShownAnswer<T> {
  data: T;
  fetchedAt: number;
  window: { start: number; end: number };
  facts: AnswerFacts;
  source: 'network' | 'cache';
  live: boolean;
}

/**
 * The live-or-cached choice, made here only: the live answer; else the copy that came with its
 * failure; else the copy read on its own (`cached`); else nothing to show.
 */
export function shownAnswer<T>(
  live: ApiResult<T> | undefined,
  cached?: ApiResult<T> | undefined,
): ShownAnswer<T> | null {
  if (live?.ok) return { ...answerOf(live), source: live.source, live: true };
  const copy = live?.cached ?? (cached?.ok ? cached : undefined);
  return copy ? { ...answerOf(copy), source: 'cache', live: false } : null;
}

function answerOf<T>(answer: { data: T; fetchedAt: number; window: { start: number; end: number } } & AnswerFacts) {
  return { data: answer.data, fetchedAt: answer.fetchedAt, window: answer.window, facts: factsOf(answer) };
}

export function viewState<T>(
  live: ApiResult<T> | undefined,
  cached: ApiResult<T> | undefined,
  fetching: boolean,
): ViewState<T> {
  const shown = shownAnswer(live, cached);
  const error = live && !live.ok ? live.error : null;
  if (shown) {
    const { data, fetchedAt, window, facts } = shown;
    return shown.live
      ? { status: 'ready', data, fetchedAt, window, facts, refreshing: fetching }
      : { status: 'stale', data, fetchedAt, window, facts, error, refreshing: fetching };
  }
  if (error) return fetching ? { status: 'loading', retrying: true } : { status: 'error', error };
  return { status: 'loading' };
}

// What a view shows, decided in one place from the live answer and the cached copy.
import type { ApiError } from '../../../shared/api-error.ts';
import type { ApiResult } from '../../../shared/bridge.ts';

export type ViewState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; fetchedAt: number; window: { start: number; end: number }; refreshing: boolean }
  /** Shown from the cache: while the live answer is on its way, or because it failed (`error`). */
  | { status: 'stale'; data: T; fetchedAt: number; window: { start: number; end: number }; error: ApiError | null; refreshing: boolean }
  | { status: 'error'; error: ApiError };

/** A view state that holds an answer to show (fresh, or a copy). */
export function hasData<T>(state: ViewState<T>): state is Extract<ViewState<T>, { data: T }> {
  return state.status === 'ready' || state.status === 'stale';
}

export function viewState<T>(live: ApiResult<T> | undefined, cached: ApiResult<T> | undefined, fetching: boolean): ViewState<T> {
  if (live?.ok) return { status: 'ready', data: live.data, fetchedAt: live.fetchedAt, window: live.window, refreshing: fetching };
  const copy = live && !live.ok && live.cached ? live.cached : cached?.ok ? cached : undefined;
  const error = live && !live.ok ? live.error : null;
  if (copy) return { status: 'stale', data: copy.data, fetchedAt: copy.fetchedAt, window: copy.window, error, refreshing: fetching };
  if (error) return { status: 'error', error };
  return { status: 'loading' };
}

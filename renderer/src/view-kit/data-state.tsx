// Every view's loading, empty, error and stale/offline states, drawn the same way everywhere;
// an error offers Try again when the state can ask again (every `useApi` state can).
import type { ReactNode } from 'react';
import type { ViewState } from '../api/view-state.ts';
import { formatDateTime } from '../ui/time.ts';

export function DataState<T>(props: {
  state: ViewState<T> & { retry?: () => void };
  /** True when the answer holds nothing to show for this window. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { state, isEmpty, children } = props;
  if (state.status === 'loading') {
    return <div className="state state-loading" role="status" aria-live="polite">Loading…</div>;
  }
  if (state.status === 'error') {
    const notServed = state.error.kind === 'not-served';
    return (
      <div className={notServed ? 'state state-not-served' : 'state state-error'} role={notServed ? 'note' : 'alert'} data-error-kind={state.error.kind}>
        <p>{state.error.message}</p>
        {!notServed && state.retry ? <button type="button" onClick={state.retry}>Try again</button> : null}
      </div>
    );
  }
  const empty = isEmpty?.(state.data) ?? false;
  return (
    <>
      {state.status === 'stale' ? <StaleBanner fetchedAt={state.fetchedAt} reason={state.error?.message ?? null} refreshing={state.refreshing} /> : null}
      {empty ? (
        <div className="state state-empty" role="note">
          <p>No data in this window.</p>
          <p className="hint">Try a wider time window, or check that the project is sending data.</p>
        </div>
      ) : (
        children(state.data)
      )}
    </>
  );
}

export function StaleBanner(props: { fetchedAt: number; reason: string | null; refreshing: boolean }): ReactNode {
  return (
    <div className="stale-banner" role="status" data-testid="stale-banner">
      {props.reason ? 'Offline copy' : 'Last known data'} as of <time dateTime={new Date(props.fetchedAt).toISOString()}>{formatDateTime(props.fetchedAt)}</time>
      {props.reason ? <span className="stale-reason"> — {props.reason}</span> : props.refreshing ? <span> — refreshing…</span> : null}
    </div>
  );
}

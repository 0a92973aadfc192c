// Every view's loading, empty, error and stale/offline states, drawn the same way everywhere;
// an error offers Try again when the state can ask again (every `useApi` state can).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ViewState } from '../api/view-state.ts';
import type { Deviation } from '../../../shared/reading.ts';
import { openInspect } from '../state/inspect.ts';
import { reasonsFrom, ValueNotesProvider } from '../ui/value-notes.tsx';
import { formatDateTime } from '../ui/time.ts';
import { formatWhole } from '../ui/format.ts';

export function DataState<T>(props: {
  state: ViewState<T> & { retry?: () => void };
  /** True when the answer holds nothing to show for this window. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { state, isEmpty, children } = props;
  const deviations = state.status === 'ready' || state.status === 'stale' ? state.facts.deviations : null;
  const reasons = useMemo(() => reasonsFrom(deviations ?? []), [deviations]);
  if (state.status === 'loading') {
    return (
      <div className="state state-loading" role="status" aria-live="polite">
        {state.retrying ? 'Trying again…' : 'Loading…'}
      </div>
    );
  }
  if (state.status === 'error') {
    const notServed = state.error.kind === 'not-served';
    return (
      <div
        className={notServed ? 'state state-not-served' : 'state state-error'}
        role={notServed ? 'note' : 'alert'}
        data-error-kind={state.error.kind}
      >
        <p>{state.error.message}</p>
        {state.error.retryAt ? <RetryCountdown until={state.error.retryAt} /> : null}
        {!notServed && state.retry ? (
          <button type="button" onClick={state.retry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  const empty = isEmpty?.(state.data) ?? false;
  return (
    <>
      {state.status === 'stale' ? (
        <StaleBanner fetchedAt={state.fetchedAt} reason={state.error?.message ?? null} refreshing={state.refreshing} />
      ) : null}
      {state.facts.deviationCount > 0 ? (
        <DeviationNote deviations={state.facts.deviations} count={state.facts.deviationCount} />
      ) : null}
      {empty ? (
        <div className="state state-empty" role="note">
          <p>No data in this window.</p>
          <p className="hint">Try a wider time window, or check that the project is sending data.</p>
        </div>
      ) : (
        <ValueNotesProvider value={reasons}>{children(state.data)}</ValueNotesProvider>
      )}
    </>
  );
}

/** The service's own Retry-After, counted down: when asking again can help. */
function RetryCountdown({ until }: { until: number }): ReactNode {
  const [now, setNow] = useState(Date.now);
  const left = Math.ceil((until - now) / 1000);
  useEffect(() => {
    if (left <= 0) return;
    // Wakes as the next whole second left begins.
    const timer = setTimeout(() => setNow(Date.now()), (until - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [now, left, until]);
  return (
    <p className="retry-countdown" data-testid="retry-countdown">
      {left > 0 ? `The service asks to wait: ${formatWait(left)} left.` : 'The wait the service asked for is over.'}
    </p>
  );
}

const formatWait = (seconds: number) => (seconds >= 120 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`);

/** "3 values missing or unreadable in this answer", "2 values read from text": what drifted, in words. */
export function deviationSummary(deviations: readonly Deviation[], count: number): string {
  const values = (n: number) => `${formatWhole(n)} ${n === 1 ? 'value' : 'values'}`;
  const lost = deviations.filter((d) => d.read === 'no value' || d.read === 'as empty').length;
  const converted = deviations.length - lost;
  const parts = [
    lost > 0 ? `${values(lost)} missing or unreadable` : '',
    converted > 0 ? `${values(converted)} read from another type` : '',
  ].filter(Boolean);
  const all = count > deviations.length ? ` (${values(count)} in all)` : '';
  return `${parts.join(', ')} in this answer${all}.`;
}

/** A quiet word that the service drifted from its contract, and where to see how. */
function DeviationNote({ deviations, count }: { deviations: readonly Deviation[]; count: number }): ReactNode {
  return (
    <div className="deviation-note" role="note" data-testid="deviation-note">
      {deviationSummary(deviations, count)}{' '}
      <button type="button" className="link-button" onClick={() => openInspect()}>
        Inspect
      </button>
    </div>
  );
}

export function StaleBanner(props: { fetchedAt: number; reason: string | null; refreshing: boolean }): ReactNode {
  return (
    <div className="stale-banner" role="status" data-testid="stale-banner">
      {props.reason ? 'Offline copy' : 'Last known data'} as of{' '}
      <time dateTime={new Date(props.fetchedAt).toISOString()}>{formatDateTime(props.fetchedAt)}</time>
      {props.refreshing ? (
        <span> — {props.reason ? 'trying again' : 'refreshing'}…</span>
      ) : props.reason ? (
        <span className="stale-reason"> — {props.reason}</span>
      ) : null}
    </div>
  );
}

// What a view says about its comparison: which window it is set against, and how that answer
// stands (on its way, from the offline copy as of when, or why it failed, with Try again); and
// the one way a figure's change is drawn from it.
import type { ReactNode } from 'react';
import { computeChange, type GoodWay } from '../domain/change.ts';
import { hasData } from '../api/view-state.ts';
import { ChangeBadge } from '../ui/change.tsx';
import { formatDateTime, displayZone } from '../ui/time.ts';
import { formatRangeLabel } from '../ui/zoned-time.ts';
import type { Compared } from './compared.ts';

export function ComparisonNote({ compared }: { compared: Compared<unknown> | null }): ReactNode {
  if (!compared) return null;
  const { window, state, label } = compared;
  if (!window) {
    return (
      <p className="comparison-note comparison-unfit" role="note" data-testid="comparison-note">
        Compare: the {label} needs a window of a day or less.
      </p>
    );
  }
  const range = formatRangeLabel(window.start, window.end, displayZone(), Date.now());
  return (
    <p className="comparison-note" role="status" data-testid="comparison-note" data-state={state.status}>
      Compared with the {label}, <span data-testid="comparison-range">{range}</span>
      {state.status === 'loading' ? ' — loading…' : null}
      {state.status === 'stale' ? (
        <span data-testid="comparison-offline">
          {' '}
          — {state.error ? 'offline copy' : 'last known data'} as of{' '}
          <time dateTime={new Date(state.fetchedAt).toISOString()}>{formatDateTime(state.fetchedAt)}</time>
        </span>
      ) : null}
      {state.status === 'error' ? (
        <span className="comparison-failed">
          {' '}
          — could not be loaded: {state.error.message}{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            Try again
          </button>
        </span>
      ) : null}
    </p>
  );
}

/**
 * The change of one figure against the comparison's answer: nothing when Compare is off or its
 * answer has not come yet; `then` reads the figure from that answer.
 */
export function changeBadge<T>(
  compared: Compared<T> | null,
  now: number | null,
  then: (data: T) => number | null | undefined,
  good: GoodWay,
  format: (n: number | null) => string,
  testId?: string,
): ReactNode {
  if (!compared?.window || !hasData(compared.state)) return null;
  const before = then(compared.state.data) ?? null;
  return (
    <ChangeBadge
      change={computeChange(now, before, good)}
      now={format(now)}
      then={format(before)}
      windows={{ label: compared.label, current: compared.current, comparison: compared.window }}
      {...(testId ? { testId } : {})}
    />
  );
}

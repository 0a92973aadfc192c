// What a view says about its comparison: which window it is set against, and how that answer
// stands (on its way, from the offline copy as of when, or why it failed, with Try again). A
// figure's change is drawn from it by its declaration (`figuresOf`, `FigureChange`).
import type { ReactNode } from 'react';
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

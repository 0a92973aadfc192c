// The comparison chosen for every view, kept in the route beside the window (so a reload, a view
// switch and a link keep it), and the last one chosen, which the shortcut turns back on.
import { useCallback, useMemo } from 'react';
import { comparisonFromParams, comparisonToParams, type Comparison } from '../../../shared/comparison.ts';
import { currentRoute, navigate, useRouteParams } from './route.ts';

const COMPARISON_PARAMS = ['cmp', 'cfrom', 'cto'];

let lastChosen: Comparison = { mode: 'previous' };

export function setComparison(next: Comparison | null): void {
  if (next) lastChosen = next;
  navigate({ params: comparisonToParams(next) });
}

/** Off → the last comparison chosen (the previous period at first); on → off. */
export function toggleComparison(): void {
  setComparison(comparisonFromParams(currentRoute().params) ? null : lastChosen);
}

export function useComparison(): [Comparison | null, (next: Comparison | null) => void] {
  const [mode = null, from = null, to = null] = useRouteParams(COMPARISON_PARAMS);
  // A stable object while the route says the same thing, so query keys stay put.
  const comparison = useMemo(
    () =>
      comparisonFromParams(new URLSearchParams(Object.entries({ cmp: mode ?? '', cfrom: from ?? '', cto: to ?? '' }))),
    [mode, from, to],
  );
  const set = useCallback((next: Comparison | null) => setComparison(next), []);
  return [comparison, set];
}

// The comparison window's answer to the same request a view makes, asked for alongside the
// view's own (not after it: the query layer's service slots take both), and cached the same way.
import type { EndpointId, ResponseOf } from '../../../shared/catalogue.ts';
import { comparisonLabel, comparisonWindow, type Comparison } from '../../../shared/comparison.ts';
import { floorToMinute, resolveWindow, type ResolvedWindow } from '../../../shared/time-window.ts';
import { answerCover, plannedCover } from '../api/compared-cover.ts';
import type { EndpointArgs, Scope } from '../api/queries.ts';
import { useApi, type ApiView } from '../api/use-api.ts';
import { hasData, type ViewState } from '../api/view-state.ts';
import { useComparison } from '../state/compare.ts';

export interface Compared<T> {
  comparison: Comparison;
  /** "previous period". */
  label: string;
  /** The window the view's answer covers. */
  current: ResolvedWindow;
  /** The comparison window; null when the choice does not fit the current one (yesterday, for a week). */
  window: ResolvedWindow | null;
  state: ApiView<T>;
}

/**
 * The window the view's figures cover: its answer's own (a copy from the cache covers the time it
 * was fetched, and is compared with the window before that), or until it comes, the current one
 * resolved now (or a minute before, as its request was asked: compared-cover.ts), so that both
 * requests leave together.
 */
export function currentWindowOf(scope: Scope, current: ViewState<unknown>): ResolvedWindow {
  return hasData(current)
    ? answerCover(scope, current.window)
    : plannedCover(scope, resolveWindow(scope.window, floorToMinute(Date.now())));
}

/** The pair of windows a comparison sets side by side; null when Compare is off. */
export function useComparisonWindows(
  scope: Scope,
  current: ViewState<unknown>,
): Omit<Compared<unknown>, 'state'> | null {
  const [comparison] = useComparison();
  if (!comparison) return null;
  const window = currentWindowOf(scope, current);
  return {
    comparison,
    label: comparisonLabel(comparison),
    current: window,
    window: comparisonWindow(comparison, window),
  };
}

export function useCompared<Id extends EndpointId>(
  scope: Scope,
  endpoint: Id,
  args: EndpointArgs<Id>,
  current: ViewState<unknown>,
): Compared<ResponseOf<Id>> | null {
  const windows = useComparisonWindows(scope, current);
  const other = windows?.window;
  const state = useApi(
    { ...scope, window: other ? { kind: 'absolute', ...other } : scope.window },
    endpoint,
    args,
    !!other,
  );
  return windows ? { ...windows, state } : null;
}

// Compare: the other window the current one is set against (the same span just before, the
// same time a week or a day earlier, or a window the user picks), kept in the route as
// `cmp=previous|week|day|custom` (a custom one with `cfrom`/`cto` in the API's UTC form).
import { DAY, formatApiTime, MINUTE, parseApiTime, type ResolvedWindow } from './time-window.ts';

export const COMPARE_MODES = ['previous', 'week', 'day', 'custom'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

export type Comparison = { mode: 'previous' | 'week' | 'day' } | { mode: 'custom'; start: number; end: number };

const LABELS: Record<CompareMode, string> = {
  previous: 'previous period',
  week: 'same time last week',
  day: 'same time yesterday',
  custom: 'custom window',
};

/** "previous period": the words of the legend, the tooltips and the CSV header. */
export function comparisonLabel(comparison: Comparison): string {
  return LABELS[comparison.mode];
}

/** Same time yesterday only makes sense for a window of a day or less: a longer one would overlap it. */
export function comparisonFits(comparison: Comparison, current: ResolvedWindow): boolean {
  return comparison.mode !== 'day' || current.end - current.start <= DAY;
}

/** The window compared with `current`; null when the choice does not fit it. */
export function comparisonWindow(comparison: Comparison, current: ResolvedWindow): ResolvedWindow | null {
  if (!comparisonFits(comparison, current)) return null;
  if (comparison.mode === 'custom') return { start: comparison.start, end: comparison.end };
  const shift =
    comparison.mode === 'previous' ? current.end - current.start : comparison.mode === 'week' ? 7 * DAY : DAY;
  return { start: current.start - shift, end: current.end - shift };
}

/**
 * Whether a comparison taken against `planned` still serves a window that covers `covered`: the
 * same length, a minute's turn apart at most. A view drawn again as the minute turns, before its
 * answer came, then asks no second comparison (its answer is resolved at the minute it was asked
 * in: queries.ts).
 */
export function stillCovers(planned: ResolvedWindow, covered: ResolvedWindow): boolean {
  return planned.end - planned.start === covered.end - covered.start && Math.abs(covered.end - planned.end) <= MINUTE;
}

/** Added to a time of the comparison window, it lands at the same place on the current one's axis. */
export function comparisonOffset(comparison: ResolvedWindow, current: ResolvedWindow): number {
  return current.start - comparison.start;
}

/** The comparison a route names, or null (off, or a parameter that does not read). */
export function comparisonFromParams(params: URLSearchParams): Comparison | null {
  const mode = params.get('cmp');
  if (mode === 'previous' || mode === 'week' || mode === 'day') return { mode };
  if (mode !== 'custom') return null;
  const start = parseApiTime(params.get('cfrom') ?? '');
  const end = parseApiTime(params.get('cto') ?? '');
  return start !== null && end !== null && start < end ? { mode, start, end } : null;
}

export function comparisonToParams(comparison: Comparison | null): Record<string, string | null> {
  if (!comparison) return { cmp: null, cfrom: null, cto: null };
  if (comparison.mode !== 'custom') return { cmp: comparison.mode, cfrom: null, cto: null };
  return { cmp: 'custom', cfrom: formatApiTime(comparison.start), cto: formatApiTime(comparison.end) };
}

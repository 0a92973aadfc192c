// The one global time window, kept in the route: `w=1d` for a relative window, or
// `from`/`to` in the API's UTC form for a fixed range.
import { useCallback, useMemo } from 'react';
import {
  DEFAULT_WINDOW,
  durationMs,
  formatApiTime,
  parseApiTime,
  type TimeWindow,
} from '../../../shared/time-window.ts';
import { rememberRange } from './recent-ranges.ts';
import { navigate, useRouteParams } from './route.ts';

const WINDOW_PARAMS = ['w', 'from', 'to'];

export function windowFromParams(params: URLSearchParams): TimeWindow {
  return windowFromValues(params.get('w'), params.get('from'), params.get('to'));
}

function windowFromValues(dur: string | null, from: string | null, to: string | null): TimeWindow {
  if (from && to) {
    const start = parseApiTime(from);
    const end = parseApiTime(to);
    if (start !== null && end !== null && start < end) return { kind: 'absolute', start, end };
  }
  return dur && durationMs(dur) !== null ? { kind: 'relative', dur } : DEFAULT_WINDOW;
}

export function windowToParams(window: TimeWindow): Record<string, string | null> {
  return window.kind === 'relative'
    ? { w: window.dur, from: null, to: null }
    : { w: null, from: formatApiTime(window.start), to: formatApiTime(window.end) };
}

/** Sets the global window from anywhere (picker, keys, chart drag, menu); fixed ranges are remembered. */
function setGlobalWindow(next: TimeWindow): void {
  rememberRange(next);
  navigate({ params: windowToParams(next) });
}

export function useTimeWindow(): [TimeWindow, (window: TimeWindow) => void] {
  const [dur = null, from = null, to = null] = useRouteParams(WINDOW_PARAMS);
  // A stable object while the route says the same thing, so query keys stay put.
  const window = useMemo(() => windowFromValues(dur, from, to), [dur, from, to]);
  const setWindow = useCallback((next: TimeWindow) => setGlobalWindow(next), []);
  return [window, setWindow];
}

// The windows journeys ask for: closed (ended before the pinned now), so the screen and a direct
// request to the demo API name exactly the same data, however long the journey takes.
import { formatApiTime, HOUR } from '../../shared/time-window.ts';

export interface Span {
  start: number;
  end: number;
}

/** `hours` long, ending `gap` before the last whole hour at `now` (an hour by default). */
export function closedWindow(now: number, hours: number, gap = HOUR): Span {
  const end = Math.floor(now / HOUR) * HOUR - gap;
  return { start: end - hours * HOUR, end };
}

/** The last full day that ended at least an hour before `now`. */
export const closedDay = (now: number): Span => closedWindow(now, 24);

/** `timeStart=…&timeEnd=…` for asking the demo API directly. */
export function windowQuery(window: Span): string {
  return `timeStart=${formatApiTime(window.start).replace(' ', '+')}&timeEnd=${formatApiTime(window.end).replace(' ', '+')}`;
}

/** `from=…&to=…` for the app's route. */
export function windowRoute(window: Span): string {
  return `from=${encodeURIComponent(formatApiTime(window.start))}&to=${encodeURIComponent(formatApiTime(window.end))}`;
}

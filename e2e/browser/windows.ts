// The windows journeys ask for: closed (ended before the pinned now), so the screen and a direct
// request to the demo API name exactly the same data, however long the journey takes.
import { formatApiTime } from '../../shared/time-window.ts';
import { closedWindow } from '../../scripts/pinned-clock.ts';

export { closedWindow };

export interface Span {
  start: number;
  end: number;
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

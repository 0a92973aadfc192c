// Time windows: the spec's relative presets and custom ranges, resolved to absolute UTC
// ranges, formatted the way the service reads them, and split into trend buckets.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** `1M` is read as 30 days: the service does not say, and a fixed span keeps windows comparable. */
export const MONTH = 30 * DAY;

export const PRESETS = ['30m', '60m', '6h', '12h', '1d', '2d', '3d', '7d', '14d', '1M'] as const;
export type Preset = (typeof PRESETS)[number];

/** What the user picked: an expression resolved again on every refresh, or a fixed range. */
export type TimeWindow = { kind: 'relative'; dur: string } | { kind: 'absolute'; start: number; end: number };

/** The window a route without one shows: the last day. */
export const DEFAULT_WINDOW: TimeWindow = { kind: 'relative', dur: '1d' };

/** Absolute [start, end) in epoch milliseconds, UTC, minute-aligned. */
export interface ResolvedWindow {
  start: number;
  end: number;
}

const DURATION = /^([1-9]\d{0,4})(m|h|d|M)$/;
const UNIT_MS = { m: MINUTE, h: HOUR, d: DAY, M: MONTH } as const;

/** `30m`, `6h`, `1d`, `1M` → milliseconds; anything else → null. */
export function durationMs(dur: string): number | null {
  const match = DURATION.exec(dur);
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

export const floorToMinute = (ms: number): number => Math.floor(ms / MINUTE) * MINUTE;

/** A relative window ends at `now` floored to the minute, so repeated requests in a minute agree. */
export function resolveWindow(window: TimeWindow, now: number): ResolvedWindow {
  if (window.kind === 'absolute') return { start: window.start, end: window.end };
  const span = durationMs(window.dur);
  if (span === null) throw new RangeError(`Unknown time window "${window.dur}"`);
  const end = floorToMinute(now);
  return { start: end - span, end };
}

/** `YYYY-MM-DD HH:mm` in UTC: the form of timeStart/timeEnd and of trendDates. */
export function formatApiTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

const API_TIME = /^(\d{4})-(\d{2})-(\d{2})[ +](\d{2}):(\d{2})$/;

/** Reads `YYYY-MM-DD HH:mm` (or the raw `+` form) as UTC; impossible dates → null. */
export function parseApiTime(text: string): number | null {
  const match = API_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 2026-02-30 over into March; a round trip catches it.
  return formatApiTime(ms) === `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}` ? ms : null;
}

/** The query parameters that name a window (spec 4.1): a duration, or a start and an end. */
export const WINDOW_PARAMS = ['timeDur', 'timeStart', 'timeEnd'] as const;
export type WindowParam = (typeof WINDOW_PARAMS)[number];
export type WindowFields = { [P in WindowParam]?: string | undefined };

export function isWindowParam(name: string): name is WindowParam {
  return (WINDOW_PARAMS as readonly string[]).includes(name);
}

export type WindowQuery = { timeDur: string } | { timeStart: string; timeEnd: string };

export function windowToQuery(window: TimeWindow): WindowQuery {
  return window.kind === 'relative'
    ? { timeDur: window.dur }
    : { timeStart: formatApiTime(window.start), timeEnd: formatApiTime(window.end) };
}

/** The window a validated query names (see the catalogue's window rules). */
export function windowFromQuery(query: WindowFields): TimeWindow | null {
  if (query.timeDur !== undefined)
    return durationMs(query.timeDur) === null ? null : { kind: 'relative', dur: query.timeDur };
  if (query.timeStart === undefined || query.timeEnd === undefined) return null;
  const start = parseApiTime(query.timeStart);
  const end = parseApiTime(query.timeEnd);
  return start === null || end === null || start >= end ? null : { kind: 'absolute', start, end };
}

const UNIT_WORDS = { m: 'minute', h: 'hour', d: 'day', M: 'month' } as const;

/** `Last 6 hours`, `Last 1 day`; a custom range reads `2026-11-20 08:00 – 2026-11-21 08:00 UTC`. */
export function windowLabel(window: TimeWindow): string {
  if (window.kind === 'absolute') return `${formatApiTime(window.start)} – ${formatApiTime(window.end)} UTC`;
  const match = DURATION.exec(window.dur);
  if (!match) return window.dur;
  const amount = Number(match[1]);
  const word = UNIT_WORDS[match[2] as keyof typeof UNIT_WORDS];
  return amount === 1 ? `Last ${word}` : `Last ${amount} ${word}s`;
}

/** Steps a trend can use, finest first. */
const TREND_STEPS = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  MONTH,
];
export const MAX_TREND_BUCKETS = 60;

/** The finest step that splits `spanMs` into at most 60 buckets (1d → 30 min, 7d → 3 h, 1M → 12 h). */
export function trendBucketMs(spanMs: number): number {
  return (
    TREND_STEPS.find((step) => Math.ceil(spanMs / step) <= MAX_TREND_BUCKETS) ?? Math.ceil(spanMs / MAX_TREND_BUCKETS)
  );
}

/**
 * Bucket starts for a window: buckets are aligned to multiples of the step in UTC, so the
 * same hour is the same bucket in every window; the first and last are clipped to the window.
 */
export function trendBuckets(window: ResolvedWindow): number[] {
  const step = trendBucketMs(window.end - window.start);
  const starts = [window.start];
  for (let t = Math.floor(window.start / step) * step + step; t < window.end; t += step) starts.push(t);
  return starts;
}

/** Earlier or later by half the span; never past `now` (then it ends at now). Result is absolute. */
export function shiftWindow(window: TimeWindow, direction: -1 | 1, now: number): TimeWindow {
  const { start, end } = resolveWindow(window, now);
  const half = floorToMinute((end - start) / 2) || MINUTE;
  const limit = floorToMinute(now);
  const newEnd = Math.min(end + direction * half, limit);
  return { kind: 'absolute', start: newEnd - (end - start), end: newEnd };
}

/** Twice the span around the same centre, clipped so it never ends after `now`. */
export function zoomOutWindow(window: TimeWindow, now: number): TimeWindow {
  const { start, end } = resolveWindow(window, now);
  const span = end - start;
  const limit = floorToMinute(now);
  const newEnd = Math.min(floorToMinute(end + span / 2), limit);
  return { kind: 'absolute', start: newEnd - 2 * span, end: newEnd };
}

/** A range dragged across a chart: minute-aligned, at least one minute long. */
export function zoomInWindow(from: number, to: number): TimeWindow {
  const start = floorToMinute(Math.min(from, to));
  const end = Math.max(floorToMinute(Math.max(from, to)), start + MINUTE);
  return { kind: 'absolute', start, end };
}

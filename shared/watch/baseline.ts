// The baseline a spike is measured against: the same hour a week ago, else the mean of the same
// hour on the days of the last week the watch saw it, else none (and then no spike alert, with the
// reason in words).
//
// What the API can answer: GET /reports sums a window of our choosing (timeStart/timeEnd) into
// error events or failures, page load p95 or response time, and apdex. It has no trend, and the
// errors list's trends cover only the groups it lists, of one status, so a past hour costs one
// /reports request. The week-ago hour is asked once per hour (its answer is the past; it never
// changes) and serves all the hour's checks, prorated to their length, which is also steadier than
// a five-minute week-ago window: an hour a week ago holds twelve times the events. The mean of
// the same hour over seven days would cost seven requests an hour, so the watch builds it from
// what it already asked: every check's own report is added to an hourly tally kept for a week.
//
// Same hour means the same UTC hour: around a daylight saving change, the days before it are an
// hour off on the wall clock.
import { hasTraffic, usable, type ProjectFigures } from '../project-figures.ts';
import { DAY, HOUR, MINUTE, type ResolvedWindow } from '../time-window.ts';

/**
 * What the spike rules compare, summed over some minutes of one project. Every field adds up, so
 * windows add up to hours and hours to days; averages are kept as sums with their weights.
 */
export interface Tally {
  /** Start of the span summed (an hour, for the watch's own tallies). */
  start: number;
  /** Minutes the sums cover; fewer than the span when the watch missed some of it. */
  minutes: number;
  /** Page views (browser) or requests (APM). */
  traffic: number;
  /** Error events (browser) or failures (APM). */
  problems: number;
  /** Failure rate (per cent) times requests, and the requests (APM). */
  rateSum: number;
  rateWeight: number;
  /** Page load p95 (browser) or response time (APM) times traffic, and the traffic. */
  timeSum: number;
  timeWeight: number;
}

/** The week the watch keeps its own tallies for. */
export const HISTORY_DAYS = 7;
/** A day's hour counts toward the mean when the watch saw at least this share of it. */
export const MIN_HOUR_COVERAGE = 0.5;
/** A mean of one or two days is one odd day away from a false alarm. */
export const MIN_SAME_HOUR_DAYS = 3;
export const WEEK = HISTORY_DAYS * DAY;

/** What the window is expected to hold, by the baseline. */
export interface Expected {
  /** Error events or failures, prorated to the window's length. */
  problems: number;
  /** Failure rate, per cent (APM); null without one. */
  rate: number | null;
  /** Page load p95 or response time, ms; null without one. */
  time: number | null;
}

export type Baseline =
  { source: 'week-ago' | 'same-hour'; expected: Expected; words: string } | { source: 'none'; words: string };

/** What is known of the week-ago span: its tally, that it had no data, or nothing (not asked, or failed). */
export type WeekAgo = Tally | 'no-data' | 'unknown';

/** A report's figures as a tally of `span`; null when the span had no traffic at all (no data, not zeros). */
export function tallyOf(figures: ProjectFigures, span: ResolvedWindow): Tally | null {
  if (!hasTraffic(figures)) return null;
  const [traffic, problems, rate, time] =
    figures.kind === 'browser'
      ? [figures.pageViews, figures.errorEvents, null, figures.loadTimeP95]
      : [figures.throughput, figures.failureCount, figures.failureRate, figures.responseTime];
  const weight = usable(traffic) ? traffic : 0;
  return {
    start: span.start,
    minutes: (span.end - span.start) / MINUTE,
    traffic: weight,
    problems: usable(problems) ? problems : 0,
    rateSum: usable(rate) ? rate * weight : 0,
    rateWeight: usable(rate) ? weight : 0,
    timeSum: usable(time) ? time * weight : 0,
    timeWeight: usable(time) ? weight : 0,
  };
}

const SUMMED = ['minutes', 'traffic', 'problems', 'rateSum', 'rateWeight', 'timeSum', 'timeWeight'] as const;

function scaled(tally: Tally, start: number, share: number): Tally {
  const out = { ...tally, start };
  for (const field of SUMMED) out[field] = tally[field] * share;
  return out;
}

function added(a: Tally, b: Tally): Tally {
  const out = { ...a };
  for (const field of SUMMED) out[field] = a[field] + b[field];
  return out;
}

const EMPTY_TALLY: Tally = {
  start: 0,
  minutes: 0,
  traffic: 0,
  problems: 0,
  rateSum: 0,
  rateWeight: 0,
  timeSum: 0,
  timeWeight: 0,
};

const hasData = (tally: Tally) => tally.traffic > 0 || tally.problems > 0;

/** The span of one week-ago request that serves `window`: its clock hour (or the window, when longer). */
export function baselineSpan(window: ResolvedWindow): ResolvedWindow {
  const length = Math.max(HOUR, window.end - window.start);
  const start = Math.floor(window.start / length) * length;
  return { start, end: start + length };
}

export const weekEarlier = (span: ResolvedWindow): ResolvedWindow => ({
  start: span.start - WEEK,
  end: span.end - WEEK,
});

/**
 * The watch's hourly tallies with one more window in them (split over the hours it covers), and
 * none older than the week the mean looks at.
 */
export function recordWindow(hours: readonly Tally[], window: ResolvedWindow, tally: Tally | null): Tally[] {
  const byHour = new Map(hours.map((hour) => [hour.start, hour]));
  const length = window.end - window.start;
  for (let hour = Math.floor(window.start / HOUR) * HOUR; hour < window.end; hour += HOUR) {
    const overlap = Math.min(window.end, hour + HOUR) - Math.max(window.start, hour);
    // A window without traffic still counts as watched: a quiet night is data, not a gap.
    const part = tally
      ? scaled(tally, hour, overlap / length)
      : { ...EMPTY_TALLY, start: hour, minutes: overlap / MINUTE };
    const known = byHour.get(hour);
    byHour.set(hour, known ? added(known, part) : part);
  }
  // The oldest hour the mean will read for the next window.
  const oldest = baselineSpan(window).start - WEEK;
  return [...byHour.values()].filter((hour) => hour.start >= oldest).sort((a, b) => a.start - b.start);
}

/** A tally's figures, the counts prorated to `window`. */
function expectedFrom(tally: Tally, window: ResolvedWindow): Expected {
  return {
    problems: (tally.problems * (window.end - window.start)) / MINUTE / tally.minutes,
    rate: tally.rateWeight > 0 ? tally.rateSum / tally.rateWeight : null,
    time: tally.timeWeight > 0 ? tally.timeSum / tally.timeWeight : null,
  };
}

/** The same hours as the window's on each of the last seven days that the watch saw well enough. */
function sameHourDays(window: ResolvedWindow, hours: readonly Tally[]): Tally[] {
  const span = baselineSpan(window);
  const days: Tally[] = [];
  for (let day = 1; day <= HISTORY_DAYS; day++) {
    const from = span.start - day * DAY;
    const to = span.end - day * DAY;
    const parts = hours.filter((hour) => hour.start >= from && hour.start < to);
    const sum = parts.reduce(added, { ...EMPTY_TALLY, start: from });
    if (sum.minutes >= (MIN_HOUR_COVERAGE * (to - from)) / MINUTE && hasData(sum)) days.push(sum);
  }
  return days;
}

/** The baseline `window` is measured against, from what is known of a week ago and the watch's own week. */
export function chooseBaseline(window: ResolvedWindow, weekAgo: WeekAgo, hours: readonly Tally[]): Baseline {
  if (weekAgo !== 'unknown' && weekAgo !== 'no-data' && hasData(weekAgo))
    return { source: 'week-ago', expected: expectedFrom(weekAgo, window), words: 'a week ago' };
  const days = sameHourDays(window, hours);
  if (days.length >= MIN_SAME_HOUR_DAYS) {
    const pooled = days.reduce(added);
    const words = `on average at this hour over ${days.length} days`;
    return { source: 'same-hour', expected: expectedFrom(pooled, window), words };
  }
  const aWeekAgo = weekAgo === 'unknown' ? 'the figures of a week ago did not come' : 'no data a week ago';
  const seen = `this hour seen on ${days.length} of the last ${HISTORY_DAYS} days (${MIN_SAME_HOUR_DAYS} needed)`;
  return { source: 'none', words: `No baseline, so only apdex can raise a spike: ${aWeekAgo}, and ${seen}` };
}

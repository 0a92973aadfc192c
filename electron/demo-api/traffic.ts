// The traffic model: every countable stream (a page's views, an ajax call's calls, an error
// group's events) has a cumulative count F(t) = floor(w · R(t)), R the closed-form integral of a
// positive diurnal + weekly rate. Counts in [s, e) are F(e) − F(s): integers, exactly additive over
// any partition of a window and monotone in the window, in O(1) per stream.

import { DAY } from '../../shared/time-window.ts';

/** Origin of the model's day axis (2020-01-01T00:00Z); keeps the numbers small. */
export const ORIGIN = Date.UTC(2020, 0, 1);

const TWO_PI = 2 * Math.PI;
const WEEK_DAYS = 7;

/**
 * Shape of a rate, x in days:
 * rate(x) = 1 + a·cos(2π(x − phi)) + b·cos(2π(x − psi)/7) + Σᵢ cᵢ·cos(2π(x − tᵢ)/pᵢ)
 * with a + b + Σc < 1 so the rate stays positive. The daily and weekly terms give the familiar
 * rhythm; the three "jitter" terms (periods of hours, incommensurate; c = 0 when unused) make
 * bursts. Flat fields, no arrays: a world holds hundreds of thousands of these.
 */
export interface Rhythm {
  readonly a: number;
  readonly phi: number;
  readonly b: number;
  readonly psi: number;
  readonly c1: number;
  readonly p1: number;
  readonly t1: number;
  readonly c2: number;
  readonly p2: number;
  readonly t2: number;
  readonly c3: number;
  readonly p3: number;
  readonly t3: number;
}

/** No jitter terms. */
export const STEADY = { c1: 0, p1: 1, t1: 0, c2: 0, p2: 1, t2: 0, c3: 0, p3: 1, t3: 0 } as const;

/** A stream of w events per day on average, shaped by a rhythm. */
export interface Stream extends Rhythm {
  readonly w: number;
}

function days(t: number): number {
  return (t - ORIGIN) / DAY;
}

/** R(x): integral of the rate from a fixed origin, in days (the additive constant cancels out). */
function integral(r: Rhythm, x: number): number {
  let value =
    x +
    (r.a / TWO_PI) * Math.sin(TWO_PI * (x - r.phi)) +
    ((r.b * WEEK_DAYS) / TWO_PI) * Math.sin((TWO_PI * (x - r.psi)) / WEEK_DAYS);
  if (r.c1 !== 0) value += ((r.c1 * r.p1) / TWO_PI) * Math.sin((TWO_PI * (x - r.t1)) / r.p1);
  if (r.c2 !== 0) value += ((r.c2 * r.p2) / TWO_PI) * Math.sin((TWO_PI * (x - r.t2)) / r.p2);
  if (r.c3 !== 0) value += ((r.c3 * r.p3) / TWO_PI) * Math.sin((TWO_PI * (x - r.t3)) / r.p3);
  return value;
}

function rateAt(r: Rhythm, x: number): number {
  let value = 1 + r.a * Math.cos(TWO_PI * (x - r.phi)) + r.b * Math.cos((TWO_PI * (x - r.psi)) / WEEK_DAYS);
  if (r.c1 !== 0) value += r.c1 * Math.cos((TWO_PI * (x - r.t1)) / r.p1);
  if (r.c2 !== 0) value += r.c2 * Math.cos((TWO_PI * (x - r.t2)) / r.p2);
  if (r.c3 !== 0) value += r.c3 * Math.cos((TWO_PI * (x - r.t3)) / r.p3);
  return value;
}

/** Largest distance between R(x) and x: bounds the inverse's search. */
function amplitude(r: Rhythm): number {
  return (r.a + r.b * WEEK_DAYS + r.c1 * r.p1 + r.c2 * r.p2 + r.c3 * r.p3) / TWO_PI;
}

/** w · R(t): the continuous cumulative count, for callers that reuse it (see countFrom, meanRateFrom). */
export function cumulative(s: Stream, t: number): number {
  return s.w * integral(s, days(t));
}

/** F(t) from a cumulative value of the same stream. */
export function countFrom(s: Stream, cumulativeValue: number): number {
  return s.w <= 0 ? 0 : Math.floor(cumulativeValue);
}

/** meanRate from two cumulative values of a stream with traffic. */
export function meanRateFrom(s: Stream, atStart: number, atEnd: number, start: number, end: number): number {
  return (atEnd - atStart) / s.w / ((end - start) / DAY);
}

/** F(t): the number of the stream's events with timestamp < t (t in epoch ms). */
export function countBefore(s: Stream, t: number): number {
  if (s.w <= 0) return 0;
  return Math.floor(s.w * integral(s, days(t)));
}

/** Events in [start, end). */
export function countIn(s: Stream, start: number, end: number): number {
  if (end <= start || s.w <= 0) return 0;
  return countBefore(s, end) - countBefore(s, start);
}

/** Mean of the rate over [start, end) (1 = an average moment); used to make metrics load-dependent. */
export function meanRate(r: Rhythm, start: number, end: number): number {
  if (end <= start) return rateAt(r, days(start));
  return (integral(r, days(end)) - integral(r, days(start))) / ((end - start) / DAY);
}

/**
 * The timestamp (integer epoch ms) of the stream's k-th event counted from the origin, i.e. the
 * largest t with F(t) < k. Safeguarded Newton on the continuous integral, then an exact integer
 * correction against F itself so that the answer agrees with countBefore bit for bit.
 */
export function eventTime(s: Stream, k: number): number {
  const target = k / s.w;
  const reach = amplitude(s);
  let lo = target - reach - 1e-6;
  let hi = target + reach + 1e-6;
  let x = target;
  for (let i = 0; i < 60; i++) {
    const g = integral(s, x) - target;
    if (g > 0) hi = x;
    else lo = x;
    let next = x - g / rateAt(s, x);
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) < 1e-11) {
      x = next;
      break;
    }
    x = next;
  }
  let c = Math.ceil(ORIGIN + x * DAY);
  while (countBefore(s, c) < k) c++;
  while (countBefore(s, c - 1) >= k) c--;
  return c - 1;
}

/** A stream that only flows during [birth, death) — an error group's life. death may be Infinity. */
export interface LifeStream {
  readonly stream: Stream;
  readonly birth: number;
  readonly death: number;
}

function clampToLife(l: LifeStream, t: number): number {
  return Math.min(Math.max(t, l.birth), l.death);
}

/** Index base: F at birth. Event j (1-based) of the life is global event base + j of the stream. */
function lifeBase(l: LifeStream): number {
  return countBefore(l.stream, l.birth);
}

/** Number of the life's events with timestamp < t: event numbers 1..lifeCountBefore(t) are before t. */
export function lifeCountBefore(l: LifeStream, t: number): number {
  if (t <= l.birth) return 0;
  return countBefore(l.stream, clampToLife(l, t)) - lifeBase(l);
}

/** Total events the life ever has (Infinity when it never ends and has traffic). */
export function lifeTotal(l: LifeStream): number {
  if (l.stream.w <= 0) return 0;
  if (!Number.isFinite(l.death)) return Infinity;
  return lifeCountBefore(l, l.death);
}

/** Timestamp of the life's event j (1-based). */
export function lifeEventTime(l: LifeStream, j: number): number {
  return eventTime(l.stream, lifeBase(l) + j);
}

// How busy a stream is over the day and the week: the parameters of traffic.ts's rate, drawn from
// an item's hash. Pages, ajax calls, routes and transactions are steady; error groups are bursty.
import { hash, subBetween, subUnit } from './random.ts';
import type { Rhythm } from './traffic.ts';

// Hash domain of rhythms (the world's domains are listed in items.ts).
const K_RHYTHM = 7;

/** A burst term: its amplitude (scaled by 0.5–1 per item) and the range of its period in hours. */
interface Burst {
  readonly amplitude: number;
  readonly minHours: number;
  readonly maxHours: number;
}
const burst = (amplitude: number, minHours: number, maxHours: number): Burst => ({ amplitude, minHours, maxHours });

/** Ranges of the daily (a) and weekly (b) amplitudes, and up to three bursts. */
interface RhythmShape {
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
  readonly bursts: readonly Burst[];
}

// a + b + Σc stays below 0.95, so the rate never reaches zero.
const STEADY_SHAPE: RhythmShape = { a: [0.42, 0.6], b: [0.1, 0.2], bursts: [burst(0.08, 2, 7), burst(0.06, 9, 19)] };
/** Error groups swap some of the daily and weekly rhythm for bursts of hours. */
const BURSTY_SHAPE: RhythmShape = {
  a: [0.2, 0.4],
  b: [0.05, 0.12],
  bursts: [burst(0.22, 1.5, 4), burst(0.14, 5, 11), burst(0.06, 0.4, 1)],
};

/** Amplitude, period (days) and phase of burst i; no burst is amplitude 0. */
function burstTerms(r: number, i: number, burst: Burst | undefined): [number, number, number] {
  if (!burst) return [0, 1, 0];
  return [
    burst.amplitude * subBetween(r, 10 + i, 0.5, 1),
    subBetween(r, 20 + i, burst.minHours, burst.maxHours) / 24,
    subUnit(r, 30 + i),
  ];
}

/** Daily and weekly rhythm; `bursty` streams (error groups) swap some of it for bursts of hours. */
export function rhythm(h: number, bursty: boolean): Rhythm {
  const r = hash(h, K_RHYTHM);
  const shape = bursty ? BURSTY_SHAPE : STEADY_SHAPE;
  const [c1, p1, t1] = burstTerms(r, 0, shape.bursts[0]);
  const [c2, p2, t2] = burstTerms(r, 1, shape.bursts[1]);
  const [c3, p3, t3] = burstTerms(r, 2, shape.bursts[2]);
  // Peak traffic mid-afternoon UTC, a little earlier or later per item.
  const phi = 0.58 + subBetween(r, 2, -0.08, 0.08);
  // Busiest mid-week (day 0 of the model's axis is a Wednesday), quietest at the weekend.
  const psi = 0.5 + subBetween(r, 4, -0.3, 0.3);
  const a = subBetween(r, 1, ...shape.a);
  const b = subBetween(r, 3, ...shape.b);
  return { phi, psi, a, b, c1, p1, t1, c2, p2, t2, c3, p3, t3 };
}

/** Share of a rhythm's swings a calm stream keeps (see calmed). */
const CALM = 0.2;

/**
 * The rhythm with its swings cut to a fifth (same phases and periods): a stream that keeps its
 * usual rate, so no window holds half as many again as the one before it.
 */
export function calmed(r: Rhythm): Rhythm {
  return { ...r, a: r.a * CALM, b: r.b * CALM, c1: r.c1 * CALM, c2: r.c2 * CALM, c3: r.c3 * CALM };
}

// How busy a stream is over the day and the week: the parameters of traffic.ts's rate, drawn from
// an item's hash. Pages, ajax calls, routes and transactions are steady; error groups are bursty.
import { hash, subBetween, subUnit } from './random.ts';
import { STEADY, type Rhythm } from './traffic.ts';

const K_RHYTHM = 7;

/** Daily and weekly rhythm; `bursty` streams (error groups) swap some of it for bursts of hours. */
export function rhythm(h: number, bursty: boolean): Rhythm {
  const r = hash(h, K_RHYTHM);
  const steady = {
    // Peak traffic mid-afternoon UTC, a little earlier or later per item.
    phi: 0.58 + subBetween(r, 2, -0.08, 0.08),
    // Busiest mid-week (day 0 of the model's axis is a Wednesday), quietest at the weekend.
    psi: 0.5 + subBetween(r, 4, -0.3, 0.3),
  };
  // a + b + Σc stays below 0.95, so the rate never reaches zero.
  if (!bursty) {
    return {
      ...steady,
      ...STEADY,
      a: subBetween(r, 1, 0.42, 0.6),
      b: subBetween(r, 3, 0.1, 0.2),
      c1: 0.08 * subBetween(r, 10, 0.5, 1),
      p1: subBetween(r, 20, 2, 7) / 24,
      t1: subUnit(r, 30),
      c2: 0.06 * subBetween(r, 11, 0.5, 1),
      p2: subBetween(r, 21, 9, 19) / 24,
      t2: subUnit(r, 31),
    };
  }
  return {
    ...steady,
    a: subBetween(r, 1, 0.2, 0.4),
    b: subBetween(r, 3, 0.05, 0.12),
    c1: 0.22 * subBetween(r, 10, 0.5, 1),
    p1: subBetween(r, 20, 1.5, 4) / 24,
    t1: subUnit(r, 30),
    c2: 0.14 * subBetween(r, 11, 0.5, 1),
    p2: subBetween(r, 21, 5, 11) / 24,
    t2: subUnit(r, 31),
    c3: 0.06 * subBetween(r, 12, 0.5, 1),
    p3: subBetween(r, 22, 0.4, 1) / 24,
    t3: subUnit(r, 32),
  };
}

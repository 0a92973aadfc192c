// A group's events in time: an opening event, a reopening and a spike's repeats keep every count a
// difference of one non-decreasing function, and event j's time agrees with the counts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Echoes, LifeTimeline, Opening, Succession, type Timeline } from './event-timeline.ts';
import { HOUR, MINUTE } from '../../shared/time-window.ts';
import { STEADY, type LifeStream } from './traffic.ts';

const T0 = Date.UTC(2026, 10, 20, 8);
const life = (w: number, birth: number, death = Infinity): LifeStream => ({
  stream: { w, a: 0.4, phi: 0.6, b: 0.1, psi: 0.5, ...STEADY },
  birth,
  death,
});

/** Event j happens at time(j): before(time(j)) < j <= before(time(j) + 1). */
function expectTimesAgree(timeline: Timeline, upTo: number): void {
  for (let j = 1; j <= timeline.before(upTo); j++) {
    const at = timeline.time(j);
    expect(timeline.before(at)).toBeLessThan(j);
    expect(timeline.before(at + 1)).toBeGreaterThanOrEqual(j);
  }
}

describe('an opening event', () => {
  it('comes at the very instant, then the stream follows', () => {
    const opened = new Opening(T0, life(2_000, T0));
    expect(opened.before(T0)).toBe(0);
    expect(opened.before(T0 + 1)).toBe(1);
    expect(opened.time(1)).toBe(T0);
    expect(opened.before(T0 + HOUR)).toBeGreaterThan(50);
    expectTimesAgree(opened, T0 + HOUR);
  });

  it('alone is a single-event group', () => {
    const single = new Opening(T0, null);
    expect([single.before(T0), single.before(T0 + 1), single.before(T0 + HOUR)]).toEqual([0, 1, 1]);
    expect(single.time(1)).toBe(T0);
  });
});

describe('a succession', () => {
  it('keeps the first timeline before the instant and the next after it', () => {
    const first = new LifeTimeline(life(1_000, T0 - 5 * HOUR, T0 + 5 * HOUR));
    const at = T0 + 20 * MINUTE;
    const next = new Opening(at, life(3_000, at));
    const both = new Succession(first, at, next);
    for (const t of [T0 - HOUR, T0, at]) expect(both.before(t)).toBe(first.before(t));
    expect(both.before(at + 1)).toBe(first.before(at) + 1);
    expect(both.time(first.before(at) + 1)).toBe(at);
    expect(both.before(T0 + 2 * HOUR) - both.before(at)).toBe(next.before(T0 + 2 * HOUR));
    expectTimesAgree(both, T0 + HOUR);
  });
});

describe('echoes of a spike', () => {
  const base = new LifeTimeline(life(4_000, T0 - 10 * HOUR));
  const spikeArb = fc.record({
    fromMinutes: fc.integer({ min: -120, max: 120 }),
    minutes: fc.integer({ min: 1, max: 240 }),
    factor: fc.oneof(fc.integer({ min: 2, max: 10 }), fc.double({ min: 1.01, max: 20, noNaN: true })),
  });
  const spikeOf = (s: { fromMinutes: number; minutes: number; factor: number }) => ({
    from: T0 + s.fromMinutes * MINUTE,
    until: T0 + (s.fromMinutes + s.minutes) * MINUTE,
    factor: s.factor,
  });
  const before = (t: number) => base.before(t);

  it('adds ⌊(factor − 1)·k⌋ after the k-th event of the stretch, nothing before it, nothing more after it', () => {
    fc.assert(
      fc.property(fc.array(spikeArb, { minLength: 1, maxLength: 3 }), (spikes) => {
        const echoes = Echoes.of(before, spikes.map(spikeOf));
        if (!echoes) return;
        let previous = echoes.upTo(0);
        for (let k = 1; k <= before(T0 + 6 * HOUR); k += 7) {
          const now = echoes.upTo(k);
          expect(now).toBeGreaterThanOrEqual(previous + 1);
          expect(echoes.origin(now)).toBe(k);
          expect(echoes.repeat(now)).toBe(now - echoes.upTo(k - 1) - 1);
          expect(echoes.origin(echoes.upTo(k - 1) + 1)).toBe(k);
          previous = echoes.upTo(k + 6);
        }
        const spike = spikeOf(spikes[0] ?? { fromMinutes: 0, minutes: 1, factor: 2 });
        if (spikes.length === 1) {
          const lo = before(spike.from);
          const hi = before(spike.until);
          expect(echoes.upTo(lo)).toBe(lo);
          expect(echoes.upTo(hi) - echoes.upTo(lo)).toBe(hi - lo + Math.floor((spike.factor - 1) * (hi - lo)));
          // after the stretch every event is one event again
          expect(echoes.upTo(hi + 50) - echoes.upTo(hi)).toBe(50);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('with a whole factor, a window inside the stretch holds exactly factor × its events', () => {
    const echoes = Echoes.of(before, [{ from: T0, until: T0 + HOUR, factor: 6 }]);
    if (!echoes) throw new Error('the stretch holds events');
    for (const [s, e] of [
      [T0, T0 + HOUR],
      [T0 + 5 * MINUTE, T0 + 17 * MINUTE],
      [T0 + 59 * MINUTE, T0 + HOUR],
    ] as const)
      expect(echoes.upTo(before(e)) - echoes.upTo(before(s))).toBe(6 * (before(e) - before(s)));
  });

  it('lists each origin with more than one event in a range, and how many more', () => {
    fc.assert(
      fc.property(spikeArb, fc.nat(400), fc.nat(400), (spike, a, b) => {
        const echoes = Echoes.of(before, [spikeOf(spike)]);
        if (!echoes) return;
        const start = echoes.upTo(before(T0 - 2 * HOUR));
        const [lo, hi] = [start + Math.min(a, b) * 3, start + Math.max(a, b) * 3];
        const brute = new Map<number, number>();
        for (let j = lo + 1; j <= hi; j++) brute.set(echoes.origin(j), (brute.get(echoes.origin(j)) ?? 0) + 1);
        const listed = new Map<number, number>();
        echoes.forEachRepeated(lo, hi, (origin, more) => listed.set(origin, more));
        expect(listed).toEqual(new Map([...brute].filter(([, n]) => n > 1).map(([k, n]) => [k, n - 1])));
      }),
      { numRuns: 60 },
    );
  });

  it('is nothing when no spike holds an event', () => {
    expect(Echoes.of(before, [{ from: T0 - 20 * HOUR, until: T0 - 11 * HOUR, factor: 3 }])).toBeNull();
  });
});

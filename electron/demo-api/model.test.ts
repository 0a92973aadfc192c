// The model's building blocks: hashing, distributions, the traffic integral and its inverse,
// error-group ids.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logNormalCdf, logNormalPercentiles, normalCdf, normalQuantile, splitBands } from './distribution.ts';
import { eventsBefore, eventTime, findGroup, groupsOverlapping } from './error-groups.ts';
import { DAY } from '../../shared/time-window.ts';
import { hash, hexId, unit } from './random.ts';
import {
  countBefore,
  countIn,
  eventTime as streamEventTime,
  lifeCountBefore,
  lifeEventTime,
  STEADY,
  type Stream,
} from './traffic.ts';
import { getWorld } from './world.ts';

const T0 = Date.UTC(2026, 10, 20);

describe('random', () => {
  it('is a pure function of its keys', () => {
    expect(hash(1, 2, 3)).toBe(hash(1, 2, 3));
    expect(hash(1, 2, 3)).not.toBe(hash(1, 2, 4));
    expect(hash(T0, -5)).not.toBe(hash(T0, 5));
    expect(hexId(32, 9, 9)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('spreads evenly over [0, 1)', () => {
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 20_000; i++) buckets[Math.floor(unit(42, i) * 10)]++;
    for (const b of buckets) {
      expect(b).toBeGreaterThan(1_800);
      expect(b).toBeLessThan(2_200);
    }
  });
});

describe('distribution', () => {
  it('normal CDF and quantile are inverse to each other', () => {
    for (const p of [0.01, 0.1, 0.5, 0.75, 0.9, 0.99]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
  });

  it('log-normal percentiles are ordered and the mean sits above the median', () => {
    const p = logNormalPercentiles({ mean: 2000, sigma: 0.6 });
    expect(p.percentile_50).toBeLessThan(2000);
    expect(p.percentile_50).toBeLessThan(p.percentile_75);
    expect(p.percentile_75).toBeLessThan(p.percentile_90);
    expect(p.percentile_90).toBeLessThan(p.percentile_95);
    expect(p.percentile_95).toBeLessThan(p.percentile_99);
    expect(logNormalCdf({ mean: 2000, sigma: 0.6 }, p.percentile_90)).toBeCloseTo(0.9, 3);
  });

  it('splits a total into three bands exactly', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, a, b) => {
          const [x, y, z] = splitBands(n, Math.min(a, b), Math.max(a, b));
          return x + y + z === n && x >= 0 && y >= 0 && z >= 0;
        },
      ),
    );
  });
});

describe('traffic', () => {
  const stream: Stream = { w: 4321, a: 0.5, phi: 0.6, b: 0.15, psi: 0.4, ...STEADY, c1: 0.2, p1: 0.1, t1: 0.3 };

  it('counts are additive over any split of a window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * DAY }),
        fc.integer({ min: 1, max: 10 * DAY }),
        fc.integer({ min: 0, max: 1000 }),
        (offset, span, cut) => {
          const s = T0 + offset;
          const e = s + span;
          const m = s + Math.floor((span * cut) / 1000);
          return countIn(stream, s, e) === countIn(stream, s, m) + countIn(stream, m, e);
        },
      ),
    );
  });

  it('a day holds about w events and the rate follows the day', () => {
    const day = countIn(stream, T0, T0 + DAY);
    expect(day).toBeGreaterThan(4321 * 0.8);
    expect(day).toBeLessThan(4321 * 1.2);
    const peak = countIn(stream, T0 + 0.55 * DAY, T0 + 0.65 * DAY);
    const trough = countIn(stream, T0 + 0.05 * DAY, T0 + 0.15 * DAY);
    expect(peak).toBeGreaterThan(trough * 1.5);
  });

  it('the k-th event lies exactly where the count passes k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (offset) => {
        const k = countBefore(stream, T0) + offset;
        const t = streamEventTime(stream, k);
        return countBefore(stream, t) < k && countBefore(stream, t + 1) >= k;
      }),
    );
  });

  it('a life stream numbers its events from 1 and stops at death', () => {
    const life = { stream, birth: T0 + 1234, death: T0 + 2 * DAY };
    const total = lifeCountBefore(life, life.death);
    expect(lifeCountBefore(life, T0)).toBe(0);
    expect(lifeCountBefore(life, T0 + 10 * DAY)).toBe(total);
    expect(lifeEventTime(life, 1)).toBeGreaterThanOrEqual(life.birth);
    expect(lifeEventTime(life, total)).toBeLessThan(life.death);
  });
});

describe('error groups', () => {
  const world = getWorld(3, 1);
  const project = world.projects.get('demo-browser');
  if (!project) throw new Error('no demo-browser');

  it('about 200 groups are alive in a day, and ids decode to their group', () => {
    const groups = groupsOverlapping(project, T0, T0 + DAY);
    const active = groups.filter((g) => eventsBefore(g, T0 + DAY) > eventsBefore(g, T0));
    expect(active.length).toBeGreaterThan(150);
    expect(active.length).toBeLessThan(280);
    for (const g of groups.slice(0, 50)) {
      expect(g.id).toMatch(/^\d+:[0-9a-f]{32}$/);
      expect(findGroup(project, g.hashName)?.id).toBe(g.id);
      expect(findGroup(project, g.id)?.id).toBe(g.id);
    }
    expect(findGroup(project, '0'.repeat(32))).toBeNull();
    expect(findGroup(world.projects.get('demo-apm') ?? project, groups[0]?.hashName ?? '')).toBeNull();
  });

  it('event timestamps are monotone and inside the life', () => {
    const g = groupsOverlapping(project, T0, T0 + DAY).find((x) => eventsBefore(x, T0 + DAY) > 50);
    if (!g) throw new Error('no busy group');
    let previous = -Infinity;
    for (let j = 1; j <= 50; j++) {
      const t = eventTime(g, j);
      expect(t).toBeGreaterThanOrEqual(previous);
      expect(t).toBeGreaterThanOrEqual(g.birth);
      expect(eventsBefore(g, t)).toBe(j - 1 - countSame(g, j, t));
      expect(eventsBefore(g, t + 1)).toBeGreaterThanOrEqual(j);
      previous = t;
    }
  });
});

/** Events before j that share its millisecond (then eventsBefore(t) counts fewer than j − 1). */
function countSame(g: Parameters<typeof eventTime>[0], j: number, t: number): number {
  let n = 0;
  for (let i = j - 1; i >= 1 && eventTime(g, i) === t; i--) n++;
  return n;
}

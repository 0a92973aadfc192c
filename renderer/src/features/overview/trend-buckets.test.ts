import { describe, expect, it } from 'vitest';
import { DAY, durationMs, HOUR, MINUTE, PRESETS, resolveWindow } from '../../../../shared/time-window.ts';
import { bucketStep, planBuckets } from './trend-buckets.ts';

// A Wednesday afternoon that is not on any round boundary.
const now = Date.UTC(2026, 10, 18, 14, 37, 29);

function expectCovers(buckets: { start: number; end: number }[], start: number, end: number) {
  expect(buckets[0]!.start).toBe(start);
  expect(buckets.at(-1)!.end).toBe(end);
  for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.start).toBe(buckets[i - 1]!.end);
  for (const b of buckets) expect(b.end).toBeGreaterThan(b.start);
}

describe('trend buckets', () => {
  it.each(PRESETS)('splits the %s window into 12 to 24 aligned buckets covering it exactly', (dur) => {
    const window = resolveWindow({ kind: 'relative', dur }, now);
    const buckets = planBuckets(window);
    const step = bucketStep(window);
    expect(buckets.length).toBeGreaterThanOrEqual(12);
    expect(buckets.length).toBeLessThanOrEqual(24);
    expectCovers(buckets, window.start, window.end);
    // Every inner boundary is a multiple of the step; every bucket but the edges is a full step.
    for (const b of buckets.slice(1)) expect(b.start % step).toBe(0);
    for (const b of buckets.slice(1, -1)) expect(b.end - b.start).toBe(step);
  });

  it('picks readable steps for the presets', () => {
    const step = (dur: string) => bucketStep(resolveWindow({ kind: 'relative', dur }, now));
    expect(step('30m')).toBe(2 * MINUTE);
    expect(step('60m')).toBe(3 * MINUTE);
    expect(step('6h')).toBe(30 * MINUTE);
    expect(step('1d')).toBe(2 * HOUR);
    expect(step('2d')).toBe(3 * HOUR);
    expect(step('7d')).toBe(12 * HOUR);
    expect(step('1M')).toBe(2 * DAY);
  });

  it('gives an aligned day 24 full hours, and an unaligned one 13 buckets of two hours', () => {
    const start = Date.UTC(2026, 10, 17);
    const aligned = planBuckets({ start, end: start + DAY });
    expect(aligned.map((b) => b.end - b.start)).toEqual(Array(24).fill(HOUR));
    const unaligned = planBuckets({ start: start + 37 * MINUTE, end: start + DAY + 37 * MINUTE });
    expect(unaligned.map((b) => (b.end - b.start) / MINUTE)).toEqual([83, ...Array(11).fill(120), 37]);
  });

  it('keeps the closed buckets when the window slides by a minute, so they stay cached', () => {
    const a = planBuckets(resolveWindow({ kind: 'relative', dur: '1d' }, now));
    const b = planBuckets(resolveWindow({ kind: 'relative', dur: '1d' }, now + MINUTE));
    // Only the clipped first and the open last bucket differ.
    expect(b.slice(1, -1)).toEqual(a.slice(1, -1));
    expect(b[0]).not.toEqual(a[0]);
    expect(b.at(-1)).not.toEqual(a.at(-1));
  });

  it.each([12, 13, 25, 49, 50, 59, 61, 121, 179, 181, 361, 1439, 2881, 4321, 10079, 43201, 90000, 400000])(
    'holds 12 to 24 buckets for an unaligned custom span of %i minutes',
    (minutes) => {
      const start = Date.UTC(2026, 5, 3, 7, 11);
      const end = start + minutes * MINUTE;
      const buckets = planBuckets({ start, end });
      expect(buckets.length).toBeGreaterThanOrEqual(12);
      expect(buckets.length).toBeLessThanOrEqual(24);
      expectCovers(buckets, start, end);
    },
  );

  it('uses one bucket per minute for windows under 12 minutes', () => {
    const start = Date.UTC(2026, 5, 3, 7, 11);
    expect(planBuckets({ start, end: start + 5 * MINUTE })).toHaveLength(5);
    expect(planBuckets({ start, end: start + MINUTE })).toEqual([{ start, end: start + MINUTE }]);
    expect(planBuckets({ start, end: start })).toEqual([]);
  });

  it('never crosses now: the last bucket of a relative window ends at the resolved end', () => {
    const window = resolveWindow({ kind: 'relative', dur: '12h' }, now);
    expect(planBuckets(window).at(-1)!.end).toBe(window.end);
    expect(window.end - window.start).toBe(durationMs('12h'));
  });
});

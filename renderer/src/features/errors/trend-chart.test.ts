import { describe, expect, it } from 'vitest';
import { bucketsFrom, comparisonBucketAt, niceMax } from './trend-chart.tsx';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-23T19:00:00.000Z');

describe('the comparison trend on the current axis', () => {
  // The previous period of a 3-hour window, in hourly buckets, moved forward by the span.
  const then = {
    label: 'previous period',
    offset: 3 * HOUR,
    buckets: bucketsFrom([4, null, 7], [start - 3 * HOUR, start - 2 * HOUR, start - HOUR], start),
  };

  it('finds the bucket drawn under a current time, start included and end left to the next', () => {
    expect(comparisonBucketAt(then, start)).toEqual({ start: start - 3 * HOUR, end: start - 2 * HOUR, count: 4 });
    expect(comparisonBucketAt(then, start + HOUR - 1)?.count).toBe(4);
    expect(comparisonBucketAt(then, start + HOUR)).toEqual({ start: start - 2 * HOUR, end: start - HOUR, count: null });
    expect(comparisonBucketAt(then, start + 2 * HOUR + 30 * 60_000)?.count).toBe(7);
  });

  it('has none past the comparison window', () => {
    expect(comparisonBucketAt(then, start + 3 * HOUR)).toBeNull();
    expect(comparisonBucketAt(then, start - 1)).toBeNull();
  });

  it("ends the last comparison bucket at its own window's end", () => {
    expect(then.buckets.at(-1)).toEqual({ start: start - HOUR, end: start, count: 7 });
    expect(niceMax(7)).toBe(10);
  });
});

// How the trend's buckets become chart points: whole buckets drawn solid, a bucket the window cuts
// short drawn dashed from its neighbour, and the true values kept for the tooltip either way.
import { describe, expect, it } from 'vitest';
import { chartData, comparisonAt, comparisonData, type TimePoint } from './time-series-chart.tsx';

const HOUR = 3_600_000;
const point = (start: number, end: number, views: number | null): TimePoint => ({ start, end, values: { views } });

describe('chart points', () => {
  it('dash the buckets the window cuts short, from their whole neighbours', () => {
    // A day ending at 10:24: the first bucket starts at 10:24, the last ends there.
    const t0 = 10 * HOUR;
    const points = [
      point(t0 + 0.4 * HOUR, t0 + 2 * HOUR, 30),
      point(t0 + 2 * HOUR, t0 + 4 * HOUR, 100),
      point(t0 + 4 * HOUR, t0 + 6 * HOUR, 120),
      point(t0 + 6 * HOUR, t0 + 6.4 * HOUR, 20),
    ];
    const data = chartData(points, [{ key: 'views' }]);
    expect(data.map((d) => d['views'])).toEqual([null, 100, 120, null]);
    expect(data.map((d) => d['views:cut'])).toEqual([30, 100, 120, 20]);
    expect(data.map((d) => d.partialOf)).toEqual([2 * HOUR, null, null, 2 * HOUR]);
    expect(data.map((d) => d.values['views'])).toEqual([30, 100, 120, 20]);
    // Each point sits in the middle of its own (cut) bucket.
    expect(data[3]!.t).toBe(t0 + 6.2 * HOUR);
  });

  it('draw a window of whole buckets solid only, gaps where a bucket has not arrived', () => {
    const points = [point(0, HOUR, 5), point(HOUR, 2 * HOUR, null), point(2 * HOUR, 3 * HOUR, 7)];
    const data = chartData(points, [{ key: 'views' }]);
    expect(data.map((d) => d['views'])).toEqual([5, null, 7]);
    expect(data.map((d) => d['views:cut'])).toEqual([null, null, null]);
    expect(data.every((d) => d.partialOf === null)).toBe(true);
  });

  it('treat a window of one bucket as whole', () => {
    expect(chartData([point(0, 0.5 * HOUR, 3)], [{ key: 'views' }])[0]).toMatchObject({
      views: 3,
      'views:cut': null,
      partialOf: null,
    });
  });
});

describe('a comparison drawn behind', () => {
  // The day before, in 3 buckets of 8 h, set on today's axis.
  const DAY = 24 * HOUR;
  const comparison = {
    points: [point(0, 8 * HOUR, 10), point(8 * HOUR, 16 * HOUR, 20), point(16 * HOUR, DAY, 30)],
    offset: DAY,
    name: 'previous period',
    label: 'previous period, in 3 buckets of 8 h',
  };

  it('sits each point in the middle of its bucket, shifted onto the current axis', () => {
    expect(comparisonData(comparison)).toEqual([
      { t: DAY + 4 * HOUR, views: 10 },
      { t: DAY + 12 * HOUR, views: 20 },
      { t: DAY + 20 * HOUR, views: 30 },
    ]);
  });

  it('finds the comparison bucket under a current one, by its shifted range', () => {
    expect(comparisonAt(comparison, DAY + 30 * 60_000)?.start).toBe(0);
    expect(comparisonAt(comparison, DAY + 8 * HOUR)?.start).toBe(8 * HOUR);
    expect(comparisonAt(comparison, DAY + 23.5 * HOUR)?.values['views']).toBe(30);
    expect(comparisonAt(comparison, 2 * DAY)).toBeUndefined();
  });
});

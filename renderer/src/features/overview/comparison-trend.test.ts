// The comparison series' plan: at most one more round of 4 requests after the current window's
// report and buckets, and counts scaled to the current buckets' width.
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../../../shared/time-window.ts';
import { comparisonBucketBudget, planComparisonBuckets, scaleToStep, stepLabel } from './comparison-trend.ts';
import { planBuckets } from './trend-buckets.ts';

const dayStart = Date.UTC(2026, 10, 17);
const rounds = (requests: number) => Math.ceil(requests / 4);

describe('the comparison bucket budget', () => {
  it.each([
    [24, 3], // 24 buckets fill 6 rounds when the report came before them: only the next round
    [13, 5], // 13 + the report: 4 rounds, 2 free; 13 alone: 3 free
    [12, 3],
    [23, 3], // 23 + the report fill 6 rounds
    [15, 3],
    [5, 5],
  ])('leaves %i current buckets room for %i comparison buckets', (current, budget) => {
    expect(comparisonBucketBudget(current)).toBe(budget);
  });

  it("never costs more than one more round of 4, whether the current report shares the buckets' rounds or not", () => {
    for (let current = 1; current <= 24; current++) {
      const comparison = 1 + comparisonBucketBudget(current);
      for (const before of [current + 1, current]) expect(rounds(before + comparison)).toBe(rounds(before) + 1);
    }
  });
});

describe('the comparison buckets', () => {
  it('cut the day before an aligned day into 3 buckets of 8 h beside its 24 of 1 h', () => {
    const window = { start: dayStart - 24 * HOUR, end: dayStart };
    expect(planBuckets({ start: dayStart, end: dayStart + 24 * HOUR })).toHaveLength(24);
    const plan = planComparisonBuckets(window, 24);
    expect(plan.step).toBe(8 * HOUR);
    expect(plan.buckets.map((b) => (b.start - window.start) / HOUR)).toEqual([0, 8, 16]);
    expect(plan.buckets.at(-1)!.end).toBe(window.end);
  });

  it('cut an unaligned day into 5 buckets of 6 h, the edges clipped, beside its 13 of 2 h', () => {
    const start = dayStart + 10 * HOUR + 24 * MINUTE;
    const current = { start: start + 24 * HOUR, end: start + 48 * HOUR };
    expect(planBuckets(current)).toHaveLength(13);
    const plan = planComparisonBuckets({ start, end: start + 24 * HOUR }, 13);
    expect(plan.step).toBe(6 * HOUR);
    expect(plan.buckets.map((b) => [(b.start - dayStart) / MINUTE, (b.end - dayStart) / MINUTE])).toEqual([
      [624, 720],
      [720, 1080],
      [1080, 1440],
      [1440, 1800],
      [1800, 2064],
    ]);
    expect(stepLabel(plan.step)).toBe('6 h');
  });

  it('take only the next round when the current requests fill theirs: 3 buckets of 8 h beside 23', () => {
    const window = { start: dayStart + HOUR, end: dayStart + 24 * HOUR };
    expect(planBuckets(window)).toHaveLength(23);
    const plan = planComparisonBuckets(window, 23);
    expect(plan.step).toBe(8 * HOUR);
    expect(plan.buckets.map((b) => [(b.start - dayStart) / HOUR, (b.end - dayStart) / HOUR])).toEqual([
      [1, 8],
      [8, 16],
      [16, 24],
    ]);
  });

  it('cut a week into buckets of days', () => {
    const plan = planComparisonBuckets({ start: dayStart - 7 * 24 * HOUR, end: dayStart }, 14);
    expect(plan.step).toBe(2 * 24 * HOUR);
    expect(stepLabel(plan.step)).toBe('2 d');
    expect(plan.buckets.length).toBeLessThanOrEqual(comparisonBucketBudget(14));
  });
});

describe('scaling a comparison bucket', () => {
  it("brings counts to the current bucket's width and leaves averages alone", () => {
    const whole = { start: 0, end: 6 * HOUR };
    expect(
      scaleToStep(
        { pageViews: 600, errorEvents: 30, loadTime: 900, loadP95: 2400 },
        ['pageViews', 'errorEvents'],
        2 * HOUR,
        whole,
      ),
    ).toEqual({ pageViews: 200, errorEvents: 10, loadTime: 900, loadP95: 2400 });
  });

  it('scales a clipped edge bucket by its own length', () => {
    const clipped = { start: 10 * HOUR + 24 * MINUTE, end: 12 * HOUR }; // 96 min
    expect(
      scaleToStep({ throughput: 80, failures: null, responseTime: 120 }, ['throughput', 'failures'], 2 * HOUR, clipped),
    ).toEqual({ throughput: 100, failures: null, responseTime: 120 });
  });
});

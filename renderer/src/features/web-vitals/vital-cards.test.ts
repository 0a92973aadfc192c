import { describe, expect, it } from 'vitest';
import type { WebVital } from '../../api/answer-types.ts';
import { formatVital, vitalCards, vitalFigures, vitalFiguresIn } from './vital-cards.ts';

const vital = (name: string, avg: number, counts: [number, number, number]): WebVital => ({
  name,
  avg,
  affectedUser: 7,
  metrics: [
    { name: 'Good', count: counts[0], percentage: (counts[0] / (counts[0] + counts[1] + counts[2])) * 100 },
    {
      name: 'Needs Improvement',
      count: counts[1],
      percentage: (counts[1] / (counts[0] + counts[1] + counts[2])) * 100,
    },
    { name: 'Poor', count: counts[2], percentage: (counts[2] / (counts[0] + counts[1] + counts[2])) * 100 },
  ],
});

describe('web vital cards', () => {
  it('keeps the five known vitals in order, ignores unknown names and marks missing ones', () => {
    const cards = vitalCards([
      vital('ttfb', 900, [1, 2, 3]),
      vital('inp', 120, [5, 0, 0]),
      vital('fcp', 1800, [8, 1, 1]),
    ]);
    expect(cards.map((c) => c.spec.name)).toEqual(['fcp', 'lcp', 'fid', 'cls', 'ttfb']);
    expect(cards.map((c) => c.entry?.name ?? null)).toEqual(['fcp', null, null, null, 'ttfb']);
    expect(cards.map((c) => c.rating)).toEqual(['good', null, null, null, 'needs-improvement']);
  });

  it('reads the three bands with their counts and percentages, and sums the samples', () => {
    const [cls] = vitalCards([vital('cls', 0.26, [6, 3, 1])]).filter((c) => c.entry);
    expect(cls!.bands.map((b) => [b.label, b.count, b.tone])).toEqual([
      ['Good', 6, 'good'],
      ['Needs improvement', 3, 'warn'],
      ['Poor', 1, 'bad'],
    ]);
    expect(cls!.bands.map((b) => b.percent)).toEqual([60, 30, 10]);
    expect(cls!.samples).toBe(10);
    expect(cls!.rating).toBe('poor');
  });

  it('has no rating without samples, even with an average', () => {
    const [lcp] = vitalCards([vital('lcp', 0, [0, 0, 0])]).filter((c) => c.entry);
    expect(lcp!.rating).toBeNull();
  });

  it('formats milliseconds as time and CLS as a plain score', () => {
    const [fcp, , , cls] = vitalCards([]);
    expect(formatVital(fcp!.spec, 1352.4)).toBe('1.35 s');
    expect(formatVital(cls!.spec, 0.0912)).toBe('0.091');
  });

  it('reads the figures a comparison sets side by side: the average and the share rated Good', () => {
    const data = [vital('lcp', 2300, [6, 3, 1]), vital('cls', 0.12, [0, 0, 0])];
    expect(vitalFigures(vitalCards(data)[1]!)).toEqual({ average: 2300, good: 60 });
    expect(vitalFiguresIn(data, 'lcp')).toEqual({ average: 2300, good: 60 });
    // No samples, or no entry at all: nothing to compare.
    expect(vitalFiguresIn(data, 'cls')).toEqual({ average: null, good: null });
    expect(vitalFiguresIn(data, 'fid')).toEqual({ average: null, good: null });
  });
});

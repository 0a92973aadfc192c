import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatMs, formatPercent, formatScore } from './format.ts';

describe('formatting for people', () => {
  it('writes durations in the unit that reads best', () => {
    expect([0.5, 12, 340, 999.4, 1000, 1234, 12_345, 65_000, 7_200_000].map(formatMs)).toEqual([
      '0.50 ms', '12 ms', '340 ms', '999 ms', '1 s', '1.23 s', '12.3 s', '1.1 min', '2 h',
    ]);
    expect(formatMs(Number.NaN)).toBe('–');
  });
  it('writes sizes in binary units', () => {
    expect([0, 512, 1024, 12_697, 5 * 1024 * 1024, 3.5 * 1024 ** 3].map(formatBytes)).toEqual(['0 B', '512 B', '1 KB', '12.4 KB', '5 MB', '3.5 GB']);
  });
  it('writes counts compactly past a thousand', () => {
    expect([0, 7, 999, 3100, 12_345, 1_200_000].map(formatCount)).toEqual(['0', '7', '999', '3.1k', '12.3k', '1.2m']);
  });
  it('writes percentages and scores', () => {
    expect([0, 0.05, 42.46, 100].map((p) => formatPercent(p))).toEqual(['0 %', '<0.1 %', '42.5 %', '100 %']);
    expect(formatScore(0.8754)).toBe('0.88');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDecimal,
  formatExact,
  formatMs,
  formatPercent,
  formatScore,
} from './format.ts';

describe('formatting for people', () => {
  it('writes durations in the unit that reads best', () => {
    expect([0.5, 12, 340, 999.4, 1000, 1234, 12_345, 65_000, 7_200_000].map(formatMs)).toEqual([
      '0.50 ms',
      '12 ms',
      '340 ms',
      '999 ms',
      '1 s',
      '1.23 s',
      '12.3 s',
      '1.1 min',
      '2 h',
    ]);
    expect(formatMs(Number.NaN)).toBe('–');
  });
  it('writes sizes in binary units', () => {
    expect([0, 512, 1024, 12_697, 5 * 1024 * 1024, 3.5 * 1024 ** 3].map(formatBytes)).toEqual([
      '0 B',
      '512 B',
      '1 KB',
      '12.4 KB',
      '5 MB',
      '3.5 GB',
    ]);
  });
  it('writes counts compactly past a thousand', () => {
    expect([0, 7, 999, 3100, 12_345, 1_200_000].map(formatCount)).toEqual(['0', '7', '999', '3.1k', '12.3k', '1.2m']);
  });
  it('writes percentages and scores', () => {
    expect([0, 0.05, 42.46, 100].map((p) => formatPercent(p))).toEqual(['0 %', '<0.1 %', '42.5 %', '100 %']);
    expect(formatScore(0.8754)).toBe('0.88');
  });
});

describe('numbers written out as Intl writes them', () => {
  const double = fc.oneof(
    fc.double({ min: -1e16, max: 1e16, noNaN: true }),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 2000),
    fc.constant(1e22),
  );
  const count = fc.oneof(fc.integer({ min: -1e13, max: 1e13 }), fc.double({ min: -1e13, max: 1e13, noNaN: true }));
  it('groups thousands with the requested decimals', () => {
    for (const [min, max] of [
      [0, 3],
      [0, 0],
      [1, 1],
    ] as const) {
      const intl = new Intl.NumberFormat('en', { minimumFractionDigits: min, maximumFractionDigits: max });
      fc.assert(
        fc.property(double, (n) => formatDecimal(n, min, max) === intl.format(n)),
        { numRuns: 2000 },
      );
    }
    expect(formatExact(1234567.8915)).toBe('1,234,567.892');
  });
  it('writes counts compactly the way Intl does, in lower case', () => {
    const intl = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    fc.assert(
      fc.property(
        count.filter((n) => Math.abs(n) >= 1000),
        (n) => formatCount(n) === intl.format(n).toLowerCase(),
      ),
      { numRuns: 3000 },
    );
    expect([999_960, 999_949, 1_049_999, 123_456_789_012].map(formatCount)).toEqual(['1m', '999.9k', '1m', '123.5b']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDecimal, formatMs, formatPercent, setNumberStyle } from './format.ts';
import { deriveLocaleStyle, OFFERED_LOCALES, isLocaleTag } from './locale-format.ts';

afterEach(() => setNumberStyle(null));

const SAMPLES = [
  0, 1, -1, 7.25, 999.5, 1234, -1234.5678, 12_345, 53_900, 999_960, 1_234_567.891, -98_765_432.1, 2.5e11,
];

describe('numbers in each offered locale', () => {
  for (const { tag } of OFFERED_LOCALES) {
    it(`writes ${tag} as Intl does, without Intl`, () => {
      const style = deriveLocaleStyle(tag);
      setNumberStyle(style);
      const exact = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
      const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
      for (const n of SAMPLES) {
        expect(formatDecimal(n, 0, 3), `${tag} ${n}`).toBe(exact.format(n));
        if (Math.abs(n) >= 1000) expect(formatCount(n), `${tag} compact ${n}`).toBe(compact.format(n));
      }
    });
  }

  it('writes the forms the issue names', () => {
    setNumberStyle(deriveLocaleStyle('fr'));
    expect(formatCount(53_900)).toBe('53,9\u00a0k');
    expect(formatDecimal(2061.7, 0, 1)).toBe('2\u202f061,7');
    expect(formatMs(1234)).toBe('1,23 s');
    expect(formatPercent(42.5)).toBe('42,5 %');
    expect(formatBytes(12.4 * 1024)).toBe('12,4 KB');
    setNumberStyle(deriveLocaleStyle('de'));
    expect(formatDecimal(1234567.5, 0, 1)).toBe('1.234.567,5');
    setNumberStyle(deriveLocaleStyle('hi-IN'));
    expect(formatDecimal(1234567.5, 0, 1)).toBe('12,34,567.5');
    setNumberStyle(deriveLocaleStyle('es'));
    expect(formatDecimal(1234, 0, 0)).toBe('1234');
    expect(formatDecimal(12345, 0, 0)).toBe('12.345');
  });

  it('keeps English as it was when no style is set', () => {
    expect(formatCount(53_900)).toBe('53.9k');
    expect(formatDecimal(-1234.5, 0, 1)).toBe('-1,234.5');
  });

  it('knows a locale tag from anything else', () => {
    expect(isLocaleTag('pt-BR')).toBe(true);
    expect(isLocaleTag('not a locale!')).toBe(false);
    expect(isLocaleTag(3)).toBe(false);
  });
});

describe('dates in each offered locale', () => {
  it('reads the first day of the week and the clock', () => {
    expect(deriveLocaleStyle('de').weekStart).toBe(1);
    expect(deriveLocaleStyle('en-US').weekStart).toBe(0);
    expect(deriveLocaleStyle('en-US').dates.h12).toBe(true);
    expect(deriveLocaleStyle('en-US', 'h23').dates.h12).toBe(false);
    expect(deriveLocaleStyle('de', 'h12').dates.h12).toBe(true);
    expect(deriveLocaleStyle('de').dates.months[2]).toBe('März');
  });
});

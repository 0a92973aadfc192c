import { afterEach, describe, expect, it } from 'vitest';
import { deriveLocaleStyle } from '../../../shared/locale-format.ts';
import { setNumberStyle } from './format.ts';
import { computeChange, formatPercentChange, roundPercent, type Change, type GoodWay } from './change.ts';

const NO_CHANGE = { percent: null, direction: null, text: '–', tone: 'neutral' } as const;
const FLAT = { percent: 0, direction: 'flat', tone: 'neutral', text: '0 %' } as const;

describe('computeChange', () => {
  it.each<[now: number | null, then: number | null | undefined, good: GoodWay, change: Partial<Change>]>([
    // Coloured by the direction that is good for the metric.
    [1200, 1000, 'down', { percent: 20, direction: 'up', tone: 'bad', text: '+20 %' }],
    [800, 1000, 'down', { percent: -20, direction: 'down', tone: 'good', text: '\u221220 %' }],
    [0.9, 0.8, 'up', { percent: 13, direction: 'up', tone: 'good', text: '+13 %' }],
    [0.7, 0.8, 'up', { direction: 'down', tone: 'bad' }],
    [5000, 1000, 'neutral', { percent: 400, direction: 'up', tone: 'neutral', text: '+400 %' }],
    // – where the comparison window has no value, and never ∞.
    [10, null, 'down', NO_CHANGE],
    [10, undefined, 'down', NO_CHANGE],
    [10, Number.NaN, 'down', NO_CHANGE],
    [10, Number.POSITIVE_INFINITY, 'down', NO_CHANGE],
    [null, 10, 'down', { text: '–' }],
    [10, 0, 'down', { percent: null, text: '–' }],
    // Nothing against nothing is no change.
    [0, 0, 'down', FLAT],
    // Rounded as shown, and a change that rounds to nothing is flat and neutral.
    [1000.4, 1000, 'down', FLAT],
    [1034, 1000, 'down', { percent: 3.4, text: '+3.4 %' }],
    [1275, 1000, 'down', { percent: 28, text: '+28 %' }],
    [13.5, 1, 'neutral', { percent: 1250, text: '+1,250 %' }],
    [0, 50, 'down', { percent: -100, tone: 'good', text: '\u2212100 %' }],
    // Measured against the size of a negative base.
    [-5, -10, 'up', { percent: 50, direction: 'up' }],
  ])('%s against %s, %s being good: %o', (now, then, good, change) => {
    expect(computeChange(now, then, good)).toMatchObject(change);
  });
});

describe('roundPercent and formatPercentChange', () => {
  it('keeps one decimal under 10 % and whole numbers above', () => {
    expect(roundPercent(9.94)).toBe(9.9);
    expect(roundPercent(9.96)).toBe(10);
    expect(roundPercent(-0.04)).toBe(0);
    expect(Object.is(roundPercent(-0.04), -0)).toBe(false);
    expect(roundPercent(123.5)).toBe(124);
  });
  it('writes a sign and a true minus', () => {
    expect(formatPercentChange(4.2)).toBe('+4.2 %');
    expect(formatPercentChange(-4.2)).toBe('\u22124.2 %');
    expect(formatPercentChange(0)).toBe('0 %');
  });
});

describe('changes in the locale of the numbers', () => {
  afterEach(() => setNumberStyle(null));
  it('writes a negative change with the minus sign and the decimal comma: −1,9 %', () => {
    expect(formatPercentChange(-1.9)).toBe('\u22121.9 %');
    setNumberStyle(deriveLocaleStyle('fr'));
    expect(formatPercentChange(-1.9)).toBe('\u22121,9 %');
    expect(formatPercentChange(1250)).toBe('+1\u202f250 %');
    setNumberStyle(deriveLocaleStyle('de'));
    expect(formatPercentChange(-1.9)).toBe('\u22121,9 %');
  });
});

import { describe, expect, it } from 'vitest';
import { computeChange, formatPercentChange, roundPercent } from './change.ts';

describe('computeChange', () => {
  it('colours by the direction that is good for the metric', () => {
    expect(computeChange(1200, 1000, 'down')).toMatchObject({
      percent: 20,
      direction: 'up',
      tone: 'bad',
      text: '+20 %',
    });
    expect(computeChange(800, 1000, 'down')).toMatchObject({
      percent: -20,
      direction: 'down',
      tone: 'good',
      text: '\u221220 %',
    });
    expect(computeChange(0.9, 0.8, 'up')).toMatchObject({ percent: 13, direction: 'up', tone: 'good', text: '+13 %' });
    expect(computeChange(0.7, 0.8, 'up')).toMatchObject({ direction: 'down', tone: 'bad' });
    expect(computeChange(5000, 1000, 'neutral')).toMatchObject({
      percent: 400,
      direction: 'up',
      tone: 'neutral',
      text: '+400 %',
    });
  });

  it('says – where the comparison window has no value, and never ∞', () => {
    for (const then of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(computeChange(10, then, 'down')).toMatchObject({
        percent: null,
        direction: null,
        text: '–',
        tone: 'neutral',
      });
    expect(computeChange(null, 10, 'down').text).toBe('–');
    expect(computeChange(10, 0, 'down')).toMatchObject({ percent: null, text: '–' });
  });

  it('reads nothing against nothing as no change', () => {
    expect(computeChange(0, 0, 'down')).toMatchObject({ percent: 0, direction: 'flat', tone: 'neutral', text: '0 %' });
  });

  it('rounds as shown, and a change that rounds to nothing is flat and neutral', () => {
    expect(computeChange(1000.4, 1000, 'down')).toMatchObject({
      percent: 0,
      direction: 'flat',
      tone: 'neutral',
      text: '0 %',
    });
    expect(computeChange(1034, 1000, 'down')).toMatchObject({ percent: 3.4, text: '+3.4 %' });
    expect(computeChange(1275, 1000, 'down')).toMatchObject({ percent: 28, text: '+28 %' });
    expect(computeChange(13.5, 1, 'neutral')).toMatchObject({ percent: 1250, text: '+1,250 %' });
    expect(computeChange(0, 50, 'down')).toMatchObject({ percent: -100, tone: 'good', text: '\u2212100 %' });
  });

  it('measures against the size of a negative base', () => {
    expect(computeChange(-5, -10, 'up')).toMatchObject({ percent: 50, direction: 'up' });
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

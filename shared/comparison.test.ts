import { describe, expect, it } from 'vitest';
import {
  comparisonFits,
  comparisonFromParams,
  comparisonOffset,
  comparisonToParams,
  comparisonWindow,
  stillCovers,
  type Comparison,
} from './comparison.ts';
import { DAY, HOUR, MINUTE, parseApiTime } from './time-window.ts';

const at = (text: string) => parseApiTime(text)!;
const day = { start: at('2026-11-20 08:00'), end: at('2026-11-21 08:00') };

describe('comparisonWindow', () => {
  it('takes the same span just before for the previous period', () => {
    expect(comparisonWindow({ mode: 'previous' }, day)).toEqual({
      start: at('2026-11-19 08:00'),
      end: at('2026-11-20 08:00'),
    });
    const sixHours = { start: at('2026-11-20 08:00'), end: at('2026-11-20 14:00') };
    expect(comparisonWindow({ mode: 'previous' }, sixHours)).toEqual({
      start: at('2026-11-20 02:00'),
      end: at('2026-11-20 08:00'),
    });
  });

  it('moves a week or a day back, keeping the span', () => {
    expect(comparisonWindow({ mode: 'week' }, day)).toEqual({
      start: at('2026-11-13 08:00'),
      end: at('2026-11-14 08:00'),
    });
    expect(comparisonWindow({ mode: 'day' }, day)).toEqual({
      start: at('2026-11-19 08:00'),
      end: at('2026-11-20 08:00'),
    });
  });

  it('refuses yesterday for a window longer than a day, which would overlap it', () => {
    const twoDays = { start: day.start, end: day.start + 2 * DAY };
    expect(comparisonFits({ mode: 'day' }, twoDays)).toBe(false);
    expect(comparisonWindow({ mode: 'day' }, twoDays)).toBeNull();
    expect(comparisonWindow({ mode: 'week' }, twoDays)).not.toBeNull();
  });

  it('takes a custom window as it is, aligned by its start', () => {
    const custom: Comparison = { mode: 'custom', start: at('2026-11-01 00:00'), end: at('2026-11-01 12:00') };
    const other = comparisonWindow(custom, day)!;
    expect(other).toEqual({ start: custom.start, end: custom.end });
    expect(other.start + comparisonOffset(other, day)).toBe(day.start);
    expect(comparisonOffset(comparisonWindow({ mode: 'week' }, day)!, day)).toBe(7 * 24 * HOUR);
  });
});

describe('the comparison in the route', () => {
  it('round-trips every mode', () => {
    const all: Comparison[] = [
      { mode: 'previous' },
      { mode: 'week' },
      { mode: 'day' },
      { mode: 'custom', start: at('2026-11-01 00:00'), end: at('2026-11-02 06:30') },
    ];
    for (const comparison of all) {
      const params = new URLSearchParams(
        Object.entries(comparisonToParams(comparison)).filter((e): e is [string, string] => e[1] !== null),
      );
      expect(comparisonFromParams(params)).toEqual(comparison);
    }
  });

  it('reads off, and anything it does not know, as off', () => {
    expect(comparisonToParams(null)).toEqual({ cmp: null, cfrom: null, cto: null });
    for (const search of [
      '',
      'cmp=',
      'cmp=month',
      'cmp=custom',
      'cmp=custom&cfrom=2026-11-02+00:00&cto=2026-11-01+00:00',
      'cmp=custom&cfrom=2026-02-30+00:00&cto=2026-03-02+00:00',
    ]) {
      expect(comparisonFromParams(new URLSearchParams(search))).toBeNull();
    }
  });
});

describe('stillCovers', () => {
  const end = Date.UTC(2026, 0, 10, 12, 0);
  const window = { start: end - 6 * HOUR, end };
  const moved = (ms: number, from = window) => ({ start: from.start + ms, end: from.end + ms });

  it("keeps a comparison across a minute's turn, either way", () => {
    const halfHour = { start: end - 30 * MINUTE, end };
    expect(stillCovers(halfHour, moved(MINUTE, halfHour))).toBe(true);
    expect(stillCovers(halfHour, moved(-MINUTE, halfHour))).toBe(true);
    expect(stillCovers(halfHour, moved(MINUTE + 1, halfHour))).toBe(false);
    expect(stillCovers(window, window)).toBe(true);
  });

  it('not beyond a minute, whatever the length: a window moved further is a new one', () => {
    expect(stillCovers(window, moved(2 * MINUTE))).toBe(false);
    // A copy of hours ago (offline) is judged against its own previous period.
    expect(stillCovers(window, moved(-2 * HOUR))).toBe(false);
  });

  it('never across windows of another length', () => {
    expect(stillCovers(window, { start: window.start - MINUTE, end: window.end })).toBe(false);
    expect(stillCovers(window, { start: window.start - 6 * HOUR, end: window.end })).toBe(false);
  });
});

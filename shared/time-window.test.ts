import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY,
  HOUR,
  MINUTE,
  PRESETS,
  durationMs,
  formatApiTime,
  parseApiTime,
  resolveWindow,
  shiftWindow,
  trendBucketMs,
  trendBuckets,
  windowFromQuery,
  windowLabel,
  windowToQuery,
  zoomInWindow,
  zoomOutWindow,
  type TimeWindow,
} from './time-window.ts';

const NOW = Date.UTC(2026, 10, 21, 8, 17, 33, 250);
const minuteTimes = fc
  .integer({ min: Date.UTC(2020, 0, 1) / MINUTE, max: Date.UTC(2035, 0, 1) / MINUTE })
  .map((m) => m * MINUTE);

describe('durations', () => {
  it('reads every preset of the spec', () => {
    expect(PRESETS.map((p) => durationMs(p))).toEqual([
      30 * MINUTE,
      60 * MINUTE,
      6 * HOUR,
      12 * HOUR,
      DAY,
      2 * DAY,
      3 * DAY,
      7 * DAY,
      14 * DAY,
      30 * DAY,
    ]);
  });
  it('refuses what is not a duration', () => {
    for (const bad of ['', '0m', '1y', '1 d', '-1d', 'd', '1.5h', '1D', '30']) expect(durationMs(bad), bad).toBeNull();
  });
});

describe('resolving a window', () => {
  it('ends a relative window at now floored to the minute', () => {
    expect(resolveWindow({ kind: 'relative', dur: '6h' }, NOW)).toEqual({
      start: Date.UTC(2026, 10, 21, 2, 17),
      end: Date.UTC(2026, 10, 21, 8, 17),
    });
  });
  it('keeps an absolute window as it is', () => {
    const w: TimeWindow = { kind: 'absolute', start: 1_000 * MINUTE, end: 2_000 * MINUTE };
    expect(resolveWindow(w, NOW)).toEqual({ start: 1_000 * MINUTE, end: 2_000 * MINUTE });
  });
  it('throws on an unknown relative window', () => {
    expect(() => resolveWindow({ kind: 'relative', dur: 'soon' }, NOW)).toThrow(/soon/);
  });
});

describe('API time format', () => {
  it('formats in UTC as YYYY-MM-DD HH:mm', () => {
    expect(formatApiTime(Date.UTC(2026, 10, 20, 8, 0))).toBe('2026-11-20 08:00');
  });
  it('reads back what it writes, with a space or a +', () => {
    fc.assert(
      fc.property(minuteTimes, (t) => {
        expect(parseApiTime(formatApiTime(t))).toBe(t);
        expect(parseApiTime(formatApiTime(t).replace(' ', '+'))).toBe(t);
      }),
    );
  });
  it('refuses impossible and malformed times', () => {
    for (const bad of [
      '2026-02-30 10:00',
      '2026-13-01 00:00',
      '2026-11-20 24:00',
      '2026-11-20 08:60',
      '2026-11-20T08:00',
      '2026-11-20',
      '20-11-2026 08:00',
      ' 2026-11-20 08:00',
    ]) {
      expect(parseApiTime(bad), bad).toBeNull();
    }
  });
});

describe('window queries and labels', () => {
  it('round-trips relative and absolute windows through the query', () => {
    fc.assert(
      fc.property(
        minuteTimes,
        fc.integer({ min: 1, max: 60 * 24 * 40 }),
        fc.constantFrom(...PRESETS),
        (start, minutes, dur) => {
          const absolute: TimeWindow = { kind: 'absolute', start, end: start + minutes * MINUTE };
          expect(windowFromQuery(windowToQuery(absolute))).toEqual(absolute);
          expect(windowFromQuery(windowToQuery({ kind: 'relative', dur }))).toEqual({ kind: 'relative', dur });
        },
      ),
    );
  });
  it('gives the query exactly the fields the service reads', () => {
    expect(
      windowToQuery({ kind: 'absolute', start: Date.UTC(2026, 10, 20, 8), end: Date.UTC(2026, 10, 21, 8) }),
    ).toEqual({ timeStart: '2026-11-20 08:00', timeEnd: '2026-11-21 08:00' });
  });
  it('refuses an empty or reversed range', () => {
    expect(windowFromQuery({ timeStart: '2026-11-20 08:00', timeEnd: '2026-11-20 08:00' })).toBeNull();
    expect(windowFromQuery({ timeStart: '2026-11-21 08:00', timeEnd: '2026-11-20 08:00' })).toBeNull();
  });
  it('labels windows for people', () => {
    expect(windowLabel({ kind: 'relative', dur: '30m' })).toBe('Last 30 minutes');
    expect(windowLabel({ kind: 'relative', dur: '1d' })).toBe('Last day');
    expect(windowLabel({ kind: 'relative', dur: '1M' })).toBe('Last month');
    expect(windowLabel({ kind: 'relative', dur: '14d' })).toBe('Last 14 days');
    expect(windowLabel({ kind: 'absolute', start: Date.UTC(2026, 10, 20, 8), end: Date.UTC(2026, 10, 21, 8) })).toBe(
      '2026-11-20 08:00 – 2026-11-21 08:00 UTC',
    );
  });
});

describe('trend buckets', () => {
  it('uses steps people read easily for the presets', () => {
    const steps = PRESETS.map((p) => trendBucketMs(durationMs(p) as number) / MINUTE);
    expect(steps).toEqual([1, 1, 10, 15, 30, 60, 120, 180, 360, 720]);
  });
  it('tiles any window with aligned buckets, at most 61 of them', () => {
    fc.assert(
      fc.property(minuteTimes, fc.integer({ min: 1, max: 60 * 24 * 90 }), (start, minutes) => {
        const window = { start, end: start + minutes * MINUTE };
        const starts = trendBuckets(window);
        const step = trendBucketMs(window.end - window.start);
        expect(starts[0]).toBe(window.start);
        expect(starts.length).toBeLessThanOrEqual(61);
        for (let i = 1; i < starts.length; i++) {
          expect(starts[i]! % step).toBe(0);
          expect(starts[i]! - starts[i - 1]!).toBeLessThanOrEqual(step);
          expect(starts[i]!).toBeGreaterThan(starts[i - 1]!);
        }
        expect(starts.at(-1)!).toBeLessThan(window.end);
        expect(window.end - starts.at(-1)!).toBeLessThanOrEqual(step);
      }),
    );
  });
});

describe('shift and zoom', () => {
  const day: TimeWindow = { kind: 'relative', dur: '1d' };
  const end = Date.UTC(2026, 10, 21, 8, 17);
  it('shifts back by half the span and becomes absolute', () => {
    expect(shiftWindow(day, -1, NOW)).toEqual({ kind: 'absolute', start: end - DAY - 12 * HOUR, end: end - 12 * HOUR });
  });
  it('never shifts past now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100 }),
        fc.integer({ min: 1, max: 10_000 }),
        (offsetMinutes, spanMinutes) => {
          const start = end + offsetMinutes * MINUTE - spanMinutes * MINUTE;
          const w: TimeWindow = { kind: 'absolute', start, end: start + spanMinutes * MINUTE };
          const next = shiftWindow(w, 1, NOW) as { start: number; end: number };
          expect(next.end).toBeLessThanOrEqual(end);
          expect(next.end - next.start).toBe(spanMinutes * MINUTE);
        },
      ),
    );
  });
  it('zooms out to twice the span around the centre, clipped at now', () => {
    const w: TimeWindow = { kind: 'absolute', start: end - 10 * DAY, end: end - 8 * DAY };
    expect(zoomOutWindow(w, NOW)).toEqual({ kind: 'absolute', start: end - 11 * DAY, end: end - 7 * DAY });
    expect(zoomOutWindow(day, NOW)).toEqual({ kind: 'absolute', start: end - 2 * DAY, end });
  });
  it('zooms in on a dragged range in either direction, at least a minute', () => {
    expect(zoomInWindow(end, end - HOUR + 30_000)).toEqual({ kind: 'absolute', start: end - HOUR, end });
    expect(zoomInWindow(end + 5_000, end + 10_000)).toEqual({ kind: 'absolute', start: end, end: end + MINUTE });
  });
});

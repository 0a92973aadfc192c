import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATE_TEMPLATES, deriveLocaleStyle, OFFERED_LOCALES } from '../../../shared/locale-format.ts';
import { houseDates, setDateStyle } from './date-style.ts';
import { formatDateTime, formatNearTime, formatShortTime, setDisplayZone } from './time.ts';
import { leaveMachineZone, onMachineIn } from '../testing/machine-zone.ts';

// Intl's en-GB, against which the written-out forms are held (ICU spells September "Sept";
// Spyglass uses the three letters of its other labels).
const intl = (options: Intl.DateTimeFormatOptions, ms: number) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(ms).replace('Sept', 'Sep');
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('dates for people', () => {
  afterEach(() => setDisplayZone('local'));

  it('writes date and time as Intl writes them in en-GB, marked UTC in UTC', () => {
    setDisplayZone('utc');
    fc.assert(
      fc.property(
        instant,
        (ms) =>
          formatDateTime(ms) ===
          `${intl({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }, ms)} UTC`,
      ),
    );
    expect(formatDateTime(Date.UTC(2026, 8, 5, 7, 3, 9))).toBe('5 Sep 2026, 07:03:09 UTC');
  });

  it('writes axis times with the day only on spans past a day', () => {
    setDisplayZone('utc');
    fc.assert(
      fc.property(
        instant,
        (ms) => formatShortTime(ms, 86_400_000) === intl({ hour: '2-digit', minute: '2-digit' }, ms),
      ),
    );
    fc.assert(
      fc.property(
        instant,
        (ms) =>
          formatShortTime(ms, 86_400_001) ===
          intl({ month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }, ms),
      ),
    );
  });

  it('writes a near time with its day only when it is not the day of now', () => {
    setDisplayZone('utc');
    const now = Date.UTC(2026, 8, 5, 12, 0);
    expect(formatNearTime(Date.UTC(2026, 8, 5, 14, 5), now)).toBe('14:05 UTC');
    expect(formatNearTime(Date.UTC(2026, 8, 6, 9, 0), now)).toBe('6 Sep, 09:00 UTC');
    expect(formatNearTime(Date.UTC(2026, 8, 4, 23, 59), now)).toBe('4 Sep, 23:59 UTC');
  });

  it('uses the machine zone in local time', () => {
    const ms = Date.UTC(2026, 10, 22, 23, 30, 0);
    const local = new Date(ms);
    expect(formatShortTime(ms, 3_600_000)).toBe(
      `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
    );
    expect(formatDateTime(ms)).not.toContain('UTC');
  });
});

describe('dates in any zone and locale', () => {
  beforeEach(() => onMachineIn('Europe/London'));
  afterEach(() => {
    setDisplayZone('local');
    setDateStyle(null);
    leaveMachineZone();
  });

  for (const { tag } of OFFERED_LOCALES)
    it(`writes ${tag} as Intl does, in Asia/Kolkata, from parts`, () => {
      for (const hourCycle of ['locale', 'h23', 'h12'] as const) {
        setDateStyle(deriveLocaleStyle(tag, hourCycle).dates);
        setDisplayZone('Asia/Kolkata');
        const cycle = hourCycle === 'locale' ? {} : { hourCycle };
        const full = new Intl.DateTimeFormat(tag, { ...DATE_TEMPLATES.full, ...cycle, timeZone: 'Asia/Kolkata' });
        const axis = new Intl.DateTimeFormat(tag, { ...DATE_TEMPLATES.time, ...cycle, timeZone: 'Asia/Kolkata' });
        const wide = new Intl.DateTimeFormat(tag, { ...DATE_TEMPLATES.dayTime, ...cycle, timeZone: 'Asia/Kolkata' });
        fc.assert(
          fc.property(instant, (ms) => {
            expect(formatDateTime(ms)).toBe(`${full.format(ms)} GMT+5:30`);
            expect(formatShortTime(ms, 3_600_000)).toBe(axis.format(ms));
            expect(formatShortTime(ms, 7 * 86_400_000)).toBe(wide.format(ms));
          }),
          { numRuns: 40 },
        );
      }
    });

  it('labels the hours of a 25-hour day in New York, the repeated one twice', () => {
    setDisplayZone('America/New_York');
    const start = Date.UTC(2026, 10, 1, 4); // midnight, EDT
    const labels = Array.from({ length: 25 }, (_, i) => formatShortTime(start + i * 3_600_000, 86_400_000));
    expect(labels.slice(0, 4)).toEqual(['00:00', '01:00', '01:00', '02:00']);
    expect(labels.at(-1)).toBe('23:00');
    expect(formatDateTime(start + 3_600_000)).toBe('1 Nov 2026, 01:00:00 EDT');
    expect(formatDateTime(start + 2 * 3_600_000)).toBe('1 Nov 2026, 01:00:00 EST');
  });

  it("leaves the mark off in the OS's own zone, known by either of its names", () => {
    // ICU names India's zone "Asia/Calcutta", as the OS's zone reads; the zone list offers "Asia/Kolkata".
    onMachineIn('Asia/Kolkata');
    setDisplayZone('Asia/Kolkata');
    expect(formatDateTime(Date.UTC(2026, 8, 5, 7, 3, 9))).toBe('5 Sep 2026, 12:33:09');
    setDisplayZone('Asia/Colombo'); // the same offset, another zone
    expect(formatDateTime(Date.UTC(2026, 8, 5, 7, 3, 9))).toBe('5 Sep 2026, 12:33:09 GMT+5:30');
    onMachineIn('America/New_York');
    setDisplayZone('America/New_York');
    expect(formatDateTime(Date.UTC(2026, 10, 1, 5))).toBe('1 Nov 2026, 01:00:00');
  });

  it('writes the house style on a 12-hour clock when asked', () => {
    setDateStyle(houseDates(true));
    setDisplayZone('utc');
    expect(formatDateTime(Date.UTC(2026, 8, 5, 19, 3, 9))).toBe('5 Sep 2026, 7:03:09 pm UTC');
  });

  it('in ja, a Japanese date', () => {
    setDateStyle(deriveLocaleStyle('ja').dates);
    setDisplayZone('Asia/Tokyo');
    expect(formatDateTime(Date.UTC(2026, 8, 5, 7, 3, 9))).toBe('2026年9月5日 16:03:09 GMT+9');
  });
});

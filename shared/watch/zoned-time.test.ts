import { describe, expect, it } from 'vitest';
import { addDays, instantAt, isTimeZone, parseClock, wallTime } from './zoned-time.ts';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

describe('wall-clock time in a zone', () => {
  it('reads the wall clock on either side of a daylight saving change', () => {
    // Berlin springs forward on 2026-03-29 at 02:00 (01:00 UTC) and falls back on 2026-10-25 at 03:00.
    expect(wallTime(Date.UTC(2026, 2, 29, 0, 59), BERLIN)).toEqual({ year: 2026, month: 3, day: 29, minute: 119 });
    expect(wallTime(Date.UTC(2026, 2, 29, 1, 0), BERLIN)).toEqual({ year: 2026, month: 3, day: 29, minute: 180 });
    expect(wallTime(Date.UTC(2026, 9, 24, 22, 30), NEW_YORK)).toEqual({ year: 2026, month: 10, day: 24, minute: 1110 });
  });

  it('finds the instant of a wall time, also across a change', () => {
    expect(instantAt({ year: 2026, month: 3, day: 28 }, 9 * 60, BERLIN)).toBe(Date.UTC(2026, 2, 28, 8));
    expect(instantAt({ year: 2026, month: 3, day: 29 }, 9 * 60, BERLIN)).toBe(Date.UTC(2026, 2, 29, 7));
    expect(instantAt({ year: 2026, month: 11, day: 1 }, 9 * 60, NEW_YORK)).toBe(Date.UTC(2026, 10, 1, 14));
    expect(instantAt({ year: 2026, month: 10, day: 31 }, 9 * 60, NEW_YORK)).toBe(Date.UTC(2026, 9, 31, 13));
  });

  it('moves a skipped time past the gap and takes the first of a repeated one', () => {
    // 02:30 does not happen in Berlin on 2026-03-29: it is read as 03:30 CEST.
    expect(instantAt({ year: 2026, month: 3, day: 29 }, 150, BERLIN)).toBe(Date.UTC(2026, 2, 29, 1, 30));
    // 02:30 happens twice on 2026-10-25: first in CEST (00:30 UTC), then in CET.
    expect(instantAt({ year: 2026, month: 10, day: 25 }, 150, BERLIN)).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('steps over month and year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it('reads clock times and zones it knows', () => {
    expect(['09:00', '22:30', '24:00', '9:00', ''].map(parseClock)).toEqual([540, 1350, null, null, null]);
    expect(isTimeZone(BERLIN)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

// Wall-clock time in a named time zone (IANA, through Intl): what the clock on the wall reads at an
// instant, and the instant at which it reads a given time on a given day. Quiet hours and "until
// tomorrow 09:00" are wall-clock times, so they move with daylight saving time; instants do not.
import { DAY, MINUTE } from '../time-window.ts';
import { instantOfWall, isTimeZone, partsOf } from '../zoned-time.ts';

/** A calendar day as the wall clock names it (month 1–12). */
export interface WallDate {
  year: number;
  month: number;
  day: number;
}

export interface WallTime extends WallDate {
  /** Minutes since the day's midnight, 0–1439. */
  minute: number;
}

export { isTimeZone };

export function wallTime(instant: number, timeZone: string): WallTime {
  const p = partsOf(instant, timeZone);
  return { year: p.year, month: p.month, day: p.day, minute: p.hour * 60 + p.minute };
}

/** The day `days` after `date` on the calendar (negative: before). */
export function addDays(date: WallDate, days: number): WallDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The instant the wall clock reads `minute` on `date`. A time that happens twice (the hour the
 * clocks go back) is its first; a time that never happens (the hour they skip) is moved forward by
 * the gap, so 02:30 on a spring-forward night is 03:30. These are Temporal's "compatible" choices.
 */
export function instantAt(date: WallDate, minute: number, timeZone: string): number {
  return instantOfWall(Date.UTC(date.year, date.month - 1, date.day) + minute * MINUTE, timeZone);
}

/** "09:00" → 540; anything else → null. */
export function parseClock(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

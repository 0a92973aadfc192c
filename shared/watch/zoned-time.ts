// Wall-clock time in a named time zone (IANA, through Intl): what the clock on the wall reads at an
// instant, and the instant at which it reads a given time on a given day. Quiet hours and "until
// tomorrow 09:00" are wall-clock times, so they move with daylight saving time; instants do not.
import { DAY, MINUTE } from '../time-window.ts';

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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone ("Europe/Berlin", "UTC"); a settings file may name one it does not. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock's reading at `instant`, to the second, as if it were UTC. */
function wallMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far the zone's wall clock is ahead of UTC at `instant` (+02:00 → 7,200,000). */
function offsetAt(instant: number, timeZone: string): number {
  return wallMs(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;
}

export function wallTime(instant: number, timeZone: string): WallTime {
  const wall = new Date(wallMs(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
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
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minute * MINUTE;
  // A zone changes its offset at most once within a day either side, so these are the candidates.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const reads = (offset: number) => offsetAt(wall - offset, timeZone) === offset;
  const candidates = [wall - before, wall - after].filter((instant, i) => reads(i === 0 ? before : after));
  // None reads: the skipped hour; with the offset from before the change, the clock reads past it.
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

/** "09:00" → 540; anything else → null. */
export function parseClock(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

// Dates for people, in the zone the user chose (the OS's by default, UTC or any IANA zone) and
// the locale's style. Written from the date's parts rather than with Intl, whose first formatter
// costs a page 20–40 ms of ICU start-up on the way to its first paint: a named zone's offsets and
// a locale's style are read from Intl once and kept (state/display-profile.ts).
import { writeDate } from './date-style.ts';
import { partsOf, zoneMark, type Zone } from './zoned-time.ts';

let zone: Zone = 'local';
export function setDisplayZone(next: Zone): void {
  zone = next;
}
export function displayZone(): Zone {
  return zone;
}

/** `5 Sep 2026, 07:03:09` (with the zone's short name, ` UTC`, in a zone other than the OS's). */
export function formatDateTime(ms: number): string {
  return `${writeDate('full', partsOf(ms, zone))}${zoneMark(zone, ms)}`;
}

/** `07:03` on an axis spanning a day at most, `5 Sep, 07:03` on a wider one. */
export function formatShortTime(ms: number, spanMs: number): string {
  return writeDate(spanMs <= 86_400_000 ? 'time' : 'dayTime', partsOf(ms, zone));
}

/**
 * `14:05` on the day of `now`, `6 Sep, 09:00` on another (with ` UTC` in UTC): when something
 * near ends or comes (a snooze, the next check), standing alone rather than on an axis.
 */
export function formatNearTime(ms: number, now: number): string {
  const p = partsOf(ms, zone);
  const today = partsOf(now, zone);
  const sameDay = p.year === today.year && p.month === today.month && p.day === today.day;
  return `${writeDate(sameDay ? 'time' : 'dayTime', p)}${zoneMark(zone, ms)}`;
}

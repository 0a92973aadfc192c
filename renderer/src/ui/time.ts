// Dates for people, in the zone the user chose (local by default, UTC on request). Written from
// the date's parts rather than with Intl, whose first formatter costs a page 20–40 ms of ICU
// start-up on the way to its first paint.
import { MONTHS, partsOf } from './zoned-time.ts';

let zone: 'local' | 'utc' = 'local';
export function setDisplayZone(next: 'local' | 'utc'): void {
  zone = next;
}
export function displayZone(): 'local' | 'utc' {
  return zone;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `5 Sep 2026, 07:03:09` (with ` UTC` in UTC). */
export function formatDateTime(ms: number): string {
  const p = partsOf(ms, zone);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${zone === 'utc' ? ' UTC' : ''}`;
}

/** `07:03` on an axis spanning a day at most, `5 Sep, 07:03` on a wider one. */
export function formatShortTime(ms: number, spanMs: number): string {
  const p = partsOf(ms, zone);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return spanMs <= 86_400_000 ? time : `${p.day} ${MONTHS[p.month - 1]}, ${time}`;
}

/**
 * `14:05` on the day of `now`, `6 Sep, 09:00` on another (with ` UTC` in UTC): when something
 * near ends or comes (a snooze, the next check), standing alone rather than on an axis.
 */
export function formatNearTime(ms: number, now: number): string {
  const p = partsOf(ms, zone);
  const today = partsOf(now, zone);
  const sameDay = p.year === today.year && p.month === today.month && p.day === today.day;
  return `${formatShortTime(ms, sameDay ? 0 : Infinity)}${zone === 'utc' ? ' UTC' : ''}`;
}

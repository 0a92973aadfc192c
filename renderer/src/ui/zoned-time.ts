// Times as the user reads and types them, in the zone they chose (local, UTC or an IANA zone): the typed
// `YYYY-MM-DD HH:mm` form of the custom range, labels for the window button, and its tooltip.
import { resolveWindow, type TimeWindow } from '../../../shared/time-window.ts';
import {
  currentZoneName,
  offsetAt,
  partsOf,
  msOf,
  sameZone,
  systemTimeZone,
  type Parts,
  type Zone,
} from '../../../shared/zoned-time.ts';
import { writeDate } from './date-style.ts';

export { MONTHS } from './date-style.ts';
export { partsOf, msOf, type Parts, type Zone };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

let knownSystemZone: string | null = null;
const abbreviations = new Map<string, string>();

/** The OS's zone, as the last launch found it: Intl is not asked on the way to the first paint. */
export function seedZoneNames(system: string | null, names: Record<string, string>): void {
  knownSystemZone = system;
  for (const [key, name] of Object.entries(names)) abbreviations.set(key, name);
}

/** After the first paint: the OS's zone asked of Intl again (the machine may have moved). */
export function refreshSystemZone(): void {
  knownSystemZone = systemTimeZone();
}

/** What was learnt of zone names, to keep for the next launch. */
export function zoneNamesKnown(): { system: string | null; names: Record<string, string> } {
  return { system: knownSystemZone, names: Object.fromEntries(abbreviations) };
}

function osZone(): string {
  return (knownSystemZone ??= systemTimeZone());
}

/** Whether times in `zone` read otherwise than the OS's clock (so they are marked with the zone). */
export function isForeignZone(zone: Zone): boolean {
  return zone !== 'local' && (zone === 'utc' || !sameZone(zone, osZone()));
}

/**
 * The zone's short name at `ms`, beside a time shown in a zone other than the OS's: `UTC`, `EST`,
 * `GMT+5:30`; empty in the OS's zone.
 */
export function zoneAbbreviation(zone: Zone, ms: number): string {
  if (zone === 'utc') return 'UTC';
  if (!isForeignZone(zone)) return '';
  const key = `${zone}|${offsetAt(ms, zone)}`;
  let name = abbreviations.get(key);
  if (name === undefined) {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? zone;
    abbreviations.set(key, name);
  }
  return name;
}

/** ` UTC`, ` GMT+5:30`: a time's zone mark, with its space; empty in the OS's zone. */
export function zoneMark(zone: Zone, ms: number): string {
  const name = zoneAbbreviation(zone, ms);
  return name ? ` ${name}` : '';
}

export function formatTyped(ms: number, zone: Zone): string {
  const p = partsOf(ms, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

const TYPED = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2}))?\s*$/;

export type Typed = { ok: true; ms: number } | { ok: false; message: string };

/** Reads a typed time; a date alone means its midnight. Messages say what to write instead. */
export function parseTyped(text: string, zone: Zone): Typed {
  if (text.trim() === '') return { ok: false, message: 'Required, as YYYY-MM-DD HH:mm' };
  const match = TYPED.exec(text);
  if (!match) return { ok: false, message: 'Write it as YYYY-MM-DD HH:mm, e.g. 2026-03-01 08:30' };
  const [year, month, day, hour = 0, minute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (month! < 1 || month! > 12) return { ok: false, message: `There is no month ${month}` };
  if (hour! > 23 || minute! > 59) return { ok: false, message: 'The time of day runs from 00:00 to 23:59' };
  const parts = { year: year!, month: month!, day: day!, hour: hour!, minute: minute! };
  const ms = msOf(parts, zone);
  if (ms !== null) return { ok: true, ms };
  const dayExists = msOf({ ...parts, hour: 12, minute: 0 }, zone) !== null;
  return {
    ok: false,
    message: dayExists
      ? 'That time is skipped by a clock change in your time zone'
      : `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)} is not a date`,
  };
}

export type RangeCheck =
  | { ok: true; window: { kind: 'absolute'; start: number; end: number } }
  | { ok: false; from?: string; to?: string; range?: string };

/** A custom range the service can answer: both ends well formed, start first, not in the future. */
export function checkRange(fromText: string, toText: string, zone: Zone, now: number): RangeCheck {
  const from = parseTyped(fromText, zone);
  const to = parseTyped(toText, zone);
  if (!from.ok || !to.ok)
    return { ok: false, ...(from.ok ? {} : { from: from.message }), ...(to.ok ? {} : { to: to.message }) };
  const latest = Math.ceil(now / 60_000) * 60_000;
  if (from.ms >= latest) return { ok: false, from: 'The start is in the future' };
  if (to.ms > latest)
    return { ok: false, to: `The end is in the future; the latest is now (${formatTyped(latest, zone)})` };
  if (from.ms >= to.ms) return { ok: false, range: 'The start must be before the end' };
  return { ok: true, window: { kind: 'absolute', start: from.ms, end: to.ms } };
}

export function zoneName(zone: Zone): string {
  if (zone === 'utc') return 'UTC';
  if (zone !== 'local') return sameZone(zone, osZone()) ? `${zone} (local time)` : zone;
  const name = osZone();
  return name && name !== 'UTC' ? `local time, ${currentZoneName(name)}` : 'local time';
}

/** `20 Nov 08:00 – 14:30`, `20 Nov 08:00 – 21 Nov 08:00`, with the year only when it is not this one. */
export function formatRangeLabel(start: number, end: number, zone: Zone, now: number): string {
  const a = partsOf(start, zone);
  const b = partsOf(end, zone);
  const thisYear = partsOf(now, zone).year;
  const day = (p: Parts) => writeDate(p.year === thisYear ? 'day' : 'dayYear', p);
  const time = (p: Parts) => writeDate('time', p);
  const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
  const label = `${day(a)} ${time(a)} – ${sameDay ? '' : `${day(b)} `}${time(b)}`;
  return `${label}${zoneMark(zone, end)}`;
}

/** The exact from–to and the zone, for the window button's tooltip. */
export function windowTooltip(window: TimeWindow, zone: Zone, now: number): string {
  const { start, end } = resolveWindow(window, now);
  const range = `${formatTyped(start, zone)} – ${formatTyped(end, zone)} (${zoneName(zone)})`;
  return window.kind === 'relative' ? `${range}\nResolved again on every refresh` : range;
}

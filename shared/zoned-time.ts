// Wall-clock time in the zone the user chose: the OS's ('local'), UTC, or any IANA zone
// ("Asia/Kolkata"). 'local' and 'utc' are read from Date alone; a named zone asks Intl for its
// offset once per quarter of an hour and keeps it, so a chart's hundred labels cost a few
// lookups, and the launch's first paint needs no Intl at all when the OS's zone is the choice.

/** 'local' (the OS's zone), 'utc', or an IANA zone name. */
export type Zone = string;

export interface Parts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const DAY = 86_400_000;

const probes = new Map<string, Intl.DateTimeFormat | null>();

/** One formatter per zone, in the fixed form `formatToParts` is read in; null for a zone Intl does not know. */
function probeFor(timeZone: string): Intl.DateTimeFormat | null {
  let probe = probes.get(timeZone);
  if (probe === undefined) {
    try {
      probe = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      probe = null;
    }
    probes.set(timeZone, probe);
  }
  return probe;
}

/** Whether Intl knows the zone ("Europe/Berlin", "UTC", an alias such as "Asia/Calcutta"). */
export function isTimeZone(timeZone: string): boolean {
  return typeof timeZone === 'string' && timeZone.length > 0 && timeZone.length <= 64 && probeFor(timeZone) !== null;
}

/** ICU knows some zones by their old names, and the OS's zone reads so; people look for the current ones. */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Africa/Asmera': 'Africa/Asmara',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** A zone's current name: "Asia/Kolkata" for ICU's "Asia/Calcutta" (a lookup, not Intl). */
export function currentZoneName(name: string): string {
  return Object.hasOwn(RENAMED, name) ? RENAMED[name]! : name;
}

/**
 * Whether two names are one zone: the OS's zone reads by ICU's name ("Asia/Calcutta") where the
 * zone list offers the current one ("Asia/Kolkata"). A lookup, not Intl: it runs on the way to the
 * first paint, which builds no formatter.
 */
export function sameZone(a: string, b: string): boolean {
  return a === b || currentZoneName(a) === currentZoneName(b);
}

/** Whether a preference's zone is one this app can show: 'local', 'utc' or a zone Intl knows. */
export function isZoneChoice(zone: unknown): zone is Zone {
  return zone === 'local' || zone === 'utc' || (typeof zone === 'string' && isTimeZone(zone));
}

/** The OS's zone by its IANA name (Intl; not for the launch path). */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The IANA name of a choice: 'utc' → "UTC", 'local' → the OS's zone. */
export function ianaName(zone: Zone): string {
  return zone === 'utc' ? 'UTC' : zone === 'local' ? systemTimeZone() : zone;
}

const offsets = new Map<string, Map<number, number>>();

/**
 * How far the zone's wall clock is ahead of UTC at `instant`, in ms (+05:30 → 19,800,000). Zones
 * change their offset at whole quarters of an hour, so one answer per quarter is kept.
 */
export function offsetAt(instant: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const quarter = Math.floor(instant / QUARTER);
  let cache = offsets.get(timeZone);
  if (!cache) offsets.set(timeZone, (cache = new Map()));
  let offset = cache.get(quarter) ?? seededOffset(timeZone, quarter);
  if (offset === undefined) {
    const probe = probeFor(timeZone);
    if (!probe) return 0;
    const at = quarter * QUARTER;
    const parts: Record<string, number> = {};
    for (const part of probe.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
    // Years before 1 CE are out of this app's reach; hour 24 is how some engines write midnight.
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
    offset = wall - at;
    if (cache.size > 20_000) cache.clear();
    cache.set(quarter, offset);
  }
  return offset;
}

/** Offsets known before Intl is asked (a launch's, kept from the last run): [first quarter, past the last, offset]. */
export type OffsetRun = [number, number, number];
const seeded = new Map<string, OffsetRun[]>();

function seededOffset(timeZone: string, quarter: number): number | undefined {
  const runs = seeded.get(timeZone);
  if (!runs) return undefined;
  let low = 0;
  let high = runs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, past, offset] = runs[middle]!;
    if (quarter < first) high = middle - 1;
    else if (quarter >= past) low = middle + 1;
    else return offset;
  }
  return undefined;
}

/** Offsets the zone had from `from` to `to`, as runs to keep and seed a later run with. Intl. */
export function offsetRuns(timeZone: string, from: number, to: number): OffsetRun[] {
  const runs: OffsetRun[] = [];
  const first = Math.floor(from / QUARTER);
  const last = Math.ceil(to / QUARTER);
  let start = first;
  let current = offsetAt(first * QUARTER, timeZone);
  // An hour at a time, then quarter by quarter through an hour whose end reads another offset.
  for (let quarter = first; quarter < last; quarter += 4) {
    const next = Math.min(quarter + 4, last);
    if (offsetAt(next * QUARTER, timeZone) === current) continue;
    for (let q = quarter + 1; q <= next; q++) {
      const offset = offsetAt(q * QUARTER, timeZone);
      if (offset !== current) {
        runs.push([start, q, current]);
        start = q;
        current = offset;
      }
    }
  }
  runs.push([start, last, current]);
  return runs;
}

/** Offsets kept from an earlier run: the zone's times are then read without Intl while they last. */
export function seedOffsets(timeZone: string, runs: OffsetRun[]): void {
  seeded.set(timeZone, runs);
}

function utcParts(d: Date): Parts {
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** What the wall clock reads in `zone` at `ms`. */
export function partsOf(ms: number, zone: Zone): Parts {
  if (zone === 'utc' || zone === 'UTC') return utcParts(new Date(ms));
  if (zone === 'local') {
    const d = new Date(ms);
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
      second: d.getSeconds(),
    };
  }
  return utcParts(new Date(ms + offsetAt(ms, zone)));
}

/**
 * The instant the wall clock of `timeZone` reads `wall` (wall-clock ms as if UTC). A time read twice
 * (the hour the clocks go back) is its first; a time never read (the hour they skip) is moved
 * forward by the gap, so 02:30 on a spring-forward night is 03:30: Temporal's "compatible" choices.
 */
export function instantOfWall(wall: number, timeZone: string): number {
  // A zone changes its offset at most once within a day either side, so these are the candidates.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const reads = (offset: number) => offsetAt(wall - offset, timeZone) === offset;
  const candidates = [wall - before, wall - after].filter((_, i) => reads(i === 0 ? before : after));
  // None reads: the skipped hour; with the offset from before the change, the clock reads past it.
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

/** The instant these wall-clock parts name in `zone`, or null when they name none (Feb 30, a DST gap). */
export function msOf(parts: Omit<Parts, 'second'> & { second?: number }, zone: Zone): number | null {
  const { year, month, day, hour, minute, second = 0 } = parts;
  const ms =
    zone === 'local'
      ? new Date(year, month - 1, day, hour, minute, second).getTime()
      : zone === 'utc' || zone === 'UTC'
        ? Date.UTC(year, month - 1, day, hour, minute, second)
        : instantOfWall(Date.UTC(year, month - 1, day, hour, minute, second), zone);
  const back = partsOf(ms, zone);
  const same =
    back.year === year && back.month === month && back.day === day && back.hour === hour && back.minute === minute;
  return same ? ms : null;
}

/** The instant the day of `ms` (in `zone`) starts, plus `days` days: "today" and "yesterday" at midnight there. */
export function startOfDay(ms: number, zone: Zone, days = 0): number {
  const p = partsOf(ms, zone);
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  // A day that starts in a skipped hour (a few zones change at midnight) starts when the clock resumes.
  for (let minute = 0; minute < 24 * 60; minute += 15) {
    const at = msOf({ ...wall, hour: Math.floor(minute / 60), minute: minute % 60 }, zone);
    if (at !== null) return at;
  }
  return msOf({ ...wall, hour: 12, minute: 0 }, zone) ?? ms;
}

/** `+05:30`, `-04:00`, `+00:00`: the zone's offset at `ms`, as ISO 8601 writes it. */
export function offsetText(ms: number, zone: Zone): string {
  const offset =
    zone === 'local'
      ? -new Date(ms).getTimezoneOffset() * MINUTE
      : zone === 'utc' || zone === 'UTC'
        ? 0
        : offsetAt(ms, zone);
  const minutes = Math.round(Math.abs(offset) / MINUTE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** `2026-11-01T01:30:00-04:00` (`…:00.950-04:00` with `millis`): the instant, written in `zone` with its offset (CSV, ISO 8601). */
export function isoInZone(ms: number, zone: Zone, millis = false): string {
  const p = partsOf(ms, zone);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const fraction = millis ? `.${pad(((ms % 1000) + 1000) % 1000, 3)}` : '';
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${fraction}${offsetText(ms, zone)}`;
}

// The zones a user can choose from, searchable by city, region or offset: the OS's zone, UTC, and
// every IANA zone Intl knows, the recently chosen first, each with its offset now. A zone's offset
// costs a formatter (about a millisecond), so offsets are read for the entries shown, and for all
// of them only when the search is an offset.
import { currentZoneName, ianaName, isTimeZone, offsetText, systemTimeZone } from '../../../shared/zoned-time.ts';

export interface ZoneEntry {
  /** 'local', 'utc' or an IANA name: the preference's value. */
  value: string;
  /** "Kolkata", "New York", "Same as the system". */
  city: string;
  /** "Asia", "America/Argentina"; empty for the first two. */
  region: string;
  /** `UTC+05:30` now. */
  offset: string;
}

let names: string[] | null = null;

/** Every IANA zone name Intl knows, by its current name (with UTC itself left to the 'utc' entry). */
export function allZoneNames(): string[] {
  if (!names) {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    names = supported
      .filter((name) => name !== 'UTC' && name !== 'Etc/UTC')
      .map((name) => {
        // By its current name where this ICU knows that name too.
        const current = currentZoneName(name);
        return current !== name && isTimeZone(current) ? current : name;
      })
      .sort();
  }
  return names;
}

export const utcOffset = (zone: string, now: number): string => `UTC${offsetText(now, zone)}`;

export function zoneEntry(value: string, now: number): ZoneEntry {
  if (value === 'local')
    return {
      value,
      city: `Same as the system (${currentZoneName(systemTimeZone())})`,
      region: '',
      offset: utcOffset('local', now),
    };
  if (value === 'utc') return { value, city: 'UTC', region: 'Coordinated Universal Time', offset: 'UTC+00:00' };
  const cut = value.lastIndexOf('/');
  return {
    value,
    city: value.slice(cut + 1).replaceAll('_', ' '),
    region: cut < 0 ? '' : value.slice(0, cut).replaceAll('_', ' '),
    offset: utcOffset(ianaName(value), now),
  };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('_', ' ');

/** `+5:30`, `-4`, `utc+05:30`, `gmt-3` → `+05:30`, `-04`, …: the start of an offset as offsetText writes it. */
function offsetQuery(query: string): string | null {
  const match = /^(?:utc|gmt)?\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(query.trim());
  if (!match) return null;
  const sign = match[1] === '+' ? '+' : '-';
  return `${sign}${match[2]!.padStart(2, '0')}${match[3] ? `:${match[3]}` : ''}`;
}

/**
 * The entries for `query`: with none, the OS's zone, UTC, then the recent zones, then the rest in
 * alphabetical order; with one, those whose city, region or name contains it, or (`+5:30`) whose
 * offset now is it. At most `limit`.
 */
export function searchZones(query: string, recent: string[], now: number, limit = 40): ZoneEntry[] {
  const all = allZoneNames();
  const ordered = ['local', 'utc', ...recent.filter((zone) => zone !== 'local' && zone !== 'utc'), ...all];
  const unique = [...new Set(ordered)];
  const offset = offsetQuery(query);
  const words = fold(query)
    .split(/[\s/,]+/)
    .filter(Boolean);
  const found: ZoneEntry[] = [];
  for (const value of unique) {
    if (found.length >= limit) break;
    if (offset !== null) {
      if (value === 'local') continue;
      const entry = zoneEntry(value, now);
      if (entry.offset.slice(3).startsWith(offset)) found.push(entry);
      continue;
    }
    if (words.length > 0) {
      const text = fold(
        value === 'utc' ? 'utc coordinated universal time gmt' : value === 'local' ? 'local system' : value,
      );
      if (!words.every((word) => text.includes(word))) continue;
    }
    found.push(zoneEntry(value, now));
  }
  return found;
}

/** The zones chosen lately, `chosen` first, named zones only, eight at most. */
export function withRecent(recent: string[], chosen: string): string[] {
  if (chosen === 'local' || chosen === 'utc') return recent;
  return [chosen, ...recent.filter((zone) => zone !== chosen)].slice(0, 8);
}

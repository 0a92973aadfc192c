// How times and numbers are shown: the zone, the locale's style, the clock and the first day of
// the week, from the preferences. A locale's style and a named zone's offsets are read from Intl
// once and kept in this page's storage, so a launch writes its first screen without Intl (whose
// first formatter costs 10–40 ms of ICU start-up); what the launch could not take from there is
// read after the first paint and kept for the next one.
import { deriveLocaleStyle, type LocaleStyle } from '../../../shared/locale-format.ts';
import type { Preferences } from '../../../shared/preferences.ts';
import { DAY } from '../../../shared/time-window.ts';
import { offsetRuns, seedOffsets, type OffsetRun } from '../../../shared/zoned-time.ts';
import { setNumberStyle } from '../ui/format.ts';
import { houseDates, setDateStyle, setWeekStart } from '../ui/date-style.ts';
import { setDisplayZone } from '../ui/time.ts';
import { refreshSystemZone, seedZoneNames, zoneAbbreviation, zoneNamesKnown } from '../ui/zoned-time.ts';

type Display = Pick<Preferences, 'timeZone' | 'locale' | 'hourCycle' | 'weekStart'>;

interface Kept {
  /** `locale|hourCycle` of `style`. */
  key?: string;
  style?: LocaleStyle;
  zone?: string;
  offsets?: OffsetRun[];
  /** Until when the offsets hold (ms). */
  until?: number;
  system?: string | null;
  names?: Record<string, string>;
}

const KEY = 'spyglass.display';

function readKept(): Kept {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Kept) : {};
  } catch {
    return {};
  }
}

function keep(kept: Kept): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the next launch reads Intl again, after its first paint.
  }
}

/** The locale 'system' stands for: the OS's (the browser's languages, which Electron sets from the OS's). */
export function systemLocale(): string {
  return (typeof navigator !== 'undefined' && (navigator.languages?.[0] ?? navigator.language)) || 'en-US';
}

/**
 * The house style (`5 Sep 2026, 07:03:09`, `1,234.5`) stands for an English system locale, as it
 * always has; a locale chosen by name, and any other system locale, is written in its own style.
 */
function usesHouseStyle(display: Display): boolean {
  return display.locale === 'system' && /^en(-|$)/i.test(systemLocale());
}

const styles = new Map<string, LocaleStyle>();
let kept: Kept | null = null;
let current: Display | null = null;

function styleFor(locale: string, hourCycle: Display['hourCycle']): LocaleStyle {
  const key = `${locale}|${hourCycle}`;
  let style = styles.get(key);
  if (!style) {
    kept ??= readKept();
    style = kept.key === key && kept.style ? kept.style : deriveLocaleStyle(locale, hourCycle);
    styles.set(key, style);
  }
  return style;
}

/** Shows times and numbers as `display` says, from now on (a render after this one reads them). */
export function applyDisplay(display: Display): void {
  current = display;
  kept ??= readKept();
  if (display.timeZone !== 'local' && display.timeZone !== 'utc' && kept.zone === display.timeZone && kept.offsets)
    seedOffsets(display.timeZone, kept.offsets);
  if (kept.names) seedZoneNames(kept.system ?? null, kept.names);
  setDisplayZone(display.timeZone);
  if (usesHouseStyle(display)) {
    setNumberStyle(null);
    setDateStyle(display.hourCycle === 'h12' ? houseDates(true) : null);
    setWeekStart(display.weekStart === 'locale' ? 1 : display.weekStart);
    return;
  }
  const locale = display.locale === 'system' ? systemLocale() : display.locale;
  let style: LocaleStyle;
  try {
    style = styleFor(locale, display.hourCycle);
  } catch {
    // A locale this engine cannot read (a file from another machine): the house style.
    style = styleFor('en-GB', display.hourCycle);
  }
  setNumberStyle(style);
  setDateStyle(style.dates);
  setWeekStart(display.weekStart === 'locale' ? style.weekStart : display.weekStart);
}

/**
 * After the first paint: keeps what this launch read from Intl (the locale's style, the zone's
 * offsets from two months back to two days ahead, the zone's short names) for the next launch.
 */
export function keepDisplay(now = Date.now()): void {
  if (!current) return;
  const named = current.timeZone !== 'local' && current.timeZone !== 'utc';
  // The default (English, the OS's zone or UTC) needs nothing kept, and asks Intl nothing.
  if (!named && usesHouseStyle(current)) return;
  const next: Kept = { ...(kept ?? readKept()) };
  if (!usesHouseStyle(current)) {
    const locale = current.locale === 'system' ? systemLocale() : current.locale;
    const key = `${locale}|${current.hourCycle}`;
    const style = styles.get(key);
    if (style) Object.assign(next, { key, style });
  }
  const zone = current.timeZone;
  if (zone !== 'local' && zone !== 'utc' && (next.zone !== zone || (next.until ?? 0) < now + DAY)) {
    next.zone = zone;
    next.offsets = offsetRuns(zone, now - 62 * DAY, now + 3 * DAY);
    next.until = now + 3 * DAY;
    zoneAbbreviation(zone, now);
  }
  if (named) refreshSystemZone();
  const names = zoneNamesKnown();
  next.system = names.system;
  next.names = names.names;
  if (JSON.stringify(next) !== JSON.stringify(kept)) {
    kept = next;
    keep(next);
  }
}

// How a locale writes numbers and dates, read from Intl once and kept as plain data: separators,
// compact forms, month names and the order of a date's parts. The formats of shared/format.ts and
// renderer/src/ui/time.ts write from this data without Intl, so a style kept from an earlier run
// (the renderer keeps it in the page's storage) costs the launch no ICU start-up at all.

export type HourCycle = 'locale' | 'h12' | 'h23';

export interface NumberSymbols {
  decimal: string;
  group: string;
  minus: string;
  /** 2 when a four-digit whole stays ungrouped (es: 1234, but 12.345). */
  minGroup: 1 | 2;
  /** Groups of two above the first three (hi-IN, en-IN: 12,34,567). */
  lakh: boolean;
}

/** How a number of 10^exponent digits is written compactly: divided by `divisor`, between `prefix` and `suffix`; null: in full. */
export type CompactStep = { divisor: number; prefix: string; suffix: string } | null;

export type DatePart = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second' | 'dayPeriod';
/** A literal, or a part of the date (`pad`: two digits). */
export type DateToken = string | { part: DatePart; pad?: true };

/** The forms dates are written in: with seconds, with the day and time, the time alone, the day alone (with or without the year). */
export const DATE_TEMPLATES = {
  full: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric', month: 'short' },
  dayYear: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateTemplate = keyof typeof DATE_TEMPLATES;

export interface DateStyle {
  months: string[];
  am: string;
  pm: string;
  h12: boolean;
  templates: Record<DateTemplate, DateToken[]>;
}

export interface LocaleStyle {
  /** The BCP 47 tag Intl resolved the locale to. */
  locale: string;
  numbers: NumberSymbols;
  /** Index: the number's exponent (0–14). */
  compact: CompactStep[];
  dates: DateStyle;
  /** 0 Sunday … 6 Saturday. */
  weekStart: number;
}

/** The locales Settings offers by name (any other BCP 47 tag works too). */
export const OFFERED_LOCALES: { tag: string; name: string }[] = [
  { tag: 'en-US', name: 'English (United States)' },
  { tag: 'en-GB', name: 'English (United Kingdom)' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'fr', name: 'Français' },
  { tag: 'es', name: 'Español' },
  { tag: 'pt-BR', name: 'Português (Brasil)' },
  { tag: 'ja', name: '日本語' },
  { tag: 'hi-IN', name: 'हिन्दी (भारत)' },
];

/** Whether Intl reads `tag` as a locale ("de", "pt-BR"); a settings file may hold anything. */
export function isLocaleTag(tag: unknown): tag is string {
  if (typeof tag !== 'string' || tag.length === 0 || tag.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** V8's `format` writes the narrow no-break space of ICU's dates as a space (its `formatToParts` does not): as `format`. */
const spaced = (text: string) => text.replaceAll('\u202f', ' ');

// 2026-09-05 07:03:09 UTC, a day and an hour under 10, so padding shows.
const SAMPLE = Date.UTC(2026, 8, 5, 7, 3, 9);
const EVENING = Date.UTC(2026, 8, 5, 19, 3, 9);

/** How `locale` writes numbers and dates, with the clock `hourCycle` asks for. Intl: not for the launch path. */
export function deriveLocaleStyle(locale: string, hourCycle: HourCycle = 'locale'): LocaleStyle {
  const numberFormat = new Intl.NumberFormat(locale);
  const resolved = numberFormat.resolvedOptions().locale;
  const parts = numberFormat.formatToParts(-1234567.5);
  const find = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const numbers: NumberSymbols = {
    decimal: find('decimal', '.'),
    group: find('group', ','),
    minus: find('minusSign', '-'),
    minGroup: numberFormat.formatToParts(1234).some((p) => p.type === 'group') ? 1 : 2,
    lakh: integers.length > 1 && integers[1]!.length === 2,
  };

  const compactFormat = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const compact: CompactStep[] = [];
  for (let exponent = 0; exponent <= 14; exponent++) {
    const compactParts = compactFormat.formatToParts(10 ** exponent);
    const at = compactParts.findIndex((p) => p.type === 'compact');
    if (at < 0) {
      compact.push(null);
      continue;
    }
    const digits = compactParts.filter((p) => p.type === 'integer').reduce((n, p) => n + p.value.length, 0);
    const firstNumber = compactParts.findIndex((p) => p.type === 'integer');
    const lastNumber = compactParts.findLastIndex((p) => p.type === 'integer');
    compact.push({
      divisor: 10 ** (exponent - digits + 1),
      prefix: compactParts
        .slice(0, firstNumber)
        .map((p) => p.value)
        .join(''),
      suffix: compactParts
        .slice(lastNumber + 1)
        .map((p) => p.value)
        .join(''),
    });
  }

  const cycle = hourCycle === 'locale' ? {} : { hourCycle: hourCycle === 'h12' ? ('h12' as const) : ('h23' as const) };
  const templates = {} as Record<DateTemplate, DateToken[]>;
  let h12 = false;
  let am = 'AM';
  let pm = 'PM';
  for (const name of Object.keys(DATE_TEMPLATES) as DateTemplate[]) {
    const format = new Intl.DateTimeFormat(locale, { ...DATE_TEMPLATES[name], ...cycle, timeZone: 'UTC' });
    const tokens: DateToken[] = [];
    for (const part of format.formatToParts(SAMPLE)) {
      if (part.type === 'literal') tokens.push(spaced(part.value));
      else if (part.type === 'dayPeriod') tokens.push({ part: 'dayPeriod' });
      else if (part.type === 'day' || part.type === 'hour')
        tokens.push(part.value.length === 2 ? { part: part.type, pad: true } : { part: part.type });
      else if (part.type === 'month' || part.type === 'year') tokens.push({ part: part.type });
      else if (part.type === 'minute' || part.type === 'second') tokens.push({ part: part.type, pad: true });
      else tokens.push(part.value);
    }
    templates[name] = tokens;
    if (name === 'time') {
      const options = format.resolvedOptions();
      h12 = options.hourCycle === 'h12' || options.hourCycle === 'h11';
      am = spaced(format.formatToParts(SAMPLE).find((p) => p.type === 'dayPeriod')?.value ?? am);
      pm = spaced(format.formatToParts(EVENING).find((p) => p.type === 'dayPeriod')?.value ?? pm);
    }
  }
  const monthFormat = new Intl.DateTimeFormat(locale, { ...DATE_TEMPLATES.dayYear, timeZone: 'UTC' });
  const months = Array.from(
    { length: 12 },
    (_, month) => monthFormat.formatToParts(Date.UTC(2026, month, 15)).find((p) => p.type === 'month')?.value ?? '',
  );

  const intlLocale = new Intl.Locale(resolved) as Intl.Locale & {
    weekInfo?: { firstDay: number };
    getWeekInfo?: () => { firstDay: number };
  };
  const firstDay = intlLocale.getWeekInfo?.().firstDay ?? intlLocale.weekInfo?.firstDay ?? 1;
  return { locale: resolved, numbers, compact, dates: { months, am, pm, h12, templates }, weekStart: firstDay % 7 };
}

/**
 * The style numbers are written in for a locale preference: null (the house style, English) for
 * the system's locale when that is English, as it always was; else the locale's own.
 */
export function styleForPreference(
  preference: string,
  systemLocale: string,
  hourCycle: HourCycle = 'locale',
): LocaleStyle | null {
  if (preference === 'system' && /^en(-|$)/i.test(systemLocale)) return null;
  const locale = preference === 'system' ? systemLocale : preference;
  try {
    return deriveLocaleStyle(locale, hourCycle);
  } catch {
    return null;
  }
}

// Numbers for people: 340 ms, 1.2 s, 12.4 KB, 3.1k, 42.5 %; exact values go in tooltips.
// The service's times are milliseconds and its sizes bytes (DOMAIN.md).

// Written out rather than with Intl: the first Intl formatter of a page costs 20–40 ms of ICU
// start-up, all of it on the way to the first paint. The tests hold these to Intl's output. In
// another locale than English, the separators and compact forms come from a style Intl gave once
// (shared/locale-format.ts), and the numbers are still written out here.
import type { CompactStep, LocaleStyle, NumberSymbols } from './locale-format.ts';

let style: { numbers: NumberSymbols; compact: CompactStep[] } | null = null;

/** Numbers from now on in this locale's style; null: English (1,234.5, 3.1k), the default. */
export function setNumberStyle(next: Pick<LocaleStyle, 'numbers' | 'compact'> | null): void {
  style = next;
}

/** The decimal mark numbers are written with now: `.` in English, `,` in de or fr. */
export function decimalMark(): string {
  return style?.numbers.decimal ?? '.';
}

/** `1.5` and `-3` as the number style writes them (`1,5`, `−3`); English leaves them be. */
function localize(text: string): string {
  if (!style) return text;
  const { decimal, minus } = style.numbers;
  return text.replace('.', decimal).replace('-', minus);
}

function group(whole: string, minGroup: 1 | 2 = 1): string {
  if (!style) return whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const { group: mark, lakh } = style.numbers;
  if (whole.length < 4 || (Math.max(minGroup, style.numbers.minGroup) === 2 && whole.length < 5)) return whole;
  if (!lakh) return whole.replace(/\B(?=(\d{3})+$)/g, mark);
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, mark)}${mark}${whole.slice(-3)}`;
}

/** `n` with `minDigits`–`maxDigits` decimals and thousands grouped: 1,234.5 (Intl's `en`). */
export function formatDecimal(n: number, minDigits: number, maxDigits: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundHalfUp(Math.abs(n), maxDigits);
  let digits = fraction;
  while (digits.length > minDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  const sign = n < 0 || Object.is(n, -0) ? (style?.numbers.minus ?? '-') : '';
  return `${sign}${group(whole)}${digits ? `${style?.numbers.decimal ?? '.'}${digits}` : ''}`;
}

/**
 * `abs` rounded to `digits` decimals as whole and fraction digits. Like Intl, this rounds the
 * number's shortest decimal form (1.0005 → 1.001), not its binary value (toFixed gives 1.000).
 * Digit by digit on that text: tables format thousands of cells a second with it.
 */
function roundHalfUp(abs: number, digits: number): [string, string] {
  const text = String(abs);
  if (text.includes('e')) {
    // Below 1e-6 or from 1e21 on: toFixed is exact enough there, and BigInt writes the big ones out.
    const [whole = '0', fraction = ''] = (abs < 1 ? abs.toFixed(digits) : BigInt(abs).toString()).split('.');
    return [whole, fraction.padEnd(digits, '0')];
  }
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? '' : text.slice(dot + 1);
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const kept = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) < 53 /* '5' */) return [whole, fraction.slice(0, digits)];
  // Round up: carry through trailing nines.
  let end = kept.length - 1;
  while (end >= 0 && kept[end] === '9') end--;
  const bumped =
    end < 0
      ? `1${'0'.repeat(kept.length)}`
      : `${kept.slice(0, end)}${String.fromCharCode(kept.charCodeAt(end) + 1)}${'0'.repeat(kept.length - end - 1)}`;
  const wholeLength = bumped.length - digits;
  return [bumped.slice(0, wholeLength), bumped.slice(wholeLength)];
}

const COMPACT_UNITS = ['', 'k', 'm', 'b', 't'];

/** "Previous period" from "previous period": a name that starts a line or a sentence. */
export const sentenceCase = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What a field shows when the answer has no value for it (the service sent none it could read). */
export const NO_VALUE = '–';

export function formatCount(n: number | null): string {
  if (n === null) return NO_VALUE;
  if (Math.abs(n) < 1000) return localize(String(Math.round(n)));
  if (!Number.isFinite(n)) return formatDecimal(n, 0, 0);
  if (style) return compactInStyle(n, style.compact);
  const rounded = (unit: number) => Number(roundHalfUp(Math.abs(n) / 1000 ** unit, 1).join('.'));
  let unit = Math.min(Math.floor(Math.log10(Math.abs(n)) / 3), COMPACT_UNITS.length - 1);
  // The unit of the rounded value: 999,960 reads 1m, not 1000k.
  if (rounded(unit) >= 1000 && unit < COMPACT_UNITS.length - 1) unit++;
  return `${n < 0 ? '-' : ''}${rounded(unit)}${COMPACT_UNITS[unit]}`;
}

/** `53,9 k` (fr), `5.4万` (ja), `53.900` (de, which has no short form for thousands). */
function compactInStyle(n: number, steps: CompactStep[]): string {
  const abs = Math.abs(n);
  let exponent = Math.min(Math.floor(Math.log10(abs)), steps.length - 1);
  for (;;) {
    const step = steps[exponent];
    const minus = n < 0 ? style!.numbers.minus : '';
    if (!step) {
      const [whole, fraction] = roundHalfUp(abs, 1);
      if (whole.length > exponent + 1 && exponent < steps.length - 1) {
        exponent++;
        continue;
      }
      return `${minus}${group(whole, 2)}${fraction === '0' ? '' : `${style!.numbers.decimal}${fraction}`}`;
    }
    const [whole, fraction] = roundHalfUp(abs / step.divisor, 1);
    // The rounded value may reach the next power of ten: 999,960 reads 1 M, not 1000 k.
    if (Number(whole) * step.divisor >= 10 ** (exponent + 1) && exponent < steps.length - 1) {
      exponent++;
      continue;
    }
    const digits = fraction === '0' ? '' : `${style!.numbers.decimal}${fraction}`;
    return `${minus}${step.prefix}${whole}${digits}${step.suffix}`;
  }
}

export function formatExact(n: number | null): string {
  if (n === null) return 'no value';
  return formatDecimal(n, 0, 3);
}

// Exact figures for tooltips, with their units (the service's times are milliseconds, sizes bytes).
export const exactMs = (ms: number | null): string => (ms === null ? 'no value' : `${formatExact(ms)} ms`);
export const exactBytes = (bytes: number | null): string => (bytes === null ? 'no value' : `${formatExact(bytes)} B`);
export const exactPercent = (pct: number | null): string => (pct === null ? 'no value' : `${formatExact(pct)} %`);

export function formatMs(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return NO_VALUE;
  const abs = Math.abs(ms);
  if (abs < 1) return `${localize(ms.toFixed(2))} ms`;
  if (abs < 1000) return `${localize(String(Math.round(ms)))} ms`;
  if (abs < 60_000) return `${trim(ms / 1000, abs < 10_000 ? 2 : 1)} s`;
  if (abs < 3_600_000) return `${trim(ms / 60_000, 1)} min`;
  return `${trim(ms / 3_600_000, 1)} h`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes)) return NO_VALUE;
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? localize(String(Math.round(value))) : trim(value, 1)} ${BYTE_UNITS[unit]}`;
}

export function formatPercent(pct: number | null, digits = 1): string {
  if (pct === null || !Number.isFinite(pct)) return NO_VALUE;
  if (pct > 0 && pct < 0.1) return `<${localize('0.1')} %`;
  return `${trim(pct, digits)} %`;
}

export function formatScore(score: number | null): string {
  return score !== null && Number.isFinite(score) ? localize(score.toFixed(2)) : NO_VALUE;
}

function trim(value: number, digits: number): string {
  return localize(String(Number(value.toFixed(digits))));
}

/** How a number of each unit reads: `shown` for people, `exact` with its unit (a tooltip, the PDF). */
export const UNIT_FORMATS = {
  count: { shown: formatCount, exact: formatExact },
  ms: { shown: formatMs, exact: exactMs },
  percent: { shown: (n: number | null) => formatPercent(n), exact: exactPercent },
  bytes: { shown: formatBytes, exact: exactBytes },
  score: { shown: formatScore, exact: formatExact },
  /** A web vital without a unit (CLS), to three decimals. */
  unitless: { shown: (n: number | null) => (n === null ? NO_VALUE : trim(n, 3)), exact: formatExact },
} satisfies Record<string, { shown: (n: number | null) => string; exact: (n: number | null) => string }>;

/** A whole number for people, grouped as the locale groups it: 1,234 (1.234 in de). */
export const formatWhole = (n: number): string => formatDecimal(Math.round(n), 0, 0);

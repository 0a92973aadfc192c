// The bands people judge performance by: web.dev's Good / Needs Improvement / Poor for the core
// web vitals and the usual apdex bands (DOMAIN.md). Pure functions, so every view colours the
// same number the same way.
import type { WebVitalName } from '../../../shared/schemas/web-vitals.ts';

/** The three colours a judged number can take (the CSS variables --good, --warn, --bad). */
export type Tone = 'good' | 'warn' | 'bad';

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalSpec {
  name: WebVitalName;
  /** FCP, LCP… */
  short: string;
  label: string;
  /** Good when the value is at most this. */
  good: number;
  /** Poor when the value is above this. */
  poor: number;
  /** Milliseconds, or none for CLS (a layout-shift score). */
  unit: 'ms' | 'unitless';
}

/** In the order web.dev lists them, which is also the order of a page load. */
export const WEB_VITALS: readonly VitalSpec[] = [
  { name: 'fcp', short: 'FCP', label: 'First Contentful Paint', good: 1800, poor: 3000, unit: 'ms' },
  { name: 'lcp', short: 'LCP', label: 'Largest Contentful Paint', good: 2500, poor: 4000, unit: 'ms' },
  { name: 'fid', short: 'FID', label: 'First Input Delay', good: 100, poor: 300, unit: 'ms' },
  { name: 'cls', short: 'CLS', label: 'Cumulative Layout Shift', good: 0.1, poor: 0.25, unit: 'unitless' },
  { name: 'ttfb', short: 'TTFB', label: 'Time to First Byte', good: 800, poor: 1800, unit: 'ms' },
];

export function vitalSpec(name: string): VitalSpec | undefined {
  return WEB_VITALS.find((spec) => spec.name === name);
}

/** Good if ≤ the first threshold, poor if > the second (web.dev). */
export function rateVital(spec: Pick<VitalSpec, 'good' | 'poor'>, value: number): VitalRating {
  if (value <= spec.good) return 'good';
  if (value <= spec.poor) return 'needs-improvement';
  return 'poor';
}

/** The service names the bands `Good`, `Needs Improvement`, `Poor`. */
export const VITAL_RATINGS: readonly { rating: VitalRating; apiName: string; label: string; tone: Tone }[] = [
  { rating: 'good', apiName: 'Good', label: 'Good', tone: 'good' },
  { rating: 'needs-improvement', apiName: 'Needs Improvement', label: 'Needs improvement', tone: 'warn' },
  { rating: 'poor', apiName: 'Poor', label: 'Poor', tone: 'bad' },
];

export function vitalTone(rating: VitalRating): Tone {
  return rating === 'good' ? 'good' : rating === 'needs-improvement' ? 'warn' : 'bad';
}

export type ApdexBand = 'excellent' | 'good' | 'fair' | 'poor' | 'unacceptable';

/** Highest first; a score belongs to the first band whose minimum it reaches. */
export const APDEX_BANDS: readonly { band: ApdexBand; label: string; min: number; tone: Tone }[] = [
  { band: 'excellent', label: 'Excellent', min: 0.94, tone: 'good' },
  { band: 'good', label: 'Good', min: 0.85, tone: 'good' },
  { band: 'fair', label: 'Fair', min: 0.7, tone: 'warn' },
  { band: 'poor', label: 'Poor', min: 0.5, tone: 'bad' },
  { band: 'unacceptable', label: 'Unacceptable', min: 0, tone: 'bad' },
];

export function apdexBand(score: number): (typeof APDEX_BANDS)[number] {
  return APDEX_BANDS.find((band) => score >= band.min) ?? APDEX_BANDS[APDEX_BANDS.length - 1]!;
}

/** The bands as ranges of the 0–1 score, highest first: [min, upper bound of the band above). */
/** The band of a score measured over some samples; none without samples or without a score. */
export function measuredApdexBand(score: number | null, samples: number | null): (typeof APDEX_BANDS)[number] | null {
  return score !== null && samples !== null && samples > 0 ? apdexBand(score) : null;
}

export const APDEX_RANGES: readonly { band: ApdexBand; label: string; from: number; to: number; tone: Tone }[] =
  APDEX_BANDS.map((b, i) => ({
    band: b.band,
    label: b.label,
    from: b.min,
    to: i === 0 ? 1 : APDEX_BANDS[i - 1]!.min,
    tone: b.tone,
  }));

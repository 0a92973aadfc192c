// The web vitals answer read into the five cards, in web.dev's order: unknown names are left out
// (the service may add metrics), a vital missing from the answer becomes a card with no data.
import type { WebVital } from '../../../../shared/schemas/web-vitals.ts';
import { rateVital, VITAL_RATINGS, WEB_VITALS, type VitalRating, type VitalSpec } from '../../domain/thresholds.ts';
import { exactMs, formatExact, formatMs } from '../../ui/format.ts';

export interface VitalBandCount {
  rating: VitalRating;
  apiName: string;
  label: string;
  tone: (typeof VITAL_RATINGS)[number]['tone'];
  count: number;
  percent: number;
}

export interface VitalCard {
  spec: VitalSpec;
  /** null when the answer has no entry for this vital. */
  entry: WebVital | null;
  bands: VitalBandCount[];
  samples: number;
  /** The average's rating; null without samples. */
  rating: VitalRating | null;
}

export function vitalCards(data: readonly WebVital[]): VitalCard[] {
  return WEB_VITALS.map((spec) => {
    const entry = data.find((v) => v.name.toLowerCase() === spec.name) ?? null;
    const bands = VITAL_RATINGS.map((r) => {
      const metric = entry?.metrics.find((m) => m.name === r.apiName);
      return { ...r, count: metric?.count ?? 0, percent: metric?.percentage ?? 0 };
    });
    const samples = bands.reduce((sum, band) => sum + band.count, 0);
    return { spec, entry, bands, samples, rating: entry && samples > 0 ? rateVital(spec, entry.avg) : null };
  });
}

/** 1.35 s, 340 ms; CLS is a score: 0.09. */
export function formatVital(spec: VitalSpec, value: number): string {
  return spec.unit === 'ms' ? formatMs(value) : String(Number(value.toFixed(3)));
}

export function exactVital(spec: VitalSpec, value: number): string {
  return spec.unit === 'ms' ? exactMs(value) : formatExact(value);
}

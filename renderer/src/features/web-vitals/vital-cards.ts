// The web vitals answer read into the five cards, in web.dev's order: unknown names are left out
// (the service may add metrics), a vital missing from the answer becomes a card with no data.
import type { WebVital } from '../../api/answer-types.ts';
import { rateVital, VITAL_RATINGS, WEB_VITALS, type VitalRating, type VitalSpec } from '../../domain/thresholds.ts';
import { exactMs, formatExact, formatMs, NO_VALUE } from '../../ui/format.ts';

export interface VitalBandCount {
  rating: VitalRating;
  apiName: string;
  label: string;
  tone: (typeof VITAL_RATINGS)[number]['tone'];
  count: number | null;
  percent: number | null;
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
      // A band the answer lacks counts nothing; one whose numbers could not be read has no value.
      return { ...r, count: metric ? metric.count : 0, percent: metric ? metric.percentage : 0 };
    });
    const samples = bands.reduce((sum, band) => sum + (band.count ?? 0), 0);
    return {
      spec,
      entry,
      bands,
      samples,
      rating: entry && entry.avg !== null && samples > 0 ? rateVital(spec, entry.avg) : null,
    };
  });
}

/** 1.35 s, 340 ms; CLS is a score: 0.09. */
export function formatVital(spec: VitalSpec, value: number | null): string {
  if (value === null) return NO_VALUE;
  return spec.unit === 'ms' ? formatMs(value) : String(Number(value.toFixed(3)));
}

export function exactVital(spec: VitalSpec, value: number | null): string {
  return spec.unit === 'ms' ? exactMs(value) : formatExact(value);
}

/** What a card's changes compare: the average (lower is better, CLS too) and the share rated Good. */
export interface VitalFigures {
  average: number | null;
  good: number | null;
}

export function vitalFigures(card: VitalCard): VitalFigures {
  const good = card.bands.find((band) => band.rating === 'good');
  return card.samples > 0 && card.entry
    ? { average: card.entry.avg, good: good?.percent ?? null }
    : { average: null, good: null };
}

/** The same figures for the vital named `name` in another answer (the comparison window's). */
export function vitalFiguresIn(data: readonly WebVital[], name: string): VitalFigures {
  const card = vitalCards(data).find((c) => c.spec.name === name);
  return card ? vitalFigures(card) : { average: null, good: null };
}

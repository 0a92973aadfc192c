// The spec's percentile fields, in order. Zod-free: views that only list them stay out of the
// schemas' bundle.
export const PERCENTILE_KEYS = [
  'percentile_50',
  'percentile_75',
  'percentile_90',
  'percentile_95',
  'percentile_99',
] as const;
export type PercentileKey = (typeof PERCENTILE_KEYS)[number];

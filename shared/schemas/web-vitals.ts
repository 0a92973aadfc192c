// Core web vitals (spec 2.9, 4.7).
import { z } from 'zod';
import { count, decimal, text } from './common.ts';

export const WEB_VITAL_NAMES = ['fcp', 'lcp', 'fid', 'cls', 'ttfb'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const VITAL_BANDS = ['Good', 'Needs Improvement', 'Poor'] as const;
export type VitalBand = (typeof VITAL_BANDS)[number];

// Names are kept as strings so that a metric the service adds later (say INP) does not
// fail the whole answer; views pick the names they know.
export const webVitalBandSchema = z.object({ name: text, count, percentage: decimal });
export type WebVitalBand = z.infer<typeof webVitalBandSchema>;

export const webVitalSchema = z.object({
  name: text,
  metrics: z.array(webVitalBandSchema),
  avg: decimal,
  affectedUser: count,
});
export type WebVital = z.infer<typeof webVitalSchema>;

export const webVitalsSchema = z.object({ data: z.array(webVitalSchema) });
export type WebVitals = z.infer<typeof webVitalsSchema>;

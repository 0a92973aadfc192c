// Apdex scores at and just under each band's lower bound, for the tests of the bands and of what
// draws them: [score, band, its label, its tone].
import type { ApdexBand, Tone } from '../domain/thresholds.ts';

export const APDEX_BOUNDARIES: readonly (readonly [score: number, band: ApdexBand, label: string, tone: Tone])[] = [
  [1, 'excellent', 'Excellent', 'good'],
  [0.94, 'excellent', 'Excellent', 'good'],
  [0.9399, 'good', 'Good', 'good'],
  [0.85, 'good', 'Good', 'good'],
  [0.8499, 'fair', 'Fair', 'warn'],
  [0.7, 'fair', 'Fair', 'warn'],
  [0.6999, 'poor', 'Poor', 'bad'],
  [0.5, 'poor', 'Poor', 'bad'],
  [0.4999, 'unacceptable', 'Unacceptable', 'bad'],
  [0, 'unacceptable', 'Unacceptable', 'bad'],
];

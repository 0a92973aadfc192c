import { describe, expect, it } from 'vitest';
import { APDEX_RANGES, apdexBand, rateVital, vitalSpec, vitalTone, WEB_VITALS } from './thresholds.ts';
import { APDEX_BOUNDARIES } from '../testing/apdex-boundaries.ts';

const spec = (name: string) => vitalSpec(name)!;

describe('web vital ratings', () => {
  it('uses the web.dev thresholds of every vital', () => {
    expect(WEB_VITALS.map((v) => [v.name, v.good, v.poor, v.unit])).toEqual([
      ['fcp', 1800, 3000, 'ms'],
      ['lcp', 2500, 4000, 'ms'],
      ['fid', 100, 300, 'ms'],
      ['cls', 0.1, 0.25, 'unitless'],
      ['ttfb', 800, 1800, 'ms'],
    ]);
  });

  it.each([
    ['fcp', 1800, 'good'],
    ['fcp', 1800.01, 'needs-improvement'],
    ['fcp', 3000, 'needs-improvement'],
    ['fcp', 3000.01, 'poor'],
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['fid', 100, 'good'],
    ['fid', 100.5, 'needs-improvement'],
    ['fid', 300, 'needs-improvement'],
    ['fid', 301, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.11, 'needs-improvement'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.2501, 'poor'],
    ['ttfb', 800, 'good'],
    ['ttfb', 801, 'needs-improvement'],
    ['ttfb', 1800, 'needs-improvement'],
    ['ttfb', 1800.5, 'poor'],
    ['fcp', 0, 'good'],
  ])('%s %f is %s (good ≤ first, poor > second)', (name, value, rating) => {
    expect(rateVital(spec(name), value)).toBe(rating);
  });

  it('colours good green, needs improvement amber, poor red', () => {
    expect([vitalTone('good'), vitalTone('needs-improvement'), vitalTone('poor')]).toEqual(['good', 'warn', 'bad']);
  });

  it('knows only the five vitals', () => {
    expect(vitalSpec('inp')).toBeUndefined();
  });
});

describe('apdex bands', () => {
  it.each(APDEX_BOUNDARIES)('%f is %s (%s, %s)', (score, band, label, tone) => {
    expect(apdexBand(score)).toMatchObject({ band, label, tone });
  });
});

describe('apdex ranges', () => {
  it('cover the score from 0 to 1 without gaps, highest band first', () => {
    expect(APDEX_RANGES.map((r) => [r.band, r.from, r.to])).toEqual([
      ['excellent', 0.94, 1],
      ['good', 0.85, 0.94],
      ['fair', 0.7, 0.85],
      ['poor', 0.5, 0.7],
      ['unacceptable', 0, 0.5],
    ]);
  });
});

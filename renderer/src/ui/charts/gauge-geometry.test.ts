import { describe, expect, it } from 'vitest';
import { arcPath, clamp01, pointAt } from './gauge-geometry.ts';

describe('gauge geometry', () => {
  it('runs from the left end (0) over the top (0.5) to the right end (1)', () => {
    const at = (f: number) => pointAt(100, 100, 50, f);
    expect(at(0).x).toBeCloseTo(50);
    expect(at(0).y).toBeCloseTo(100);
    expect(at(0.5).x).toBeCloseTo(100);
    expect(at(0.5).y).toBeCloseTo(50);
    expect(at(1).x).toBeCloseTo(150);
    expect(at(1).y).toBeCloseTo(100);
  });

  it('clamps values off the scale, so a slow page pins the needle instead of wrapping round', () => {
    expect(clamp01(2.5)).toBe(1);
    expect(clamp01(-1)).toBe(0);
    expect(clamp01(Number.NaN)).toBe(0);
    expect(arcPath(100, 100, 50, 0, 9)).toBe('M 50 100 A 50 50 0 0 1 150 100');
  });
});

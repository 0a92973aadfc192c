// Log-normal response-time distributions: percentiles, CDF (for apdex and web-vital bands) and
// rounding helpers. Pure math, no randomness.

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; absolute error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Standard normal quantile (Acklam's rational approximation; relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

/** z-scores of the five percentiles the API reports. */
export const PERCENTILE_Z = {
  percentile_50: 0,
  percentile_75: normalQuantile(0.75),
  percentile_90: normalQuantile(0.9),
  percentile_95: normalQuantile(0.95),
  percentile_99: normalQuantile(0.99),
} as const;

export interface Percentiles {
  percentile_50: number;
  percentile_75: number;
  percentile_90: number;
  percentile_95: number;
  percentile_99: number;
}

/** A log-normal given by its mean and log-space spread sigma. */
export interface LogNormal {
  readonly mean: number;
  readonly sigma: number;
}

export function logNormalMu({ mean, sigma }: LogNormal): number {
  return Math.log(mean) - (sigma * sigma) / 2;
}

export function logNormalQuantile(dist: LogNormal, p: number): number {
  return Math.exp(logNormalMu(dist) + dist.sigma * normalQuantile(p));
}

export function logNormalCdf(dist: LogNormal, x: number): number {
  if (x <= 0 || dist.mean <= 0) return x <= 0 ? 0 : 1;
  return normalCdf((Math.log(x) - logNormalMu(dist)) / dist.sigma);
}

/** The five percentiles of a log-normal, rounded to 2 decimals; all 0 when mean is 0. */
export function logNormalPercentiles(dist: LogNormal): Percentiles {
  if (dist.mean <= 0)
    return { percentile_50: 0, percentile_75: 0, percentile_90: 0, percentile_95: 0, percentile_99: 0 };
  const mu = logNormalMu(dist);
  const at = (z: number): number => round2(Math.exp(mu + dist.sigma * z));
  return {
    percentile_50: at(PERCENTILE_Z.percentile_50),
    percentile_75: at(PERCENTILE_Z.percentile_75),
    percentile_90: at(PERCENTILE_Z.percentile_90),
    percentile_95: at(PERCENTILE_Z.percentile_95),
    percentile_99: at(PERCENTILE_Z.percentile_99),
  };
}

/**
 * Splits `total` samples into three bands by two cut points of a distribution, exactly:
 * the three integers always add up to `total`.
 */
export function splitBands(total: number, pLow: number, pLowOrMid: number): [number, number, number] {
  const first = Math.round(total * pLow);
  const firstTwo = Math.max(first, Math.round(total * pLowOrMid));
  return [first, firstTwo - first, total - firstTwo];
}

/**
 * How many of a stream's first k events carry a mark of density p: floor(k·p), a Beatty sequence.
 * Counting marks in a window as marks(hi) − marks(lo) (hi, lo = the stream's counts at the window's
 * edges) is exact per event, additive over windows and monotone in the window.
 */
export function marks(k: number, p: number): number {
  return Math.floor(k * p);
}

/**
 * Three bands over the events lo+1..hi of a stream with band probabilities pLow and pMid (the
 * rest is the third band): the first band marks with density pLow, the second marks the unmarked
 * rest with density pMid / (1 − pLow). Exact, additive and monotone like `marks`.
 */
export function bandsBetween(lo: number, hi: number, pLow: number, pMid: number): [number, number, number] {
  const q = pLow >= 1 ? 0 : Math.min(1, pMid / (1 - pLow));
  const first = (k: number) => marks(k, pLow);
  const second = (k: number) => marks(k - first(k), q);
  const a = first(hi) - first(lo);
  const b = second(hi) - second(lo);
  return [a, b, hi - lo - a - b];
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** part / whole × 100, and 0 instead of NaN when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** part / whole, and 0 instead of NaN when the whole is 0. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

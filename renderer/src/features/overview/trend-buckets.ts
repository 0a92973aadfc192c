// The overview's trend splits the window into 12–24 buckets, one report request each. Buckets
// are aligned to multiples of their step in UTC, so the same hour is the same bucket in every
// window that holds it: a closed bucket is fetched once and then served from the cache for good,
// however the window slides. Only the edge buckets are clipped to the window.
import { DAY, HOUR, MINUTE, type ResolvedWindow } from '../../../../shared/time-window.ts';

export interface Bucket {
  start: number;
  end: number;
}

export const MIN_BUCKETS = 12;
export const MAX_BUCKETS = 24;

// Each step is at most twice the one before, which is what guarantees at least 12 buckets:
// if the finer step gave more than 24, this one gives more than 12.
const STEPS = [1, 2, 3, 5, 10, 15, 30].map((m) => m * MINUTE).concat([1, 2, 3, 6, 12].map((h) => h * HOUR));

/** The finest step that cuts `window` into at most 24 aligned buckets. */
export function bucketStep(window: ResolvedWindow): number {
  for (const step of STEPS) if (alignedCount(window, step) <= MAX_BUCKETS) return step;
  let step = DAY;
  while (alignedCount(window, step) > MAX_BUCKETS) step *= 2;
  return step;
}

/** How many buckets of `step`, aligned in UTC, cut `window` into. */
export function alignedCount(window: ResolvedWindow, step: number): number {
  return Math.ceil(window.end / step) - Math.floor(window.start / step);
}

/**
 * The buckets of a minute-aligned window, oldest first, covering it exactly. Windows of at least
 * 12 minutes get 12–24 buckets; shorter ones one per minute (the API's time resolution).
 */
export function planBuckets(window: ResolvedWindow): Bucket[] {
  return cutInto(window, bucketStep(window));
}

/** `window` cut at every multiple of `step` in UTC, the edge buckets clipped to it. */
export function cutInto(window: ResolvedWindow, step: number): Bucket[] {
  if (window.end <= window.start) return [];
  const buckets: Bucket[] = [];
  for (let start = window.start; start < window.end;) {
    const end = Math.min((Math.floor(start / step) + 1) * step, window.end);
    buckets.push({ start, end });
    start = end;
  }
  return buckets;
}

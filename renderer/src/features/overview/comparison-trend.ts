// The comparison window's trend, drawn behind the current one: planned coarser, so that it costs
// at most one more round trip, and its counts scaled to the current buckets' width.
//
// The speed rule (issue 14): Compare may add at most ONE round trip to the time until the overview
// is complete. The comparison's requests go through the same gates (its account's, so TREND_SLOTS,
// 4, at once), queued after the current window's report and its N buckets. Those take
// ceil((N + 1) / 4) rounds, the last one leaving 4·ceil((N + 1) / 4) − (N + 1) slots free; the
// comparison's report and buckets may fill those and one more round, no more. But the report does
// not always share the buckets' rounds: on a launch it is answered before they start (they wait
// for the first paint), and then N alone leave 4·ceil(N / 4) − N free. The budget is the smaller
// of the two, so that the rule holds either way (measured, a launch is the case that bites).
import { DAY, HOUR, MINUTE, type ResolvedWindow } from '../../../../shared/time-window.ts';
import { formatMs } from '../../ui/format.ts';
import { TREND_SLOTS } from '../../../../shared/concurrency-gate.ts';
import { alignedCount, cutInto, type Bucket } from './trend-buckets.ts';

/** Slots left in the last of the rounds that `requests` take through the gate. */
const freeSlots = (requests: number) => TREND_SLOTS * Math.ceil(requests / TREND_SLOTS) - requests;

/** The most buckets the comparison may have beside `current` buckets of the current window. */
export function comparisonBucketBudget(current: number): number {
  const free = Math.min(freeSlots(current + 1), freeSlots(current)); // the report among the buckets' rounds, or before them
  return free + TREND_SLOTS - 1; // one more round, less the comparison's own report
}

// Finer than the trend's own steps (4 h, 8 h, 20 min): with only 3 to 6 buckets to spend, a day
// gets 3 of 8 h where the trend's steps would leave it 2 of 12 h.
const STEPS = [1, 2, 3, 5, 10, 15, 20, 30].map((m) => m * MINUTE).concat([1, 2, 3, 4, 6, 8, 12].map((h) => h * HOUR));

/** The finest step that cuts `window` into at most `max` aligned buckets. */
export function comparisonStep(window: ResolvedWindow, max: number): number {
  for (const step of STEPS) if (alignedCount(window, step) <= max) return step;
  let step = DAY;
  while (alignedCount(window, step) > max) step *= 2;
  return step;
}

export interface ComparisonPlan {
  buckets: Bucket[];
  /** The whole buckets' width. */
  step: number;
}

/** The comparison window cut into at most the budget that `currentBuckets` leave it. */
export function planComparisonBuckets(window: ResolvedWindow, currentBuckets: number): ComparisonPlan {
  const step = comparisonStep(window, comparisonBucketBudget(currentBuckets));
  return { buckets: cutInto(window, step), step };
}

/**
 * A comparison bucket's values as the current chart reads them: counts (page views, failures…)
 * per current bucket's width, so a 6 h bucket is not drawn six times as high as a 1 h one;
 * averages and percentiles as they are. A scaled count is an average: whole numbers, as counts read.
 */
export function scaleToStep(
  values: Record<string, number | null>,
  counts: readonly string[],
  currentStep: number,
  bucket: Bucket,
): Record<string, number | null> {
  const factor = currentStep / (bucket.end - bucket.start);
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value !== null && counts.includes(key) ? Math.round(value * factor) : value,
    ]),
  );
}

/** "6 h", "30 min", "2 d": a bucket's width in the subtitle and the legend. */
export function stepLabel(step: number): string {
  return step % DAY === 0 ? `${step / DAY} d` : formatMs(step);
}

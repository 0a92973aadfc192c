// Judging a figure against a floor measured in the same run (issue 24): the same work done with
// no app code on the same machine, so that a slow machine and a slow app read differently. And
// splitting a launch into its parts. Pure: no browser, no clock.

/** A figure as the report prints it: its value, and beside a floor its ratio to it. */
export interface Result {
  name: string;
  value: number;
  unit: string;
  goal: string;
  ok: boolean;
  note?: string;
  /** A figure shown for comparison, with no goal of its own. */
  info?: boolean;
  /** The figure ÷ its floor (less what the goal adds to the floor, e.g. a round trip). */
  ratio?: number;
  /** One of the machine's floors: printed at the top of the report, not among the goals. */
  floor?: boolean;
}

/** The frame budget of a 60 Hz display: an absolute limit, whatever the machine. */
export const FRAME_MS = 1000 / 60;

export interface RatioGoal {
  name: string;
  /** The figure, in ms. */
  value: number;
  /** Its floor's figure, in ms, from the same run. */
  floor: number;
  /** The goal: at most this many times the floor… */
  times: number;
  /** …plus this many ms (a service round trip), named by `plusName`. */
  plus?: number;
  plusName?: string;
  /** And, besides, under this many ms (the frame budget). */
  within?: number;
  note?: string;
}

const ms = (value: number) => `${value.toFixed(value < 100 && !Number.isInteger(value) ? 1 : 0)} ms`;

/** `value ≤ times × floor (+ plus)`, and `< within` when given; the ratio is (value − plus) ÷ floor. */
export function ratioGoal({ name, value, floor, times, plus = 0, plusName, within, note }: RatioGoal): Result {
  const limit = times * floor + plus;
  const ratio = (value - plus) / floor;
  const ok = value <= limit && (within === undefined || value < within);
  const added = plus ? ` + ${plusName ?? ms(plus)}` : '';
  const goal = `≤ ${times}× floor${added} (${ms(limit)})${within === undefined ? '' : `, < ${ms(within)}`}`;
  return { name, value, unit: 'ms', goal, ok, ratio, ...(note ? { note } : {}) };
}

/** A floor's own row, for the top of the report. */
export function floorRow(name: string, value: number, note: string, unit = 'ms'): Result {
  return { name, value, unit, goal: '', ok: true, info: true, floor: true, note };
}

/** A launch's milestones, in ms from a common start, in the order the launch must pass them. */
export type Milestones = readonly { name: string; at: number }[];

export interface Part {
  name: string;
  /** Median over the runs of the time this milestone added to the launch. */
  ms: number;
  /** Runs in which this milestone was reached before an earlier one (it then added nothing). */
  early: number;
}

/**
 * Splits launches into parts: each milestone's part is what it added past every milestone before
 * it (0 when it was already reached, as a cached answer that comes before the first commit it
 * follows in the list), so that a run's parts add up to its last milestone. The median of each
 * part over the runs; their sum is then near, not exactly, the median launch.
 */
export function splitLaunches(runs: readonly Milestones[]): Part[] {
  const first = runs[0];
  if (!first) return [];
  return first.map(({ name }, i) => {
    const parts: number[] = [];
    let early = 0;
    for (const run of runs) {
      if (run[i]?.name !== name) throw new Error(`Run milestones differ: ${run[i]?.name} where ${name} was`);
      const before = Math.max(0, ...run.slice(0, i).map((m) => m.at));
      const part = run[i]!.at - before;
      if (part < 0) early++;
      parts.push(Math.max(0, part));
    }
    return { name, ms: median(parts), early };
  });
}

/** The part that took the most (the first of equals). */
export function largest(parts: readonly Part[]): Part | undefined {
  return parts.reduce<Part | undefined>(
    (most, part) => (most === undefined || part.ms > most.ms ? part : most),
    undefined,
  );
}

/**
 * Two launches timed in turns, compared pair by pair: each pair shares the machine's spell, busy
 * or quiet, which two medians of their own do not (the launches' times fall in two bands, 130–170
 * and 200–260 ms on our 2-core machine, so a median of 9 says which band most runs fell in).
 * `difference` is the median of `a` − `b` over the pairs; `faster` and `slower`, the pairs in which
 * `a` was; `slowerBeyondNoise`, whether `a` was slower in so many pairs that chance alone (two
 * launches alike, either as likely to be the quicker) would do so less than once in 20 (a sign test).
 */
export function paired(
  a: readonly number[],
  b: readonly number[],
): {
  difference: number;
  faster: number;
  slower: number;
  pairs: number;
  /** The fewest slower pairs that are beyond noise. */
  beyondNoiseFrom: number;
  slowerBeyondNoise: boolean;
} {
  const pairs = Math.min(a.length, b.length);
  const differences = Array.from({ length: pairs }, (_, i) => a[i]! - b[i]!);
  const slower = differences.filter((d) => d > 0).length;
  let beyondNoiseFrom = pairs + 1;
  while (beyondNoiseFrom > 0 && atLeastByChance(beyondNoiseFrom - 1, pairs) < 0.05) beyondNoiseFrom--;
  return {
    difference: median(differences),
    faster: differences.filter((d) => d < 0).length,
    slower,
    pairs,
    beyondNoiseFrom,
    slowerBeyondNoise: slower >= beyondNoiseFrom,
  };
}

/** The chance of `k` or more heads in `n` tosses of a fair coin. */
function atLeastByChance(k: number, n: number): number {
  let ways = 0;
  let choose = 1; // n choose i, from i = 0
  for (let i = 0; i <= n; i++) {
    if (i >= k) ways += choose;
    choose = (choose * (n - i)) / (i + 1);
  }
  return ways / 2 ** n;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

// One figure judged against its baseline with the user's thresholds: a count that should not grow
// (error events, the failure rate), a time that should not grow (load, response), an apdex under
// its floor. The Projects home colours its rows with these and the watch raises its spikes with
// them, so a threshold means one thing wherever it is read.
import { formatCount, formatDecimal, formatMs, formatScore } from './format.ts';
import type { HealthThresholds } from './preferences.ts';
import { usable } from './project-figures.ts';

/** A figure out of bounds: how bad, how far (on a ratio's scale, to rank by), and why in words. */
export interface Finding {
  state: 'failing' | 'degraded';
  severity: number;
  words: string;
}

/** A ratio as the reasons write it: ×6.8. */
export const times = (ratio: number): string => `×${formatDecimal(ratio, 1, 1)}`;

export interface Rise {
  /** "error events", "failure rate". */
  label: string;
  /** What is counted in the window (error events, failures): judged only from `minEvents` on. */
  count: number | null;
  /** The figure set against the baseline's (the count itself, or the failure rate). */
  now: number | null;
  then: number | null;
  /** Against a baseline of none, what the count is called ("failures"); `label` otherwise. */
  countLabel?: string;
  /** Said after the ratio: the two figures. */
  detail?: string;
}

/**
 * A figure that should not grow (error events, the failure rate) against the baseline's. It counts
 * only from `minEvents` on, so 2 events against 1 is not "×2". A baseline of none is the largest
 * change there is; it ranks as if the baseline had been one.
 */
export function riseFinding(
  rise: Rise,
  t: HealthThresholds,
  baselineName: string,
): { finding: Finding | null; ratio: number | null } {
  const { count, now, then } = rise;
  if (!usable(count) || count < t.minEvents || !usable(now) || !usable(then)) return { finding: null, ratio: null };
  if (then <= 0) {
    if (now <= 0) return { finding: null, ratio: null };
    const words = `${rise.countLabel ?? rise.label} ${formatCount(count)} against none in ${baselineName}`;
    return { finding: { state: 'failing', severity: Math.max(count, t.failingRatio), words }, ratio: count };
  }
  const ratio = now / then;
  const words = `${rise.label} ${times(ratio)} against ${baselineName}${rise.detail ? ` ${rise.detail}` : ''}`;
  if (ratio >= t.failingRatio) return { finding: { state: 'failing', severity: ratio, words }, ratio };
  if (ratio >= t.degradedRatio) return { finding: { state: 'degraded', severity: ratio, words }, ratio };
  return { finding: null, ratio };
}

/** A time that should not grow (load, response) against the baseline's: degraded at most. */
export function timeFinding(
  label: string,
  now: number | null,
  then: number | null,
  t: HealthThresholds,
  baselineName: string,
): { finding: Finding | null; ratio: number | null } {
  if (!usable(now) || !usable(then) || then <= 0) return { finding: null, ratio: null };
  const ratio = now / then;
  if (ratio < t.degradedRatio) return { finding: null, ratio };
  const words = `${label} ${times(ratio)} against ${baselineName} (${formatMs(now)}, was ${formatMs(then)})`;
  return { finding: { state: 'degraded', severity: ratio, words }, ratio };
}

/** Two decimals, or three where two would round up to the threshold it is under (0.695 is not "0.70 (under 0.7)"). */
export function scoreUnder(score: number, threshold: number): string {
  const two = formatScore(score);
  return Number(two) >= threshold ? score.toFixed(3) : two;
}

/**
 * Apdex under its thresholds. Its severity puts the shortfall on the ratios' scale: the share of
 * users not satisfied (1 − score) against the threshold's, times the ratio of the same state, so a
 * score just under a threshold ranks with a ratio just over its own.
 */
export function apdexFinding(apdex: number | null, t: HealthThresholds): Finding | null {
  if (!usable(apdex)) return null;
  const shortfall = (threshold: number) => (1 - apdex) / Math.max(1 - threshold, 0.01);
  if (apdex < t.apdexFailing) {
    const words = `apdex ${scoreUnder(apdex, t.apdexFailing)} (under ${formatDecimal(t.apdexFailing, 0, 2)})`;
    return { state: 'failing', severity: t.failingRatio * shortfall(t.apdexFailing), words };
  }
  if (apdex < t.apdexDegraded) {
    const words = `apdex ${scoreUnder(apdex, t.apdexDegraded)} (under ${formatDecimal(t.apdexDegraded, 0, 2)})`;
    return { state: 'degraded', severity: t.degradedRatio * shortfall(t.apdexDegraded), words };
  }
  return null;
}

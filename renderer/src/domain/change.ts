// A figure against the same figure in the comparison window: the signed change in per cent, its
// direction, and whether that direction is good for the metric (load time up is bad, apdex up is
// good, throughput up is neither).

/** Which way the metric should move. */
export type GoodWay = 'up' | 'down' | 'neutral';
export type Tone = 'good' | 'bad' | 'neutral';

export interface Change {
  /** (now − then) / then × 100, rounded as shown; null when there is nothing to set it against. */
  percent: number | null;
  direction: 'up' | 'down' | 'flat' | null;
  tone: Tone;
  /** `+12 %`, `−3.4 %`, `0 %`; `–` when the comparison window has no value, or a zero one. */
  text: string;
}

import { formatDecimal } from './format.ts';

const NONE: Change = { percent: null, direction: null, tone: 'neutral', text: '–' };

/** One decimal under 10 %, whole numbers above: 3.4 %, 27 %, 1,250 %. */
export function roundPercent(percent: number): number {
  const digits = Math.abs(percent) < 10 ? 1 : 0;
  const rounded = Number(percent.toFixed(digits));
  return Object.is(rounded, -0) ? 0 : rounded;
}

const MINUS = '\u2212';

export function formatPercentChange(percent: number): string {
  if (percent === 0) return '0 %';
  const size = formatDecimal(Math.abs(percent), 0, 1);
  return `${percent > 0 ? '+' : MINUS}${size} %`;
}

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

export function computeChange(now: number | null | undefined, then: number | null | undefined, good: GoodWay): Change {
  if (!usable(now) || !usable(then)) return NONE;
  if (then === 0) return now === 0 ? { percent: 0, direction: 'flat', tone: 'neutral', text: '0 %' } : NONE;
  // toPrecision first: 0.9 against 0.8 is 12.5 %, not the 12.4999… floating point makes of it.
  const percent = roundPercent(Number((((now - then) / Math.abs(then)) * 100).toPrecision(12)));
  const direction = percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
  const tone: Tone = direction === 'flat' || good === 'neutral' ? 'neutral' : direction === good ? 'good' : 'bad';
  return { percent, direction, tone, text: formatPercentChange(percent) };
}

/** The arrow a change is drawn with, and the words a screen reader hears after it. */
export const CHANGE_ARROWS = { up: '▲', down: '▼', flat: '=' } as const;
export const TONE_WORDS = { good: 'better', bad: 'worse', neutral: '' } as const;

/** "▲ +12 %", as the badge reads: for text (a PDF, a tooltip). */
export const changeWithArrow = (change: Change): string =>
  change.direction ? `${CHANGE_ARROWS[change.direction]} ${change.text}` : change.text;

/** For sorting by change: rows without one sort after every row with one, either way. */
export function changeSortValue(change: Change): number | null {
  return change.percent;
}

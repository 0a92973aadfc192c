// One clock for a test run: it reads a pinned instant when the run starts and moves on with real
// time from there. The demo API, the browser host's core and the page all take it, so a window
// such as "the last 24 hours" or "the day that ended an hour ago" names the same data at any hour
// of any day, on any machine. All three run on this machine and share its wall clock, so one
// offset from it keeps them in step to the millisecond.
import type { BrowserContext } from '@playwright/test';
import { HOUR } from '../shared/time-window.ts';

/** The suite's instant: a Monday, 11:05 UTC. `SPYGLASS_TEST_NOW` (an ISO time) runs it at another. */
export const SUITE_INSTANT = '2026-03-02T11:05:00Z';

export interface PinnedClock {
  /** The pinned instant, ms since the epoch: "now" when the clock was made. */
  readonly at: number;
  /** What the pinned clock reads now: `at` plus the real time gone by since (and any advance). */
  now(): number;
  /** Added to this machine's wall clock to read the pinned one (when the clock was made). */
  readonly offset: number;
  /**
   * Moves the clock of the demo and the hosts on by `ms` (a journey that waits for the watch's
   * next window skips the minutes instead). A page's `Date` keeps the offset it was given.
   */
  advance(ms: number): void;
}

/** An instant from `SPYGLASS_TEST_NOW`, or the suite's own; a value that is not a time is an error. */
export function suiteInstant(env: NodeJS.ProcessEnv = process.env): number {
  const text = env['SPYGLASS_TEST_NOW'] || SUITE_INSTANT;
  const at = Date.parse(text);
  if (Number.isNaN(at))
    throw new Error(`SPYGLASS_TEST_NOW is not a time: "${text}" (use an ISO time such as 2026-03-02T11:05:00Z)`);
  return at;
}

/**
 * A window of `hours` ending `gap` before the last whole hour at `now` (an hour by default):
 * closed, so its answers never change however long a run takes.
 */
export function closedWindow(now: number, hours: number, gap = HOUR): { start: number; end: number } {
  const end = Math.floor(now / HOUR) * HOUR - gap;
  return { start: end - hours * HOUR, end };
}

export function pinClock(at: number): PinnedClock {
  const offset = at - Date.now();
  let advanced = 0;
  return { at, offset, now: () => Date.now() + offset + advanced, advance: (ms) => void (advanced += ms) };
}

/**
 * Moves `Date` in every page of the context to the pinned clock before any of the page's code
 * runs. Only `Date` moves: timers, animation frames, idle callbacks and `performance` stay the
 * browser's own, so the app schedules its work as it does for users (Playwright's page.clock
 * replaces all of them).
 */
export async function pinBrowserClock(context: BrowserContext, clock: PinnedClock): Promise<void> {
  await context.addInitScript((offset: number) => {
    const NativeDate = Date;
    const now = () => NativeDate.now() + offset;
    function PinnedDate(this: unknown, ...args: unknown[]): Date | string {
      if (!new.target) return new NativeDate(now()).toString();
      return args.length === 0
        ? new NativeDate(now())
        : new (NativeDate as unknown as new (...a: unknown[]) => Date)(...args);
    }
    Object.setPrototypeOf(PinnedDate, NativeDate);
    PinnedDate.prototype = NativeDate.prototype;
    (PinnedDate as unknown as { now: () => number }).now = now;
    globalThis.Date = PinnedDate as unknown as DateConstructor;
  }, clock.offset);
}

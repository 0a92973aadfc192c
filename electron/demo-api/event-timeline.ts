// A group's events in time: how many came before an instant, and when the j-th came. A plain
// group's events are its stream's in its life (traffic.ts); a group may also open with one event
// at an instant (a single-event group, a group opened on demand), reopen after its events so far
// (a recurrence), and have the events of a stretch of time repeated (a spike: Echoes). Every count
// stays a difference of one non-decreasing integer function, so it is exact, additive and monotone.
import { lifeCountBefore, lifeEventTime, type LifeStream } from './traffic.ts';
import type { Spike } from './world-types.ts';

/** Events 1, 2, ... in time order. */
export interface Timeline {
  /** How many events have a timestamp before t. */
  before(t: number): number;
  /** The timestamp of event j (1-based). */
  time(j: number): number;
}

/** The events of a stream during a life. */
export class LifeTimeline implements Timeline {
  readonly #life: LifeStream;

  constructor(life: LifeStream) {
    this.#life = life;
  }

  before(t: number): number {
    return lifeCountBefore(this.#life, t);
  }

  time(j: number): number {
    return lifeEventTime(this.#life, j);
  }
}

/**
 * One event at `at`, then (when given) a stream's events from `at` on (`then.birth` is `at`): a
 * single-event group, or a group first seen at the very instant it was asked for.
 */
export class Opening implements Timeline {
  readonly #at: number;
  readonly #then: LifeStream | null;

  constructor(at: number, then: LifeStream | null) {
    this.#at = at;
    this.#then = then;
  }

  before(t: number): number {
    if (t <= this.#at) return 0;
    return 1 + (this.#then ? lifeCountBefore(this.#then, t) : 0);
  }

  time(j: number): number {
    return j <= 1 || !this.#then ? this.#at : lifeEventTime(this.#then, j - 1);
  }
}

/** The events of `first` before `at`, then those of `next` (which has none before `at`): a group that reopens. */
export class Succession implements Timeline {
  readonly #first: Timeline;
  readonly #at: number;
  readonly #next: Timeline;
  #carried: number | undefined;

  constructor(first: Timeline, at: number, next: Timeline) {
    this.#first = first;
    this.#at = at;
    this.#next = next;
  }

  /** Events of `first` that happened before the reopening. */
  get #kept(): number {
    this.#carried ??= this.#first.before(this.#at);
    return this.#carried;
  }

  before(t: number): number {
    return this.#first.before(Math.min(t, this.#at)) + this.#next.before(t);
  }

  time(j: number): number {
    const kept = this.#kept;
    return j <= kept ? this.#first.time(j) : this.#next.time(j - kept);
  }
}

/** A spike as a count sees it: the events lo+1..hi (of the count without spikes) repeated. */
interface Stretch {
  readonly lo: number;
  readonly hi: number;
  /** Repeats per event: factor − 1. */
  readonly extra: number;
}

/**
 * The repeats a spike adds to a count of events: after the k-th event of a stretch, ⌊(factor − 1)·k⌋
 * repeats have come (each at its event's instant, the same crash again), so the count with them is
 * upTo(count without them): a non-decreasing integer function, exactly factor × the stretch's
 * events when the factor is whole, and nothing added before the stretch or after it. Spikes that
 * overlap add their repeats. An event and its repeats are numbered together, event first.
 */
export class Echoes {
  readonly #stretches: readonly Stretch[];
  /** All repeats of all stretches. */
  readonly #total: number;
  /** The first and last events any stretch holds. */
  readonly #first: number;
  readonly #last: number;

  constructor(stretches: readonly Stretch[]) {
    this.#stretches = stretches;
    this.#total = stretches.reduce((sum, s) => sum + Math.floor(s.extra * (s.hi - s.lo)), 0);
    this.#first = Math.min(...stretches.map((s) => s.lo + 1));
    this.#last = Math.max(...stretches.map((s) => s.hi));
  }

  /**
   * The repeats of `spikes` over a count (`before(t)`: events before t, spikes aside), or null when
   * no spike holds any of its events.
   */
  static of(before: (t: number) => number, spikes: readonly Spike[]): Echoes | null {
    const stretches: Stretch[] = [];
    for (const spike of spikes) {
      const lo = before(spike.from);
      const hi = before(spike.until);
      if (hi > lo) stretches.push({ lo, hi, extra: spike.factor - 1 });
    }
    return stretches.length === 0 ? null : new Echoes(stretches);
  }

  /** Events, repeats included, up to the k-th event (spikes aside) and its repeats. */
  upTo(k: number): number {
    let n = k;
    for (const s of this.#stretches) n += Math.floor(s.extra * (Math.min(Math.max(k, s.lo), s.hi) - s.lo));
    return n;
  }

  /** The event (spikes aside) that event j (repeats included) is, or repeats. */
  origin(j: number): number {
    // upTo(k) lies in [k, k + total]: the answer is in [j − total, j].
    let lo = Math.max(1, j - this.#total);
    let hi = j;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (this.upTo(mid) >= j) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** 0 when event j is its origin itself, c when it is the origin's c-th repeat. */
  repeat(j: number, origin = this.origin(j)): number {
    return j - this.upTo(origin - 1) - 1;
  }

  /**
   * For events lo+1..hi (repeats included), each origin that has more than one of them there, with
   * how many more: what a per-origin count (a device, say) adds for the repeats.
   */
  forEachRepeated(lo: number, hi: number, visit: (origin: number, more: number) => void): void {
    if (hi <= lo) return;
    const first = Math.max(this.origin(lo + 1), this.#first);
    const last = Math.min(this.origin(hi), this.#last);
    for (let k = first; k <= last; k++) {
      const inRange = Math.min(this.upTo(k), hi) - Math.max(this.upTo(k - 1), lo);
      if (inRange > 1) visit(k, inRange - 1);
    }
  }
}

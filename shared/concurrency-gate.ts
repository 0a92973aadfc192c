// A small FIFO gate: at most `limit` tasks run at once, the rest wait their turn, those sent
// `behind` after every other waiting task. The renderer's query layer sends every live call
// through its account's gate, of ACCOUNT_SLOTS, and the background ones through one more, of
// SERVICE_SLOTS, shared by every account (renderer/src/api/queries.ts); the core asks a launch's
// home ahead of the page through gates of the same width (electron/core/launch-prefetch.ts).
// A waiting task whose signal aborts (its query went away: the window changed) leaves the queue
// without ever running. A gate can be paused until a time (the service said 429, Retry-After):
// the tasks already running finish, the waiting ones start when the pause ends, at most the
// limit at once, so a pause never ends in a burst.

/**
 * Background calls (the home's, the trend's buckets) in flight at once over every account. Neither
 * host limits calls by connections (Electron's IPC, the browser host's one WebSocket a page), so
 * this only bounds the host's own fetches: wide enough that the home asks every account's
 * ACCOUNT_SLOTS at once up to 8 accounts, and no wider.
 */
export const SERVICE_SLOTS = 32;

/**
 * Calls one account's service answers at once, whichever the host: the home asks two to four
 * for every project, and a team's six projects must not arrive at the service as one burst.
 */
export const ACCOUNT_SLOTS = 4;

/**
 * Calls of one project's view in flight at once: its account's slots, within the shared ones.
 * The overview's trend and its comparison plan their rounds of requests by it.
 */
export const TREND_SLOTS = Math.min(SERVICE_SLOTS, ACCOUNT_SLOTS);

export interface Gate {
  run<T>(task: () => Promise<T>, signal?: AbortSignal, behind?: boolean): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
  /** Starts no task before `until` (ms since the epoch); a later pause extends an earlier one. */
  pauseUntil(until: number): void;
  /** When the pause ends; null when the gate is not paused. */
  readonly pausedUntil: number | null;
  /** Hears each pause start and end: what shows a wait must show it though nothing else changed. */
  subscribe(listener: () => void): () => void;
}

export function createGate(limit: number, now: () => number = Date.now): Gate {
  let active = 0;
  let pausedUntil: number | null = null;
  let resume: ReturnType<typeof setTimeout> | undefined;
  const first: (() => void)[] = [];
  const last: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const pauseChanged = () => {
    for (const listener of [...listeners]) listener();
  };

  const paused = () => {
    if (pausedUntil !== null && now() >= pausedUntil) pausedUntil = null;
    return pausedUntil !== null;
  };
  const startWaiting = () => {
    while (active < limit && !paused()) {
      const next = first.shift() ?? last.shift();
      if (!next) return;
      next();
    }
  };
  const release = () => {
    active--;
    startWaiting();
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return first.length + last.length;
    },
    get pausedUntil() {
      return paused() ? pausedUntil : null;
    },
    pauseUntil(until: number) {
      if (until <= now() || (pausedUntil !== null && until <= pausedUntil)) return;
      pausedUntil = until;
      clearTimeout(resume);
      resume = setTimeout(() => {
        startWaiting();
        pauseChanged();
      }, until - now());
      pauseChanged();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal, behind = false): Promise<T> {
      const queue = behind ? last : first;
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const start = () => {
          signal?.removeEventListener('abort', onAbort);
          active++;
          task().then(resolve, reject).finally(release);
        };
        const onAbort = () => {
          const index = queue.indexOf(start);
          if (index !== -1) queue.splice(index, 1);
          reject(signal?.reason);
        };
        if (active < limit && !paused()) return start();
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(start);
      });
    },
  };
}

/** A gate of `limit` per key (an account's), made on first use and kept. */
export function gatesByKey(limit: number): (key: string) => Gate {
  const gates = new Map<string, Gate>();
  return (key) => {
    let gate = gates.get(key);
    if (!gate) gates.set(key, (gate = createGate(limit)));
    return gate;
  };
}

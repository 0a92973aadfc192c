// A small FIFO gate: at most `limit` tasks run at once, the rest wait their turn, those sent
// `behind` after every other waiting task. The query layer sends the calls that wait on the
// service through one (api/queries.ts), of SERVICE_SLOTS.
// A waiting task whose signal aborts (its query went away: the window changed) leaves the queue
// without ever running.

/**
 * Calls that wait on the service at once. Chromium opens at most 6 connections to one host: 4
 * leave the browser host room for cached copies, accounts and preferences. The overview's trend
 * and its comparison plan their rounds of requests by it.
 */
export const SERVICE_SLOTS = 4;

export interface Gate {
  run<T>(task: () => Promise<T>, signal?: AbortSignal, behind?: boolean): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export function createGate(limit: number): Gate {
  let active = 0;
  const first: (() => void)[] = [];
  const last: (() => void)[] = [];

  const release = () => {
    active--;
    (first.shift() ?? last.shift())?.();
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return first.length + last.length;
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
        if (active < limit) return start();
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(start);
      });
    },
  };
}

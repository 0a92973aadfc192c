// A small FIFO gate: at most `limit` tasks run at once, the rest wait their turn. The browser
// host's bridge sends the calls that wait on the service through one (so cached copies always
// find a free connection), and the trend its bucket requests through another (so a 24-bucket
// window never floods the service).
// A waiting task whose signal aborts (its query went away: the window changed) leaves the queue
// without ever running.

export interface Gate {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export function createGate(limit: number): Gate {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active--;
    queue.shift()?.();
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
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

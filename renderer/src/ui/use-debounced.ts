// A callback that runs once the calls stop for `delayMs` (typing into a search box), with a way to
// run the pending call at once (Enter) and no call after unmount.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs the pending call now, if there is one. */
  flush: () => void;
  cancel: () => void;
}

export function useDebounced<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);
  const call = useCallback(
    (...args: A) => {
      if (timer.current !== null) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );
  useEffect(() => cancel, [cancel]);

  return useMemo(() => Object.assign((...args: A) => call(...args), { flush, cancel }), [call, flush, cancel]);
}

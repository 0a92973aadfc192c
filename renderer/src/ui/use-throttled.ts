// A value as it was at most `intervalMs` ago: for a costly drawing fed by answers that land a few
// ms apart (a chart of two dozen buckets redrawn for each would keep the page busy for a second
// on a slow machine, and the next answers would wait for it). A value of a new `group` (another
// window's buckets) and a `final` one (the last answer in) are shown at once.
import { useEffect, useRef, useState } from 'react';

export function useThrottled<T>(value: T, intervalMs: number, group: unknown, final: boolean): T {
  const [shown, setShown] = useState({ value, group });
  const shownAt = useRef(performance.now());
  const atOnce = final || shown.group !== group;
  useEffect(() => {
    if (shown.value === value) return;
    const show = () => {
      shownAt.current = performance.now();
      setShown({ value, group });
    };
    if (atOnce) {
      show(); // kept in step, so that a later change is timed from it
      return;
    }
    const timer = setTimeout(show, Math.max(0, shownAt.current + intervalMs - performance.now()));
    return () => clearTimeout(timer);
  }, [value, group, atOnce, intervalMs, shown.value]);
  return atOnce ? value : shown.value;
}

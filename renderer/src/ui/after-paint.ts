// Work that can wait until the screen is up: false in the first render, true once the frame
// after it has been painted. (Deferring with a transition is not enough: React starts it before
// the browser's next frame, so the first paint would still wait for it.)
import { useEffect, useState } from 'react';

/** Runs `work` just after the next frame is painted; the returned function cancels it. */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The animation frame runs just before the paint; the timer's task, just after it.
  const frame = requestAnimationFrame(() => (timer = setTimeout(work)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `when`: counted from the first render in which it holds (the frame that shows an answer). */
export function useAfterFirstPaint(when = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!when || painted) return;
    return afterPaint(() => setPainted(true));
  }, [when, painted]);
  return painted;
}

// Work that can wait until the screen is up: false in the first render, true once the frame
// after it has been painted. (Deferring with a transition is not enough: React starts it before
// the browser's next frame, so the first paint would still wait for it.)
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame runs just before the paint; the timer's task, just after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

// The main area's frames: the one shown, and those just left. A frame left behind is taken out of
// the document at once, but its view is taken down only once the next one has been painted:
// taking a view down (its charts' cleanups, its elements) costs about as much as drawing a table,
// and the user should not wait for it. Coming back to a frame before then finds it as it was.
import { useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { afterPaint } from '../ui/after-paint.ts';

/** `shown` names what `children` show: another name is another frame. */
export function ViewFrames({ shown, children }: { shown: string; children: ReactNode }): ReactNode {
  // What each frame showed when it was left: the same elements, so React leaves them as they are.
  const left = useRef(new Map<string, ReactNode>());
  const last = useRef<{ shown: string; children: ReactNode } | null>(null);
  if (last.current && last.current.shown !== shown) left.current.set(last.current.shown, last.current.children);
  left.current.delete(shown);
  last.current = { shown, children };
  const [, dropLeft] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (left.current.size === 0) return;
    return afterPaint(() => {
      left.current.clear();
      dropLeft();
    });
  }, [shown]);
  // One list, so that a frame keeps its element (and its state) when it is left or shown again;
  // the one shown last, so that React only ever appends it (never next to a frame out of the document).
  const frames = [...left.current, [shown, children] as const];
  return frames.map(([key, node]) => (
    <Frame key={key} shown={key === shown}>
      {node}
    </Frame>
  ));
}

function Frame({ shown, children }: { shown: boolean; children: ReactNode }): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const place = useRef<ParentNode | null>(null);
  // Left: out of the document before the paint (nothing finds it, nothing lays it out). Shown
  // again, or about to be taken down: back in its place, where React expects it.
  useLayoutEffect(() => {
    if (shown) putBack(box.current, place.current);
    else {
      place.current = box.current!.parentNode;
      box.current!.remove();
    }
  }, [shown]);
  useLayoutEffect(() => () => putBack(box.current, place.current), []);
  return (
    <div ref={box} className="view-frame" hidden={!shown}>
      {children}
    </div>
  );
}

function putBack(frame: HTMLDivElement | null, place: ParentNode | null): void {
  if (frame && place && !frame.isConnected) place.append(frame);
}

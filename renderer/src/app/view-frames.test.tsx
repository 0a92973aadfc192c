// A view left is out of the document at once, and taken down after the next one has been
// painted, not in the switch's own frame; coming back before then finds it as it was.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewFrames } from './view-frames.tsx';

const taken = { down: [] as string[] };

/** A view with state of its own, which says when it is taken down. */
function View({ name }: { name: string }): ReactNode {
  const [clicks, setClicks] = useState(0);
  useEffect(() => () => void taken.down.push(name), [name]);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name}: {clicks}
    </button>
  );
}
const show = (name: string) => (
  <ViewFrames shown={name}>
    <View name={name} />
  </ViewFrames>
);
/** What the document holds: each frame's view, and whether the frame is hidden. */
const frames = () =>
  [...document.querySelectorAll('.view-frame')].map(
    (frame) => `${frame.textContent}${frame.hasAttribute('hidden') ? ' (hidden)' : ''}`,
  );

beforeEach(() => {
  taken.down = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the main area’s frames', () => {
  it('take the view left out of the document at once, and take it down after the next one has painted', () => {
    const { rerender } = render(show('overview'));
    expect(frames()).toEqual(['overview: 0']);

    rerender(show('pages'));
    // The switch's own commit draws pages; the overview is gone from the page, not taken down.
    expect(frames()).toEqual(['pages: 0']);
    expect(taken.down).toEqual([]);

    act(() => {
      vi.advanceTimersToNextFrame(); // the frame that paints pages
    });
    expect(taken.down).toEqual([]);
    act(() => {
      vi.runOnlyPendingTimers(); // just after it
    });
    expect(taken.down).toEqual(['overview']);
    expect(frames()).toEqual(['pages: 0']);
  });

  it('give back a frame left a moment ago as it was, and take down only what is left at the end', () => {
    const { rerender } = render(show('overview'));
    act(() => screen.getByRole('button', { name: 'overview: 0' }).click());
    rerender(show('pages'));
    rerender(show('errors'));
    rerender(show('pages'));
    rerender(show('overview'));
    // The overview kept its state: it was never taken down.
    expect(frames()).toEqual(['overview: 1']);
    expect(taken.down).toEqual([]);

    act(() => {
      vi.runAllTimers();
    });
    expect(taken.down.sort()).toEqual(['errors', 'pages']);
    expect(frames()).toEqual(['overview: 1']);
    act(() => screen.getByRole('button', { name: 'overview: 1' }).click());
    expect(frames()).toEqual(['overview: 2']);
  });
});

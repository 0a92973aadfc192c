// A view left behind is taken down after the next one has been painted, not in the switch's own
// frame; coming back before then finds it as it was.
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
/** The frame holding `name`'s view, hidden or not. */
const frameOf = (name: string) => screen.getByText(new RegExp(`^${name}:`)).closest('.view-frame')!;

beforeEach(() => {
  taken.down = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the main area’s frames', () => {
  it('keep the view left, hidden, until the next one has been painted, then take it down', () => {
    const { rerender } = render(show('overview'));
    expect(frameOf('overview').hidden).toBe(false);

    rerender(show('pages'));
    // The switch's own commit draws pages and hides the overview: nothing is taken down in it.
    expect(taken.down).toEqual([]);
    expect(frameOf('overview').hidden).toBe(true);
    expect(frameOf('pages').hidden).toBe(false);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['pages: 0']);

    act(() => {
      vi.advanceTimersToNextFrame(); // the frame that paints pages
    });
    expect(taken.down).toEqual([]);
    act(() => {
      vi.runOnlyPendingTimers(); // just after it
    });
    expect(taken.down).toEqual(['overview']);
    expect(screen.queryByText(/^overview:/)).toBeNull();
    expect(frameOf('pages').hidden).toBe(false);
  });

  it('give back a frame left a moment ago as it was, and take down only what is left at the end', () => {
    const { rerender } = render(show('overview'));
    act(() => screen.getByRole('button', { name: 'overview: 0' }).click());
    rerender(show('pages'));
    rerender(show('errors'));
    rerender(show('overview'));
    // The overview kept its state: it was never taken down.
    expect(screen.getByRole('button', { name: 'overview: 1' })).toBeTruthy();
    expect(frameOf('pages').hidden).toBe(true);
    expect(frameOf('errors').hidden).toBe(true);

    act(() => {
      vi.runAllTimers();
    });
    expect(taken.down.sort()).toEqual(['errors', 'pages']);
    expect(document.querySelectorAll('.view-frame')).toHaveLength(1);
    expect(frameOf('overview').hidden).toBe(false);
  });
});

// The route is parsed once per fragment: every reader shares one object while the fragment stays,
// and a new fragment is a new route.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComparison } from './compare.ts';
import { navigate, useRoute } from './route.ts';
import { useTimeWindow } from './time-window.ts';

describe('useRoute', () => {
  it('gives every reader the same route while the fragment stays the same, a new one when it changes', () => {
    window.location.hash = '#/ajax?w=1d&sort=throughput.desc';
    const first = renderHook(() => useRoute());
    const second = renderHook(() => useRoute());
    const route = first.result.current;
    expect(route.segments).toEqual(['ajax']);
    expect(route.params.get('w')).toBe('1d');
    expect(second.result.current).toBe(route);
    first.rerender();
    expect(first.result.current).toBe(route);

    act(() => navigate({ params: { w: '7d' } }, { replace: true }));
    const changed = first.result.current;
    expect(changed).not.toBe(route);
    expect(changed.params.get('w')).toBe('7d');
    expect(changed.params.get('sort')).toBe('throughput.desc');
    expect(second.result.current).toBe(changed);
    // The route read before is left as it was.
    expect(route.params.get('w')).toBe('1d');
  });
});

describe('the window and the comparison', () => {
  it('are read again when they change, not when another part of the route does', () => {
    window.location.hash = '#/overview?w=1d&cmp=previous';
    let renders = 0;
    const reader = renderHook(() => {
      renders++;
      return [useTimeWindow()[0], useComparison()[0]] as const;
    });
    const [window1d, previous] = reader.result.current;
    expect(window1d).toEqual({ kind: 'relative', dur: '1d' });
    expect(previous).toEqual({ mode: 'previous' });
    const drawn = renders;

    // A view switch, and another view's parameter: a view just left while the next one paints
    // (app/view-frames.tsx), or any part of the shell that reads the window, is not drawn again.
    act(() => navigate({ segments: ['pages'] }, { replace: true }));
    act(() => navigate({ params: { sort: 'load.desc', q: '/checkout' } }, { replace: true }));
    expect(renders).toBe(drawn);
    expect(reader.result.current[0]).toBe(window1d);

    act(() => navigate({ params: { w: '7d' } }, { replace: true }));
    expect(renders).toBe(drawn + 1);
    expect(reader.result.current[0]).toEqual({ kind: 'relative', dur: '7d' });
    expect(reader.result.current[1]).toBe(previous);

    act(() => navigate({ params: { cmp: null } }, { replace: true }));
    expect(reader.result.current[1]).toBeNull();
  });
});

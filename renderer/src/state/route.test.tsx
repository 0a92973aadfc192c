// The route is parsed once per fragment: every reader shares one object while the fragment stays,
// and a new fragment is a new route.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate, useRoute } from './route.ts';

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

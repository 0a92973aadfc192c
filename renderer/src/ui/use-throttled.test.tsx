// The throttled value: a burst of changes shown at most once an interval, the last one never lost,
// a final value and a new group's value at once.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from './use-throttled.ts';

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => void vi.useRealTimers());

const setup = (initial: { value: number; group: string; final: boolean }) =>
  renderHook(({ value, group, final }) => useThrottled(value, 250, group, final), { initialProps: initial });

describe('useThrottled', () => {
  it('shows a burst of changes once an interval, and the last of them in the end', () => {
    const { result, rerender } = setup({ value: 0, group: 'a', final: false });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ value: 1, group: 'a', final: false });
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(1); // the interval had passed: at once
    rerender({ value: 2, group: 'a', final: false });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ value: 3, group: 'a', final: false });
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe(1); // held: 200 ms since 1 was shown
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe(3); // 2 was never drawn, 3 was, 250 ms after 1
  });

  it('shows a final value at once', () => {
    const { result, rerender } = setup({ value: 0, group: 'a', final: false });
    rerender({ value: 1, group: 'a', final: false });
    expect(result.current).toBe(0);
    rerender({ value: 2, group: 'a', final: true });
    expect(result.current).toBe(2);
  });

  it("shows another group's value at once, never the last group's", () => {
    const { result, rerender } = setup({ value: 0, group: 'a', final: false });
    rerender({ value: 10, group: 'b', final: false });
    expect(result.current).toBe(10);
    act(() => void vi.advanceTimersByTime(0));
    rerender({ value: 11, group: 'b', final: false });
    expect(result.current).toBe(10);
    act(() => void vi.advanceTimersByTime(250));
    expect(result.current).toBe(11);
  });
});

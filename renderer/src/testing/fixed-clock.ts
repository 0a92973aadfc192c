// For tests that read the clock: Date stands at `now` in each test (timers stay real), and after
// it the render is cleaned up and the clock given back. Call it at the top of a test file.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export function fixClock(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

import { describe, expect, it } from 'vitest';
import { captureWindowState, DEFAULT_SIZE, MIN_SIZE, restoreWindowState } from './window-state.ts';

const laptop = { x: 0, y: 0, width: 1440, height: 900 };
const external = { x: 1440, y: 0, width: 2560, height: 1440 };

describe('restoreWindowState', () => {
  it('opens at the default size, centred, without a saved state', () => {
    expect(restoreWindowState(undefined, [external])).toEqual({ ...DEFAULT_SIZE, maximized: false });
  });

  it('ignores a saved state that is not one', () => {
    expect(restoreWindowState({ width: 'wide' }, [external])).toEqual({ ...DEFAULT_SIZE, maximized: false });
    expect(restoreWindowState(null, [external])).toEqual({ ...DEFAULT_SIZE, maximized: false });
  });

  it('restores where the window was', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 1000, maximized: true };
    expect(restoreWindowState(saved, [laptop, external])).toEqual(saved);
  });

  it('drops a position on a display that is gone, keeping the size', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 800, maximized: false };
    expect(restoreWindowState(saved, [laptop])).toEqual({ width: 1400, height: 800, maximized: false });
  });

  it('drops a position whose title bar is off every screen', () => {
    expect(
      restoreWindowState({ x: 100, y: -500, width: 1000, height: 800, maximized: false }, [laptop]),
    ).not.toHaveProperty('x');
    expect(
      restoreWindowState({ x: 1420, y: 10, width: 1000, height: 800, maximized: false }, [laptop]),
    ).not.toHaveProperty('x');
  });

  it('fits the size between the minimum and the largest display', () => {
    expect(restoreWindowState({ width: 5000, height: 4000, maximized: false }, [laptop])).toEqual({
      width: 1440,
      height: 900,
      maximized: false,
    });
    expect(restoreWindowState({ width: 10, height: 10, maximized: false }, [laptop])).toEqual({
      ...MIN_SIZE,
      maximized: false,
    });
  });
});

describe('captureWindowState', () => {
  it('stores whole pixels', () => {
    expect(captureWindowState({ x: 10.4, y: 20.6, width: 1000.2, height: 700.7 }, true)).toEqual({
      x: 10,
      y: 21,
      width: 1000,
      height: 701,
      maximized: true,
    });
  });
});

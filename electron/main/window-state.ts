// The window's size and position across launches: read from the settings' host section, checked,
// and fitted to the displays there are now (a monitor unplugged since must not strand the window
// off screen).
import { z } from 'zod';

export const WINDOW_STATE_KEY = 'window';

export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 720, height: 480 } as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** How much of the title bar area must be on a display for a saved position to be kept. */
const VISIBLE_MIN = 64;

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * The state to open the window with. `saved` is whatever the settings hold (unchecked);
 * `workAreas` are the displays' work areas now. Anything unusable falls back to the default
 * size, centred by the OS (no x/y).
 */
export function restoreWindowState(saved: unknown, workAreas: readonly Rect[]): WindowState {
  const parsed = windowStateSchema.safeParse(saved);
  const largest = workAreas.reduce<Rect | undefined>(
    (big, area) => (!big || area.width * area.height > big.width * big.height ? area : big),
    undefined,
  );
  const fit = (size: { width: number; height: number }) => ({
    width: Math.max(MIN_SIZE.width, Math.min(size.width, largest?.width ?? size.width)),
    height: Math.max(MIN_SIZE.height, Math.min(size.height, largest?.height ?? size.height)),
  });
  if (!parsed.success) return { ...fit(DEFAULT_SIZE), maximized: false };

  const { x, y, maximized } = parsed.data;
  const size = fit(parsed.data);
  if (x === undefined || y === undefined) return { ...size, maximized };
  // The top strip of the window (where it is dragged from) must be reachable on some display.
  const titleBar: Rect = { x, y, width: size.width, height: Math.min(size.height, 40) };
  const reachable = workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return o.width >= VISIBLE_MIN && o.height > 0;
  });
  return reachable ? { x, y, ...size, maximized } : { ...size, maximized };
}

/** What to store: the normal (restored) bounds even while maximized, so un-maximizing works next time. */
export function captureWindowState(normalBounds: Rect, maximized: boolean): WindowState {
  return {
    x: Math.round(normalBounds.x),
    y: Math.round(normalBounds.y),
    width: Math.round(normalBounds.width),
    height: Math.round(normalBounds.height),
    maximized,
  };
}

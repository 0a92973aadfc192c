// Shift and zoom of the global window, shared by the picker's buttons, the keys and the menu.
import { useCallback } from 'react';
import {
  floorToMinute,
  resolveWindow,
  shiftWindow,
  zoomOutWindow,
  type TimeWindow,
} from '../../../shared/time-window.ts';
import { useTimeWindow } from './time-window.ts';

/** A window that already ends now cannot move later: the future holds no data. */
export function endsNow(window: TimeWindow, now: number): boolean {
  return window.kind === 'relative' || resolveWindow(window, now).end >= floorToMinute(now);
}

export function useTimeControls() {
  const [window, setWindow] = useTimeWindow();
  const shift = useCallback(
    (direction: -1 | 1) => {
      const now = Date.now();
      if (direction === 1 && endsNow(window, now)) return;
      setWindow(shiftWindow(window, direction, now));
    },
    [window, setWindow],
  );
  const zoomOut = useCallback(() => setWindow(zoomOutWindow(window, Date.now())), [window, setWindow]);
  return { window, setWindow, shift, zoomOut, canShiftForward: !endsNow(window, Date.now()) };
}

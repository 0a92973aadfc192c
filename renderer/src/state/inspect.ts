// Inspect is opened from anywhere (a view's note on its answer, a panel, the `i` key) and drawn
// by the shell; whether it is open, and for which answers, is one of the overlays (overlays.ts).
import type { EndpointId } from '../../../shared/catalogue.ts';
import { closeOverlay, openOverlay } from './overlays.ts';

export interface InspectTarget {
  /** Only these endpoints' answers (a panel's); every answer on screen when absent. */
  endpoints?: readonly EndpointId[];
}

export function openInspect(next: InspectTarget = {}): void {
  openOverlay('inspect', next);
}

export function closeInspect(): void {
  closeOverlay('inspect');
}

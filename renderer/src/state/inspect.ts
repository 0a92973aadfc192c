// Inspect is opened from anywhere (a view's note on its answer, a panel, the `i` key) and drawn
// by the shell: this is the one place that says whether it is open, and for which answers.
import { useSyncExternalStore } from 'react';
import type { EndpointId } from '../../../shared/catalogue.ts';

export interface InspectTarget {
  /** Only these endpoints' answers (a panel's); every answer on screen when absent. */
  endpoints?: readonly EndpointId[];
}

let target: InspectTarget | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function openInspect(next: InspectTarget = {}): void {
  target = next;
  changed();
}

export function closeInspect(): void {
  target = null;
  changed();
}

export function useInspectTarget(): InspectTarget | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => target,
  );
}

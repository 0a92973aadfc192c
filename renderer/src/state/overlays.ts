// What the shell shows over the view, in one store: the shortcuts overlay, About, the add-account
// dialog, Recent windows, the palette and Inspect. Each opens and closes on its own, from anywhere
// (a key, a menu, a view's note), and the shell draws what is open (app/overlay-layer.tsx).
import { createStore, inMemory } from '../platform/create-store.ts';
import type { InspectTarget } from './inspect.ts';

/** What is known already of an account to add, e.g. from a link to one this Spyglass does not have. */
export interface AccountDraft {
  name?: string;
  baseUrl?: string;
  projects?: string;
}

export interface Overlays {
  shortcuts: boolean;
  about: boolean;
  recentWindows: boolean;
  palette: boolean;
  addAccount: AccountDraft | null;
  inspect: InspectTarget | null;
}

const CLOSED: Overlays = {
  shortcuts: false,
  about: false,
  recentWindows: false,
  palette: false,
  addAccount: null,
  inspect: null,
};

const overlays = createStore(inMemory(CLOSED));

export function openOverlay<K extends keyof Overlays>(name: K, value: NonNullable<Overlays[K]>): void {
  overlays.set({ ...overlays.get(), [name]: value });
}

export function closeOverlay(name: keyof Overlays): void {
  overlays.set({ ...overlays.get(), [name]: CLOSED[name] });
}

export const isOpen = (name: keyof Overlays): boolean => overlays.get()[name] !== CLOSED[name];

export const useOverlays = (): Overlays => overlays.use();

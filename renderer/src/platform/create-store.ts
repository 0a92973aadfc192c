// The one way to keep an app-wide value outside React (a setting in localStorage, the open
// overlays, the toasts): components read it through useSyncExternalStore and render again when
// it changes. Small on purpose: it is on the first paint's path.
import { useSyncExternalStore } from 'react';

/** Where a store's value lives, and what else can change it there (another window, a media query). */
export interface Kept<T> {
  /** Must return the same value (===) while nothing changed. */
  read: () => T;
  write: (next: T) => void;
  watch?: (changed: () => void) => () => void;
}

export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value, or the part `select` picks (the same value while it is unchanged), kept current. */
  use: <S = T>(select?: (value: T) => S) => S;
}

/** A value kept in memory only. */
export function inMemory<T>(initial: T): Kept<T> {
  let value = initial;
  return { read: () => value, write: (next) => (value = next) };
}

export function createStore<T>(kept: Kept<T>): Store<T> {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const unwatch = kept.watch?.(listener);
    return () => {
      listeners.delete(listener);
      unwatch?.();
    };
  };
  return {
    get: kept.read,
    set: (next) => {
      kept.write(next);
      for (const listener of listeners) listener();
    },
    subscribe,
    use: <S = T>(select?: (value: T) => S): S =>
      useSyncExternalStore(subscribe, () => (select ? select(kept.read()) : (kept.read() as unknown as S))),
  };
}

// The one way code is loaded on first use: the views, the screens, the dialogs, the palette and the
// charts. The first view's JavaScript stays small, and what opens on demand does not hold up the launch.
import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  /** Suspends (inside a Suspense boundary) until the code is in; renders at once after that. */
  component: (props: P) => ReactNode;
  /** Fetches the code without rendering it; rejects if it could not be loaded. */
  load: () => Promise<void>;
  /** Whether the code is in hand (it renders at once). */
  loaded: () => boolean;
  /** Like `load`, but never rejects: a failure shows when the component renders. */
  preload: () => Promise<void>;
  /** After a failed load, makes the next render ask for the code again (a view's Reload). */
  retryLoad: () => void;
  /**
   * A hook: renders its component again once the code is in. Called where the Suspense boundary
   * is (above it), so that this render reveals the boundary: React holds back a boundary that the
   * load alone reveals until 300 ms after its fallback was shown, a chart that long behind its code.
   */
  useLoaded: () => boolean;
}

/**
 * A component whose code loads on first use. Once loaded (or preloaded) it renders at once: going
 * through React.lazy again would suspend for a tick, and React holds a revealed Suspense
 * boundary back for about 300 ms. A load that failed (the host stopped, say) is not kept for
 * good: the next `load` or Reload asks for its code again, and for its stylesheet, which Vite's
 * loader would otherwise take as loaded. Never by itself: a host that stays down is not asked in a loop.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let failed = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const isLoaded = () => loaded !== null;
  const keep = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
        return { default: component };
      },
      (error: unknown) => {
        loading = null;
        failed = true;
        relinkFailedStylesheet(error);
        throw error;
      },
    ));
  let Lazy = lazy(keep);
  return {
    component: (props) => createElement(loaded ?? Lazy, props),
    load: () => keep().then(() => undefined),
    loaded: isLoaded,
    preload: () =>
      keep().then(
        () => undefined,
        () => undefined,
      ),
    retryLoad: () => {
      if (!failed) return;
      failed = false;
      Lazy = lazy(keep); // React.lazy keeps its failure
    },
    useLoaded: () => useSyncExternalStore(subscribe, isLoaded),
  };
}

/** The stylesheet a failed load names ("Unable to preload CSS for <url>"), asked for again. */
function relinkFailedStylesheet(error: unknown): void {
  const href = /^Unable to preload CSS for (\S+)$/.exec(error instanceof Error ? error.message : '')?.[1];
  if (!href) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === href) link.replaceWith(link.cloneNode());
  }
}

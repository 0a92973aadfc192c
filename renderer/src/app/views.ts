// The views of the sidebar, in order. Each is loaded when first opened, so the first view's
// JavaScript stays small; `kinds` are the project kinds it applies to.
import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { ProjectKind } from '../../../shared/index.ts';
import type { Scope } from '../api/queries.ts';
import type { ViewProps } from '../view-kit/view-props.ts';
import { prefetchApi } from '../api/use-api.ts';

export interface ViewEntry {
  id: string;
  label: string;
  /** A single key that opens the view (shown in the `?` overlay); `r` is taken by refresh. */
  key: string;
  kinds: readonly ProjectKind[];
  component: ComponentType<ViewProps>;
  /** Starts fetching the view's code without rendering it; settles once it is loaded (or failed). */
  preload: () => Promise<void>;
  /** After a failed load, makes the next render ask for the view's code again (its Reload). */
  retryLoad: () => void;
  /**
   * At launch, the query the view opens with, started before its code has arrived, so that
   * its last-known copy is on hand when it first renders (the keys match what the view asks).
   */
  prefetch?: (client: QueryClient, scope: Scope) => void;
}

type Loader = () => Promise<{ default: ComponentType<ViewProps> }>;

/**
 * A view whose code loads on first use. Once loaded (or preloaded) it renders at once: going
 * through React.lazy again would suspend for a tick, and React holds a revealed Suspense
 * boundary back for about 300 ms. A load that failed (the host stopped, say) is not kept for
 * good: the view's Reload asks for its code again, and for its stylesheet, which Vite's loader
 * would otherwise take as loaded. Never by itself: a host that stays down is not asked in a loop.
 */
export function view(load: Loader): Pick<ViewEntry, 'component' | 'preload' | 'retryLoad'> {
  let loaded: ComponentType<ViewProps> | null = null;
  let loading: ReturnType<Loader> | null = null;
  let failed = false;
  const keep = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        failed = true;
        relinkFailedStylesheet(error);
        throw error;
      },
    ));
  let Lazy = lazy(keep);
  const component = (props: ViewProps): ReactNode => createElement(loaded ?? Lazy, props);
  const retryLoad = () => {
    if (!failed) return;
    failed = false;
    Lazy = lazy(keep); // React.lazy keeps its failure
  };
  return {
    component,
    preload: () =>
      keep().then(
        () => undefined,
        () => undefined,
      ),
    retryLoad,
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

export const VIEWS: readonly ViewEntry[] = [
  {
    id: 'overview',
    label: 'Overview',
    key: 'o',
    kinds: ['browser', 'apm'],
    ...view(() => import('../features/overview/overview-view.tsx')),
    prefetch: (client, scope) => prefetchApi(client, scope, 'reports'),
  },
  {
    id: 'vitals',
    label: 'Web vitals',
    key: 'v',
    kinds: ['browser'],
    ...view(() => import('../features/web-vitals/web-vitals-view.tsx')),
  },
  {
    id: 'apdex',
    label: 'Apdex',
    key: 'a',
    kinds: ['browser', 'apm'],
    ...view(() => import('../features/apdex/apdex-view.tsx')),
  },
  {
    id: 'pages',
    label: 'Pages',
    key: 'p',
    kinds: ['browser'],
    ...view(() => import('../features/pages/pages-view.tsx')),
  },
  { id: 'ajax', label: 'Ajax', key: 'x', kinds: ['browser'], ...view(() => import('../features/ajax/ajax-view.tsx')) },
  {
    id: 'routes',
    label: 'Routes',
    key: 'u',
    kinds: ['browser'],
    ...view(() => import('../features/routes/routes-view.tsx')),
  },
  {
    id: 'transactions',
    label: 'Transactions',
    key: 't',
    kinds: ['browser', 'apm'],
    ...view(() => import('../features/transactions/transactions-view.tsx')),
  },
  {
    id: 'errors',
    label: 'Errors',
    key: 'e',
    kinds: ['browser', 'apm'],
    ...view(() => import('../features/errors/errors-view.tsx')),
  },
];

export function findView(id: string | undefined): ViewEntry {
  return VIEWS.find((v) => v.id === id) ?? VIEWS[0]!;
}

/** The views a project of this kind can show; all of them while no project is known. */
export function viewsFor(kind: ProjectKind | undefined): readonly ViewEntry[] {
  return kind ? VIEWS.filter((v) => v.kinds.includes(kind)) : VIEWS;
}

// The views of the sidebar, in order. Each is loaded when first opened (lazy-component.ts), so the
// first view's JavaScript stays small; `kinds` are the project kinds it applies to.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ProjectKind } from '../../../shared/schemas/reports.ts';
import type { Scope } from '../api/queries.ts';
import type { ViewProps } from '../view-kit/view-props.ts';
import { prefetchApi } from '../api/use-api.ts';
import { lazyComponent } from '../ui/lazy-component.ts';

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
  /** A hook: renders its component again once the view's code is in (lazy-component.ts). */
  useLoaded: () => boolean;
  /**
   * At launch, the query the view opens with, started before its code has arrived, so that
   * its last-known copy is on hand when it first renders (the keys match what the view asks);
   * settles once the view has its first figures to show (or they failed).
   */
  prefetch?: (client: QueryClient, scope: Scope) => Promise<void>;
}

const BOTH: readonly ProjectKind[] = ['browser', 'apm'];
const BROWSER: readonly ProjectKind[] = ['browser'];

/** A view's entry: its code loaded on first use (lazy-component.ts). */
function view(
  id: string,
  label: string,
  key: string,
  kinds: readonly ProjectKind[],
  load: () => Promise<ComponentType<ViewProps>>,
  prefetch?: ViewEntry['prefetch'],
): ViewEntry {
  return { id, label, key, kinds, ...lazyComponent(load), ...(prefetch ? { prefetch } : {}) };
}

export const VIEWS: readonly ViewEntry[] = [
  view(
    'overview',
    'Overview',
    'o',
    BOTH,
    () => import('../features/overview/overview-view.tsx').then((m) => m.OverviewView),
    (client, scope) => prefetchApi(client, scope, 'reports'),
  ),
  view('vitals', 'Web vitals', 'v', BROWSER, () =>
    import('../features/web-vitals/web-vitals-view.tsx').then((m) => m.WebVitalsView),
  ),
  view('apdex', 'Apdex', 'a', BOTH, () => import('../features/apdex/apdex-view.tsx').then((m) => m.ApdexView)),
  view('pages', 'Pages', 'p', BROWSER, () => import('../features/pages/pages-view.tsx').then((m) => m.PagesView)),
  view('ajax', 'Ajax', 'x', BROWSER, () => import('../features/ajax/ajax-view.tsx').then((m) => m.AjaxView)),
  view('routes', 'Routes', 'u', BROWSER, () => import('../features/routes/routes-view.tsx').then((m) => m.RoutesView)),
  view('transactions', 'Transactions', 't', BOTH, () =>
    import('../features/transactions/transactions-view.tsx').then((m) => m.TransactionsView),
  ),
  view('errors', 'Errors', 'e', BOTH, () => import('../features/errors/errors-view.tsx').then((m) => m.ErrorsView)),
];

export function findView(id: string | undefined): ViewEntry {
  return VIEWS.find((v) => v.id === id) ?? VIEWS[0]!;
}

/** The views a project of this kind can show; all of them while no project is known. */
export function viewsFor(kind: ProjectKind | undefined): readonly ViewEntry[] {
  return kind ? VIEWS.filter((v) => v.kinds.includes(kind)) : VIEWS;
}

/**
 * The Projects home: a screen of every project of every account, not a view of one project. Here
 * beside the views so that the launch can start loading its code as early as theirs.
 */
export const PROJECTS_SCREEN = {
  ...lazyComponent(() => import('../features/projects/projects-screen.tsx').then((m) => m.ProjectsScreen)),
  label: 'Projects',
  key: 'h',
};

/**
 * The inbox of the watch: every alert it raised, and what it is doing. A screen of its own, as it
 * spans every account; `b` for in-box, as `i` (Inspect) and `n` (an error's newest event) are taken.
 */
export const INBOX_SCREEN = {
  ...lazyComponent(() => import('../features/inbox/inbox-screen.tsx').then((m) => m.InboxScreen)),
  label: 'Inbox',
  key: 'b',
};

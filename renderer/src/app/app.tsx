// The app shell: sidebar of views, the top bar, app-wide connection state, the main area (the
// current view or a screen: Projects, Inbox, Accounts, Settings) and the overlays over it; and,
// once the first screen is up, the watch's count of unseen alerts and, in a page of the browser
// host, its notifications.
import { useCallback, useEffect, type ReactNode } from 'react';
import type { Scope } from '../api/queries.ts';
import { windowLabel } from '../../../shared/time-window.ts';
import { useAfterFirstPaint } from '../ui/after-paint.ts';
import { Toaster } from '../ui/toast.tsx';
import { isDesktop } from '../platform/bridge.ts';
import { useAccounts } from '../state/accounts.ts';
import { keepDisplay } from '../state/display.ts';
import { HostBanner } from './connection-status.tsx';
import { GlobalShortcuts } from './global-shortcuts.tsx';
import { usePreferences } from '../state/preferences.ts';
import { useAutoRefresh, useRefresh } from '../state/refresh.ts';
import { useRoute } from '../state/route.ts';
import { Sidebar } from './sidebar.tsx';
import { useTimeWindow } from '../state/time-window.ts';
import { useUnseenCount } from '../state/watch.ts';
import { useWatchNotifications } from '../state/watch-notifications.ts';
import { findView, viewsFor } from './views.ts';
import { useRouteTarget } from './route-target.tsx';
import { isScreen, MainContent, type Screen } from './main-content.tsx';
import { openAbout, openShortcuts, overlayActions, OverlayLayer } from './overlay-layer.tsx';
import { TopBar } from './top-bar.tsx';
import { useShellEffects } from './use-shell-effects.ts';

/** How long after the first paint what the launch read from Intl is kept (ms). */
const KEEP_DISPLAY_AFTER = 3000;

export function App(): ReactNode {
  const { segments, params } = useRoute();
  const { query, list, selected } = useAccounts();
  const preferences = usePreferences();
  const [timeWindow] = useTimeWindow();
  const resolution = useRouteTarget(params, list, selected);
  const missing = resolution?.kind === 'unknown-account' || resolution?.kind === 'unknown-project' ? resolution : null;

  const screen: Screen | null = isScreen(segments[0]) ? segments[0] : null;
  const views = viewsFor(selected?.project.kind);
  const view = findView(segments[0]);
  const projectScope = selected ? { accountId: selected.account.id, projectId: selected.project.id } : null;
  const scope: Scope | null = projectScope ? { ...projectScope, window: timeWindow } : null;
  const refreshScope = screen === 'projects' ? 'all' : projectScope;
  const refresh = useRefresh(refreshScope);
  const autoRunning = useAutoRefresh(refresh, timeWindow);
  const refreshNow = useCallback(() => void refresh(), [refresh]);
  // The launch's own requests (accounts, the first view's answers) go first.
  const painted = useAfterFirstPaint();
  const unseen = useUnseenCount(painted);
  // A page of the browser host shows the watch's notifications; the desktop app's main process shows its own.
  useWatchNotifications(painted && !isDesktop);
  useShellEffects({ preferences, screen, view, served: views.includes(view), selected, unseen });
  // What this launch read from Intl (a locale's style, a zone's offsets) is kept for the next one:
  // well after the first paint (the view's figures may paint a few frames after the shell's), when idle.
  const { timeZone, locale, hourCycle } = preferences;
  useEffect(() => {
    if (!painted) return;
    const whenIdle = window.requestIdleCallback ?? ((work: () => void) => setTimeout(work));
    const timer = setTimeout(() => whenIdle(() => keepDisplay(), { timeout: 2000 }), KEEP_DISPLAY_AFTER);
    return () => clearTimeout(timer);
  }, [painted, timeZone, locale, hourCycle]);

  if (query.isPending)
    return (
      <div className="splash" role="status">
        Starting Spyglass…
      </div>
    );
  if (query.isError) {
    return (
      <div className="splash">
        <HostBanner />
        <div className="state state-error" role="alert">
          <p>{query.error.message}</p>
          <button type="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="app">
      <Sidebar
        views={views}
        current={screen ?? view.id}
        params={params}
        onShortcuts={openShortcuts}
        onAbout={openAbout}
        singleKeys={preferences.singleKeyShortcuts}
        unseen={unseen}
      />
      <div className="main">
        <TopBar
          selected={selected}
          projectScope={projectScope}
          refreshScope={refreshScope}
          refresh={refreshNow}
          autoRunning={autoRunning}
        />
        <HostBanner />
        {list?.notices.map((notice) => (
          <div key={notice} className="notice app-notice" role="status">
            {notice}
          </div>
        ))}
        <main id="main" className="view" tabIndex={-1}>
          {/* On paper only: the top bar, which names these, is not printed. */}
          {screen === 'projects' ? (
            <p className="print-header">All accounts · every project · {windowLabel(timeWindow)}</p>
          ) : screen === 'inbox' ? (
            <p className="print-header">The watch's alerts · every account</p>
          ) : selected ? (
            <p className="print-header">
              {selected.account.name} · {selected.project.name} ({selected.project.id}) · {windowLabel(timeWindow)}
            </p>
          ) : null}
          <MainContent
            {...{ screen, missing, view, scope, selected, segments, params }}
            display={`${timeZone} ${locale} ${hourCycle} ${preferences.weekStart}`}
          />
        </main>
      </div>
      <GlobalShortcuts views={views} refresh={refreshNow} {...overlayActions} />
      <OverlayLayer views={views} list={list} selected={selected} scope={scope} refresh={refreshNow} />
      <Toaster />
    </div>
  );
}

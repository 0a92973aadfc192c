// The app shell: sidebar of views, the top bar (project, time window, refresh, recent windows,
// theme, shortcuts), app-wide connection state, and the current view or the Accounts or Settings screen.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Scope } from '../api/queries.ts';
import { apiKeys } from '../api/query-keys.ts';
import { windowLabel } from '../../../shared/time-window.ts';
import { FaultBoundary } from '../ui/fault-boundary.tsx';
import { setSingleKeyShortcuts } from '../ui/shortcuts.ts';
import { setDisplayZone } from '../ui/time.ts';
import { TimeWindowControl } from './time-window-picker.tsx';
import { notify, Toaster } from '../ui/toast.tsx';
import { useAccounts } from '../state/accounts.ts';
import { CacheIndicator, HostBanner } from './connection-status.tsx';
import { GlobalShortcuts } from './global-shortcuts.tsx';
import { Icon } from './icons.tsx';
import { applyTheme, usePreferences } from '../state/preferences.ts';
import { useAutoRefresh, useRefresh } from '../state/refresh.ts';
import { RefreshControl } from './refresh-control.tsx';
import { CompareControl } from './compare-control.tsx';
import { navigate, useRoute } from '../state/route.ts';
import { ProjectSwitcher } from './project-switcher.tsx';
import { Sidebar } from './sidebar.tsx';
import { useTimeWindow } from '../state/time-window.ts';
import { useInspectTarget } from '../state/inspect.ts';
import { findView, viewsFor } from './views.ts';
import { MissingTarget, useRouteTarget } from './route-target.tsx';
import { copyViewLink, ShareMenu } from './share-menu.tsx';
import { usePaletteSources } from './palette-commands.ts';
import { useExportViewPdf } from './export-view-menu.tsx';
import { useShortcut } from '../ui/shortcuts.ts';
import { useRecentRanges } from '../state/recent-ranges.ts';
import { useSetPreferences } from '../state/preferences.ts';

// What opens on demand loads on first use, so the first screen does not wait for its code.
const AccountsScreen = lazy(() =>
  import('../features/accounts/accounts-screen.tsx').then((m) => ({ default: m.AccountsScreen })),
);
const SettingsScreen = lazy(() =>
  import('../features/settings/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen })),
);
const AddAccountDialog = lazy(() =>
  import('../features/accounts/add-account-dialog.tsx').then((m) => ({ default: m.AddAccountDialog })),
);
const RecentWindowsPanel = lazy(() =>
  import('../features/recent-windows/recent-windows-panel.tsx').then((m) => ({ default: m.RecentWindowsPanel })),
);
const InspectDrawer = lazy(() =>
  import('../features/inspect/inspect-drawer.tsx').then((m) => ({ default: m.InspectDrawer })),
);
const AboutDialog = lazy(() => import('../features/about/about-dialog.tsx').then((m) => ({ default: m.AboutDialog })));
type PaletteModule = typeof import('../features/palette/command-palette.tsx');
let paletteModule: Promise<PaletteModule> | undefined;
/**
 * The palette's code, asked for on its first opening and rendered once in hand (not through
 * React.lazy, whose revealed boundary is held back about 300 ms); a failed load is asked again.
 */
function loadPalette(): Promise<PaletteModule> {
  paletteModule ??= import('../features/palette/command-palette.tsx').catch((error: unknown) => {
    paletteModule = undefined;
    throw error;
  });
  return paletteModule;
}
const ShortcutOverlay = lazy(() => import('./shortcut-overlay.tsx').then((m) => ({ default: m.ShortcutOverlay })));

export function App(): ReactNode {
  const { segments, params } = useRoute();
  const { query, list, selected } = useAccounts();
  const preferences = usePreferences();
  const [window] = useTimeWindow();
  const [overlay, setOverlay] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  // The add-account dialog, open with what a shared link says of the account, or empty.
  const [adding, setAdding] = useState<false | { name?: string; baseUrl?: string; projects?: string }>(false);
  const [recentOpen, setRecentOpen] = useState(false);
  const inspecting = useInspectTarget();
  const client = useQueryClient();
  const resolution = useRouteTarget(params, list, selected);
  const missing = resolution?.kind === 'unknown-account' || resolution?.kind === 'unknown-project' ? resolution : null;

  // Set before the views render, so every date they format this pass is in the chosen zone.
  setDisplayZone(preferences.timeZone);
  useEffect(() => applyTheme(preferences.theme), [preferences.theme]);
  useEffect(() => setSingleKeyShortcuts(preferences.singleKeyShortcuts), [preferences.singleKeyShortcuts]);

  // Screens of the app itself, shown whatever the project.
  const screen = segments[0] === 'accounts' || segments[0] === 'settings' ? segments[0] : null;
  const kind = selected?.project.kind;
  const views = viewsFor(kind);
  const view = findView(segments[0]);
  const served = views.includes(view);
  const projectScope = selected ? { accountId: selected.account.id, projectId: selected.project.id } : null;
  const scope: Scope | null = projectScope ? { ...projectScope, window } : null;
  const refresh = useRefresh(projectScope);
  const autoRunning = useAutoRefresh(refresh, window);
  const refreshNow = useCallback(() => void refresh(), [refresh]);
  const toggleOverlay = useCallback(() => setOverlay((was) => !was), []);
  const openOverlay = useCallback(() => setOverlay(true), []);
  const openAbout = useCallback(() => setAboutOpen(true), []);
  // The palette's module while it is open.
  const [palette, setPalette] = useState<PaletteModule | null>(null);
  const paletteShown = useRef(false);
  paletteShown.current = palette !== null;
  const togglePalette = useCallback(() => {
    if (paletteShown.current) return setPalette(null);
    loadPalette().then(setPalette, (error: unknown) =>
      notify(`The palette could not be loaded: ${error instanceof Error ? error.message : String(error)}`, 'error'),
    );
  }, []);
  const setPreferences = useSetPreferences();
  const exportPdf = useExportViewPdf(selected);
  const paletteSources = usePaletteSources({
    views,
    list,
    selected,
    recentRanges: useRecentRanges(),
    refresh: refreshNow,
    setTheme: useCallback((theme: 'light' | 'dark' | 'system') => void setPreferences({ theme }), [setPreferences]),
    openShortcuts: openOverlay,
    copyLink: useCallback(() => void (selected && copyViewLink(selected)), [selected]),
    exportPdf: useCallback(() => void exportPdf(), [exportPdf]),
  });
  useShortcut(
    { keys: 'Mod+k', description: 'Go to anything: commands, projects, pages, ajax calls, errors…', group: 'Global' },
    togglePalette,
  );

  // A view this project's kind does not serve (vitals on an APM project) gives way to the overview.
  useEffect(() => {
    if (!screen && kind && !served) navigate({ segments: ['overview'] }, { replace: true });
  }, [screen, kind, served]);

  useEffect(() => {
    const place = screen === 'accounts' ? 'Accounts' : screen === 'settings' ? 'Settings' : view.label;
    document.title = selected ? `${place} · ${selected.project.name} — Spyglass` : `${place} — Spyglass`;
  }, [screen, view.label, selected]);

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
        onShortcuts={openOverlay}
        onAbout={openAbout}
        singleKeys={preferences.singleKeyShortcuts}
      />
      <div className="main">
        <header className="topbar">
          <ProjectSwitcher onAddAccount={() => setAdding({})} />
          <CacheIndicator scope={projectScope} />
          <TimeWindowControl />
          <CompareControl />
          <button
            type="button"
            className="icon-button"
            aria-label="Recent windows"
            title="Recent windows: what is cached, to open offline"
            disabled={!selected}
            onClick={() => setRecentOpen(true)}
          >
            <Icon name="recent" />
          </button>
          <RefreshControl scope={projectScope} onRefresh={refreshNow} autoRunning={autoRunning} />
          <ShareMenu selected={selected} />
        </header>
        <HostBanner />
        {list?.notices.map((notice) => (
          <div key={notice} className="notice app-notice" role="status">
            {notice}
          </div>
        ))}
        <main id="main" className="view" tabIndex={-1}>
          {/* On paper only: the top bar, which names these, is not printed. */}
          {selected ? (
            <p className="print-header">
              {selected.account.name} · {selected.project.name} ({selected.project.id}) · {windowLabel(window)}
            </p>
          ) : null}
          {screen ? (
            <FaultBoundary key={screen} what="This screen">
              <Suspense
                fallback={
                  <div className="state state-loading" role="status">
                    Loading…
                  </div>
                }
              >
                {screen === 'settings' ? <SettingsScreen /> : <AccountsScreen />}
              </Suspense>
            </FaultBoundary>
          ) : missing ? (
            <MissingTarget
              resolution={missing}
              onAddAccount={() =>
                setAdding(
                  missing.kind === 'unknown-account'
                    ? {
                        name: missing.name,
                        ...(missing.baseUrl ? { baseUrl: missing.baseUrl } : {}),
                        projects: missing.projectId,
                      }
                    : {},
                )
              }
              onStay={
                selected
                  ? () =>
                      navigate(
                        {
                          params: {
                            account: selected.account.id,
                            project: selected.project.id,
                            accountName: null,
                            baseUrl: null,
                          },
                        },
                        { replace: true },
                      )
                  : null
              }
            />
          ) : scope && selected ? (
            // A view that cannot be drawn says so and can be drawn again, its answers asked for anew;
            // the sidebar and every other view go on working. Another view starts afresh.
            <FaultBoundary
              key={view.id}
              what="This view"
              onReload={() => {
                view.retryLoad();
                client.removeQueries({ queryKey: apiKeys.project(scope), type: 'inactive' });
              }}
            >
              <Suspense
                fallback={
                  <div className="state state-loading" role="status">
                    Loading…
                  </div>
                }
              >
                {/* Keyed by zone: views format dates as they render, so a zone change redraws them. */}
                <view.component
                  key={preferences.timeZone}
                  scope={scope}
                  project={selected.project}
                  path={segments.slice(1)}
                  params={params}
                />
              </Suspense>
            </FaultBoundary>
          ) : (
            <NoProject onAdd={() => setAdding({})} />
          )}
        </main>
      </div>
      <GlobalShortcuts
        views={views}
        refresh={refreshNow}
        toggleOverlay={toggleOverlay}
        openOverlay={openOverlay}
        openAbout={openAbout}
      />
      <Suspense fallback={null}>
        {overlay ? <ShortcutOverlay open onClose={() => setOverlay(false)} /> : null}
        {palette ? (
          <palette.default
            onClose={() => setPalette(null)}
            fixed={paletteSources}
            scope={scope}
            kind={selected?.project.kind ?? 'browser'}
          />
        ) : null}
        {aboutOpen ? <AboutDialog open onClose={() => setAboutOpen(false)} /> : null}
        {adding ? <AddAccountDialog open initial={adding} onClose={() => setAdding(false)} /> : null}
        {inspecting && projectScope ? <InspectDrawer target={inspecting} project={projectScope} /> : null}
        {selected && recentOpen ? (
          <RecentWindowsPanel
            open
            onClose={() => setRecentOpen(false)}
            accountId={selected.account.id}
            projectId={selected.project.id}
            projectName={selected.project.name}
          />
        ) : null}
      </Suspense>
      <Toaster />
    </div>
  );
}

function NoProject({ onAdd }: { onAdd: () => void }): ReactNode {
  return (
    <div className="state state-empty welcome">
      <h1>No project selected</h1>
      <p>
        Add an account with your service's base URL, an API key and your project ids, or pick a project from the
        switcher above.
      </p>
      <button type="button" className="primary" onClick={onAdd}>
        Add account
      </button>
    </div>
  );
}

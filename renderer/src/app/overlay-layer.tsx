// The overlays over the view, drawn from the overlays store (state/overlays.ts): the shortcut
// list, the palette, About, the add-account dialog, Inspect and Recent windows. Each one's code
// loads on first opening, so the first screen does not wait for it.
import { Suspense, useCallback, type ReactNode } from 'react';
import type { BridgeValue } from '../../../shared/bridge.ts';
import type { Scope } from '../api/queries.ts';
import type { CommandPaletteProps } from '../features/palette/command-palette.tsx';
import type { Selected } from '../state/accounts.ts';
import { closeOverlay, isOpen, openOverlay, useOverlays } from '../state/overlays.ts';
import { useSetPreferences } from '../state/preferences.ts';
import { useRecentRanges } from '../state/recent-ranges.ts';
import { useShortcut } from '../ui/shortcuts.ts';
import { notify } from '../ui/toast.tsx';
import { useExportViewPdf } from './export-view-menu.tsx';
import { lazyComponent } from '../ui/lazy-component.ts';
import { usePaletteSources } from './palette-commands.ts';
import { copyViewLink } from './share-menu.tsx';
import type { ViewEntry } from './views.ts';

const ShortcutOverlay = lazyComponent(() => import('./shortcut-overlay.tsx').then((m) => m.ShortcutOverlay));
const CommandPalette = lazyComponent<CommandPaletteProps>(() =>
  import('../features/palette/command-palette.tsx').then((m) => m.CommandPalette),
);
const AboutDialog = lazyComponent(() => import('../features/about/about-dialog.tsx').then((m) => m.AboutDialog));
const AddAccountDialog = lazyComponent(() =>
  import('../features/accounts/add-account-dialog.tsx').then((m) => m.AddAccountDialog),
);
const InspectDrawer = lazyComponent(() =>
  import('../features/inspect/inspect-drawer.tsx').then((m) => m.InspectDrawer),
);
const RecentWindowsPanel = lazyComponent(() =>
  import('../features/recent-windows/recent-windows-panel.tsx').then((m) => m.RecentWindowsPanel),
);

export const openShortcuts = (): void => openOverlay('shortcuts', true);
export const openAbout = (): void => openOverlay('about', true);
const toggleShortcuts = (): void => (isOpen('shortcuts') ? closeOverlay('shortcuts') : openShortcuts());
/** What the global shortcuts and the menu open (GlobalShortcuts' props). */
export const overlayActions = { toggleOverlay: toggleShortcuts, openOverlay: openShortcuts, openAbout };

const SUSPENDING = [ShortcutOverlay, AboutDialog, AddAccountDialog, InspectDrawer, RecentWindowsPanel];

/** The palette opens once its code is in hand (a failed load says so, and is asked for again next time). */
function togglePalette(): void {
  if (isOpen('palette')) return closeOverlay('palette');
  // Its code in hand, it opens in the key's own task (not a promise's turn later), drawn by then.
  if (CommandPalette.loaded()) return openOverlay('palette', true);
  CommandPalette.load().then(
    () => openOverlay('palette', true),
    (error: unknown) =>
      notify(`The palette could not be loaded: ${error instanceof Error ? error.message : String(error)}`, 'error'),
  );
}

export interface OverlayContext {
  views: readonly ViewEntry[];
  list: BridgeValue<'accounts.list'> | undefined;
  selected: Selected | null;
  scope: Scope | null;
  refresh: () => void;
}

export function OverlayLayer(props: OverlayContext): ReactNode {
  const { selected, scope } = props;
  const open = useOverlays();
  useShortcut(
    {
      keys: 'Mod+k',
      description: 'Go to anything: commands, projects, pages, ajax calls, errors…',
      group: 'Global',
      shell: true,
    },
    togglePalette,
  );
  // Each drawn as soon as its code is in (lazy-component.ts); the palette opens once it is.
  for (const overlay of SUSPENDING) overlay.useLoaded();
  return (
    <Suspense fallback={null}>
      {open.shortcuts ? <ShortcutOverlay.component open onClose={() => closeOverlay('shortcuts')} /> : null}
      {open.palette ? <Palette {...props} /> : null}
      {open.about ? <AboutDialog.component open onClose={() => closeOverlay('about')} /> : null}
      {open.addAccount ? (
        <AddAccountDialog.component open initial={open.addAccount} onClose={() => closeOverlay('addAccount')} />
      ) : null}
      {open.inspect && scope ? (
        <InspectDrawer.component
          target={open.inspect}
          project={{ accountId: scope.accountId, projectId: scope.projectId }}
        />
      ) : null}
      {selected && open.recentWindows ? (
        <RecentWindowsPanel.component
          open
          onClose={() => closeOverlay('recentWindows')}
          accountId={selected.account.id}
          projectId={selected.project.id}
          projectName={selected.project.name}
        />
      ) : null}
    </Suspense>
  );
}

/** The palette with the shell's own sources (commands, projects, recent windows), made as it opens. */
function Palette({ views, list, selected, scope, refresh }: OverlayContext): ReactNode {
  const setPreferences = useSetPreferences();
  const exportPdf = useExportViewPdf(selected);
  const fixed = usePaletteSources({
    views,
    list,
    selected,
    recentRanges: useRecentRanges(),
    refresh,
    setTheme: useCallback((theme: 'light' | 'dark' | 'system') => void setPreferences({ theme }), [setPreferences]),
    openShortcuts,
    copyLink: useCallback(() => void (selected && copyViewLink(selected)), [selected]),
    exportPdf: useCallback(() => void exportPdf(), [exportPdf]),
  });
  return (
    <CommandPalette.component
      onClose={() => closeOverlay('palette')}
      fixed={fixed}
      scope={scope}
      kind={selected?.project.kind ?? 'browser'}
    />
  );
}

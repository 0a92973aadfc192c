// The shell's keys and the desktop menu's commands: views, time shift and zoom, refresh,
// search focus, Settings and the shortcut overlay. Each is registered, so the `?` overlay lists it.
import { useEffect, type ReactNode } from 'react';
import { PRESETS, windowLabel } from '../../../shared/time-window.ts';
import { isDesktop, onMenuCommand } from '../platform/bridge.ts';
import { openInspect } from '../state/inspect.ts';
import { navigate } from '../state/route.ts';
import { toggleComparison } from '../state/compare.ts';
import { useShortcut } from '../ui/shortcuts.ts';
import { notify } from '../ui/toast.tsx';
import { openLinkRoute } from '../state/link-target.ts';
import { useTimeControls } from '../state/time-controls.ts';
import { useUpdatesChanged } from '../state/updates.ts';
import { INBOX_SCREEN, PROJECTS_SCREEN, type ViewEntry } from './views.ts';

export interface GlobalShortcutsProps {
  views: readonly ViewEntry[];
  refresh: () => void;
  toggleOverlay: () => void;
  openOverlay: () => void;
  /** Help ▸ About (the desktop menu). */
  openAbout: () => void;
}

/** Focuses the current view's search box (inputs marked `data-search`). */
export function focusSearch(): boolean {
  const box = document.querySelector<HTMLInputElement>('main [data-search]');
  if (!box) return false;
  box.focus();
  box.select?.();
  return true;
}

function openSettings(): void {
  navigate({ segments: ['settings'] });
}

export function GlobalShortcuts({
  views,
  refresh,
  toggleOverlay,
  openOverlay,
  openAbout,
}: GlobalShortcutsProps): ReactNode {
  const { shift, zoomOut, setWindow } = useTimeControls();
  const updatesChanged = useUpdatesChanged();
  useShortcut({ keys: '?', description: 'Show keyboard shortcuts', group: 'Global', shell: true }, toggleOverlay);
  useShortcut({ keys: 'r', description: 'Refresh the data', group: 'Global', shell: true }, refresh);
  useShortcut({ keys: '/', description: 'Search in the current view', group: 'Global', shell: true }, () =>
    focusSearch(),
  );
  useShortcut({ keys: 'i', description: 'Inspect the answers on screen', group: 'Global', shell: true }, () =>
    openInspect(),
  );
  useShortcut({ keys: '[', description: 'Earlier by half the window', group: 'Time window', shell: true }, () =>
    shift(-1),
  );
  useShortcut(
    { keys: ']', description: 'Later by half the window (never past now)', group: 'Time window', shell: true },
    () => shift(1),
  );
  useShortcut({ keys: '-', description: 'Zoom out (twice the span)', group: 'Time window', shell: true }, zoomOut);
  useShortcut(
    { keys: 'c', description: 'Compare on or off (the last comparison chosen)', group: 'Time window', shell: true },
    toggleComparison,
  );
  useShortcut({ keys: 'Mod+,', description: 'Open Settings', group: 'Global', shell: true }, openSettings);
  useShortcut(
    {
      keys: PROJECTS_SCREEN.key,
      description: 'Go to Projects (every project of every account)',
      group: 'Views',
      shell: true,
    },
    () => navigate({ segments: ['projects'] }),
  );
  useShortcut(
    { keys: INBOX_SCREEN.key, description: 'Go to Inbox (the alerts of the watch)', group: 'Views', shell: true },
    () => navigate({ segments: ['inbox'] }),
  );

  useEffect(
    () =>
      onMenuCommand((command) => {
        if (command.command === 'refresh') refresh();
        else if (command.command === 'window') setWindow({ kind: 'relative', dur: command.preset });
        else if (command.command === 'settings') openSettings();
        else if (command.command === 'about') openAbout();
        else if (command.command === 'open-link') openLinkRoute(command.route);
        else if (command.command === 'link-refused')
          notify(`Spyglass could not open the link: ${command.reason}`, 'error');
        else if (command.command === 'open-inbox') navigate({ segments: ['inbox'] });
        else if (command.command === 'updates-changed') updatesChanged();
        else openOverlay();
      }),
    [refresh, setWindow, openOverlay, openAbout, updatesChanged],
  );

  return (
    <>
      {views.map((view) => (
        <ViewKey key={view.id} view={view} />
      ))}
      {/* The desktop menu's presets, listed in `?`; a browser keeps these keys for its tabs. */}
      {isDesktop ? PRESETS.map((preset, index) => <PresetKey key={preset} preset={preset} index={index} />) : null}
    </>
  );
}

function PresetKey({ preset, index }: { preset: (typeof PRESETS)[number]; index: number }): ReactNode {
  const { setWindow } = useTimeControls();
  const window = { kind: 'relative', dur: preset } as const;
  useShortcut(
    { keys: `Mod+${(index + 1) % 10}`, description: windowLabel(window), group: 'Time window', shell: true },
    () => setWindow(window),
  );
  return null;
}

function ViewKey({ view }: { view: ViewEntry }): ReactNode {
  useShortcut({ keys: view.key, description: `Go to ${view.label}`, group: 'Views', shell: true }, () =>
    navigate({ segments: [view.id] }),
  );
  return null;
}

// The palette's own sources, made by the shell that owns them: the commands (views, the Projects
// and Inbox screens, refresh, the
// window presets, Compare, theme, Settings, the shortcut list, Share, export and print), every project of every
// account, and the last fixed windows.
import { useCallback } from 'react';
import type { BridgeValue } from '../../../shared/bridge.ts';
import { comparisonLabel, type Comparison } from '../../../shared/comparison.ts';
import { PRESETS, windowLabel } from '../../../shared/time-window.ts';
import { itemsSource, type PaletteItem, type PaletteSource } from '../features/palette/palette-items.ts';
import { setComparison } from '../state/compare.ts';
import { KIND_LABEL, type Selected } from '../state/accounts.ts';
import { navigate } from '../state/route.ts';
import { windowToParams } from '../state/time-window.ts';
import { displayZone } from '../ui/time.ts';
import { formatRangeLabel } from '../ui/zoned-time.ts';
import { printView } from './export-view-menu.tsx';
import { INBOX_SCREEN, PROJECTS_SCREEN, type ViewEntry } from './views.ts';

export interface PaletteActions {
  views: readonly ViewEntry[];
  list: BridgeValue<'accounts.list'> | undefined;
  selected: Selected | null;
  recentRanges: readonly { start: number; end: number }[];
  refresh: () => void;
  setTheme: (theme: 'light' | 'dark' | 'system') => void;
  openShortcuts: () => void;
  copyLink: () => void;
  exportPdf: () => void;
}

const COMPARISONS: Comparison[] = [{ mode: 'previous' }, { mode: 'week' }, { mode: 'day' }];

/** The sources, made when the palette opens (not on every render of the shell, nor at launch). */
export function usePaletteSources(actions: PaletteActions): () => PaletteSource[] {
  const { views, list, selected, recentRanges, refresh, setTheme, openShortcuts, copyLink, exportPdf } = actions;
  return useCallback(() => {
    const command = (id: string, label: string, run: () => void, keys?: string): PaletteItem => ({
      id: `command:${id}`,
      group: 'Commands',
      label,
      run,
      ...(keys ? { keys } : {}),
    });
    const commands: PaletteItem[] = [
      command('projects', 'Go to Projects', () => navigate({ segments: ['projects'] }), PROJECTS_SCREEN.key),
      command('inbox', 'Go to Inbox', () => navigate({ segments: ['inbox'] }), INBOX_SCREEN.key),
      ...views.map((view) =>
        command(`view:${view.id}`, `Go to ${view.label}`, () => navigate({ segments: [view.id] }), view.key),
      ),
      command('refresh', 'Refresh the data', refresh, 'r'),
      ...PRESETS.map((dur) =>
        command(`window:${dur}`, `Time window: ${windowLabel({ kind: 'relative', dur })}`, () =>
          navigate({ params: windowToParams({ kind: 'relative', dur }) }),
        ),
      ),
      ...COMPARISONS.map((c) =>
        command(`compare:${c.mode}`, `Compare with the ${comparisonLabel(c)}`, () => setComparison(c)),
      ),
      command('compare:off', 'Compare off', () => setComparison(null)),
      command('theme:light', 'Theme: light', () => setTheme('light')),
      command('theme:dark', 'Theme: dark', () => setTheme('dark')),
      command('theme:system', 'Theme: same as the system', () => setTheme('system')),
      command('settings', 'Open Settings', () => navigate({ segments: ['settings'] })),
      command('accounts', 'Open Accounts', () => navigate({ segments: ['accounts'] })),
      command('shortcuts', 'Show keyboard shortcuts', openShortcuts, '?'),
      command('share', 'Copy a link to this view', copyLink),
      command('export:pdf', 'Export view → PDF', exportPdf),
      command('export:print', 'Print this view', printView, 'Ctrl/⌘+P'),
    ];
    const projects: PaletteItem[] = (list?.accounts ?? []).flatMap((account) =>
      account.projects.map((project) => ({
        id: `project:${account.id}:${project.id}`,
        group: 'Projects' as const,
        label: `${account.name} / ${project.name}`,
        detail: `${KIND_LABEL[project.kind]} project${selected?.account.id === account.id && selected.project.id === project.id ? ' · current' : ''}`,
        run: () => navigate({ params: { account: account.id, project: project.id } }),
      })),
    );
    const windows: PaletteItem[] = recentRanges.map((range) => ({
      id: `range:${range.start}-${range.end}`,
      group: 'Recent windows' as const,
      label: formatRangeLabel(range.start, range.end, displayZone(), Date.now()),
      detail: 'Fixed window',
      run: () => navigate({ params: windowToParams({ kind: 'absolute', ...range }) }),
    }));
    return [
      itemsSource('Commands', commands),
      itemsSource('Projects', projects),
      itemsSource('Recent windows', windows),
    ];
  }, [views, list, selected, recentRanges, refresh, setTheme, openShortcuts, copyLink, exportPdf]);
}

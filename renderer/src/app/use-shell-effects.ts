// What the shell keeps in step with its state outside React's tree: the theme, whether one-key
// shortcuts work, the window's title (led by the count of unseen alerts, as a mail client's is,
// so a tab in the background says it), and the route when it names a view this project lacks.
import { useEffect } from 'react';
import type { Preferences } from '../../../shared/preferences.ts';
import type { Selected } from '../state/accounts.ts';
import { applyTheme } from '../state/preferences.ts';
import { navigate } from '../state/route.ts';
import { setSingleKeyShortcuts } from '../ui/shortcuts.ts';
import type { Screen } from './main-content.tsx';
import type { ViewEntry } from './views.ts';

const SCREEN_TITLES: Record<Screen, string> = {
  accounts: 'Accounts',
  settings: 'Settings',
  projects: 'Projects',
  inbox: 'Inbox',
};

export function useShellEffects(props: {
  preferences: Preferences;
  screen: Screen | null;
  view: ViewEntry;
  served: boolean;
  selected: Selected | null;
  /** Alerts of the watch not seen yet. */
  unseen: number;
}): void {
  const { preferences, screen, view, served, selected, unseen } = props;
  useEffect(() => applyTheme(preferences.theme), [preferences.theme]);
  useEffect(() => setSingleKeyShortcuts(preferences.singleKeyShortcuts), [preferences.singleKeyShortcuts]);

  // A view this project's kind does not serve (vitals on an APM project) gives way to the overview.
  const kind = selected?.project.kind;
  useEffect(() => {
    if (!screen && kind && !served) navigate({ segments: ['overview'] }, { replace: true });
  }, [screen, kind, served]);

  useEffect(() => {
    const place = screen ? SCREEN_TITLES[screen] : view.label;
    const title = selected ? `${place} · ${selected.project.name} — Spyglass` : `${place} — Spyglass`;
    document.title = unseen > 0 ? `(${unseen}) ${title}` : title;
  }, [screen, view.label, selected, unseen]);
}

// The sidebar: the Projects and Inbox screens (the inbox with its count of unseen alerts), the
// views this project's kind serves, each with its key, the Accounts and Settings screens, About
// (versions and Copy diagnostics), and a toggle that narrows it to icons (remembered across
// launches; a narrow window starts with icons).
import type { ReactNode } from 'react';
import { createStore } from '../platform/create-store.ts';
import { Icon } from './icons.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { UpdateButton } from './update-button.tsx';
import { GLOBAL_PARAMS, routeHref } from '../state/route.ts';
import { INBOX_SCREEN, PROJECTS_SCREEN, type ViewEntry } from './views.ts';

const STORAGE_KEY = 'spyglass.sidebar';
/** A window this narrow shows the sidebar as icons until the user opens it: the views get the width. */
const NARROW = '(max-width: 900px)';

/** What a link of the list shows; the screens' come first, above the views. */
type NavEntry = Pick<ViewEntry, 'id' | 'label' | 'key'>;
const PROJECTS_SCREEN_ENTRY: NavEntry = { id: 'projects', label: PROJECTS_SCREEN.label, key: PROJECTS_SCREEN.key };
const INBOX_SCREEN_ENTRY: NavEntry = { id: 'inbox', label: INBOX_SCREEN.label, key: INBOX_SCREEN.key };

/** Collapsed as the user last chose; with no choice yet, collapsed in a narrow window only. */
const sidebarCollapsed = createStore<boolean>({
  read: () => {
    const chosen = localStorage.getItem(STORAGE_KEY);
    return chosen === null ? matchMedia(NARROW).matches : chosen === 'collapsed';
  },
  write: (next) => localStorage.setItem(STORAGE_KEY, next ? 'collapsed' : 'open'),
  watch: (changed) => {
    const narrow = matchMedia(NARROW);
    narrow.addEventListener('change', changed);
    return () => narrow.removeEventListener('change', changed);
  },
});

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  return [sidebarCollapsed.use(), sidebarCollapsed.set];
}

export function Sidebar(props: {
  views: readonly ViewEntry[];
  current: string;
  params: URLSearchParams;
  onShortcuts: () => void;
  onAbout: () => void;
  singleKeys: boolean;
  /** Alerts of the watch not seen yet: the inbox's badge. */
  unseen: number;
}): ReactNode {
  const { views, current, params, onShortcuts, onAbout, singleKeys, unseen } = props;
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  // Links carry the global window, so a view opened from here shows the same time range.
  const keep = new URLSearchParams([...params].filter(([key]) => GLOBAL_PARAMS.includes(key)));
  return (
    <nav className="sidebar" aria-label="Views" data-collapsed={collapsed || undefined}>
      <div className="brand">
        <svg className="brand-mark" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
        </svg>
        <span className="brand-name">Spyglass</span>
      </div>
      <ul className="nav-list">
        {[PROJECTS_SCREEN_ENTRY, INBOX_SCREEN_ENTRY, ...views].map((entry) => (
          <li key={entry.id}>
            <NavLink
              entry={entry}
              href={routeHref([entry.id], keep)}
              current={current === entry.id}
              collapsed={collapsed}
              singleKeys={singleKeys}
              unseen={entry.id === INBOX_SCREEN_ENTRY.id ? unseen : 0}
            />
          </li>
        ))}
      </ul>
      <div className="sidebar-foot">
        <UpdateButton />
        <a
          href={routeHref(['accounts'], keep)}
          aria-current={current === 'accounts' ? 'page' : undefined}
          title={collapsed ? 'Accounts' : undefined}
        >
          <Icon name="accounts" />
          <span className="nav-label">Accounts</span>
        </a>
        <a
          href={routeHref(['settings'], keep)}
          aria-current={current === 'settings' ? 'page' : undefined}
          title={collapsed ? 'Settings (Ctrl/⌘ ,)' : undefined}
          aria-keyshortcuts="Control+Comma Meta+Comma"
        >
          <Icon name="settings" />
          <span className="nav-label">Settings</span>
        </a>
        <ThemeMenu withLabel={!collapsed} />
        <button
          type="button"
          className="sidebar-button"
          title={collapsed ? (singleKeys ? 'Keyboard shortcuts (?)' : 'Keyboard shortcuts') : undefined}
          aria-keyshortcuts={singleKeys ? '?' : undefined}
          onClick={onShortcuts}
        >
          <Icon name="keyboard" />
          <span className="nav-label">Shortcuts</span>
          {singleKeys ? (
            <kbd className="nav-key" aria-hidden="true">
              ?
            </kbd>
          ) : null}
        </button>
        <button
          type="button"
          className="sidebar-button"
          title={collapsed ? 'About Spyglass' : undefined}
          onClick={onAbout}
        >
          <Icon name="about" />
          <span className="nav-label">About</span>
        </button>
        <button
          type="button"
          className="sidebar-button collapse-button"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
        >
          <Icon name={collapsed ? 'expand' : 'collapse'} />
          <span className="nav-label">Collapse</span>
        </button>
      </div>
    </nav>
  );
}

/** A screen's or a view's link, with its key while single keys work, and a count when it has one. */
function NavLink(props: {
  entry: NavEntry;
  href: string;
  current: boolean;
  collapsed: boolean;
  singleKeys: boolean;
  unseen: number;
}): ReactNode {
  const { entry, href, current, collapsed, singleKeys, unseen } = props;
  const count = unseen > 0 ? ` · ${unseen} unseen` : '';
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      title={collapsed ? `${singleKeys ? `${entry.label} (${entry.key})` : entry.label}${count}` : undefined}
      aria-keyshortcuts={singleKeys ? entry.key : undefined}
    >
      <Icon name={entry.id} />
      <span className="nav-label">{entry.label}</span>
      {/* Apart from the label, so the link is named "Inbox (2 unseen)". */}
      {unseen > 0 ? ' ' : null}
      {unseen > 0 ? (
        <span className="nav-badge" data-testid="inbox-badge">
          <span aria-hidden="true">{unseen}</span>
          <span className="visually-hidden">({unseen} unseen)</span>
        </span>
      ) : null}
      {/* With single-key shortcuts off the letters do nothing, so they are not shown. */}
      {singleKeys ? (
        <kbd className="nav-key" aria-hidden="true">
          {entry.key}
        </kbd>
      ) : null}
    </a>
  );
}

// The top bar: the project, the window and its comparison, Recent windows, refresh and Share.
import type { ReactNode } from 'react';
import type { Selected } from '../state/accounts.ts';
import { openOverlay } from '../state/overlays.ts';
import { CompareControl } from './compare-control.tsx';
import { CacheIndicator } from './connection-status.tsx';
import { Icon } from './icons.tsx';
import { ProjectSwitcher } from './project-switcher.tsx';
import { RefreshControl } from './refresh-control.tsx';
import type { RefreshScope } from '../state/refresh.ts';
import { ShareMenu } from './share-menu.tsx';
import { TimeWindowControl } from './time-window-picker.tsx';

export function TopBar(props: {
  selected: Selected | null;
  projectScope: { accountId: string; projectId: string } | null;
  /** What Refresh asks again for: the project's answers, or on the home every project's. */
  refreshScope: RefreshScope;
  refresh: () => void;
  autoRunning: boolean;
}): ReactNode {
  const { selected, projectScope } = props;
  return (
    <header className="topbar">
      <ProjectSwitcher onAddAccount={() => openOverlay('addAccount', {})} />
      <CacheIndicator scope={projectScope} />
      <TimeWindowControl />
      <CompareControl />
      <button
        type="button"
        className="icon-button"
        aria-label="Recent windows"
        title="Recent windows: what is cached, to open offline"
        disabled={!selected}
        onClick={() => openOverlay('recentWindows', true)}
      >
        <Icon name="recent" />
      </button>
      <RefreshControl scope={props.refreshScope} onRefresh={props.refresh} autoRunning={props.autoRunning} />
      <ShareMenu selected={selected} />
    </header>
  );
}

// "Recent windows": the windows the cache holds for this project, newest first; opening one
// sets the global window to it, so its views paint from the cache — offline too.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { windowLabel, type TimeWindow } from '../../../../shared/time-window.ts';
import { usePreferences } from '../../state/preferences.ts';
import { useTimeWindow } from '../../state/time-window.ts';
import { appKeys } from '../../api/query-keys.ts';
import { ask } from '../../platform/bridge.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { QueryWaiting } from '../../view-kit/query-waiting.tsx';
import { formatShortTime } from '../../ui/time.ts';
import { formatRangeLabel, formatTyped, zoneName, type Zone } from '../../ui/zoned-time.ts';
import { groupCacheEntries, type WindowGroup } from './group-windows.ts';
import './recent-windows.css';

export interface RecentWindowsPanelProps {
  open: boolean;
  onClose: () => void;
  accountId: string;
  projectId: string;
  projectName: string;
}

export function RecentWindowsPanel(props: RecentWindowsPanelProps): ReactNode {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      variant="drawer"
      title="Recent windows"
      description={`What Spyglass keeps for ${props.projectName}. Open a window to see it again, even offline.`}
    >
      <RecentWindowsList {...props} />
    </Dialog>
  );
}

function RecentWindowsList({ accountId, projectId, onClose }: RecentWindowsPanelProps): ReactNode {
  const zone = usePreferences().timeZone;
  const [current, setWindow] = useTimeWindow();
  const listing = useQuery({
    queryKey: appKeys.cacheList({ accountId, projectId }),
    queryFn: async () => {
      const { entries, persistent } = await ask('cache.list', { accountId, projectId });
      return { groups: groupCacheEntries(entries), persistent };
    },
    staleTime: 0,
  });

  if (!listing.isSuccess) return <QueryWaiting query={listing} reading="Reading the cache…" />;
  const { groups, persistent } = listing.data;
  return (
    <div className="recent-windows">
      {!persistent ? (
        <p className="notice notice-warn" role="note">
          Without an OS keychain the cache is kept for this session only: it is gone when Spyglass quits.
        </p>
      ) : null}
      {groups.length === 0 ? (
        <div className="state state-empty">
          Nothing is cached for this project yet. Windows you look at appear here.
        </div>
      ) : (
        <ul className="recent-list" aria-label="Cached windows">
          {groups.map((group) => (
            <li key={group.key}>
              <button
                type="button"
                className="recent-item"
                aria-current={sameWindow(group.window, current) ? 'true' : undefined}
                onClick={() => {
                  setWindow(group.window);
                  onClose();
                }}
              >
                <span className="recent-range">{groupTitle(group, zone)}</span>
                <span className="recent-meta">
                  {group.window.kind === 'relative'
                    ? `then ${formatRangeLabel(group.start, group.end, zone, Date.now())} · `
                    : ''}
                  fetched{' '}
                  <time dateTime={new Date(group.fetchedAt).toISOString()} title={formatTyped(group.fetchedAt, zone)}>
                    {formatShortTime(group.fetchedAt, Date.now() - group.fetchedAt)}
                  </time>
                </span>
                <span className="recent-views">{group.views.join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="recent-zone">Times in {zoneName(zone)}.</p>
    </div>
  );
}

function groupTitle(group: WindowGroup, zone: Zone): string {
  return group.window.kind === 'relative'
    ? windowLabel(group.window)
    : formatRangeLabel(group.start, group.end, zone, Date.now());
}

function sameWindow(a: TimeWindow, b: TimeWindow): boolean {
  return a.kind === 'relative'
    ? b.kind === 'relative' && a.dur === b.dur
    : b.kind === 'absolute' && a.start === b.start && a.end === b.end;
}

// Refresh now, and the auto-refresh interval (which runs only while the window ends now). The
// group is aria-busy while any answer it refreshes is on its way, for screen readers and tests.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { onCacheTurn } from '../api/cache-turns.ts';
import { MenuButton } from '../ui/menu.tsx';
import { Caret, Icon } from './icons.tsx';
import {
  AUTO_REFRESH,
  refreshKey,
  setAutoRefresh,
  useAutoRefreshSetting,
  type AutoRefresh,
  type RefreshScope,
} from '../state/refresh.ts';

const NAMES: Record<AutoRefresh, string> = { off: 'Off', '30s': '30 s', '1m': '1 min', '5m': '5 min' };

export function RefreshControl(props: { scope: RefreshScope; onRefresh: () => void; autoRunning: boolean }): ReactNode {
  const { scope, onRefresh, autoRunning } = props;
  const key = refreshKey(scope);
  const fetching = useFetching(key);
  const setting = useAutoRefreshSetting();
  const paused = setting !== 'off' && !autoRunning;
  return (
    <div className="refresh-control" role="group" aria-label="Refresh" aria-busy={fetching}>
      <button
        type="button"
        className="refresh-button"
        aria-label="Refresh"
        disabled={!scope}
        onClick={onRefresh}
        title="Refresh now  r"
        aria-keyshortcuts="r"
      >
        <Icon name="refresh" className={fetching ? 'is-spinning' : undefined} />
        <span className="wide-only">Refresh</span>
      </button>
      <MenuButton
        label="Auto-refresh"
        buttonLabel={`Auto-refresh: ${NAMES[setting]}${paused ? ', paused for a fixed range' : ''}`}
        buttonClassName={`auto-button${paused ? ' is-paused' : ''}`}
        align="end"
        title={
          paused
            ? 'Paused: auto-refresh runs only for windows that end now (a fixed range does not change)'
            : 'Refresh by itself while the window ends now'
        }
        button={
          <>
            {setting === 'off' ? 'Auto' : NAMES[setting]}
            {paused ? <span className="paused-tag">paused</span> : null}
            <Caret />
          </>
        }
        groups={[
          {
            id: 'auto',
            label: 'Auto-refresh',
            items: (Object.keys(AUTO_REFRESH) as AutoRefresh[]).map((value) => ({
              id: value,
              label: value === 'off' ? 'Off' : `Every ${NAMES[value]}`,
              checked: value === setting,
              onSelect: () => setAutoRefresh(value),
            })),
          },
        ]}
      />
    </div>
  );
}

/**
 * Whether any answer under `key` is on its way: looked at once a turn (react-query's useIsFetching
 * looks over every query at each step of each, which the home's hundreds of steps make costly).
 */
function useFetching(key: QueryKey | null): boolean {
  const client = useQueryClient();
  const keyText = JSON.stringify(key);
  const subscribe = useCallback(
    (listener: () => void) => (key ? onCacheTurn(client.getQueryCache(), key, listener) : () => undefined),
    // `keyText` names the key: a new array of the same key is the same subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, keyText],
  );
  return useSyncExternalStore(subscribe, () => (key ? client.isFetching({ queryKey: key }) > 0 : false));
}

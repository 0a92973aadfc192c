// App-wide connection states: the host itself gone (the browser host stopped under this tab),
// and the service unreachable so that what is on screen comes from the cache.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Scope } from '../api/queries.ts';
import { bridge, bridgeReconnections, isDesktop } from '../platform/bridge.ts';
import { formatDateTime, formatShortTime } from '../ui/time.ts';
import { useBridgeReachable, useCacheStatus } from '../state/connection.ts';
import { Icon } from './icons.tsx';

/** A banner across the app when the host does not answer at all. */
export function HostBanner(): ReactNode {
  const reachable = useBridgeReachable();
  const client = useQueryClient();
  // The browser host's socket is back (the host came back, or this tab took a new launch's
  // secret): what failed meanwhile is asked again, as Try again does.
  const reconnected = bridgeReconnections.use();
  useEffect(() => {
    if (reconnected > 0) void client.invalidateQueries();
  }, [reconnected, client]);
  if (reachable) return null;
  return (
    <div className="host-banner" role="alert" data-testid="host-unreachable">
      <Icon name="offline" />
      <span>
        <strong>Spyglass is not answering.</strong>{' '}
        {isDesktop
          ? "The app's background process stopped."
          : 'The browser host was stopped: run npm run web again and open the address it prints.'}{' '}
        What is on screen was loaded before.
      </span>
      <button
        type="button"
        onClick={async () => {
          const reply = await bridge.call('app.info', {});
          if (reply.ok) await client.invalidateQueries();
        }}
      >
        Try again
      </button>
    </div>
  );
}

/** A pill in the top bar while answers on screen come from the cache because the service failed. */
export function CacheIndicator({ scope }: { scope: Pick<Scope, 'accountId' | 'projectId'> | null }): ReactNode {
  const status = useCacheStatus(scope);
  const reachable = useBridgeReachable();
  // With the host gone the banner says it all; this pill is about the service.
  if (status.failed === 0 || !reachable) return null;
  const offline = status.fromCache === 0;
  return (
    <span
      className={`status-pill ${offline ? 'is-bad' : 'is-warn'}`}
      role="status"
      data-testid="cache-indicator"
      title={`${status.reason ?? ''}${status.asOf ? `\nOldest copy on screen: ${formatDateTime(status.asOf)}` : ''}`}
    >
      <span className="status-dot" aria-hidden="true" />
      {offline ? 'Service unreachable' : 'Offline'}
      {offline ? null : (
        <span className="narrow-hide">{` · cached ${formatShortTime(status.asOf!, Date.now() - status.asOf!)}`}</span>
      )}
    </span>
  );
}

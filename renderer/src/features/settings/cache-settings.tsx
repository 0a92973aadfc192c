// The cache part of Settings: its size limit, what it holds now, and Clear cache (confirmed).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { usePreferences, useSetPreferences } from '../../state/preferences.ts';
import { appKeys } from '../../api/query-keys.ts';
import { ask, bridge } from '../../platform/bridge.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { formatBytes } from '../../ui/format.ts';
import { notify } from '../../ui/toast.tsx';

const MB = 1024 * 1024;
const LIMITS = [128 * MB, 256 * MB, 512 * MB, 1024 * MB, 2048 * MB, 4096 * MB];

export function CacheSettings(): ReactNode {
  const { cacheMaxBytes } = usePreferences();
  const setPreferences = useSetPreferences();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const stats = useQuery({ queryKey: appKeys.cacheStats, queryFn: () => ask('cache.stats', {}), staleTime: 0 });
  // A limit set elsewhere (an older choice, the settings file) is offered as it is.
  const limits = LIMITS.includes(cacheMaxBytes) ? LIMITS : [...LIMITS, cacheMaxBytes].sort((a, b) => a - b);

  return (
    <section className="screen-section settings-section" aria-labelledby="settings-cache">
      <h2 id="settings-cache">Offline cache</h2>
      <p className="settings-hint">
        Every answer fetched is kept, encrypted, so windows seen before open offline. Past the limit, the least recently
        used go first.
      </p>
      <div className="settings-row">
        <label htmlFor="settings-cache-limit">Size limit</label>
        <select
          id="settings-cache-limit"
          value={cacheMaxBytes}
          onChange={async (event) => {
            await setPreferences({ cacheMaxBytes: Number(event.target.value) });
            await client.invalidateQueries({ queryKey: appKeys.cacheStats });
          }}
        >
          {limits.map((bytes) => (
            <option key={bytes} value={bytes}>
              {formatBytes(bytes)}
            </option>
          ))}
        </select>
      </div>
      <p className="settings-usage" data-testid="cache-usage" aria-live="polite">
        {stats.isPending
          ? 'Reading the cache…'
          : stats.isError
            ? stats.error.message
            : `In use: ${usage(stats.data.entries, stats.data.bytes)}`}
        {stats.data && !stats.data.persistent ? ' (kept for this session only)' : ''}
      </p>
      <button type="button" className="danger" disabled={stats.data?.entries === 0} onClick={() => setConfirming(true)}>
        Clear cache
      </button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Clear cache"
        message={
          <p>
            Remove every answer Spyglass keeps, for every account? Windows seen before will not open offline until they
            are fetched again.
          </p>
        }
        confirmLabel="Clear cache"
        onConfirm={async () => {
          const reply = await bridge.call('cache.clear', {});
          if (!reply.ok) return reply.error.message;
          await Promise.all([
            client.invalidateQueries({ queryKey: appKeys.cacheStats }),
            client.invalidateQueries({ queryKey: appKeys.cacheLists }),
          ]);
          notify(
            `Cache cleared (${reply.value.removed} ${reply.value.removed === 1 ? 'answer' : 'answers'})`,
            'success',
          );
          return null;
        }}
      />
    </section>
  );
}

function usage(entries: number, bytes: number): string {
  return `${entries} ${entries === 1 ? 'answer' : 'answers'}, ${(bytes / MB).toFixed(1)} MB`;
}

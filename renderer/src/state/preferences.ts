// UI preferences kept by the privileged side (theme, time zone): read once, changed at once on
// screen and then saved; a failed save puts the old value back and says why.
import { hashKey, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../shared/preferences.ts';
import { appKeys } from '../api/query-keys.ts';
import { applyDisplay } from './display.ts';
import { ask, bridge } from '../platform/bridge.ts';
import { notify } from '../ui/toast.tsx';

export const preferencesQuery = queryOptions({
  queryKey: appKeys.preferences,
  queryFn: () => ask('prefs.get', {}),
  staleTime: Infinity,
});

export function usePreferences(): Preferences {
  return useQuery(preferencesQuery).data ?? { ...DEFAULT_PREFERENCES, theme: rememberedTheme() };
}

/**
 * Keeps the zone and the locale's style dates and numbers are written in on the preferences' as
 * they arrive and change: set from the query cache, before React renders with them, so every date
 * and number of that render follows them.
 */
export function followDisplayZone(client: QueryClient): () => void {
  const hash = hashKey(preferencesQuery.queryKey);
  const apply = () => applyDisplay(client.getQueryData(preferencesQuery.queryKey) ?? DEFAULT_PREFERENCES);
  apply();
  return client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === hash) apply();
  });
}

/** Saves under way: a reply to an earlier save must not undo a later change already on screen. */
let latestSave = 0;

export function useSetPreferences(): (change: Partial<Preferences>) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (change) => {
      const save = ++latestSave;
      const before = client.getQueryData(preferencesQuery.queryKey) ?? DEFAULT_PREFERENCES;
      client.setQueryData(preferencesQuery.queryKey, { ...before, ...change });
      const reply = await bridge.call('prefs.set', change);
      const now = client.getQueryData(preferencesQuery.queryKey) ?? DEFAULT_PREFERENCES;
      if (reply.ok) {
        // The newest save's answer is the whole truth; an older one's would put back what came after it.
        if (save === latestSave) client.setQueryData(preferencesQuery.queryKey, reply.value);
      } else {
        const undone = Object.fromEntries(Object.keys(change).map((key) => [key, before[key as keyof Preferences]]));
        client.setQueryData(preferencesQuery.queryKey, { ...now, ...undone });
        notify(`The setting was not saved: ${reply.error.message}`, 'error');
      }
    },
    [client],
  );
}

// The theme is also remembered in this page's storage, so the first paint of the next launch
// is already in the right colours (before the preferences arrive over the bridge).
const THEME_KEY = 'spyglass.theme';

function rememberedTheme(): Preferences['theme'] {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** `system` leaves the colours to the OS (prefers-color-scheme); light/dark override it. */
export function applyTheme(theme: Preferences['theme'] = rememberedTheme()): void {
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  localStorage.setItem(THEME_KEY, theme);
}

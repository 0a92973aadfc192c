// The desktop app's updater as the shell shows it: its state from `updates.status`, asked again
// whenever main says it moved on (see useUpdatesChanged), and the two things the user can do:
// check now, and restart to install the update waiting.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UpdateStatus } from '../../../shared/bridge.ts';
import { appKeys } from '../api/query-keys.ts';
import { ask, bridge } from '../platform/bridge.ts';
import { notify } from '../ui/toast.tsx';

export const updatesQuery = queryOptions({
  queryKey: appKeys.updates,
  queryFn: () => ask('updates.status', {}),
  // Main says when it changes; asked again on focus in case a message was missed.
  staleTime: 60_000,
});

/** `enabled`: false while the launch's own requests are on their way (the sidebar asks after the first paint). */
export function useUpdateStatus(enabled = true): UpdateStatus | undefined {
  return useQuery({ ...updatesQuery, enabled }).data;
}

/**
 * What to do when main says the updater moved on (the updates-changed menu command). Called from
 * the shell's one menu-command listener: the preload hands a launch link to the first listener
 * only, so a second listener could take it away from the shell.
 */
export function useUpdatesChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: updatesQuery.queryKey }), [client]);
}

export function useUpdateActions(): { check: () => Promise<void>; install: () => Promise<void> } {
  const client = useQueryClient();
  const check = useCallback(async () => {
    const reply = await bridge.call('updates.check', {});
    if (reply.ok) client.setQueryData(updatesQuery.queryKey, reply.value);
    else notify(`Spyglass could not check for updates: ${reply.error.message}`, 'error');
  }, [client]);
  const install = useCallback(async () => {
    const reply = await bridge.call('updates.install', {});
    if (!reply.ok) notify(`The update could not be installed: ${reply.error.message}`, 'error');
    else if (!reply.value.installing) notify('No update is ready to install.', 'error');
  }, []);
  return { check, install };
}

/** The renderer runs a long task (a bulk export): the desktop app holds update checks until it ends. */
export function holdUpdates(): () => void {
  void bridge.call('app.busy', { busy: true });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    void bridge.call('app.busy', { busy: false });
  };
}

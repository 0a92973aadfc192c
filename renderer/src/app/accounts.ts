// Accounts and the selected project, from the privileged side.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AccountView, BridgeValue, Project } from '../../../shared/bridge.ts';
import { bridge } from '../bridge.ts';
import { notify } from '../ui/toast.tsx';

export const accountsQuery = queryOptions({
  queryKey: ['accounts'] as const,
  queryFn: async (): Promise<BridgeValue<'accounts.list'>> => {
    const reply = await bridge.call('accounts.list', {});
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.value;
  },
  staleTime: Infinity,
});

export interface Selected {
  account: AccountView;
  project: Project;
}

export function useAccounts() {
  const query = useQuery(accountsQuery);
  const list = query.data;
  const account = list?.accounts.find((a) => a.id === list.selected?.accountId);
  const project = account?.projects.find((p) => p.id === list?.selected?.projectId);
  const selected: Selected | null = account && project ? { account, project } : null;
  return { query, list, selected };
}

/** Makes a project the current one (remembered by the privileged side for the next launch). */
export function useSelectProject(): (accountId: string, projectId: string) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (accountId, projectId) => {
      const reply = await bridge.call('accounts.select', { accountId, projectId });
      if (!reply.ok) {
        notify(`Could not switch project: ${reply.error.message}`, 'error');
        return false;
      }
      await client.invalidateQueries({ queryKey: accountsQuery.queryKey });
      return true;
    },
    [client],
  );
}

export const KIND_LABEL = { browser: 'Browser', apm: 'APM' } as const;

// Accounts and the selected project, from the privileged side.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountView, BridgeValue, Project } from '../../../shared/bridge.ts';
import { bridge } from '../bridge.ts';

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

// Accounts and the selected project, from the privileged side.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AccountView, BridgeValue, Project } from '../../../shared/bridge.ts';
import { appKeys } from '../api/query-keys.ts';
import { ask, bridge } from '../platform/bridge.ts';
import { notify } from '../ui/toast.tsx';

export const accountsQuery = queryOptions({
  queryKey: appKeys.accounts,
  queryFn: async (): Promise<BridgeValue<'accounts.list'>> => {
    const list = await ask('accounts.list', {});
    rememberSelection(selectedOf(list));
    return list;
  },
  staleTime: Infinity,
});

export interface Selected {
  account: AccountView;
  project: Project;
}

/**
 * The selected project, also remembered in this page's storage: the next launch starts the
 * first view's queries at once, without waiting for the accounts to arrive. Ids only; the
 * privileged side stays the authority on what is selected.
 */
const SELECTION_KEY = 'spyglass.selection';
export interface RememberedSelection {
  accountId: string;
  projectId: string;
  kind: Project['kind'];
}

function rememberSelection(selected: Selected | null): void {
  if (!selected) return localStorage.removeItem(SELECTION_KEY);
  const remembered: RememberedSelection = {
    accountId: selected.account.id,
    projectId: selected.project.id,
    kind: selected.project.kind,
  };
  localStorage.setItem(SELECTION_KEY, JSON.stringify(remembered));
}

export function rememberedSelection(): RememberedSelection | null {
  try {
    const value = JSON.parse(localStorage.getItem(SELECTION_KEY) ?? 'null') as Partial<RememberedSelection> | null;
    return typeof value?.accountId === 'string' &&
      typeof value.projectId === 'string' &&
      (value.kind === 'browser' || value.kind === 'apm')
      ? { accountId: value.accountId, projectId: value.projectId, kind: value.kind }
      : null;
  } catch {
    return null; // written by another version, or by hand: the accounts will say
  }
}

export function selectedOf(list: BridgeValue<'accounts.list'> | undefined): Selected | null {
  const account = list?.accounts.find((a) => a.id === list.selected?.accountId);
  const project = account?.projects.find((p) => p.id === list?.selected?.projectId);
  return account && project ? { account, project } : null;
}

export function useAccounts() {
  const query = useQuery(accountsQuery);
  const list = query.data;
  return { query, list, selected: selectedOf(list) };
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

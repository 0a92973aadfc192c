// What the accounts screen and dialogs can do, through the bridge; each success refreshes the
// account list, and anything that changes which data a key may read drops that account's answers.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BridgeReply, BridgeRequest } from '../../../../shared/bridge.ts';
import { apiKeys } from '../../api/query-keys.ts';
import { accountsQuery } from '../../state/accounts.ts';
import { bridge } from '../../platform/bridge.ts';

export function useAccountActions() {
  const client = useQueryClient();
  return useMemo(() => {
    const reloadList = () => client.invalidateQueries({ queryKey: accountsQuery.queryKey });
    // Answers were fetched with the old key or base URL: ask again rather than show them as current.
    const reloadData = (accountId: string) => client.invalidateQueries({ queryKey: apiKeys.account(accountId) });
    const after = async <C extends 'accounts.add' | 'accounts.update' | 'key.set' | 'key.clear'>(
      reply: BridgeReply<C>,
      accountId?: string,
    ) => {
      if (reply.ok) {
        await reloadList();
        if (accountId) await reloadData(accountId);
      }
      return reply;
    };
    return {
      add: async (request: BridgeRequest<'accounts.add'>) => after(await bridge.call('accounts.add', request)),
      update: async (request: BridgeRequest<'accounts.update'>) =>
        after(await bridge.call('accounts.update', request), request.id),
      remove: async (id: string) => {
        const reply = await bridge.call('accounts.remove', { id });
        if (reply.ok) {
          client.removeQueries({ queryKey: apiKeys.account(id) });
          await reloadList();
        }
        return reply;
      },
      setKey: async (accountId: string, apiKey: string) =>
        after(await bridge.call('key.set', { accountId, apiKey }), accountId),
      clearKey: async (accountId: string) => after(await bridge.call('key.clear', { accountId }), accountId),
    };
  }, [client]);
}

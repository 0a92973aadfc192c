// The home's requests asked at launch, dropped when the home does not open after all (a link was
// followed meanwhile): the calls still waiting for a slot are never sent.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { prefetchHome } = await import('./home-requests.ts');
const { ACCOUNT_SLOTS } = await import('../../../shared/concurrency-gate.ts');
const { isLiveKey } = await import('./query-keys.ts');
const { accountGate } = await import('./queries.ts');

const live = () => host.calls.filter((c) => c.channel === 'api.get' && !(c.request as { cache?: string }).cache);

describe('prefetchHome', () => {
  it('asks four things a project; dropped, the ones still waiting are never sent', async () => {
    // A service that answers when told to.
    const answering: (() => void)[] = [];
    const answer = {
      ok: true,
      data: {},
      fetchedAt: 0,
      window: { start: 0, end: 1 },
      source: 'network',
      deviations: [],
      deviationCount: 0,
    };
    host.answer('api.get', () => new Promise((resolve) => answering.push(() => resolve(answer))));
    const client = new QueryClient();
    const projects = ['p1', 'p2', 'p3'].map((id) => ({ id, name: id, kind: 'browser' as const }));
    const list = { accounts: [{ id: 'a', name: 'A', baseUrl: 'https://x.test', projects }] } as never;
    const drop = prefetchHome(client, list, { kind: 'relative', dur: '1d' }, null);
    await vi.waitFor(() => expect(live()).toHaveLength(ACCOUNT_SLOTS)); // one account: its own slots
    drop();
    answering.splice(0).forEach((send) => send()); // the slots free up…
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live()).toHaveLength(ACCOUNT_SLOTS); // …and the other eight of the twelve are never sent
    expect(client.getQueryCache().findAll({ predicate: (q) => isLiveKey(q.queryKey) })).toEqual([]);
  });

  it("asks every account's slots at once: three accounts, twelve in flight", async () => {
    const answering: (() => void)[] = [];
    host.answer(
      'api.get',
      () =>
        new Promise((resolve) =>
          answering.push(() => resolve({ ok: false, error: { kind: 'offline', message: 'held' } })),
        ),
    );
    const client = new QueryClient();
    const projects = ['p1', 'p2', 'p3'].map((id) => ({ id, name: id, kind: 'browser' as const }));
    const ids = ['t1', 't2', 't3'];
    const list = { accounts: ids.map((id) => ({ id, name: id, baseUrl: 'https://x.test', projects })) } as never;
    const drop = prefetchHome(client, list, { kind: 'relative', dur: '1d' }, null);
    const ours = () => live().filter((c) => ids.includes((c.request as { accountId: string }).accountId));
    await vi.waitFor(() => expect(ours()).toHaveLength(3 * ACCOUNT_SLOTS));
    // Each account: its slots taken, the rest of its twelve waiting for one.
    for (const id of ids)
      expect([accountGate(id).active, accountGate(id).waiting]).toEqual([ACCOUNT_SLOTS, 12 - ACCOUNT_SLOTS]);
    drop();
    answering.splice(0).forEach((send) => send());
  });
});

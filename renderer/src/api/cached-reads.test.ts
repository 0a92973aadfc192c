// Cache-only reads asked in one turn go to the host as `api.cached` calls of 16, each read settled
// with its own result as its call is answered; a call that fails settles every read of it with its
// failure, never leaving one waiting.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../shared/api-error.ts';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { cachedQuery } = await import('./queries.ts');

const scope = (projectId: string) => ({ accountId: 'a', projectId, window: { kind: 'relative', dur: '1d' } as const });
const cachedCalls = () => host.calls.filter((c) => c.channel === 'api.cached');

describe('cache-only reads', () => {
  it('of one turn go as one call, each settled with its own copy or miss', async () => {
    host.answer('api.get', (request: { path: { projectId: string } }) =>
      request.path.projectId === 'kept'
        ? {
            ok: true,
            data: { n: 1 },
            fetchedAt: 5,
            window: { start: 0, end: 1 },
            source: 'cache',
            deviations: [],
            deviationCount: 0,
          }
        : { ok: false, error: apiError('not-found', 'Nothing cached') },
    );
    const client = new QueryClient();
    const [kept, missing] = await Promise.all([
      client.fetchQuery(cachedQuery(scope('kept'), 'reports')),
      client.fetchQuery(cachedQuery(scope('missing'), 'reports')),
    ]);
    expect(kept).toMatchObject({ ok: true, data: { n: 1 }, source: 'cache' });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(cachedCalls().map((c) => (c.request as { requests: unknown[] }).requests.length)).toEqual([2]);
  });

  it('a call the host refuses settles every read of it with the refusal', async () => {
    host.calls.length = 0;
    host.answer('api.cached', () => ({ ok: false, error: apiError('unavailable', 'The browser host answered 500') }));
    const client = new QueryClient();
    const results = await Promise.all(
      ['p1', 'p2', 'p3'].map((p) => client.fetchQuery(cachedQuery(scope(p), 'reports'))),
    );
    expect(results.map((r) => !r.ok && r.error.message)).toEqual(Array(3).fill('The browser host answered 500'));
    expect(cachedCalls()).toHaveLength(1);
  });

  it('of a screenful go in calls of 16, each settled as its own call is answered', async () => {
    host.calls.length = 0;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    host.answer('api.cached', async ({ requests }: { requests: { path: { projectId: string } }[] }) => {
      if (requests[0]!.path.projectId === 'p32') await held; // the host still reading the last call's copies
      return { results: requests.map(() => ({ ok: false, error: apiError('not-found', 'Nothing cached') })) };
    });
    const client = new QueryClient();
    const reads = Array.from({ length: 40 }, (_, i) => client.fetchQuery(cachedQuery(scope(`p${i}`), 'reports')));
    expect(cachedCalls()).toHaveLength(0); // asked at the end of the turn
    await vi.waitFor(() => expect(cachedCalls()).toHaveLength(3));
    expect(cachedCalls().map((c) => (c.request as { requests: unknown[] }).requests.length)).toEqual([16, 16, 8]);
    const first = await Promise.all(reads.slice(0, 32)); // settled while the last call is held
    expect(first.every((result) => !result.ok && result.error.kind === 'not-found')).toBe(true);
    release();
    expect(await Promise.all(reads)).toHaveLength(40);
  });
});

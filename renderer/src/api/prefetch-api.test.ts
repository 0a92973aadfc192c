// A view's launch prefetch settles once the view has figures to show: its cached copy, or, with
// none, its live answer, whichever way that ends. main.tsx holds the splash on it, briefly.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../shared/api-error.ts';
import type { ApiResult } from '../../../shared/bridge.ts';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { prefetchApi } = await import('./use-api.ts');
const { apiQuery } = await import('./queries.ts');

const scope = { accountId: 'a', projectId: 'p', window: { kind: 'relative', dur: '1d' } as const };
const found = (source: 'cache' | 'network'): ApiResult => ({
  ok: true,
  data: { source },
  fetchedAt: 5,
  window: { start: 0, end: 1 },
  source,
  deviations: [],
  deviationCount: 0,
});

/** Answers the live call once `release` is called, and the cache-only read with `copy`. */
function holdLive(copy: ApiResult | null, live: ApiResult): () => void {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  host.answer('api.get', async (request: { cache?: string }) => {
    if (request.cache === 'only') return copy ?? { ok: false, error: apiError('not-found', 'Nothing cached') };
    await held;
    return live;
  });
  return release;
}

/** Whether `promise` has settled once every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('a view’s launch prefetch', () => {
  it('settles with the cached copy, the live answer still on its way', async () => {
    const release = holdLive(found('cache'), found('network'));
    const client = new QueryClient();
    const figures = prefetchApi(client, scope, 'reports');
    expect(await settled(figures)).toBe(true);
    expect(client.getQueryData(apiQuery(scope, 'reports').queryKey)).toBeUndefined();
    release();
  });

  it('with no copy, waits for the live answer', async () => {
    const release = holdLive(null, found('network'));
    const client = new QueryClient();
    const figures = prefetchApi(client, scope, 'reports');
    expect(await settled(figures)).toBe(false);
    release();
    await figures;
    expect(client.getQueryData(apiQuery(scope, 'reports').queryKey)).toMatchObject({ data: { source: 'network' } });
  });

  it('with no copy, settles as the live call fails too: nothing is left to wait for', async () => {
    const release = holdLive(null, { ok: false, error: apiError('offline', 'The service could not be reached') });
    const figures = prefetchApi(new QueryClient(), scope, 'reports');
    expect(await settled(figures)).toBe(false);
    release();
    expect(await settled(figures)).toBe(true);
  });
});

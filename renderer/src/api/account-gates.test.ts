// Each account's calls go through a gate of their own: a 429 from one service pauses that
// account's calls until its Retry-After, while another account's go on at once.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../shared/api-error.ts';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { apiQuery, accountGate } = await import('./queries.ts');

const window = { kind: 'relative', dur: '1d' } as const;
type Asked = { accountId: string; cache?: string };
const asked = (accountId: string) =>
  host.calls.filter(
    (c) => c.channel === 'api.get' && (c.request as Asked).accountId === accountId && !(c.request as Asked).cache,
  ).length;

describe('per-account gates', () => {
  it('a rate-limited account waits out its Retry-After; another account is not held', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') });
    try {
      const retryAt = Date.now() + 60_000;
      host.answer('api.get', (request: Asked) =>
        request.accountId === 'busy'
          ? { ok: false, error: apiError('rate-limited', 'Too many requests', { status: 429, retryAt }) }
          : {
              ok: true,
              data: {},
              fetchedAt: Date.now(),
              window: { start: 0, end: 1 },
              source: 'network',
              deviations: [],
              deviationCount: 0,
            },
      );
      const client = new QueryClient();
      const fetch = (accountId: string, projectId: string) =>
        client.fetchQuery(apiQuery({ accountId, projectId, window }, 'reports', {}, 'background'));

      const first = await fetch('busy', 'p1');
      expect(first.ok).toBe(false);
      expect(accountGate('busy').pausedUntil).toBe(retryAt);

      // The busy account's next call waits; the other account's is answered at once.
      const waiting = fetch('busy', 'p2');
      await expect(fetch('calm', 'p1')).resolves.toMatchObject({ ok: true });
      expect(accountGate('calm').pausedUntil).toBeNull();
      await vi.advanceTimersByTimeAsync(59_000);
      expect(asked('busy')).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await waiting;
      expect(asked('busy')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

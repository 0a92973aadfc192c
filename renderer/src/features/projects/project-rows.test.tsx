// Each project's row from its four answers: the window's report and open groups, then the same for
// the period before what the report covers; a project whose service is down says why on its row.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../../shared/api-error.ts';
import type { Project } from '../../../../shared/bridge.ts';
import { DEFAULT_HEALTH_THRESHOLDS } from '../../../../shared/preferences.ts';
import { formatApiTime, HOUR } from '../../../../shared/time-window.ts';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
/** How many times each project's row was worked out, by project id. */
const worked = vi.hoisted(() => new Map<string, number>());
vi.mock('./use-project-rows.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./use-project-rows.ts')>();
  return {
    ...actual,
    useProjectRow: (...args: Parameters<typeof actual.useProjectRow>) => {
      const id = args[0].project.id;
      worked.set(id, (worked.get(id) ?? 0) + 1);
      return actual.useProjectRow(...args);
    },
  };
});
const { renderWithClient } = await import('../../testing/fake-host.tsx');
const { fixClock } = await import('../../testing/fixed-clock.ts');
const { useProjectRows } = await import('./project-rows.tsx');
const { prefetchHome } = await import('../../api/home-requests.ts');
const { accountGate } = await import('../../api/queries.ts');

const NOW = Date.parse('2026-11-21T12:00:30Z');
fixClock(NOW);
const end = Date.parse('2026-11-21T12:00:00Z');
const shop: Project = { id: 'shop', name: 'Shop', kind: 'browser' };
const api: Project = { id: 'api', name: 'API', kind: 'apm' };
const refs = [
  { account: { id: 'a', name: 'A' }, project: shop },
  { account: { id: 'b', name: 'B' }, project: api },
];

type Asked = {
  accountId: string;
  path: { projectId: string };
  endpoint: string;
  query: Record<string, string>;
  cache?: string;
};

const report = (events: number) => ({
  apdex: { page: { satisfied: 90, tolerated: 10, frustrated: 0, total: 100, score: 0.95 } },
  pages: { throughput: 1000, page: { loadTime: 1200 } },
  errors: { errors: 3, events, device: { mobile: 0, desktop: events } },
});
const list = {
  data: [],
  trendDates: ['2026-11-21 00:00'],
  count: 0,
  limit: 100,
  page: 1,
  totalPages: 1,
  totalCount: 0,
  hasMore: false,
};
const answer = (data: unknown, window: { start: number; end: number }) => ({
  ok: true,
  data,
  fetchedAt: NOW,
  window,
  source: 'network',
  deviations: [],
  deviationCount: 0,
});

/** The window as the route gives it: the same object from render to render. */
const lastDay = { kind: 'relative', dur: '1d' } as const;

function Rows() {
  const { rows, sources } = useProjectRows(refs, lastDay, null, DEFAULT_HEALTH_THRESHOLDS);
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.key} data-testid={row.project.id} data-waiting={row.waitingUntil ?? ''}>
          {row.loading ? 'loading' : row.health.reasons[0]}
        </li>
      ))}
      {sources}
    </ul>
  );
}

describe('useProjectRows', () => {
  it('asks four things of each project and judges the window against the period before it', async () => {
    const window = { start: end - 24 * HOUR, end };
    host.answer('api.get', (request: Asked) => {
      if (request.cache) return { ok: false, error: apiError('not-found', 'Nothing cached') };
      if (request.accountId === 'b')
        return { ok: false, error: apiError('offline', 'The service could not be reached') };
      const baseline = request.query.timeStart === formatApiTime(window.start - 24 * HOUR);
      if (request.endpoint === 'reports') return answer(report(baseline ? 20 : 90), window);
      return answer(list, window);
    });
    renderWithClient(<Rows />);
    await waitFor(() =>
      expect(screen.getByTestId('shop').textContent).toBe('Failing: error events ×4.5 against the previous period'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('api').textContent).toBe('No data: The service could not be reached'),
    );
    const live = host.calls
      .filter((c) => c.channel === 'api.get' && !(c.request as Asked).cache)
      .map((c) => c.request as Asked);
    const shopAsked = live.filter((r) => r.accountId === 'a');
    expect(shopAsked.map((r) => [r.endpoint, r.query.timeDur ?? r.query.timeStart])).toEqual([
      ['reports', '1d'],
      ['errors.list', '1d'],
      ['reports', formatApiTime(window.start - 24 * HOUR)],
      ['errors.list', formatApiTime(window.start - 24 * HOUR)],
    ]);
  });

  it('asked at launch, before the home renders: the rows take those answers, the copies come in one call', async () => {
    host.calls.length = 0;
    const window = { start: end - 24 * HOUR, end };
    host.answer('api.get', (request: Asked) =>
      request.cache
        ? { ok: false, error: apiError('not-found', 'Nothing cached') }
        : answer(request.endpoint === 'reports' ? report(10) : list, window),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const accounts = refs.map(({ account, project }) => ({
      ...account,
      baseUrl: 'https://example.test',
      projects: [project],
    }));
    prefetchHome(client, { accounts } as never, { kind: 'relative', dur: '1d' }, null);
    expect(host.calls.filter((c) => c.channel === 'api.cached')).toHaveLength(0); // asked at the end of the turn
    render(
      <QueryClientProvider client={client}>
        <Rows />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('shop').textContent).toBe('Healthy: within every threshold'));
    const cached = host.calls.filter((c) => c.channel === 'api.cached');
    expect(cached.map((c) => (c.request as { requests: unknown[] }).requests.length)).toEqual([8]);
    const live = host.calls.filter((c) => c.channel === 'api.get' && !(c.request as Asked).cache);
    expect(live).toHaveLength(8); // four a project, none asked twice
  });

  it("another project's answers do not work out this project's row again", async () => {
    const window = { start: end - 24 * HOUR, end };
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    host.answer('api.get', async (request: Asked) => {
      if (request.cache) return { ok: false, error: apiError('not-found', 'Nothing cached') };
      if (request.accountId === 'b') await held;
      return answer(request.endpoint === 'reports' ? report(10) : list, window);
    });
    renderWithClient(<Rows />);
    await waitFor(() => expect(screen.getByTestId('shop').textContent).toBe('Healthy: within every threshold'));
    const shopBefore = worked.get('shop');
    const apiBefore = worked.get('api') ?? 0;
    release();
    await waitFor(() => expect(screen.getByTestId('api').textContent).not.toBe('loading'));
    // The screen rendered again with the API's row; the shop's row, whose answers stayed, did not.
    expect(worked.get('api')).toBeGreaterThan(apiBefore);
    expect(worked.get('shop')).toBe(shopBefore);
  });

  it("says a row waits as soon as its account's service asks to slow down, though none of its answers came", async () => {
    const window = { start: end - 24 * HOUR, end };
    host.answer('api.get', async (request: Asked) => {
      if (request.cache) return { ok: false, error: apiError('not-found', 'Nothing cached') };
      if (request.accountId === 'b') return new Promise(() => undefined); // its requests wait on
      return answer(request.endpoint === 'reports' ? report(10) : list, window);
    });
    renderWithClient(<Rows />);
    await waitFor(() => expect(screen.getByTestId('shop').textContent).toBe('Healthy: within every threshold'));
    expect(screen.getByTestId('api').dataset.waiting).toBe('');
    // Another project of the account was told 429: its gate pauses, and this row waits behind it.
    const until = Date.now() + 60_000;
    accountGate('b').pauseUntil(until);
    await waitFor(() => expect(screen.getByTestId('api').dataset.waiting).toBe(String(until)));
    expect(screen.getByTestId('shop').dataset.waiting).toBe('');
  });
});

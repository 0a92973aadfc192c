// The comparison's request: none while Compare is off; sent with the view's own before that
// answers; and, for a copy from the cache, set against the window before the copy's own, which is
// the request the copy's comparison was cached under (how a comparison works offline).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { useApi } = await import('../api/use-api.ts');
const { useCompared } = await import('./compared.ts');
const { ComparisonNote } = await import('./comparison-note.tsx');
const { figuresOf } = await import('./headline.tsx');
const { FigureChange } = await import('../ui/figure.tsx');
const { renderWithClient } = await import('../testing/fake-host.tsx');
const { fixClock } = await import('../testing/fixed-clock.ts');
const { hasData } = await import('../api/view-state.ts');
const { setDisplayZone } = await import('../ui/time.ts');
setDisplayZone('utc');

const NOW = Date.parse('2026-11-21T12:00:30Z');
const scope = { accountId: 'a1', projectId: 'p1', window: { kind: 'relative', dur: '1d' } } as const;
type Request = { query: Record<string, string>; cache?: string };
/** The requests that go to the service (not the cached copies asked for beside them). */
const asked = () =>
  host.calls
    .filter((c) => c.channel === 'api.get')
    .map((c) => c.request as Request)
    .filter((r) => r.cache !== 'only');

const EVENTS = {
  label: 'Events',
  unit: 'count',
  good: 'down',
  testId: 'events',
  pick: (data: { events: number | null }) => data.events,
} as const;

function Probe() {
  const current = useApi(scope, 'reports.errors');
  const compared = useCompared(scope, 'reports.errors', {}, current);
  return (
    <div>
      <ComparisonNote compared={compared} />
      <span data-testid="now">{hasData(current) ? current.data.events : '…'}</span>
      {hasData(current)
        ? figuresOf([EVENTS], current.data, compared).map((figure) => <FigureChange key="events" figure={figure} />)
        : null}
    </div>
  );
}

const span = (start: string, end: string) => ({ start: Date.parse(start), end: Date.parse(end) });
const answer = (events: number, w: { start: number; end: number }) => ({
  ok: true,
  data: { device: { desktop: 0, mobile: 0 }, errors: 1, events },
  fetchedAt: NOW,
  window: w,
  source: 'network',
  deviations: [],
  deviationCount: 0,
});

// Registered before the clock's: the hooks after a test run last registered first.
afterEach(() => {
  globalThis.window.location.hash = '';
});
fixClock(NOW);
beforeEach(() => {
  host.calls.length = 0;
});

describe('useCompared', () => {
  it('asks for nothing more while Compare is off', async () => {
    globalThis.window.location.hash = '#/overview?w=1d';
    host.answer('api.get', () => answer(120, span('2026-11-20T12:00Z', '2026-11-21T12:00Z')));
    renderWithClient(<Probe />);
    await screen.findByText('120');
    expect(asked().map((r) => r.query)).toEqual([{ timeDur: '1d' }]);
    expect(screen.queryByTestId('comparison-note')).toBeNull();
  });

  it('sends the previous period with the current request, and draws the change from both', async () => {
    globalThis.window.location.hash = '#/overview?w=1d&cmp=previous';
    host.answer('api.get', (r: Request) =>
      r.query['timeDur']
        ? answer(120, span('2026-11-20T12:00Z', '2026-11-21T12:00Z'))
        : answer(100, span('2026-11-19T12:00Z', '2026-11-20T12:00Z')),
    );
    renderWithClient(<Probe />);
    const badge = await screen.findByTestId('events-change');
    expect(
      asked()
        .slice(0, 2)
        .map((r) => r.query),
    ).toEqual([{ timeDur: '1d' }, { timeStart: '2026-11-19 12:00', timeEnd: '2026-11-20 12:00' }]);
    expect(badge.textContent).toBe('▲ +20 %, worse');
    expect(badge.dataset['change']).toBe('20');
    expect(screen.getByTestId('comparison-note').textContent).toBe(
      'Compared with the previous period, 19 Nov 12:00 – 20 Nov 12:00 UTC',
    );
    expect(badge.title).toBe(
      'Now 120 (20 Nov 12:00 – 21 Nov 12:00 UTC)\nPrevious period 100 (19 Nov 12:00 – 20 Nov 12:00 UTC)',
    );
  });

  it("sets a cached copy against the window before the copy's own, served from the cache too", async () => {
    globalThis.window.location.hash = '#/overview?w=1d&cmp=previous';
    // The copy was fetched three hours ago: it covers the day to 09:00.
    const copyWindow = span('2026-11-20T09:00Z', '2026-11-21T09:00Z');
    const offline = { ok: false, error: { kind: 'network', message: 'The service cannot be reached' } };
    host.answer('api.get', (r: Request) => {
      if (r.query['timeDur']) return r.cache === 'only' ? { ...answer(90, copyWindow), source: 'cache' } : offline;
      const cachedThen = r.query['timeStart'] === '2026-11-19 09:00' && r.query['timeEnd'] === '2026-11-20 09:00';
      if (r.cache === 'only')
        return cachedThen
          ? { ...answer(60, span('2026-11-19T09:00Z', '2026-11-20T09:00Z')), source: 'cache' }
          : { ok: false, error: { kind: 'not-found', message: 'Nothing is cached' } };
      return cachedThen
        ? {
            ...offline,
            cached: {
              data: answer(60, copyWindow).data,
              fetchedAt: NOW - 3 * 3600_000,
              window: span('2026-11-19T09:00Z', '2026-11-20T09:00Z'),
              deviations: [],
              deviationCount: 0,
            },
          }
        : offline;
    });
    renderWithClient(<Probe />);
    const badge = await screen.findByTestId('events-change');
    expect(badge.dataset['change']).toBe('50');
    expect(asked().some((r) => r.query['timeStart'] === '2026-11-19 09:00')).toBe(true);
    await act(async () => undefined);
    expect(screen.getByTestId('comparison-note').textContent).toMatch(/offline copy as of/);
  });
});

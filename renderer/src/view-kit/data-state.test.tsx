// A view's error offers Try again, which asks the service once more for the same answer; what
// the service cannot serve for this project kind is a note, with nothing to try.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { useApi } = await import('../api/use-api.ts');
const { DataState } = await import('./data-state.tsx');
const { renderWithClient, resetAfterEach } = await import('../testing/fake-host.tsx');
const { Metric } = await import('../ui/charts/metric.tsx');
const { formatScore } = await import('../ui/format.ts');

resetAfterEach(host);

const scope = { accountId: 'a', projectId: 'p', window: { kind: 'relative', dur: '1d' } } as const;
const answered = { start: 0, end: 86_400_000 };

function Apdex(): ReactNode {
  const state = useApi(scope, 'apdex');
  return <DataState state={state}>{(data) => <p>Score {data.score}</p>}</DataState>;
}

const liveCalls = () =>
  host.calls.filter((c) => c.channel === 'api.get' && !(c.request as { cache?: string }).cache).length;

describe('Try again', () => {
  it('asks the service again and shows the answer in place of the error', async () => {
    let answer: unknown = { ok: false, error: { kind: 'server', message: 'The service failed (500)' } };
    host.answer('api.get', (request: { cache?: string }) =>
      request.cache ? { ok: false, error: { kind: 'not-found', message: 'no copy' } } : answer,
    );
    renderWithClient(<Apdex />);
    expect((await screen.findByRole('alert')).textContent).toContain('The service failed (500)');
    expect(liveCalls()).toBe(1);

    answer = {
      ok: true,
      data: {
        satisfied: 9,
        tolerated: 1,
        frustrated: 0,
        total: 10,
        score: 0.95,
        satisfiedPercentage: 90,
        toleratedPercentage: 10,
        frustratedPercentage: 0,
      },
      fetchedAt: 1,
      window: answered,
      source: 'network',
    };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText('Score 0.95')).textContent).toBe('Score 0.95');
    expect(liveCalls()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not offered for an endpoint the project kind does not serve', async () => {
    host.answer('api.get', () => ({
      ok: false,
      error: { kind: 'not-served', message: 'Apdex is not served for APM projects' },
    }));
    renderWithClient(<Apdex />);
    expect((await screen.findByRole('note')).textContent).toContain('not served');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('asking again after a failure', () => {
  it('replaces the old error by "Trying again…" until the new answer is in', async () => {
    let release: (value: unknown) => void = () => undefined;
    let answer: unknown = { ok: false, error: { kind: 'not-found', message: 'Not found' } };
    host.answer('api.get', (request: { cache?: string }) =>
      request.cache ? { ok: false, error: { kind: 'not-found', message: 'no copy' } } : answer,
    );
    renderWithClient(<Apdex />);
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
    answer = new Promise((resolve) => (release = resolve));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Trying again…');
    expect(screen.queryByText('Not found')).toBeNull();
    release({ ok: false, error: { kind: 'not-found', message: 'Still not found' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Still not found');
  });
});

describe('an answer that drifted from the contract', () => {
  it('says how many values are missing, links to Inspect, and explains a missing value in its tooltip', async () => {
    const deviations = [
      { path: 'score', expected: 'a number', received: 'null', read: 'no value' },
      { path: 'total', expected: 'a whole number, 0 or more', received: 'missing from the answer', read: 'no value' },
    ];
    const data = {
      satisfied: 9,
      tolerated: 1,
      frustrated: 0,
      total: null,
      score: null,
      satisfiedPercentage: 90,
      toleratedPercentage: 10,
      frustratedPercentage: 0,
    };
    host.answer('api.get', () => ({
      ok: true,
      data,
      fetchedAt: 1,
      window: answered,
      source: 'network',
      deviations,
      deviationCount: 2,
    }));
    function Score(): ReactNode {
      const state = useApi(scope, 'apdex');
      return (
        <DataState state={state}>
          {(apdex) => (
            <>
              <Metric label="Score" value={formatScore(apdex.score)} exact={apdex.score} path="score" testId="score" />
              <Metric
                label="Total"
                value={String(apdex.total ?? '–')}
                exact={apdex.total}
                path="total"
                testId="total"
              />
              <Metric
                label="Satisfied"
                value={String(apdex.satisfied)}
                exact={apdex.satisfied}
                path="satisfied"
                testId="satisfied"
              />
            </>
          )}
        </DataState>
      );
    }
    renderWithClient(<Score />);
    expect((await screen.findByTestId('deviation-note')).textContent).toBe(
      '2 values missing or unreadable in this answer. Inspect',
    );
    expect(screen.getByTestId('score').textContent).toBe('Score–');
    expect(screen.getByTestId('score').getAttribute('title')).toBe('No value: the service sent null');
    expect(screen.getByTestId('total').getAttribute('title')).toBe('No value: missing from the answer');
    expect(screen.getByTestId('satisfied').getAttribute('title')).toBe('9');
  });
});

describe('a service that asks to wait', () => {
  it('counts its Retry-After down beside the error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.UTC(2026, 2, 2, 11, 5) });
    try {
      const retryAt = Date.now() + 3_000;
      const { act } = await import('@testing-library/react');
      const state = {
        status: 'error',
        error: { kind: 'rate-limited', message: 'The service is busy (429)', retryAt },
      } as const;
      renderWithClient(<DataState state={state}>{() => null}</DataState>);
      expect(screen.getByTestId('retry-countdown').textContent).toBe('The service asks to wait: 3 s left.');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByTestId('retry-countdown').textContent).toBe('The service asks to wait: 2 s left.');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByTestId('retry-countdown').textContent).toBe('The service asks to wait: 1 s left.');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByTestId('retry-countdown').textContent).toBe('The wait the service asked for is over.');
    } finally {
      vi.useRealTimers();
    }
  });
});

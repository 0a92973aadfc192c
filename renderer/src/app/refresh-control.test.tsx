import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiKeys } from '../api/query-keys.ts';
import { RefreshControl } from './refresh-control.tsx';

describe('RefreshControl', () => {
  it('is busy while an answer of its scope is on its way, and looks over the cache once a turn, not once a step', async () => {
    const client = new QueryClient();
    const scope = { accountId: 'a', projectId: 'shop' };
    const key = (projectId: string, n: number) => [...apiKeys.project({ ...scope, projectId }), n];
    render(
      <QueryClientProvider client={client}>
        <RefreshControl scope={scope} onRefresh={() => undefined} autoRunning={false} />
      </QueryClientProvider>,
    );
    const group = screen.getByRole('group', { name: 'Refresh' });
    expect(group.getAttribute('aria-busy')).toBe('false');
    const findAll = vi.spyOn(client.getQueryCache(), 'findAll');
    // A home's worth of steps in one turn: another project's hundred answers, and one of this
    // project's on its way.
    let answer: (value: unknown) => void = () => undefined;
    act(() => {
      for (let n = 0; n < 100; n++) client.setQueryData(key('other', n), n);
      void client.fetchQuery({ queryKey: key('shop', 0), queryFn: () => new Promise((resolve) => (answer = resolve)) });
      for (let n = 0; n < 100; n++) client.setQueryData(key('other', n), n + 1);
    });
    await waitFor(() => expect(group.getAttribute('aria-busy')).toBe('true'));
    expect(findAll.mock.calls.length).toBeLessThan(10);
    await act(async () => answer({ ok: true }));
    await waitFor(() => expect(group.getAttribute('aria-busy')).toBe('false'));
  });
});

// The connection state of a project: what its answers on screen say of the service, worked out
// again once a turn for a change of that project's queries, however many steps the cache tells of.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../shared/api-error.ts';
import { apiKeys } from '../api/query-keys.ts';
import { useCacheStatus } from './connection.ts';

const scope = { accountId: 'a', projectId: 'shop' };
const keyOf = (projectId: string, n: number) =>
  apiKeys.get({ accountId: 'a', projectId }, { endpoint: 'reports', path: {}, query: { n }, source: 'live' });
const offline = { ok: false, error: apiError('offline', 'The service could not be reached') };

/** A query on screen: the status counts only the answers someone shows. */
function Shown(props: { queryKey: readonly unknown[] }): null {
  useQuery({ queryKey: props.queryKey, queryFn: () => new Promise<never>(() => undefined), enabled: false });
  return null;
}

function Status(): ReactNode {
  const status = useCacheStatus(scope);
  return <p data-testid="status">{`${status.failed} failed: ${status.reason ?? 'none'}`}</p>;
}

describe('useCacheStatus', () => {
  it("says what this project's answers say, looked at once a turn and not for other projects' steps", async () => {
    const client = new QueryClient();
    const keys = [keyOf('shop', 0), ...Array.from({ length: 50 }, (_, n) => keyOf('other', n))];
    render(
      <QueryClientProvider client={client}>
        {keys.map((queryKey, i) => (
          <Shown key={i} queryKey={queryKey} />
        ))}
        <Status />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('0 failed: none'));
    const findAll = vi.spyOn(client.getQueryCache(), 'findAll');
    // Another project's fifty answers, in one turn: this project's state has nothing to look at.
    act(() => keys.slice(1).forEach((queryKey) => client.setQueryData(queryKey, offline)));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(findAll).not.toHaveBeenCalled();
    // This project's answer, and its steps, with fifty of the other's again: looked at once a turn
    // (React reads a store a few times a render), not once a step.
    act(() => {
      client.setQueryData(keys[0]!, offline);
      keys.slice(1).forEach((queryKey) => client.setQueryData(queryKey, offline));
      client.setQueryData(keys[0]!, { ...offline });
    });
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe('1 failed: The service could not be reached'),
    );
    expect(findAll.mock.calls.length).toBeLessThan(10);
  });
});

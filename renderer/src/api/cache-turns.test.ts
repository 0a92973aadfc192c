import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { onCacheTurn } from './cache-turns.ts';

const turn = () => new Promise((resolve) => setTimeout(resolve));

describe('onCacheTurn', () => {
  it('hears many steps of a turn once, for the queries under its key and the steps it asks for', async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    const heard = vi.fn();
    const stop = onCacheTurn(cache, ['api', 'a'], heard, (event) => event.type === 'updated');
    // Another account's answers: nothing to hear.
    for (let n = 0; n < 20; n++) client.setQueryData(['api', 'b', n], n);
    await turn();
    expect(heard).not.toHaveBeenCalled();
    // Its own: new queries are 'added' first (not asked for), then 'updated'; fifty steps, one call.
    for (let n = 0; n < 25; n++) client.setQueryData(['api', 'a', n], n);
    for (let n = 0; n < 25; n++) client.setQueryData(['api', 'a', n], n + 1);
    expect(heard).not.toHaveBeenCalled();
    await turn();
    expect(heard).toHaveBeenCalledTimes(1);
    // A later turn's step is heard again; after the stop, a step already heard is not told.
    client.setQueryData(['api', 'a', 0], 'again');
    await turn();
    expect(heard).toHaveBeenCalledTimes(2);
    client.setQueryData(['api', 'a', 0], 'last');
    stop();
    await turn();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('with no key, hears every query', async () => {
    const client = new QueryClient();
    const heard = vi.fn();
    onCacheTurn(client.getQueryCache(), null, heard);
    client.setQueryData(['preferences'], {});
    await turn();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

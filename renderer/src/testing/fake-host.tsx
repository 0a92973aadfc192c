// Test support for the shell: a fake host behind the real bridge module (installed as the
// Electron preload would be), and a render with a fresh QueryClient per test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { ApiResult, Bridge, BridgeReply, BridgeRequest, ChannelName } from '../../../shared/bridge.ts';
import { replyOf, resultOf } from '../../../shared/bridge/reply.ts';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences.ts';
import type { MenuCommand, MenuEvents } from '../../../shared/menu-command.ts';

type Handler = (request: never) => unknown;
export interface FakeHost extends Bridge, MenuEvents {
  /** Every call, in order. */
  calls: { channel: ChannelName; request: unknown }[];
  /**
   * Replaces the answer of a channel: a value, or a reply (`{ ok: false, error }`) as is. An
   * `api.get` handler answers as a query holds it (an ApiResult), sent on as the bridge's reply.
   */
  answer(channel: ChannelName, handler: Handler): void;
  sendMenuCommand(command: MenuCommand): void;
}

export function createFakeHost(): FakeHost {
  const handlers = new Map<ChannelName, Handler>([
    ['prefs.get', () => DEFAULT_PREFERENCES],
    ['prefs.set', (change: object) => ({ ...DEFAULT_PREFERENCES, ...change })],
    ['accounts.list', () => ({ accounts: [], selected: null, keychain: 'available', notices: [] })],
  ]);
  const menuListeners = new Set<(command: MenuCommand) => void>();
  const calls: FakeHost['calls'] = [];
  return {
    calls,
    answer: (channel, handler) => handlers.set(channel, handler),
    sendMenuCommand: (command) => menuListeners.forEach((listener) => listener(command)),
    onMenuCommand(listener) {
      menuListeners.add(listener);
      return () => menuListeners.delete(listener);
    },
    async call<C extends ChannelName>(channel: C, request: unknown): Promise<BridgeReply<C>> {
      calls.push({ channel, request });
      // As the core does: many cache-only reads in one call, each answered as `api.get` would.
      if (channel === 'api.cached' && !handlers.has(channel)) {
        const { requests } = request as BridgeRequest<'api.cached'>;
        const results = await Promise.all(
          requests.map(async (read) => resultOf(await this.call('api.get', { ...read, cache: 'only' }))),
        );
        return { ok: true, value: { results } } as BridgeReply<C>;
      }
      const handler = handlers.get(channel);
      if (!handler) return { ok: false, error: { kind: 'unavailable', message: `no fake for ${channel}` } };
      const value = await handler(request as never);
      if (channel === 'api.get') return replyOf(value as ApiResult) as BridgeReply<C>;
      const isReply =
        typeof value === 'object' && value !== null && 'ok' in value && ('value' in value || 'error' in value);
      return (isReply ? value : { ok: true, value }) as BridgeReply<C>;
    },
  } as FakeHost;
}

/** A fake host installed as `window.spyglass`, as the preload would be: call it in `vi.hoisted`, before the modules that read the bridge load. */
export function installFakeHost(): FakeHost {
  const fake = createFakeHost();
  window.spyglass = fake;
  return fake;
}

/** After each test of the file: unmounts what it rendered and forgets the calls `host` was sent. */
export function resetAfterEach(host: FakeHost): void {
  afterEach(() => {
    cleanup();
    host.calls.length = 0;
  });
}

export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

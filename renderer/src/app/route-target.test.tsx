// The route and the selection kept in step: a launch route that names no project is given the
// selection's once the page is idle, and a switch made meanwhile is what gets written, not the
// project the launch had.
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AccountView, BridgeValue } from '../../../shared/bridge.ts';
import { currentRoute } from '../state/route.ts';
import type { Selected } from '../state/accounts.ts';
import { useRouteTarget } from './route-target.tsx';

// jsdom has no idle callbacks: these queue them, and `idle()` runs what is still waiting.
let waiting = new Map<number, () => void>();
let next = 0;
const idle = () => {
  const run = [...waiting.values()];
  waiting = new Map();
  run.forEach((callback) => callback());
};
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => (waiting.set(++next, callback), next));
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

const account = {
  id: 'acme',
  name: 'Acme',
  baseUrl: 'https://api.example.com',
  hasKey: true,
  demo: false,
  projects: [
    { id: 'shop', name: 'Shop', kind: 'browser' },
    { id: 'api', name: 'API', kind: 'apm' },
  ],
} as unknown as AccountView;
const list = {
  accounts: [account],
  selected: { accountId: 'acme', projectId: 'shop' },
  keychain: 'available',
  notices: [],
} as unknown as BridgeValue<'accounts.list'>;
const selected = (projectId: string): Selected =>
  ({ account, project: account.projects.find((p) => p.id === projectId)! }) as Selected;

it('writes the project selected when the page is idle, not the one the launch had', () => {
  window.location.hash = '#/overview?w=1d';
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { rerender } = renderHook(({ chosen }) => useRouteTarget(currentRoute().params, list, selected(chosen)), {
    wrapper,
    initialProps: { chosen: 'shop' },
  });
  // The user picks another project before the launch's write has run (a busy page).
  rerender({ chosen: 'api' });
  idle();
  expect(currentRoute().params.get('account')).toBe('acme');
  expect(currentRoute().params.get('project')).toBe('api');
});

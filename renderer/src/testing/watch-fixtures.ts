// A watch's state as the core answers it, and the account it names: what the inbox, the shell and
// Settings ▸ Watch tests show. One account (Prod, project Shop) with two alerts, one unseen.
import type { BridgeValue, WatchState } from '../../../shared/bridge.ts';

/** 5 Sep 2026, 12:00 UTC: the tests' now. */
export const WATCH_NOW = Date.UTC(2026, 8, 5, 12, 0);

export const PROD = { accountId: 'a1', projectId: 'p1' } as const;

export const watchAccounts = (): BridgeValue<'accounts.list'> => ({
  accounts: [
    {
      id: 'a1',
      name: 'Prod',
      baseUrl: 'https://api.example.com',
      hasKey: true,
      projects: [
        { id: 'p1', name: 'Shop', kind: 'browser' },
        { id: 'p2', name: 'Blog', kind: 'browser' },
      ],
    },
  ],
  selected: { accountId: 'a1', projectId: 'p2' },
  keychain: 'available',
  notices: [],
});

type Entry = WatchState['inbox'][number];

export const spikeAlert: Entry = {
  id: 'spike/a1/p1/error-events/2026-09-05T11%3A45',
  kind: 'spike',
  ...PROD,
  projectName: 'Shop',
  subject: 'error-events',
  at: Date.UTC(2026, 8, 5, 11, 59),
  what: 'Error events spike',
  why: 'error events 212 in 15 min against 31 a week ago (×6.8)',
  view: { segments: ['errors'], params: { from: '2026-09-05 11:45', to: '2026-09-05 12:00' } },
  seen: false,
  foundAt: WATCH_NOW,
};

export const newGroupAlert: Entry = {
  id: 'new-group/a1/p1/7%3Aabc',
  kind: 'new-group',
  ...PROD,
  projectName: 'Shop',
  subject: '7:abc',
  at: Date.UTC(2026, 8, 5, 9, 30),
  what: 'New error group TypeError',
  why: 'first seen at 09:30, 14 events since',
  view: { segments: ['errors', '7:abc'], params: {} },
  seen: true,
  foundAt: Date.UTC(2026, 8, 5, 9, 35),
};

export const watchState = (change: Partial<WatchState> = {}): WatchState => ({
  inbox: [spikeAlert, newGroupAlert],
  unseen: 1,
  snoozes: [],
  quietUntil: null,
  watched: [{ ...PROD, name: 'Shop' }],
  accounts: [
    {
      accountId: 'a1',
      words: 'Looking every 5 min: 26 requests an hour of 1,500',
      costPerHour: 26,
      budget: 1500,
      pausedUntil: null,
    },
  ],
  lastCheckAt: Date.UTC(2026, 8, 5, 11, 55),
  nextCheckAt: Date.UTC(2026, 8, 5, 12, 0),
  paused: null,
  checking: false,
  notes: [],
  ...change,
});

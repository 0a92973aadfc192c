// A launch's home asked for ahead of the page (electron/core/launch-prefetch.ts), through the real
// core against two real demo services over loopback (the demo account, and a second account of
// two projects): what is asked, in which order, how many at once, that each answer goes to the
// page's call for it without a second request, and what stops it.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SLOTS } from '../../shared/concurrency-gate.ts';
import { Core } from '../../electron/core/core.ts';
import { Gateway } from '../../electron/core/gateway.ts';
import { launchHomeCalls, type PlannedCall } from '../../electron/core/launch-prefetch.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { pinClock } from '../../scripts/pinned-clock.ts';
import { reportRequest } from '../testing/requests.ts';

const FIRST_KEY = 'first-key';
const SECOND_KEY = 'second-key';
const clock = pinClock(Date.UTC(2026, 2, 2, 11, 5));

/** Every request the services had, as sent, and the most each one had at once. */
interface Sent {
  asked: URL[];
  most: Map<string, number>;
}

function recordingFetch(sent: Sent): typeof fetch {
  const now = new Map<string, number>();
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.asked.push(url);
    const at = (now.get(url.origin) ?? 0) + 1;
    now.set(url.origin, at);
    sent.most.set(url.origin, Math.max(sent.most.get(url.origin) ?? 0, at));
    try {
      const response = await fetch(input, init);
      return new Response(await response.arrayBuffer(), response);
    } finally {
      now.set(url.origin, (now.get(url.origin) ?? 1) - 1);
    }
  };
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

/** A core of the demo account (eight projects) and "Team B" (two), its requests recorded from here on. */
async function launch(
  options: { second?: (demo: DemoApi) => void } = {},
): Promise<{ core: Core; first: DemoApi; second: DemoApi; sent: Sent }> {
  const first = await startDemoApi({ port: 0, key: FIRST_KEY, now: clock.now });
  const second = await startDemoApi({ port: 0, key: SECOND_KEY, now: clock.now });
  opened.push(first, second);
  const sent: Sent = { asked: [], most: new Map() };
  const core = await Core.create({
    userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-launch-')),
    host: 'web',
    version: 'test',
    secrets: { store: new MemorySecretStore(), problem: null },
    gateway: { fetch: recordingFetch(sent), maxAttempts: 1, now: clock.now },
    watch: { start: false },
    startDemo: async () => ({ url: first.url, key: FIRST_KEY, close: async () => undefined }),
    saveExport: async () => ({ saved: true }),
  });
  opened.push(core);
  const added = await core.call('accounts.add', {
    name: 'Team B',
    baseUrl: second.url,
    apiKey: SECOND_KEY,
    projectIds: ['demo-browser', 'demo-apm'],
  });
  expect(added.ok).toBe(true);
  options.second?.(second);
  sent.asked.length = 0;
  sent.most.clear();
  return { core, first, second, sent };
}

/** The calls of the home as the page makes them for this core's accounts. */
async function homeCalls(core: Core): Promise<PlannedCall[]> {
  const list = await core.call('accounts.list', {});
  if (!list.ok) throw new Error(list.error.message);
  const projects = list.value.accounts.flatMap((account) =>
    account.projects.map((project) => ({ accountId: account.id, projectId: project.id, kind: project.kind })),
  );
  return launchHomeCalls(projects, { launchScreen: 'auto' }, clock.now());
}

const pathOf = (call: PlannedCall) =>
  `/v2/projects/${call.path.projectId}/${call.endpoint === 'reports' ? 'reports' : 'errors'}`;
const from = (sent: Sent, service: DemoApi) => sent.asked.filter((url) => url.origin === new URL(service.url).origin);

describe('the home of a launch, asked for ahead of the page', () => {
  it("asks each account's share in the plan's order, at most ACCOUNT_SLOTS at once; the page's calls then cost no request", async () => {
    const { core, first, second, sent } = await launch();
    const calls = await homeCalls(core);
    expect(calls).toHaveLength(4 * 10);

    const ahead = core.prefetchLaunch();
    expect(ahead).not.toBeNull();
    await ahead!.done;
    for (const [service, account] of [
      [first, 'demo'],
      [second, calls.at(-1)!.accountId],
    ] as const) {
      const planned = calls.filter((call) => call.accountId === account);
      expect(from(sent, service).map((url) => url.pathname)).toEqual(planned.map(pathOf));
      expect(sent.most.get(new URL(service.url).origin)).toBe(ACCOUNT_SLOTS);
    }
    expect(sent.asked).toHaveLength(40);

    // The page's calls, the same requests: each takes the answer fetched for it.
    const answers = await Promise.all(calls.map((call) => core.call('api.get', call)));
    expect(answers.every((answer) => answer.ok && answer.value.source === 'network')).toBe(true);
    expect(sent.asked).toHaveLength(40);
    // Handed once: a call after that (a refresh) asks the service again.
    expect(await core.call('api.get', calls[0]!)).toMatchObject({ ok: true });
    expect(sent.asked).toHaveLength(41);
    // Once a run: the next page served is not a launch.
    expect(core.prefetchLaunch()).toBe(ahead);
    expect(sent.asked).toHaveLength(41);
  });

  it('a call the plan does not hold (another screen) leaves what still waits', async () => {
    const { core, sent } = await launch();
    const ahead = core.prefetchLaunch()!;
    const other = await core.call('api.get', { accountId: 'demo', ...reportRequest('7d') });
    expect(other.ok).toBe(true);
    await ahead.done;
    // The first round of each account was on its way already; nothing after it was asked.
    expect(sent.asked.map((url) => url.search).filter((search) => search === '?timeDur=7d')).toHaveLength(1);
    expect(sent.asked).toHaveLength(2 * ACCOUNT_SLOTS + 1);
  });

  it('an account whose service says 429 is asked no more; the other account goes on', async () => {
    const { core, first, second, sent } = await launch({
      second: (service) => void service.faults.add({ kind: 'status', status: 429, retryAfter: 600 }),
    });
    await core.prefetchLaunch()!.done;
    expect(from(sent, second)).toHaveLength(ACCOUNT_SLOTS);
    expect(from(sent, first)).toHaveLength(32);
  });

  it('asks nothing when a launch with no route opens where the user left off', async () => {
    const { core, sent } = await launch();
    const set = await core.call('prefs.set', { launchScreen: 'last' });
    expect(set.ok).toBe(true);
    expect(core.prefetchLaunch()).toBeNull();
    expect(sent.asked).toHaveLength(0);
  });
});

describe('launchHomeCalls', () => {
  const project = (projectId: string) => ({ accountId: 'a', projectId, kind: 'browser' as const });

  it("follows the launch's choice of screen: the home for two projects or more, or when chosen", () => {
    expect(launchHomeCalls([project('p1')], { launchScreen: 'auto' }, clock.now())).toEqual([]);
    expect(launchHomeCalls([project('p1')], { launchScreen: 'home' }, clock.now())).toHaveLength(4);
    expect(launchHomeCalls([project('p1'), project('p2')], { launchScreen: 'auto' }, clock.now())).toHaveLength(8);
    expect(launchHomeCalls([project('p1'), project('p2')], { launchScreen: 'last' }, clock.now())).toEqual([]);
  });

  it("asks the launch's window as the page does, relative, and its baseline as the fixed range before it", () => {
    const now = clock.now();
    const [report, errors, baseReport] = launchHomeCalls([project('p1')], { launchScreen: 'home' }, now);
    // Answered for the launch's minute, however long it waits for a slot.
    expect(report).toEqual({
      accountId: 'a',
      endpoint: 'reports',
      path: { projectId: 'p1' },
      query: { timeDur: '1d' },
      asOf: now,
    });
    expect(errors?.query).toEqual({ timeDur: '1d', status: 'Open', sortby: 'events', limit: 100 });
    // The day before the last day, to the minute: 2026-02-28 11:05 to 2026-03-01 11:05.
    expect(baseReport?.query).toEqual({ timeStart: '2026-02-28 11:05', timeEnd: '2026-03-01 11:05' });
  });
});

describe('the gateway hands an answer fetched ahead once', () => {
  it('a call already on its way is not fetched ahead again, and a later call is not handed its answer', async () => {
    const service = await startDemoApi({ port: 0, key: FIRST_KEY, now: clock.now });
    opened.push(service);
    const sent: Sent = { asked: [], most: new Map() };
    const gateway = new Gateway({ cache: null, fetch: recordingFetch(sent), maxAttempts: 1, now: clock.now });
    const target = { account: { id: 'acc', baseUrl: service.url }, apiKey: FIRST_KEY, kind: 'browser' as const };
    const asked = gateway.get(target, reportRequest());
    const ahead = gateway.fetchAhead(target, reportRequest());
    expect(await ahead).toEqual(await asked);
    expect(sent.asked).toHaveLength(1);
    await gateway.get(target, reportRequest());
    expect(sent.asked).toHaveLength(2);
  });
});

// The watch in the core against the demo API over loopback HTTP, on a clock the test moves: a new
// group, a spike and a 429 reach the inbox and the notifications once each, the numbers of a spike
// are the service's own, a restart repeats nothing, and a snoozed project only fills the inbox.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchNotification, WatchState } from '../../shared/bridge.ts';
import { formatCount } from '../../shared/format.ts';
import { expectedCount } from '../../shared/watch/spikes.ts';
import { formatApiTime, HOUR, MINUTE, parseApiTime } from '../../shared/time-window.ts';
import { Core } from '../../electron/core/core.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';

const KEY = 'demo-key';
const PROJECT = 'demo-browser';
/** A Monday morning; the test's clock moves on from here only when it says so. */
let now = Date.parse('2026-03-02T11:05:00Z');
const clock = () => now;

let api: DemoApi;
let userDataDir: string;
const secrets = new MemorySecretStore({ persistent: true });
let core: Core;

async function open(): Promise<Core> {
  return Core.create({
    userDataDir,
    host: 'web',
    version: 'test',
    secrets: { store: secrets, problem: null },
    gateway: { now: clock, maxAttempts: 1 },
    // The rounds are the test's (watch.check), and a paced request's turn moves the clock, not time.
    watch: { start: false, sleep: async (ms) => void (now += ms) },
    startDemo: async () => ({ url: api.url, key: KEY, close: async () => undefined }),
    saveExport: async () => ({ saved: true }),
  });
}

async function call<T>(reply: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>) {
  const answer = await reply;
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}
const check = () => call<WatchState>(core.call('watch.check', {}));
const take = async () => (await call(core.call('watch.take', {}))).notifications as WatchNotification[];

beforeAll(async () => {
  api = await startDemoApi({ port: 0, key: KEY, now: clock });
  userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-watch-'));
  core = await open();
  await call(core.call('prefs.set', { starredProjects: [{ accountId: 'demo', projectId: PROJECT }] }));
  const first = await check(); // learns where the shop stands: its first window, resolved groups, a week ago
  expect(first.watched).toEqual([{ accountId: 'demo', projectId: PROJECT, name: 'Demo shop (browser)' }]);
  expect(first.lastCheckAt).toBe(now);
  await call(core.call('watch.seen', { all: true }));
  await take();
});
afterAll(async () => {
  await core.close();
  await api.close();
});

describe('the watch, against the demo API', () => {
  it('tells of a new group once, in words, with the group to open; a restart repeats nothing', async () => {
    now += 5 * MINUTE;
    const made = api.events.newGroup({ project: PROJECT });
    now += 6 * MINUTE + 30_000;
    const state = await check();
    const entry = state.inbox.find((e) => e.kind === 'new-group' && e.subject === made.groupId);
    expect(entry).toMatchObject({ projectId: PROJECT, seen: false, at: Date.parse(made.at) });
    expect(entry!.view.segments).toEqual(['errors', made.groupId]);
    expect(state.unseen).toBe(1);
    const shown = await take();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: `Demo shop (browser): ${entry!.what}`, alertIds: [entry!.id] });
    expect(await take()).toEqual([]); // taken once

    // Restarted on the same data folder: the inbox is there, and the same answers tell nothing new.
    await core.close();
    core = await open();
    const again = await call<WatchState>(core.call('watch.state', {}));
    expect(again.inbox.map((e) => e.id)).toContain(entry!.id);
    now += 5 * MINUTE;
    await check();
    expect(await take()).toEqual([]);
    await call(core.call('watch.seen', { ids: [entry!.id] }));
  });

  it('tells of a spike with the service’s own numbers for the window and a week before', async () => {
    const spike = api.events.spike({ project: PROJECT, factor: 8, minutes: 30 });
    now = Date.parse(spike.from) + 12 * MINUTE;
    const state = await check();
    const entry = state.inbox.find((e) => e.kind === 'spike' && e.subject === 'error-events');
    expect(entry, JSON.stringify(state.notes)).toBeDefined();
    const from = parseApiTime(entry!.view.params.from!)!;
    const to = parseApiTime(entry!.view.params.to!)!;
    expect(to - from).toBe(5 * MINUTE);
    expect(from).toBeGreaterThanOrEqual(Date.parse(spike.from));
    // The window's error events, and the week-ago hour's prorated to five minutes, as the demo sends them.
    const events = async (start: number, end: number) => {
      const query = `timeStart=${encodeURIComponent(formatApiTime(start))}&timeEnd=${encodeURIComponent(formatApiTime(end))}`;
      const response = await fetch(`${api.url}/v2/projects/${PROJECT}/reports?${query}`, {
        headers: { 'X-API-KEY': KEY },
      });
      return ((await response.json()) as { errors: { events: number } }).errors.events;
    };
    const hour = Math.floor(from / HOUR) * HOUR;
    const weekAgo = (await events(hour - 7 * 24 * HOUR, hour - 7 * 24 * HOUR + HOUR)) * ((to - from) / HOUR);
    const inWindow = await events(from, to);
    expect(entry!.why).toContain(`error events ${formatCount(inWindow)} in 5 min`);
    expect(entry!.why).toContain(`against ${expectedCount(weekAgo)} a week ago`);
    expect(await take()).toHaveLength(1);
  });

  it('tells of a resolved group that comes back open', async () => {
    const back = api.events.recur({ project: PROJECT });
    now = Date.parse(back.at) + 11 * MINUTE;
    const state = await check();
    const entry = state.inbox.find((e) => e.kind === 'regression');
    expect(entry, JSON.stringify(state.notes)).toMatchObject({ subject: back.groupId, seen: false });
    expect(entry!.at).toBeGreaterThanOrEqual(Date.parse(back.at)); // its last event, back since then
    expect(entry!.view.segments).toEqual(['errors', back.groupId]);
    expect((await take()).flatMap((n) => n.alertIds)).toContain(entry!.id);
  });

  it('a snoozed project fills the inbox and notifies nothing; the snooze says when it ends', async () => {
    const snoozed = await call<WatchState>(
      core.call('watch.snooze', { scope: { accountId: 'demo', projectId: PROJECT }, choice: '1h' }),
    );
    expect(snoozed.snoozes).toEqual([{ scope: { accountId: 'demo', projectId: PROJECT }, until: now + HOUR }]);
    const made = api.events.newGroup({ project: PROJECT });
    now += 11 * MINUTE;
    const state = await check();
    expect(state.inbox.find((e) => e.subject === made.groupId)?.snoozedUntil).toBe(snoozed.snoozes[0]!.until);
    expect(await take()).toEqual([]);
    await call(core.call('watch.snooze', { scope: { accountId: 'demo', projectId: PROJECT }, end: true }));
  });

  it('a 429 pauses the account as told, and the next round after the wait goes on', async () => {
    api.faults.add({ kind: 'status', status: 429, retryAfter: 120, times: 1 });
    now += 5 * MINUTE;
    const paused = await check();
    expect(paused.accounts[0]?.pausedUntil).toBeGreaterThan(now);
    expect(paused.accounts[0]?.words).toMatch(/^Paused: the service asked to wait/);
    now = paused.accounts[0]!.pausedUntil! + MINUTE;
    const after = await check();
    expect(after.accounts[0]?.pausedUntil).toBeNull();
    expect(after.lastCheckAt).toBe(now);
  });
});

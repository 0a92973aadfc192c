// Events on demand, read back through the API as the Watch reads it: a new group is first seen now,
// a Resolved group recurs, errors spike for a while. Each is checked against the same demo asked
// nothing, on the same clock: what the event changed, and that nothing else changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEventList } from '../../shared/schemas/error-events.ts';
import type { ErrorGroup, ErrorList } from '../../shared/schemas/errors.ts';
import type { ApmReport, ErrorsSummary } from '../../shared/schemas/reports.ts';
import type { TransactionList } from '../../shared/schemas/transactions.ts';
import { DAY, floorToMinute, HOUR, MINUTE } from '../../shared/time-window.ts';
import { EventRequestError } from './on-demand-requests.ts';
import { between, startPairedApi, type PairedApi, type Query } from './testing/paired-api.ts';
import { NOW, PROJECT_PATH, startTestApi, type TestApi } from './testing/test-api.ts';

/** The instant events are anchored to: the pinned clock (08:00:30) floored to the minute. */
const T = floorToMinute(NOW);
const iso = (ms: number) => new Date(ms).toISOString();
const hashOf = (id: string) => id.slice(id.indexOf(':') + 1);
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const STATUSES = ['Open', 'Resolved', 'Ignored'] as const;

let p: PairedApi;
beforeEach(async () => {
  p = await startPairedApi();
});
afterEach(async () => {
  await p.close();
});

/** What the Watch and the home read of a project in windows that end by T: all must stay as they were. */
async function expectWindowsBeforeUnchanged(project: string): Promise<void> {
  const base = PROJECT_PATH(project);
  for (const window of [between(T - HOUR, T), between(T - DAY, T), between(T - 7 * DAY, T - 6 * DAY)]) {
    await p.expectSame(`${base}/reports`, window);
    for (const status of STATUSES)
      for (const sortby of ['firstAt', 'events', 'lastAt'])
        await p.expectSame(`${base}/errors`, { ...window, status, sortby, limit: 100 });
  }
}

/** Every group of a project's lists for a window, by id. */
async function allGroups(t: TestApi, project: string, window: Query): Promise<Map<string, ErrorGroup>> {
  const groups = new Map<string, ErrorGroup>();
  for (const status of STATUSES)
    for (let page = 1; ; page++) {
      const list = (await t.get(`${PROJECT_PATH(project)}/errors`, { ...window, status, limit: 100, page }))
        .body as ErrorList;
      for (const g of list.data) groups.set(g.id, g);
      if (!list.hasMore) break;
    }
  return groups;
}

describe('a new error group now', () => {
  const base = PROJECT_PATH('demo-browser');
  const byFirstSeen = { timeDur: '6h', status: 'Open', sortby: 'firstAt', limit: 5 };

  it('is first seen now: first by firstAt, its events from that instant on, counted as the clock moves', async () => {
    const asked = p.t.api.events.newGroup({ project: 'demo-browser', message: 'Checkout broke at the last step' });
    expect(asked).toEqual({
      id: 1,
      kind: 'new-group',
      project: 'demo-browser',
      groupId: expect.stringMatching(/^\d{9}:[0-9a-f]{32}$/),
      message: 'Checkout broke at the last step',
      at: iso(T),
    });
    const hash = hashOf(asked.groupId);
    // Answers count up to the clock's minute: until it moves on, no answer holds the group.
    await p.expectSame(`${base}/errors`, byFirstSeen);
    expect((await p.t.get(`${base}/errors/${hash}`, { timeDur: '1h' })).status).toBe(404);

    p.advance(MINUTE);
    const list = await p.get<ErrorList>(`${base}/errors`, byFirstSeen);
    const first = list.data[0] as ErrorGroup;
    expect(first).toMatchObject({ id: asked.groupId, message: asked.message, status: 'Open' });
    expect([first.firstAt, first.created]).toEqual([iso(T), iso(T)]);
    expect(first.events).toBeGreaterThanOrEqual(1);
    expect(sum(first.trends)).toBe(first.events);
    const plainList = (await p.plain.get(`${base}/errors`, byFirstSeen)).body as ErrorList;
    expect(list.data.slice(1).map((g) => g.id)).toEqual(plainList.data.slice(0, 4).map((g) => g.id));
    expect(list.totalCount).toBe(plainList.totalCount + 1);

    p.advance(2 * HOUR);
    const later = await p.get<ErrorList>(`${base}/errors`, byFirstSeen);
    const grown = later.data[0] as ErrorGroup;
    expect(grown.id).toBe(asked.groupId);
    expect(grown.events).toBeGreaterThan(first.events);
    expect(sum(grown.trends)).toBe(grown.events);
    expect(await p.get<ErrorGroup>(`${base}/errors/${hash}`, { timeDur: '6h' })).toEqual(grown);
    const events = await p.get<ErrorEventList>(`${base}/errors/${hash}/events`, { timeDur: '6h', limit: 100 });
    expect(events.totalCount).toBe(grown.events);
    expect(events.data[0]?.timestamp).toBe(grown.lastAt);
    expect(events.data.at(-1)?.timestamp).toBe(iso(T));
    for (const event of events.data) {
      expect(event.errorId).toBe(asked.groupId);
      expect(event.name).toBe(asked.message);
    }
    expect(new Set(events.data.map((e) => e.user.hash)).size).toBe(grown.users);
  });

  it('counts in every answer it matches, exactly as a group of the world, and nowhere before its instant', async () => {
    const asked = p.t.api.events.newGroup({ project: 'demo-browser', message: 'Checkout broke at the last step' });
    const hash = hashOf(asked.groupId);
    p.advance(3 * HOUR);
    const count = async (start: number, end: number) =>
      (await p.get<ErrorGroup>(`${base}/errors/${hash}`, between(start, end))).events;
    const whole = await count(T, T + 2 * HOUR);
    // A window's count is the window's: additive over a split, the same asked later.
    expect(whole).toBe((await count(T, T + 37 * MINUTE)) + (await count(T + 37 * MINUTE, T + 2 * HOUR)));
    expect(await count(T - DAY, T)).toBe(0);
    p.advance(HOUR);
    expect(await count(T, T + 2 * HOUR)).toBe(whole);

    const window = between(T - HOUR, T + 2 * HOUR);
    const [report, plain] = await Promise.all(
      [p.t, p.plain].map(async (t) => (await t.get(`${base}/reports/errors`, window)).body as ErrorsSummary),
    );
    expect(report?.errors).toBe((plain?.errors ?? 0) + 1);
    expect(report?.events).toBe((plain?.events ?? 0) + whole);
    expect((report?.device.mobile ?? 0) + (report?.device.desktop ?? 0)).toBe(report?.events);
    const found = await p.get<ErrorList>(`${base}/errors`, { ...window, status: 'Open', message: 'last step' });
    expect(found.data.map((g) => g.id)).toEqual([asked.groupId]);
    for (const status of ['Resolved', 'Ignored']) {
      const other = await p.get<ErrorList>(`${base}/errors`, { ...window, status, sortby: 'firstAt', limit: 100 });
      expect(other.data.map((g) => g.id)).not.toContain(asked.groupId);
    }
    // Paged one at a time by firstAt, it is page 1.
    const paged = await p.get<ErrorList>(`${base}/errors`, { ...window, status: 'Open', sortby: 'firstAt', limit: 1 });
    expect(paged.data.map((g) => g.id)).toEqual([asked.groupId]);
    await expectWindowsBeforeUnchanged('demo-browser');
  });

  it('takes a message of the project’s usual kinds when none is given, in any project, one group per ask', async () => {
    const one = p.t.api.events.newGroup({ project: 'demo-apm' });
    const two = p.t.api.events.newGroup({ project: 'demo-apm' });
    expect(one.message.length).toBeGreaterThan(0);
    expect(two.groupId).not.toBe(one.groupId);
    p.advance(MINUTE);
    const list = await p.get<ErrorList>(`${PROJECT_PATH('demo-apm')}/errors`, byFirstSeen);
    expect(new Set(list.data.slice(0, 2).map((g) => g.id))).toEqual(new Set([one.groupId, two.groupId]));
    expect(p.t.api.events.list().map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('a Resolved group recurs', () => {
  const base = PROJECT_PATH('demo-browser');

  it('the first of the Resolved list is Open from now on with new events, and Resolved in every window before', async () => {
    const resolved = await p.get<ErrorList>(`${base}/errors`, { timeDur: '1M', status: 'Resolved', limit: 1 });
    const was = resolved.data[0] as ErrorGroup;
    const asked = p.t.api.events.recur({ project: 'demo-browser' });
    expect(asked).toEqual({
      id: 1,
      kind: 'recur',
      project: 'demo-browser',
      groupId: was.id,
      message: was.message,
      at: iso(T),
    });
    const hash = hashOf(was.id);
    p.advance(HOUR);
    const open = await p.get<ErrorList>(`${base}/errors`, { timeDur: '1h', status: 'Open', limit: 100 });
    const now = open.data.find((g) => g.id === was.id);
    expect(now).toMatchObject({ status: 'Open', firstAt: was.firstAt });
    expect(Date.parse(now?.lastAt ?? '')).toBeGreaterThanOrEqual(T);
    const stillResolved = await p.get<ErrorList>(`${base}/errors`, { timeDur: '1h', status: 'Resolved', limit: 100 });
    expect(stillResolved.data.map((g) => g.id)).not.toContain(was.id);
    // Its new events: the reopening one at the very instant, then more.
    const events = await p.get<ErrorEventList>(`${base}/errors/${hash}/events`, { timeDur: '1h', limit: 100 });
    expect(events.totalCount).toBe(now?.events);
    expect(events.data.at(-1)?.timestamp).toBe(iso(T));
    // Before the instant nothing changed: the group, its events, every list.
    await p.expectSame(`${base}/errors/${hash}`, between(T - DAY, T));
    await p.expectSame(`${base}/errors/${hash}/events`, { ...between(T - DAY, T), limit: 100 });
    const before = await p.get<ErrorGroup>(`${base}/errors/${hash}`, between(T - DAY, T));
    expect(before.status).toBe('Resolved');
    const across = await p.get<ErrorGroup>(`${base}/errors/${hash}`, between(T - DAY, T + HOUR));
    expect(across).toMatchObject({ status: 'Open', events: before.events + (now?.events ?? NaN) });
    expect(sum(across.trends)).toBe(across.events);
    await expectWindowsBeforeUnchanged('demo-browser');
  });

  it('a named Resolved group recurs; an Open one, one that recurs already or one that is not there cannot', async () => {
    const resolved = await p.get<ErrorList>(`${base}/errors`, { timeDur: '1M', status: 'Resolved', limit: 2 });
    const named = resolved.data[1] as ErrorGroup;
    const asked = p.t.api.events.recur({ project: 'demo-browser', groupId: named.hashName });
    expect(asked).toMatchObject({ groupId: named.id, message: named.message, at: iso(T) });
    const open = (await p.get<ErrorList>(`${base}/errors`, { timeDur: '1d', status: 'Open', limit: 1 })).data[0];
    const refusals: [object, RegExp][] = [
      [{ groupId: named.id }, /recurs already, from 2026-11-20T08:00:00.000Z/],
      [{ groupId: open?.id }, /is Open; only a Resolved group can recur/],
      [{ groupId: 'f'.repeat(32) }, /no error group "f{32}" in demo-browser/],
    ];
    for (const [request, message] of refusals) {
      expect(() => p.t.api.events.recur({ project: 'demo-browser', ...request })).toThrow(message);
    }
    const apmGroup = (
      await p.get<ErrorList>(`${PROJECT_PATH('demo-apm')}/errors`, { timeDur: '1d', status: 'Resolved' })
    ).data[0];
    expect(() => p.t.api.events.recur({ project: 'demo-browser', groupId: apmGroup?.id ?? '' })).toThrow(
      /no error group/,
    );
    // The first Resolved one is taken: the next ask takes the one after.
    expect(p.t.api.events.recur({ project: 'demo-browser' }).groupId).toBe(resolved.data[0]?.id);
    expect(p.t.api.events.list()).toHaveLength(2);
  });

  it('needs a Resolved group: a project with none says so', async () => {
    expect(() => p.t.api.events.recur({ project: 'demo-empty' })).toThrow(/demo-empty has no error groups at all/);
    // At seed 1 (the app's) the jobs worker's ten groups are all Open or Ignored.
    const seedOne = await startTestApi({ seed: 1 });
    try {
      expect(() => seedOne.api.events.recur({ project: 'demo-worker' })).toThrow(
        /demo-worker has no Resolved error group seen in the last 30 days/,
      );
      expect(seedOne.api.events.list()).toEqual([]);
    } finally {
      await seedOne.api.close();
    }
  });
});

describe('an error spike', () => {
  const stretch = between(T, T + 30 * MINUTE);

  it('multiplies a project’s error events by a whole factor exactly in its stretch, and nothing outside it', async () => {
    // Four hours of a healthy project: enough events to hold against the week before.
    const asked = p.t.api.events.spike({ project: 'demo-storefront', factor: 4, minutes: 240 });
    expect(asked).toEqual({
      id: 1,
      kind: 'spike',
      project: 'demo-storefront',
      factor: 4,
      minutes: 240,
      from: iso(T),
      until: iso(T + 4 * HOUR),
    });
    p.advance(6 * HOUR);
    const base = PROJECT_PATH('demo-storefront');
    const spike = between(T, T + 4 * HOUR);
    const plainReport = async (window: Query) =>
      (await p.plain.get(`${base}/reports/errors`, window)).body as ErrorsSummary;
    const plain = await plainReport(spike);
    expect(plain.events).toBeGreaterThan(20);
    expect(await p.get<ErrorsSummary>(`${base}/reports/errors`, spike)).toEqual({
      errors: plain.errors,
      events: 4 * plain.events,
      device: { mobile: 4 * plain.device.mobile, desktop: 4 * plain.device.desktop },
    });
    const inner = between(T + 10 * MINUTE, T + 101 * MINUTE);
    expect((await p.get<ErrorsSummary>(`${base}/reports/errors`, inner)).events).toBe(
      4 * (await plainReport(inner)).events,
    );
    const wide = between(T - HOUR, T + 6 * HOUR);
    expect((await p.get<ErrorsSummary>(`${base}/reports/errors`, wide)).events).toBe(
      (await plainReport(wide)).events + 3 * plain.events,
    );
    // Against the same hours a week before, about 4 × (the project keeps its usual rate).
    const weekBefore = await p.get<ErrorsSummary>(
      `${base}/reports/errors`,
      between(T - 7 * DAY, T - 7 * DAY + 4 * HOUR),
    );
    expect(4 * plain.events).toBeGreaterThan((4 / 1.5) * weekBefore.events);
    expect(4 * plain.events).toBeLessThan(4 * 1.5 * weekBefore.events);
    // Outside the stretch, every answer as it was, byte for byte.
    for (const window of [between(T - 30 * MINUTE, T), between(T + 4 * HOUR, T + 6 * HOUR)]) {
      await p.expectSame(`${base}/reports`, window);
      await p.expectSame(`${base}/errors`, { ...window, status: 'Open', sortby: 'events', limit: 100 });
    }
    await expectWindowsBeforeUnchanged('demo-storefront');
  });

  it('keeps the errors endpoints in agreement inside the stretch: each event comes back as its repeats', async () => {
    p.t.api.events.spike({ project: 'demo-storefront', factor: 4, minutes: 30 });
    p.advance(HOUR);
    const base = PROJECT_PATH('demo-storefront');
    const list = await p.get<ErrorList>(`${base}/errors`, { ...stretch, status: 'Open', sortby: 'events', limit: 3 });
    for (const g of list.data) {
      expect(sum(g.trends)).toBe(g.events);
      const events = await p.get<ErrorEventList>(`${base}/errors/${g.hashName}/events`, { ...stretch, limit: 100 });
      expect(events.totalCount).toBe(g.events);
      expect(new Set(events.data.map((e) => e.id)).size).toBe(events.data.length);
      // The same crash four times at its instant: same user and device, ids of their own.
      const byInstant = Map.groupBy(events.data, (e) => e.timestamp);
      for (const repeats of byInstant.values()) {
        expect(repeats.length % 4).toBe(0);
        expect(new Set(repeats.map((e) => `${e.user.hash} ${e.env.device} ${e.env.browser}`)).size).toBe(
          repeats.length / 4,
        );
      }
      const [mobile, desktop] = await Promise.all(
        ['mobile', 'desktop'].map(async (device) =>
          p.get<ErrorGroup>(`${base}/errors/${g.hashName}`, { ...stretch, device }),
        ),
      );
      expect((mobile?.events ?? 0) + (desktop?.events ?? 0)).toBe(g.events);
    }
  });

  it('on an APM project multiplies the failures too: failed runs added, the successes as they were', async () => {
    p.t.api.events.spike({ project: 'demo-apm', factor: 3, minutes: 20 });
    p.advance(HOUR);
    const base = PROJECT_PATH('demo-apm');
    const window = between(T, T + 20 * MINUTE);
    const [spiked, plain] = await Promise.all(
      [p.t, p.plain].map(async (t) => (await t.get(`${base}/reports`, window)).body as ApmReport),
    );
    expect(plain?.failureCount).toBeGreaterThan(0);
    expect(spiked?.failureCount).toBe(3 * (plain?.failureCount ?? NaN));
    expect(spiked?.throughput).toBe((plain?.throughput ?? NaN) + 2 * (plain?.failureCount ?? NaN));
    const [rows, plainRows] = await Promise.all(
      [p.t, p.plain].map(async (t) => (await t.get(`${base}/transactions`, window)).body as TransactionList),
    );
    const plainById = new Map(plainRows?.data.map((r) => [r.id, r]));
    for (const row of rows?.data ?? []) {
      expect(row.failureCount).toBe(3 * (plainById.get(row.id)?.failureCount ?? NaN));
      expect(row.successCount).toBe(plainById.get(row.id)?.successCount);
    }
    const [groups, plainGroups] = await Promise.all([p.t, p.plain].map((t) => allGroups(t, 'demo-apm', window)));
    const events = (m: Map<string, ErrorGroup> | undefined) => sum([...(m?.values() ?? [])].map((g) => g.events));
    expect(events(plainGroups)).toBeGreaterThan(0);
    expect(events(groups)).toBe(3 * events(plainGroups));
    for (const outside of [between(T - 20 * MINUTE, T), between(T + 20 * MINUTE, T + 40 * MINUTE)])
      await p.expectSame(`${base}/reports`, outside);
  });

  it('with a factor that is not whole, each group gets ⌊(factor − 1) × its events⌋ more over the stretch', async () => {
    p.t.api.events.spike({ project: 'demo-browser', factor: 2.5, minutes: 15 });
    p.advance(HOUR);
    const window = between(T, T + 15 * MINUTE);
    const [groups, plainGroups] = await Promise.all([p.t, p.plain].map((t) => allGroups(t, 'demo-browser', window)));
    expect(plainGroups?.size).toBeGreaterThan(10);
    expect(new Set(groups?.keys())).toEqual(new Set(plainGroups?.keys()));
    for (const [id, plain] of plainGroups ?? [])
      expect(groups?.get(id)?.events, id).toBe(plain.events + Math.floor(1.5 * plain.events));
  });

  it('spikes that overlap add their repeats', async () => {
    p.t.api.events.spike({ project: 'demo-storefront', factor: 3, minutes: 30 });
    p.advance(10 * MINUTE);
    p.t.api.events.spike({ project: 'demo-storefront', factor: 2, minutes: 10 });
    p.advance(HOUR);
    const base = PROJECT_PATH('demo-storefront');
    const events = async (t: TestApi, start: number, end: number) =>
      ((await t.get(`${base}/reports/errors`, between(start, end))).body as ErrorsSummary).events;
    const both = [T + 10 * MINUTE, T + 20 * MINUTE] as const;
    expect(await events(p.t, ...both)).toBe(4 * (await events(p.plain, ...both)));
    expect(await events(p.t, T, T + 10 * MINUTE)).toBe(3 * (await events(p.plain, T, T + 10 * MINUTE)));
  });
});

describe('asking what cannot be', () => {
  const refusals: [string, unknown, RegExp][] = [
    [
      'an unknown project',
      { kind: 'spike', project: 'demo-nope', factor: 2, minutes: 5 },
      /project: unknown project "demo-nope"; this demo serves demo-browser, demo-apm/,
    ],
    ['a factor of 1', { kind: 'spike', project: 'demo-browser', factor: 1, minutes: 5 }, /factor: must be above 1/],
    [
      'a factor below 1',
      { kind: 'spike', project: 'demo-browser', factor: 0.5, minutes: 5 },
      /factor: must be above 1/,
    ],
    [
      'a factor above 100',
      { kind: 'spike', project: 'demo-browser', factor: 101, minutes: 5 },
      /factor: must be at most 100/,
    ],
    [
      'a factor as text',
      { kind: 'spike', project: 'demo-browser', factor: '6', minutes: 5 },
      /factor: must be a number above 1/,
    ],
    ['no minutes', { kind: 'spike', project: 'demo-browser', factor: 2 }, /minutes: is required/],
    [
      'no minutes at all',
      { kind: 'spike', project: 'demo-browser', factor: 2, minutes: 0 },
      /minutes: must be at least 1/,
    ],
    [
      'more than a day',
      { kind: 'spike', project: 'demo-browser', factor: 2, minutes: 1441 },
      /minutes: must be at most 1440/,
    ],
    [
      'part of a minute',
      { kind: 'spike', project: 'demo-browser', factor: 2, minutes: 2.5 },
      /minutes: must be a whole number/,
    ],
    [
      'a time past',
      { kind: 'new-group', project: 'demo-browser', inMinutes: -5 },
      /inMinutes: must be 0 \(now\) or more/,
    ],
    ['an empty message', { kind: 'new-group', project: 'demo-browser', message: '  ' }, /message: must not be empty/],
    ['an unknown kind', { kind: 'explode', project: 'demo-browser' }, /kind: must be one of new-group, recur, spike/],
    ['an unknown field', { kind: 'new-group', project: 'demo-browser', colour: 'red' }, /does not know: colour/],
    ['no project', { kind: 'new-group' }, /project: is required/],
    ['not an object', 42, /the request must be an object with a kind/],
  ];

  it.each(refusals)(
    'refuses %s with a message that says what to change, and changes nothing',
    async (_, request, message) => {
      expect(() => p.t.api.events.add(request)).toThrow(EventRequestError);
      expect(() => p.t.api.events.add(request)).toThrow(message);
      expect(p.t.api.events.list()).toEqual([]);
      p.advance(HOUR);
      await p.expectSame(`${PROJECT_PATH('demo-browser')}/reports/errors`, { timeDur: '1h' });
    },
  );

  it('the named ways in check alike', () => {
    expect(() => p.t.api.events.spike({ project: 'demo-browser', factor: 1, minutes: 5 })).toThrow(/factor/);
    expect(() => p.t.api.events.newGroup({ project: 'demo-nope' })).toThrow(/unknown project/);
    expect(() => p.t.api.events.recur({ project: 'demo-browser', groupId: '' })).toThrow(/groupId: must not be empty/);
  });
});

import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../time-window.ts';
import type { Alert, AlertKind } from './alert.ts';
import {
  deliver,
  EMPTY_DELIVERY,
  endSnooze,
  FLOOD_LIMIT,
  quietPeriod,
  readDeliveryState,
  snooze,
  snoozeUntil,
  type DeliveryInput,
} from './delivery.ts';
import { EMPTY_INBOX, markSeen, readInbox } from './inbox.ts';
import type { QuietHours } from './watch-settings.ts';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const NOON = Date.UTC(2026, 10, 23, 12, 0);
const OFF: QuietHours = { on: false, from: '22:00', to: '08:00' };
const NIGHTS: QuietHours = { on: true, from: '22:00', to: '08:00' };

function alert(kind: AlertKind, project: string, n: number, at = NOON): Alert {
  const what = {
    'new-group': 'New error group: TypeError',
    regression: 'Resolved error group is back',
    spike: 'Error events spike',
  };
  return {
    id: `${kind}/acme/${project}/${n}`,
    kind,
    accountId: 'acme',
    projectId: project,
    projectName: project[0]!.toUpperCase() + project.slice(1),
    subject: String(n),
    at,
    what: what[kind],
    why: `why ${n}`,
    view: { segments: kind === 'spike' ? ['overview'] : ['errors', String(n)], params: {} },
  };
}

const input = ({
  alerts = [],
  away = false,
  ...over
}: Partial<DeliveryInput> & { alerts?: Alert[]; away?: boolean }) => ({
  now: NOON,
  found: [{ alerts, away }],
  inbox: EMPTY_INBOX,
  state: EMPTY_DELIVERY,
  quietHours: OFF,
  timeZone: BERLIN,
  ...over,
});

/** Stored and read back, as across a restart. */
const restarted = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('notifications of a round', () => {
  it('are at most one per project, summing up its alerts and opening its spike', () => {
    const alerts = [
      alert('new-group', 'shop', 1),
      alert('new-group', 'shop', 2),
      alert('spike', 'shop', 3),
      alert('regression', 'blog', 4),
    ];
    const { notifications, inbox } = deliver(input({ alerts }));
    expect(notifications).toEqual([
      {
        id: 'notification/spike/acme/shop/3',
        title: 'Shop: 2 new error groups, 1 spike',
        body: 'New error group: TypeError\nNew error group: TypeError\nError events spike',
        alertIds: ['new-group/acme/shop/1', 'new-group/acme/shop/2', 'spike/acme/shop/3'],
        opens: { segments: ['overview'], params: {}, accountId: 'acme', projectId: 'shop' },
      },
      {
        id: 'notification/regression/acme/blog/4',
        title: 'Blog: Resolved error group is back',
        body: 'why 4',
        alertIds: ['regression/acme/blog/4'],
        opens: { segments: ['errors', '4'], params: {}, accountId: 'acme', projectId: 'blog' },
      },
    ]);
    expect(inbox.entries).toHaveLength(4);
    expect(inbox.entries.every((e) => !e.seen && e.foundAt === NOON)).toBe(true);
  });

  it('never repeat an alert, also after a restart', () => {
    const alerts = [alert('new-group', 'shop', 1)];
    const first = deliver(input({ alerts }));
    const again = deliver(
      input({
        now: NOON + 5 * MINUTE,
        alerts,
        inbox: readInbox(restarted(first.inbox)),
        state: readDeliveryState(restarted(first.state)),
      }),
    );
    expect(again.notifications).toEqual([]);
    expect(again.inbox).toEqual(first.inbox);
  });
});

describe('after a sleep or an outage', () => {
  it('tells everything found then in one digest instead of a burst, and what is news now as usual', () => {
    const alerts = [
      alert('new-group', 'shop', 1),
      alert('new-group', 'shop', 2),
      alert('new-group', 'shop', 3),
      alert('spike', 'shop', 4),
      alert('regression', 'blog', 5),
    ];
    const { notifications, state, nextAt } = deliver(input({ alerts, away: true }));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'While you were away',
      body: 'Shop: 3 new error groups, 1 spike\nBlog: 1 regression',
      opens: null,
    });
    expect(state.held).toEqual([]);
    expect(nextAt).toBeNull();
    // An account that was paused (429) is away; another one of the same round is not.
    const mixed = deliver({
      ...input({}),
      found: [
        { alerts: [alert('spike', 'shop', 6)], away: true },
        { alerts: [alert('spike', 'blog', 7)], away: false },
      ],
    });
    expect(mixed.notifications.map((n) => n.title)).toEqual(['Blog: Error events spike', 'While you were away']);
    // With one place left in the hour, that place is the digest of both.
    const crowded = deliver({
      ...input({}),
      found: [
        { alerts: [alert('spike', 'shop', 6)], away: true },
        { alerts: [alert('spike', 'blog', 7)], away: false },
      ],
      state: { ...EMPTY_DELIVERY, shown: Array<number>(FLOOD_LIMIT - 1).fill(NOON) },
    });
    expect(crowded.notifications.map((n) => [n.title, n.body])).toEqual([
      ['While you were away', 'Shop: 1 spike\nBlog: 1 spike'],
    ]);
  });
});

describe('the flood guard', () => {
  const projects = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('tells of as many projects as the hour allows, the last place a digest of the rest', () => {
    const { notifications } = deliver(input({ alerts: projects.map((p, i) => alert('new-group', p, i)) }));
    expect(notifications).toHaveLength(FLOOD_LIMIT);
    expect(notifications.slice(0, FLOOD_LIMIT - 1).map((n) => n.title[0])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(notifications[FLOOD_LIMIT - 1]).toMatchObject({
      title: 'More alerts',
      body: 'F: 1 new error group\nG: 1 new error group\nH: 1 new error group',
    });
  });

  it('past the limit keeps alerts in the inbox for a digest when the hour frees a place, of what is still unseen', () => {
    const first = deliver(input({ alerts: projects.map((p, i) => alert('new-group', p, i)) }));
    const later = deliver(
      input({ now: NOON + 10 * MINUTE, alerts: [alert('spike', 'a', 10), alert('spike', 'b', 11)], ...first }),
    );
    expect(later.notifications).toEqual([]);
    expect(later.inbox.entries).toHaveLength(10);
    expect(later.nextAt).toBe(NOON + HOUR);
    const read = markSeen(later.inbox, ['spike/acme/b/11']);
    const freed = deliver(input({ now: NOON + HOUR, ...later, inbox: read }));
    expect(freed.notifications.map((n) => [n.title, n.body])).toEqual([['More alerts', 'A: 1 spike']]);
    expect(freed.state.held).toEqual([]);
  });
});

describe('snoozes', () => {
  it('end after an hour, four, or tomorrow at 09:00 on the wall clock of the zone', () => {
    const evening = Date.UTC(2026, 2, 28, 21, 30); // 22:30 in Berlin, the night clocks go forward
    expect(snoozeUntil('1h', evening, BERLIN)).toBe(evening + HOUR);
    expect(snoozeUntil('4h', evening, BERLIN)).toBe(evening + 4 * HOUR);
    expect(snoozeUntil('tomorrow', evening, BERLIN)).toBe(Date.UTC(2026, 2, 29, 7, 0));
    // 00:30 in New York is already the next day: tomorrow is the day after.
    expect(snoozeUntil('tomorrow', Date.UTC(2026, 10, 24, 5, 30), NEW_YORK)).toBe(Date.UTC(2026, 10, 25, 14, 0));
  });

  it('keep a project (or everything) to the inbox until they end, and end by themselves', () => {
    const state = snooze(EMPTY_DELIVERY, { accountId: 'acme', projectId: 'shop' }, '1h', NOON, BERLIN);
    const snoozed = deliver(input({ alerts: [alert('spike', 'shop', 1), alert('spike', 'blog', 2)], state }));
    expect(snoozed.notifications.map((n) => n.title)).toEqual(['Blog: Error events spike']);
    expect(snoozed.inbox.entries.map((e) => [e.projectId, e.snoozedUntil])).toEqual(
      expect.arrayContaining([
        ['shop', NOON + HOUR],
        ['blog', undefined],
      ]),
    );
    expect(snoozed.inbox.entries).toHaveLength(2);
    const ended = deliver(input({ now: NOON + HOUR, alerts: [alert('spike', 'shop', 3)], ...snoozed }));
    expect(ended.notifications.map((n) => n.title)).toEqual(['Shop: Error events spike']);
    expect(ended.state.snoozes).toEqual([]);
    const all = snooze(EMPTY_DELIVERY, 'all', '4h', NOON, BERLIN);
    expect(deliver(input({ alerts: [alert('spike', 'blog', 4)], state: all })).notifications).toEqual([]);
    expect(endSnooze(all, 'all').snoozes).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('span midnight, and hold notifications back for one digest when they end', () => {
    const lateEvening = Date.UTC(2026, 10, 23, 22, 30); // 23:30 in Berlin
    expect(quietPeriod(NIGHTS, lateEvening, BERLIN)).toEqual({
      start: Date.UTC(2026, 10, 23, 21, 0),
      end: Date.UTC(2026, 10, 24, 7, 0),
    });
    expect(quietPeriod(NIGHTS, Date.UTC(2026, 10, 24, 6, 59), BERLIN)).not.toBeNull();
    expect(quietPeriod(NIGHTS, Date.UTC(2026, 10, 24, 7, 0), BERLIN)).toBeNull();
    expect(quietPeriod(NIGHTS, Date.UTC(2026, 10, 23, 12, 0), BERLIN)).toBeNull();

    const night = deliver(
      input({
        now: lateEvening,
        quietHours: NIGHTS,
        alerts: [alert('spike', 'shop', 1), alert('new-group', 'blog', 2)],
      }),
    );
    expect(night.notifications).toEqual([]);
    expect(night.nextAt).toBe(Date.UTC(2026, 10, 24, 7, 0));
    const stillNight = deliver(
      input({
        now: Date.UTC(2026, 10, 24, 3, 0),
        quietHours: NIGHTS,
        alerts: [alert('new-group', 'shop', 3)],
        ...night,
      }),
    );
    expect(stillNight.notifications).toEqual([]);
    const morning = deliver(input({ now: night.nextAt!, quietHours: NIGHTS, ...stillNight }));
    expect(morning.notifications.map((n) => [n.title, n.body])).toEqual([
      ['During quiet hours', 'Shop: 1 new error group, 1 spike\nBlog: 1 new error group'],
    ]);
  });

  it('follow the wall clock across a daylight saving change', () => {
    // Berlin, clocks forward in the night of 28–29 March 2026: 22:00 CET to 08:00 CEST is 9 hours.
    expect(quietPeriod(NIGHTS, Date.UTC(2026, 2, 29, 1, 30), BERLIN)).toEqual({
      start: Date.UTC(2026, 2, 28, 21, 0),
      end: Date.UTC(2026, 2, 29, 6, 0),
    });
    // New York, clocks back in the night of 31 October – 1 November 2026: 22:00 EDT to 08:00 EST is 11 hours.
    expect(quietPeriod(NIGHTS, Date.UTC(2026, 10, 1, 6, 0), NEW_YORK)).toEqual({
      start: Date.UTC(2026, 10, 1, 2, 0),
      end: Date.UTC(2026, 10, 1, 13, 0),
    });
    // Quiet hours ending in the repeated hour (02:30) end the first time it strikes.
    const repeated: QuietHours = { on: true, from: '23:00', to: '02:30' };
    expect(quietPeriod(repeated, Date.UTC(2026, 9, 25, 0, 0), BERLIN)?.end).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(quietPeriod(repeated, Date.UTC(2026, 9, 25, 1, 0), BERLIN)).toBeNull();
  });

  it('within a day hold back from their start to their end', () => {
    const lunch: QuietHours = { on: true, from: '12:00', to: '13:30' };
    expect(quietPeriod(lunch, Date.UTC(2026, 10, 23, 11, 15), BERLIN)).toEqual({
      start: Date.UTC(2026, 10, 23, 11, 0),
      end: Date.UTC(2026, 10, 23, 12, 30),
    });
    expect(quietPeriod({ ...lunch, on: false }, Date.UTC(2026, 10, 23, 11, 15), BERLIN)).toBeNull();
  });
});

describe('a stored delivery state', () => {
  it('keeps every part that reads', () => {
    const state = snooze(EMPTY_DELIVERY, 'all', '1h', NOON, BERLIN);
    expect(readDeliveryState(restarted(state))).toEqual(state);
    expect(readDeliveryState({ snoozes: [{ scope: 'some', until: 1 }], shown: [NOON] })).toEqual({
      ...EMPTY_DELIVERY,
      shown: [NOON],
    });
  });
});

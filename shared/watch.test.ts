import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_THRESHOLDS } from './preferences.ts';
import { MINUTE } from './time-window.ts';
import {
  deliver,
  EMPTY_DELIVERY,
  EMPTY_INBOX,
  EMPTY_MEMORY,
  evaluate,
  planCheck,
  readDeliveryState,
  readInbox,
  readWatchMemory,
  type DeliveryState,
  type Inbox,
  type Notification,
  type WatchMemory,
} from './watch.ts';
import { DEFAULT_WATCH_SETTINGS } from './watch/watch-settings.ts';
import { answersTo, at, browserReport, errorList, group, iso, SHOP } from './watch/testing/answers.ts';

/** What the core stores between rounds. */
interface Stored {
  memory: WatchMemory;
  inbox: Inbox;
  state: DeliveryState;
}

type Reply = Parameters<typeof answersTo>[1];

/** One round for the Shop on a fake clock, the service answering `reply`; the stored state after it and what was shown. */
function round(stored: Stored, now: number, reply: Reply = {}): { stored: Stored; shown: Notification[] } {
  const plan = planCheck({
    now,
    projects: [SHOP],
    memory: () => stored.memory,
    paces: {},
    cadenceMinutes: DEFAULT_WATCH_SETTINGS.cadenceMinutes,
    requestBudget: DEFAULT_WATCH_SETTINGS.requestBudget,
    connectivity: 'online',
  });
  let memory = stored.memory;
  const found = plan.checks.map((check) => {
    const judged = evaluate(check, memory, answersTo(check, reply), DEFAULT_HEALTH_THRESHOLDS, now);
    memory = judged.memory;
    return { alerts: judged.alerts, away: check.away };
  });
  const told = deliver({
    now,
    found,
    inbox: stored.inbox,
    state: stored.state,
    quietHours: DEFAULT_WATCH_SETTINGS.quietHours,
    timeZone: 'Europe/Berlin',
  });
  return { stored: { memory, inbox: told.inbox, state: told.state }, shown: told.notifications };
}

/** Written to disk and read back. */
const restarted = (stored: Stored): Stored => {
  const disk = JSON.parse(JSON.stringify(stored)) as Record<keyof Stored, unknown>;
  return { memory: readWatchMemory(disk.memory), inbox: readInbox(disk.inbox), state: readDeliveryState(disk.state) };
};

const FIRST: Stored = { memory: EMPTY_MEMORY, inbox: EMPTY_INBOX, state: EMPTY_DELIVERY };

describe('the watch, round after round', () => {
  const newGroup = { openGroups: errorList([group('fresh', { firstAt: iso(at(12, 2)) })]) };

  it('notifies a new group once, also when a crash loses the memory of the round that found it', () => {
    const found = round(FIRST, at(12, 6), newGroup);
    expect(found.shown.map((n) => n.title)).toEqual(['Shop: New error group: TypeError']);
    // The core stored the inbox, but crashed before it stored the memory: the round runs again.
    const crashed = restarted({ ...found.stored, memory: FIRST.memory });
    expect(round(crashed, at(12, 6) + 20_000, newGroup).shown).toEqual([]);
    // And the next round, from the stored memory, does not find it again.
    expect(round(restarted(found.stored), at(12, 11), newGroup).shown).toEqual([]);
  });

  it('after a sleep, tells what happened meanwhile in one digest', () => {
    let stored = round(FIRST, at(12, 6)).stored;
    stored = round(stored, at(12, 11)).stored;
    // Asleep from 12:11 to 15:03. Three groups were born meanwhile, and errors spike at the end.
    const meanwhile: Reply = {
      openGroups: errorList([13, 14, 14].map((h, i) => group(`g${i}`, { firstAt: iso(at(h, 10 * i)) }))),
      window: browserReport({ errorEvents: 212 }),
      weekAgo: browserReport({ errorEvents: 372 }),
    };
    const woke = round(restarted(stored), at(15, 3), meanwhile);
    expect(woke.shown).toHaveLength(1);
    expect(woke.shown[0]).toMatchObject({ title: 'While you were away', body: 'Shop: 3 new error groups, 1 spike' });
    expect(woke.stored.inbox.entries.find((e) => e.kind === 'spike')?.why).toBe(
      'error events 212 in 5 min against 31 a week ago (×6.8)',
    );
    // The next round is an ordinary one again.
    const next = round(woke.stored, at(15, 3) + 5 * MINUTE, { window: browserReport({ errorEvents: 212 }) });
    expect(next.shown).toEqual([]);
  });
});

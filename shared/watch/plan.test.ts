import { describe, expect, it } from 'vitest';
import { buildPath, checkQuery } from '../catalogue.ts';
import { DEFAULT_HEALTH_THRESHOLDS } from '../preferences.ts';
import { HOUR, MINUTE } from '../time-window.ts';
import type { WatchedProject } from './alert.ts';
import { evaluate } from './evaluate.ts';
import { EMPTY_MEMORY, type WatchMemory } from './memory.ts';
import {
  afterAnswer,
  afterRateLimit,
  FRESH_PACE,
  recordSent,
  sentInLastHour,
  type AccountPace,
} from './account-pace.ts';
import {
  effectiveInterval,
  hourlyCost,
  MAX_REQUEST_GAP_MS,
  planCheck,
  type CheckPlan,
  type PlanInput,
} from './plan.ts';
import { answersTo, at } from './testing/answers.ts';

/** `count` browser projects, in accounts of at most 50 (an account holds no more). */
function projects(count: number): WatchedProject[] {
  return Array.from({ length: count }, (_, i) => ({
    accountId: `acct-${Math.floor(i / 50)}`,
    projectId: `p${String(i).padStart(3, '0')}`,
    kind: 'browser' as const,
    name: `Project ${i}`,
  }));
}

/** A watch run on a fake clock: plans, answers every request quietly, and remembers. */
class FakeWatch {
  readonly memories = new Map<string, WatchMemory>();
  paces: Record<string, AccountPace> = {};
  readonly watched: WatchedProject[];
  readonly settings: Partial<Pick<PlanInput, 'cadenceMinutes' | 'requestBudget' | 'connectivity'>>;
  constructor(watched: WatchedProject[], settings: FakeWatch['settings'] = {}) {
    this.watched = watched;
    this.settings = settings;
  }

  memory = (p: WatchedProject) => this.memories.get(`${p.accountId}/${p.projectId}`) ?? EMPTY_MEMORY;

  plan(now: number): CheckPlan {
    return planCheck({
      now,
      projects: this.watched,
      memory: this.memory,
      paces: this.paces,
      cadenceMinutes: 5,
      requestBudget: 1500,
      connectivity: 'online',
      ...this.settings,
    });
  }

  /** Plans and runs one check at `now`; the number of requests it sent. */
  check(now: number): number {
    const plan = this.plan(now);
    for (const check of plan.checks) {
      const { memory } = evaluate(check, this.memory(check.project), answersTo(check), DEFAULT_HEALTH_THRESHOLDS, now);
      this.memories.set(`${check.project.accountId}/${check.project.projectId}`, memory);
      const pace = this.paces[check.project.accountId] ?? FRESH_PACE;
      this.paces[check.project.accountId] = recordSent(pace, now, check.requests.length);
    }
    return plan.requestCount;
  }

  /** One check a minute after each window of the hour from `start`. */
  hour(start: number): number[] {
    return Array.from({ length: 12 }, (_, i) => this.check(start + i * 5 * MINUTE + MINUTE));
  }
}

describe('requests per check', () => {
  it('are 2 per project, 4 in its slot of the hour: 26 an hour at 5 minutes', () => {
    const watch = new FakeWatch(projects(1));
    // The first check asks for the week-ago figures and the resolved groups at once.
    expect(watch.check(at(12, 6))).toBe(5);
    expect(watch.hour(at(12, 10))).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 4]);
    expect(watch.hour(at(13, 10))).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 4]);
    expect(hourlyCost(1, 5 * MINUTE)).toBe(26);
  });

  it.each([
    {
      projects: 10,
      first: 41,
      // Windows 13:05–13:10 (slot 1) to 14:00–14:05 (slot 0); projects take slots 0 to 9.
      hour: [22, 22, 22, 22, 22, 22, 22, 22, 22, 20, 20, 22],
      total: 260,
      words: ['Looking every 5 min: 260 requests an hour of 1,500'],
    },
    {
      projects: 100,
      first: 410,
      // Two accounts, 50 projects each over 12 slots: slots 0 and 1 hold 5, the others 4.
      hour: [220, 216, 216, 216, 216, 216, 216, 216, 216, 216, 216, 220],
      total: 2600,
      words: [
        'Looking every 5 min: 1,300 requests an hour of 1,500',
        'Looking every 5 min: 1,300 requests an hour of 1,500',
      ],
    },
  ])(
    'for $projects projects: $total an hour, the hourly ones spread over the slots, each account within its budget',
    (row) => {
      const watch = new FakeWatch(projects(row.projects));
      expect(watch.check(at(12, 6))).toBe(row.first);
      watch.hour(at(12, 10));
      const hour = watch.hour(at(13, 10));
      expect(hour).toEqual(row.hour);
      expect(hour.reduce((a, b) => a + b)).toBe(row.total);
      expect(watch.plan(at(14, 6)).accounts.map((a) => a.words)).toEqual(row.words);
    },
  );

  it('are requests the catalogue accepts, windows aligned to the cadence and a minute settled', () => {
    const plan = new FakeWatch(projects(1)).plan(at(12, 6, 23) + 30_000);
    const [check] = plan.checks;
    expect(check!.window).toEqual({ start: at(12, 0), end: at(12, 5) });
    expect(check!.requests.map((r) => [r.role, r.call.query])).toEqual([
      ['window', { timeStart: '2026-11-23 12:00', timeEnd: '2026-11-23 12:05' }],
      [
        'open-groups',
        { timeStart: '2026-11-23 12:00', timeEnd: '2026-11-23 12:05', status: 'Open', sortby: 'firstAt', limit: 100 },
      ],
      ['week-ago', { timeStart: '2026-11-16 12:00', timeEnd: '2026-11-16 13:00' }],
      ['week-ago', { timeStart: '2026-11-16 13:00', timeEnd: '2026-11-16 14:00' }],
      ['resolved-groups', { timeDur: '14d', status: 'Resolved', sortby: 'lastAt', limit: 100 }],
    ]);
    for (const { call } of check!.requests) {
      expect(checkQuery(call.endpoint, call.query)).toMatchObject({ ok: true });
      expect(buildPath(call.endpoint, call.path, call.query)).toMatch(/^\/v2\/projects\/p000\/(reports|errors)\?/);
    }
  });

  it('are spread over the check rather than sent at once', () => {
    const now = at(12, 6);
    const sendAt = new FakeWatch(projects(100)).plan(now).checks.flatMap((c) => c.requests.map((r) => r.sendAt - now));
    const first = sendAt.slice(0, 205);
    expect(first[0]).toBe(0);
    expect(first.every((t, i) => i === 0 || (t > first[i - 1]! && t - first[i - 1]! <= MAX_REQUEST_GAP_MS))).toBe(true);
    expect(first[first.length - 1]).toBeLessThanOrEqual(2.5 * MINUTE);
  });
});

describe('the hourly budget', () => {
  it('lengthens an account cadence until the watch fits, and says so', () => {
    expect(effectiveInterval(5 * MINUTE, 50, 1200)).toEqual({
      intervalMs: 6 * MINUTE,
      costPerHour: 1100,
      stretched: true,
      overBudget: false,
    });
    const watch = new FakeWatch(projects(50), { requestBudget: 1200 });
    expect(watch.plan(at(12, 7)).accounts[0]!.words).toBe(
      'Looking every 6 min instead of 5 min to stay within the budget: 1,100 requests an hour of 1,200',
    );
    expect(watch.plan(at(12, 7)).checks[0]!.window).toEqual({ start: at(12, 0), end: at(12, 6) });
    expect(effectiveInterval(MINUTE, 50, 60)).toMatchObject({ intervalMs: 4 * HOUR, costPerHour: 50 });
    expect(effectiveInterval(MINUTE, 500, 60)).toMatchObject({ intervalMs: 24 * HOUR, overBudget: true });
  });

  it('drops the hourly extras first when this hour is nearly spent, then waits', () => {
    const watch = new FakeWatch(projects(10));
    watch.check(at(12, 6));
    watch.hour(at(12, 10));
    watch.paces['acct-0'] = recordSent(FRESH_PACE, at(12, 30), 1480);
    expect(sentInLastHour(watch.paces['acct-0'], at(13, 11))).toBe(1480);
    // Slot 1's check at 13:11 holds 22 requests; 20 fit.
    expect(
      watch
        .plan(at(13, 11))
        .checks.flatMap((c) => c.requests)
        .map((r) => r.optional),
    ).not.toContain(true);
    expect(watch.plan(at(13, 11)).requestCount).toBe(20);
    watch.paces['acct-0'] = recordSent(FRESH_PACE, at(12, 30), 1490);
    const waiting = watch.plan(at(13, 11));
    expect(waiting.requestCount).toBe(0);
    expect(waiting.accounts[0]!.words).toBe("Waiting: this hour's budget of 1,500 requests is spent");
    // An hour after those requests, the budget is whole again.
    expect(watch.plan(at(13, 31)).requestCount).toBeGreaterThan(0);
  });
});

describe('too many requests (429)', () => {
  it('pauses the account as long as the service asks, then makes one check, not one per missed window', () => {
    const watch = new FakeWatch([...projects(3), { ...projects(1)[0]!, accountId: 'other', projectId: 'x' }]);
    watch.check(at(12, 6));
    watch.paces['acct-0'] = afterRateLimit(watch.paces['acct-0']!, at(12, 8), 20 * MINUTE);
    const during = watch.plan(at(12, 11));
    expect(during.checks.map((c) => c.project.accountId)).toEqual(['other']);
    expect(during.accounts[0]).toMatchObject({
      pausedUntil: at(12, 28),
      words: 'Paused: the service asked to wait (too many requests)',
    });
    expect(watch.plan(at(12, 21)).nextAt).toBe(at(12, 26));
    const after = watch.plan(at(12, 31));
    expect(after.checks.filter((c) => c.project.accountId === 'acct-0')).toHaveLength(3);
    expect(after.checks[0]).toMatchObject({ window: { start: at(12, 25) }, since: { start: at(12, 0) }, away: true });
  });

  it('without Retry-After, waits a minute, then twice as long each time, an hour at most', () => {
    let pace = FRESH_PACE;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      pace = afterRateLimit(pace, 0);
      waits.push(pace.backoffUntil! / MINUTE);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(afterAnswer(pace)).toMatchObject({ backoffs: 0, backoffUntil: null });
  });
});

describe('offline and asleep', () => {
  it('sends nothing while offline or asleep', () => {
    for (const connectivity of ['offline', 'asleep'] as const) {
      const plan = new FakeWatch(projects(3), { connectivity }).plan(at(12, 6));
      expect(plan).toMatchObject({ paused: connectivity, checks: [], requestCount: 0, nextAt: null });
    }
  });

  it('resumes with one check that looks through the whole gap, a week at most, and says it was away', () => {
    const watch = new FakeWatch(projects(2));
    watch.check(at(12, 6));
    // Asleep from 12:06 to 15:03: one check per project, its groups since the last one (and 5 minutes
    // before, for late events), its spikes of the last window.
    const resumed = watch.plan(at(15, 3));
    expect(resumed.checks.map((c) => [c.since.start, c.window, c.away])).toEqual([
      [at(12, 0), { start: at(14, 55), end: at(15, 0) }, true],
      [at(12, 0), { start: at(14, 55), end: at(15, 0) }, true],
    ]);
    // The week-ago figures of the hour are asked for; the resolved groups wait for their slot.
    expect(resumed.requestCount).toBe(6);
    const afterAWeekAndMore = watch.plan(at(15, 3, 30)).checks[0]!;
    expect(afterAWeekAndMore.since.start).toBe(at(15, 0, 30) - 7 * 24 * HOUR);
  });

  it('is "away" after more than 15 minutes and two checks unlooked', () => {
    const watch = new FakeWatch(projects(1));
    watch.check(at(12, 6));
    expect(watch.plan(at(12, 16)).checks[0]!.away).toBe(false);
    expect(watch.plan(at(12, 21)).checks[0]!.away).toBe(false);
    expect(watch.plan(at(12, 26)).checks[0]!.away).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_THRESHOLDS } from '../preferences.ts';
import type { WatchedProject } from './alert.ts';
import { evaluate, type Evaluation } from './evaluate.ts';
import { EMPTY_MEMORY, readWatchMemory, type WatchMemory } from './memory.ts';
import { planCheck, type ProjectCheck } from './plan.ts';
import { answersTo, at, browserReport, errorList, group, iso, SHOP } from './testing/answers.ts';

const t = DEFAULT_HEALTH_THRESHOLDS;

function checkOf(memory: WatchMemory, now: number, project: WatchedProject = SHOP): ProjectCheck {
  const plan = planCheck({
    now,
    projects: [project],
    memory: () => memory,
    paces: {},
    cadenceMinutes: 5,
    requestBudget: 1500,
    connectivity: 'online',
  });
  return plan.checks[0]!;
}

/** Stored and read back, as across a restart. */
const restarted = (memory: WatchMemory) => readWatchMemory(JSON.parse(JSON.stringify(memory)));

describe('a first check', () => {
  const now = at(12, 6);
  const check = checkOf(EMPTY_MEMORY, now);
  const result = evaluate(
    check,
    EMPTY_MEMORY,
    answersTo(check, {
      openGroups: errorList([group('fresh', { firstAt: iso(at(12, 2)) }), group('old')]),
      resolvedGroups: errorList([group('fixed', { status: 'Resolved', lastAt: iso(at(9, 0)) })]),
      weekAgo: browserReport({ errorEvents: 120 }),
    }),
    t,
    now,
  );

  it('alerts on the groups new in its window and remembers what the next one needs', () => {
    expect(result.alerts.map((a) => a.id)).toEqual(['new-group/acme/shop/1%3Afresh']);
    expect(result.notes).toEqual([]);
    expect(result.baseline).toMatchObject({ source: 'week-ago', expected: { problems: 10 } });
    expect(result.memory).toMatchObject({
      checkedUntil: at(12, 5),
      groupsCheckedUntil: at(12, 5),
      resolved: [{ id: '1:fixed', at: now }],
      resolvedCheckedAt: now,
      weekAgo: [
        { span: at(12, 0), tally: expect.objectContaining({ problems: 120 }) },
        { span: at(13, 0), tally: expect.objectContaining({ problems: 120 }) },
      ],
      hours: [expect.objectContaining({ start: at(12, 0), minutes: 5 })],
      episodes: [],
    });
  });

  it('gives the same alerts when run again, as after a crash before its memory was stored', () => {
    const again = evaluate(
      check,
      EMPTY_MEMORY,
      answersTo(check, { openGroups: errorList([group('fresh', { firstAt: iso(at(12, 2)) })]) }),
      t,
      now + 5000,
    );
    expect(again.alerts.map((a) => a.id)).toEqual(result.alerts.map((a) => a.id));
  });

  it('survives a restart whole; the next check finds a late group, and the same one again by the same id', () => {
    const memory = restarted(result.memory);
    expect(memory).toEqual(result.memory);
    const later = at(12, 11);
    const next = checkOf(memory, later);
    // From five minutes before the last answered check, for events that reached the service late.
    expect(next.since).toEqual({ start: at(12, 0), end: at(12, 10) });
    const groups = errorList([
      group('fresh', { firstAt: iso(at(12, 2)), lastAt: iso(at(12, 8)) }),
      group('late', { firstAt: iso(at(12, 4)), lastAt: iso(at(12, 4)) }),
      group('older', { firstAt: iso(at(11, 59)) }),
    ]);
    const found = evaluate(next, memory, answersTo(next, { openGroups: groups }), t, later).alerts.map((a) => a.id);
    expect(found).toEqual(['new-group/acme/shop/1%3Afresh', 'new-group/acme/shop/1%3Alate']);
    expect(found[0]).toBe(result.alerts[0]!.id);
  });

  it('notices a remembered resolved group that is open again, once', () => {
    const memory = restarted(result.memory);
    const later = at(12, 11);
    const next = checkOf(memory, later);
    const back = errorList([group('fixed', { lastAt: iso(at(12, 7)) })]);
    const found = evaluate(next, memory, answersTo(next, { openGroups: back }), t, later);
    expect(found.alerts.map((a) => a.kind)).toEqual(['regression']);
    expect(found.memory.resolved).toEqual([]);
    const after = checkOf(found.memory, at(12, 16));
    expect(evaluate(after, found.memory, answersTo(after, { openGroups: back }), t, at(12, 16)).alerts).toEqual([]);
  });
});

describe('a check whose requests failed', () => {
  const memory = evaluate(
    checkOf(EMPTY_MEMORY, at(12, 6)),
    EMPTY_MEMORY,
    answersTo(checkOf(EMPTY_MEMORY, at(12, 6))),
    t,
    at(12, 6),
  ).memory;

  it('looks for new groups again from the same point, and says so', () => {
    const check = checkOf(memory, at(12, 11));
    const failed = evaluate(check, memory, answersTo(check, { openGroups: null }), t, at(12, 11));
    expect(failed.memory).toMatchObject({ checkedUntil: at(12, 10), groupsCheckedUntil: at(12, 5) });
    expect(failed.notes).toEqual(['The open error groups did not come: they are asked again next time']);
    const retry = checkOf(failed.memory, at(12, 16));
    expect(retry.since).toEqual({ start: at(12, 0), end: at(12, 15) });
  });

  it('judges no spike without the window report, and asks again for a week ago that did not come', () => {
    const fresh = checkOf(EMPTY_MEMORY, at(12, 6));
    const failed: Evaluation = evaluate(
      fresh,
      EMPTY_MEMORY,
      answersTo(fresh, { window: null, weekAgo: null }),
      t,
      at(12, 6),
    );
    expect(failed.baseline).toBeNull();
    expect(failed.notes).toEqual(["The window's report did not come: its spikes are not judged"]);
    expect(failed.memory.weekAgo).toEqual([]);
    expect(checkOf(failed.memory, at(12, 11)).requests.filter((r) => r.role === 'week-ago')).toHaveLength(1);
  });

  it('says when no baseline could be had', () => {
    const fresh = checkOf(EMPTY_MEMORY, at(12, 6));
    const quiet = browserReport({ pageViews: 0, errorEvents: 0 });
    const result = evaluate(fresh, EMPTY_MEMORY, answersTo(fresh, { weekAgo: quiet }), t, at(12, 6));
    expect(result.baseline?.source).toBe('none');
    expect(result.notes).toEqual([expect.stringContaining('no data a week ago')]);
    // No data is an answer: it is not asked for again.
    expect(result.memory.weekAgo).toEqual([
      { span: at(12, 0), tally: null },
      { span: at(13, 0), tally: null },
    ]);
  });
});

describe('a stored memory', () => {
  it('keeps every part that reads when another is damaged', () => {
    const memory = readWatchMemory({
      checkedUntil: at(12, 5),
      groupsCheckedUntil: 'yesterday',
      resolved: [{ id: '1:a', at: at(11, 0) }],
      episodes: [{ metric: 'sparks', since: 1, lastSeen: 2 }],
      hours: null,
    });
    expect(memory).toEqual({ ...EMPTY_MEMORY, checkedUntil: at(12, 5), resolved: [{ id: '1:a', at: at(11, 0) }] });
    expect(readWatchMemory('garbage')).toEqual(EMPTY_MEMORY);
  });
});

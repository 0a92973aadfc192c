import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './time-window.ts';
import {
  baselineName,
  baselineWindow,
  homeConcurrency,
  planHomeRequests,
  roundTripsFor,
  type HomeProject,
} from './home-plan.ts';

const end = Date.UTC(2026, 0, 10, 12, 0);
const window = { start: end - 6 * HOUR, end };
const projects: HomeProject[] = [
  { accountId: 'a1', projectId: 'web', kind: 'browser' },
  { accountId: 'a1', projectId: 'api', kind: 'apm' },
  { accountId: 'a2', projectId: 'shop', kind: 'browser' },
];

const relative = { kind: 'relative', dur: '6h' } as const;
const coveredNow = () => window;

describe('planHomeRequests', () => {
  it('asks exactly four things of each project: reports and open errors, for the window and its baseline', () => {
    const plan = planHomeRequests(projects, relative, coveredNow, null);
    expect(plan).toHaveLength(12);
    const baseline = { kind: 'absolute', start: window.start - 6 * HOUR, end: window.start };
    const errors = { endpoint: 'errors.list', query: { status: 'Open', sortby: 'events', limit: 100 } };
    const api = { accountId: 'a1', projectId: 'api', kind: 'apm' };
    expect(plan.filter((r) => r.projectId === 'api')).toEqual(
      [relative, baseline].flatMap((w, i) => [
        { ...api, role: i ? 'baseline' : 'window', window: w, endpoint: 'reports', query: {} },
        { ...api, role: i ? 'baseline' : 'window', window: w, ...errors },
      ]),
    );
  });

  it("judges each project against the period before what its answer covers (a cached copy's own time)", () => {
    const earlier = { start: window.start - 2 * HOUR, end: window.end - 2 * HOUR };
    const plan = planHomeRequests(projects, relative, (p) => (p.projectId === 'shop' ? earlier : window), null);
    const shopBaseline = plan.find((r) => r.projectId === 'shop' && r.role === 'baseline')!;
    expect(shopBaseline.window).toEqual({ kind: 'absolute', start: earlier.start - 6 * HOUR, end: earlier.start });
  });

  it('asks nothing without projects', () => {
    expect(planHomeRequests([], relative, coveredNow, null)).toEqual([]);
  });
});

describe('the baseline', () => {
  it('is the previous period of the same length when Compare is off', () => {
    expect(baselineWindow(window, null)).toEqual({ start: window.start - 6 * HOUR, end: window.start });
    expect(baselineName(window, null)).toBe('the previous period');
    expect(baselineName(window, { mode: 'previous' })).toBe('the previous period');
  });

  it('is the comparison window when Compare is on', () => {
    expect(baselineWindow(window, { mode: 'week' })).toEqual({ start: window.start - 7 * DAY, end: end - 7 * DAY });
    const custom = { mode: 'custom' as const, start: end - 30 * DAY, end: end - 29 * DAY };
    expect(baselineWindow(window, custom)).toEqual({ start: custom.start, end: custom.end });
    expect(baselineName(window, custom)).toBe('the comparison window');
    const plan = planHomeRequests(projects.slice(0, 1), relative, coveredNow, { mode: 'day' });
    expect(plan.find((r) => r.role === 'baseline')?.window).toEqual({
      kind: 'absolute',
      start: window.start - DAY,
      end: end - DAY,
    });
  });

  it('falls back to the previous period when the comparison does not fit the window', () => {
    const week = { start: end - 7 * DAY, end };
    expect(baselineWindow(week, { mode: 'day' })).toEqual({ start: end - 14 * DAY, end: end - 7 * DAY });
    expect(baselineName(week, { mode: 'day' })).toBe('the previous period');
  });
});

describe('roundTripsFor', () => {
  it('counts waves as wide as the concurrency, plus the one before them', () => {
    // 3 accounts × 4 at a time, within 8 at once: 40 requests in 5 waves.
    expect(roundTripsFor(40, 3, 4, 8)).toBe(6);
    // One account is held to its own limit.
    expect(roundTripsFor(40, 1, 4, 8)).toBe(11);
    expect(roundTripsFor(0, 1, 4, 8)).toBe(1);
    expect(roundTripsFor(5, 0, 0, 0)).toBe(6);
  });

  it("is every account's limit at once, within the global one", () => {
    // The bench's home: 24 projects over 3 accounts, 96 requests 12 at a time.
    expect(homeConcurrency(3, 4, 32)).toBe(12);
    expect(roundTripsFor(96, 3, 4, 32)).toBe(9);
    expect(homeConcurrency(10, 4, 32)).toBe(32);
    expect(homeConcurrency(0, 4, 32)).toBe(4);
  });
});

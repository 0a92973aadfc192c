import { describe, expect, it } from 'vitest';
import { errorList } from '../../../shared/testing/error-group.ts';
import { browserReport as reportWith } from '../../../shared/watch/testing/answers.ts';
import { group as sampleGroup } from '../testing/sample-groups.ts';
import {
  DEFAULT_HEALTH_THRESHOLDS,
  errorTrendOf,
  figuresOf,
  judgeHealth,
  type ApmFigures,
  type BrowserFigures,
  type ProjectFigures,
} from './project-health.ts';

const browser = (over: Partial<BrowserFigures> = {}): BrowserFigures => ({
  kind: 'browser',
  pageViews: 1000,
  loadTime: 1200,
  loadTimeP95: 3000,
  apdex: 0.9,
  errorEvents: 50,
  newGroups: 0,
  newGroupsAtLeast: false,
  ...over,
});

const apm = (over: Partial<ApmFigures> = {}): ApmFigures => ({
  kind: 'apm',
  throughput: 5000,
  responseTime: 200,
  failureRate: 1,
  failureCount: 50,
  apdex: 0.95,
  newGroups: 0,
  newGroupsAtLeast: false,
  ...over,
});

const judge = (now: ProjectFigures | null, baseline: ProjectFigures | null, name = 'the previous period') =>
  judgeHealth(now, baseline, DEFAULT_HEALTH_THRESHOLDS, name);

describe('judgeHealth', () => {
  it('calls a project within every threshold healthy', () => {
    expect(judge(browser(), browser())).toEqual({
      state: 'healthy',
      reasons: ['Healthy: within every threshold'],
      severity: 1,
    });
    expect(judge(apm(), apm()).state).toBe('healthy');
  });

  it('calls error events three times the baseline failing, in words naming the baseline', () => {
    const result = judge(browser({ errorEvents: 160 }), browser({ errorEvents: 50 }));
    expect(result.state).toBe('failing');
    expect(result.reasons[0]).toBe('Failing: error events ×3.2 against the previous period');
    expect(result.severity).toBeCloseTo(3.2);
    expect(judge(browser({ errorEvents: 160 }), browser(), 'the comparison window').reasons[0]).toBe(
      'Failing: error events ×3.2 against the comparison window',
    );
  });

  it('calls one and a half times degraded, for error events and for load time', () => {
    expect(judge(browser({ errorEvents: 80 }), browser()).reasons).toEqual([
      'Degraded: error events ×1.6 against the previous period',
    ]);
    expect(judge(browser({ loadTime: 2400 }), browser()).reasons).toEqual([
      'Degraded: average load time ×2.0 against the previous period (2.4 s, was 1.2 s)',
    ]);
    expect(judge(browser({ loadTime: 1700 }), browser()).state).toBe('healthy');
  });

  it('ignores a change in error events under the minimum count', () => {
    expect(judge(browser({ errorEvents: 19 }), browser({ errorEvents: 2 })).state).toBe('healthy');
    expect(judge(browser({ errorEvents: 20 }), browser({ errorEvents: 2 })).state).toBe('failing');
  });

  it('calls events against none in the baseline failing, saying the count', () => {
    const result = judge(browser({ errorEvents: 45 }), browser({ errorEvents: 0 }));
    expect(result.state).toBe('failing');
    expect(result.reasons[0]).toBe('Failing: error events 45 against none in the previous period');
    expect(result.severity).toBe(45);
    expect(judge(browser({ errorEvents: 10 }), browser({ errorEvents: 0 })).state).toBe('healthy');
  });

  it('judges apdex under its thresholds without a baseline', () => {
    expect(judge(browser({ apdex: 0.62 }), null).reasons).toEqual(['Degraded: apdex 0.62 (under 0.7)']);
    expect(judge(browser({ apdex: 0.42 }), null).reasons).toEqual(['Failing: apdex 0.42 (under 0.5)']);
    // Two decimals would round it up to the threshold it is under.
    expect(judge(browser({ apdex: 0.6996 }), null).reasons[0]).toBe('Degraded: apdex 0.700 (under 0.7)');
  });

  it('calls a crop of new error groups degraded, not the few a project meets every day', () => {
    expect(judge(browser({ newGroups: 3 }), browser()).reasons).toEqual([
      'Degraded: 3 new error groups (0 in the previous period)',
    ]);
    // Under the threshold (3 by default) is not a finding.
    expect(judge(browser({ newGroups: 2 }), browser()).state).toBe('healthy');
    // As many as the baseline met is the project's usual; 1.5 times as many is a crop.
    expect(judge(browser({ newGroups: 6 }), browser({ newGroups: 6 })).state).toBe('healthy');
    expect(judge(browser({ newGroups: 8 }), browser({ newGroups: 6 })).state).toBe('healthy');
    expect(judge(browser({ newGroups: 9 }), browser({ newGroups: 6 })).reasons).toEqual([
      'Degraded: 9 new error groups (6 in the previous period)',
    ]);
    // Without a baseline, the threshold alone; a cut list's count is a lower bound.
    expect(judge(browser({ newGroups: 100, newGroupsAtLeast: true }), null).reasons).toEqual([
      'Degraded: at least 100 new error groups',
    ]);
    const one = { ...DEFAULT_HEALTH_THRESHOLDS, newGroups: 1 };
    expect(judgeHealth(browser({ newGroups: 1 }), browser(), one, 'the previous period').reasons).toEqual([
      'Degraded: 1 new error group (0 in the previous period)',
    ]);
    const off = { ...DEFAULT_HEALTH_THRESHOLDS, newGroups: 0 };
    expect(judgeHealth(browser({ newGroups: 5 }), browser(), off, 'the previous period').state).toBe('healthy');
  });

  it('never calls a project healthy for lack of data', () => {
    const none = ['No data in this window'];
    expect(judge(null, browser())).toEqual({ state: 'no-data', reasons: none, severity: 0 });
    expect(judge(browser({ pageViews: 0, errorEvents: 0 }), browser()).state).toBe('no-data');
    expect(judge(browser({ pageViews: null, errorEvents: null }), browser()).state).toBe('no-data');
    expect(judge(apm({ throughput: 0 }), apm()).state).toBe('no-data');
    expect(judge(apm({ throughput: null }), null).state).toBe('no-data');
    // Errors alone are traffic enough.
    expect(judge(browser({ pageViews: 0, errorEvents: 30 }), browser()).state).not.toBe('no-data');
  });

  it('without a baseline, judges only what needs none, and says there was nothing to compare', () => {
    expect(judge(browser({ errorEvents: 5000, loadTime: 90_000 }), null).reasons).toEqual([
      'Healthy: within every threshold (no earlier data to compare)',
    ]);
    // A baseline window without traffic is no earlier data, not a baseline of zero.
    const quiet = browser({ pageViews: 0, errorEvents: 0 });
    expect(judge(browser({ errorEvents: 45 }), quiet).reasons).toEqual([
      'Healthy: within every threshold (no earlier data to compare)',
    ]);
    expect(judge(browser({ errorEvents: 45 }), apm()).reasons[0]).toContain('no earlier data');
  });

  it('judges an APM project by its failure rate and response time', () => {
    const failing = judge(apm({ failureRate: 4, failureCount: 200 }), apm());
    expect(failing.state).toBe('failing');
    expect(failing.reasons[0]).toBe('Failing: failure rate ×4.0 against the previous period (4 %, was 1 %)');
    // More failures from more traffic at the same rate are no change.
    expect(judge(apm({ throughput: 20_000, failureCount: 200 }), apm()).state).toBe('healthy');
    expect(judge(apm({ failureCount: 30 }), apm({ failureRate: 0, failureCount: 0 })).reasons[0]).toBe(
      'Failing: failures 30 against none in the previous period',
    );
    expect(judge(apm({ responseTime: 400 }), apm()).reasons[0]).toBe(
      'Degraded: response time ×2.0 against the previous period (400 ms, was 200 ms)',
    );
  });

  it('lists every finding, failing first and the largest first, the headline on top', () => {
    const result = judge(
      browser({ errorEvents: 200, loadTime: 3000, apdex: 0.6, newGroups: 3 }),
      browser({ errorEvents: 50 }),
    );
    expect(result.state).toBe('failing');
    expect(result.reasons).toEqual([
      'Failing: error events ×4.0 against the previous period',
      'Degraded: average load time ×2.5 against the previous period (3 s, was 1.2 s)',
      'Degraded: apdex 0.60 (under 0.7)',
      'Degraded: 3 new error groups (0 in the previous period)',
    ]);
    expect(result.severity).toBe(4);
  });

  it('ranks an apdex shortfall on the ratios’ scale: at the threshold it weighs like the threshold ratio', () => {
    const justUnder = judge(browser({ apdex: 0.6999 }), null);
    expect(justUnder.severity).toBeCloseTo(1.5, 2);
    const deep = judge(browser({ apdex: 0.55 }), null);
    expect(deep.severity).toBeGreaterThan(justUnder.severity);
    expect(judge(browser({ apdex: 0 }), null).severity).toBeCloseTo(6);
  });

  it('among healthy projects, puts the one closest to a threshold first', () => {
    expect(judge(browser({ errorEvents: 70 }), browser()).severity).toBeCloseTo(1.4);
    expect(judge(browser(), null).severity).toBe(0);
  });
});

const window = { start: Date.UTC(2026, 0, 10), end: Date.UTC(2026, 0, 11) };

/** An open group first seen at `firstAt`; a trend value that did not read is null. */
const group = (firstAt: string, trends: (number | null)[]) => ({
  ...sampleGroup(firstAt, { created: firstAt, firstAt, lastAt: firstAt }),
  trends,
});

const list = (groups: ReturnType<typeof group>[], totalCount = groups.length) =>
  errorList(groups, { trendDates: ['2026-01-10 00:00', '2026-01-10 12:00'], totalCount });

/** A load time of 1,234 ms, a p95 of 1, 42 error events and an apdex of 0.85 from its counts. */
const browserReport = {
  ...reportWith({ pageViews: 1000, loadTime: 1234, loadTimeP95: 1, errorEvents: 42 }),
  apdex: { page: { satisfied: 80, tolerated: 10, frustrated: 10, total: 100, score: 0.85 } },
};

describe('figuresOf', () => {
  const errors = list([
    group('2026-01-09T23:59:00.000Z', [1, 2]),
    group('2026-01-10T00:00:00.000Z', [3, null]),
    group('2026-01-10T18:30:00Z', [null, null]),
    group('', [4, 5]),
  ]);

  it('reads a browser report and counts the groups first seen within the window', () => {
    expect(figuresOf(browserReport, errors, window)).toEqual({
      kind: 'browser',
      pageViews: 1000,
      loadTime: 1234,
      loadTimeP95: 1,
      apdex: 0.85,
      errorEvents: 42,
      newGroups: 2,
      newGroupsAtLeast: false,
    });
  });

  it('works the apdex out from its counts when the score did not read, and has none without samples', () => {
    const unscored = { ...browserReport, apdex: { page: { ...browserReport.apdex.page, score: null } } };
    expect(figuresOf(unscored, null, window)?.apdex).toBeCloseTo(0.85);
    const empty = { ...browserReport, apdex: { page: { ...browserReport.apdex.page, total: 0 } } };
    expect(figuresOf(empty, null, window)?.apdex).toBeNull();
  });

  it('has no load or response time without page views or calls: not 0 ms', () => {
    const unviewed = { ...browserReport, pages: { ...browserReport.pages, throughput: 0 } };
    expect(figuresOf(unviewed, null, window)).toMatchObject({ pageViews: 0, loadTime: null, loadTimeP95: null });
    const idle = { responseTime: 0, throughput: 0, failureCount: 0, failureRate: 0, apdexScore: 1 };
    expect(figuresOf(idle, null, window)).toMatchObject({ throughput: 0, responseTime: null, apdex: null });
  });

  it('reads an APM report, with no apdex without throughput', () => {
    const report = { responseTime: 210, throughput: 900, failureCount: 9, failureRate: 1, apdexScore: 0.93 };
    expect(figuresOf(report, errors, window)).toEqual({
      kind: 'apm',
      throughput: 900,
      responseTime: 210,
      failureRate: 1,
      failureCount: 9,
      apdex: 0.93,
      newGroups: 2,
      newGroupsAtLeast: false,
    });
    expect(figuresOf({ ...report, throughput: 0 }, null, window)?.apdex).toBeNull();
  });

  it('has no new groups without a list, and a lower bound when the list was cut', () => {
    expect(figuresOf(browserReport, null, window)).toMatchObject({ newGroups: null, newGroupsAtLeast: false });
    expect(figuresOf(browserReport, list(errors.data, 250), window)).toMatchObject({
      newGroups: 2,
      newGroupsAtLeast: true,
    });
  });

  it('has no figures without a report', () => {
    expect(figuresOf(null, errors, window)).toBeNull();
  });
});

describe('errorTrendOf', () => {
  it('sums the groups’ trends per trend date, skipping values that did not read', () => {
    const errors = list([group('2026-01-10T00:00:00Z', [1, 2]), group('2026-01-10T00:00:00Z', [3, null])]);
    expect(errorTrendOf(errors)).toEqual([
      { date: '2026-01-10 00:00', events: 4 },
      { date: '2026-01-10 12:00', events: 2 },
    ]);
    expect(errorTrendOf(list([group('2026-01-10T00:00:00Z', [null, null])]))).toEqual([
      { date: '2026-01-10 00:00', events: null },
      { date: '2026-01-10 12:00', events: null },
    ]);
    // No open group: no events, which is a value.
    expect(errorTrendOf(list([]))).toEqual([
      { date: '2026-01-10 00:00', events: 0 },
      { date: '2026-01-10 12:00', events: 0 },
    ]);
    expect(errorTrendOf(null)).toEqual([]);
  });
});

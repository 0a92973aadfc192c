import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_THRESHOLDS } from '../preferences.ts';
import { figuresOf } from '../project-figures.ts';
import { MINUTE } from '../time-window.ts';
import type { Baseline, Expected } from './baseline.ts';
import { EPISODE_QUIET_MS, judgeSpikes, spikeAlerts } from './spikes.ts';
import { API, apmReport, at, browserReport, SHOP, window5 } from './testing/answers.ts';

const t = DEFAULT_HEALTH_THRESHOLDS;
const window = window5(12, 35);
const weekAgo = (expected: Partial<Expected>): Baseline => ({
  source: 'week-ago',
  expected: { problems: 10, rate: 1, time: 2000, ...expected },
  words: 'a week ago',
});
const judge = (report: Parameters<typeof figuresOf>[0], baseline: Baseline) =>
  judgeSpikes(figuresOf(report, null, window)!, baseline, t, window);

describe('an error events spike', () => {
  it('fires when the count is both ×3 the baseline and at least 20', () => {
    expect(judge(browserReport({ errorEvents: 20 }), weekAgo({ problems: 6.5 }))).toEqual([
      { metric: 'error-events', why: 'error events 20 in 5 min against 6.5 a week ago (×3.1)' },
    ]);
    expect(judge(browserReport({ errorEvents: 212 }), weekAgo({ problems: 31 }))[0]!.why).toBe(
      'error events 212 in 5 min against 31 a week ago (×6.8)',
    );
  });

  it('does not fire under either condition', () => {
    // ×3.8, but 19 events.
    expect(judge(browserReport({ errorEvents: 19 }), weekAgo({ problems: 5 }))).toEqual([]);
    // 20 events, but ×2.9.
    expect(judge(browserReport({ errorEvents: 20 }), weekAgo({ problems: 7 }))).toEqual([]);
  });

  it('fires against a baseline of none, from 20 events on', () => {
    expect(judge(browserReport({ errorEvents: 20 }), weekAgo({ problems: 0 }))).toEqual([
      { metric: 'error-events', why: 'error events 20 in 5 min against none a week ago' },
    ]);
  });

  it('is measured on the failure rate of an APM project, gated by the failures', () => {
    const report = apmReport({ failureCount: 57, failureRate: 4.1 });
    expect(judge(report, weekAgo({ rate: 1.3 }))).toEqual([
      { metric: 'failures', why: 'failure rate 4.1 % in 5 min against 1.3 % a week ago (×3.2; 57 failures)' },
    ]);
    expect(judge(apmReport({ failureCount: 19, failureRate: 9 }), weekAgo({ rate: 1 }))).toEqual([]);
    expect(judge(apmReport({ failureCount: 25, failureRate: 2.5 }), weekAgo({ rate: 0 }))[0]!.why).toBe(
      'failure rate 2.5 % in 5 min against none a week ago (25 failures)',
    );
  });

  it('is not judged without a baseline, which leaves apdex', () => {
    const none: Baseline = { source: 'none', words: 'No baseline' };
    expect(judge(browserReport({ errorEvents: 500, loadTimeP95: 90_000 }), none)).toEqual([]);
    expect(judge(browserReport({ apdex: 0.3 }), none).map((f) => f.metric)).toEqual(['apdex']);
  });
});

describe('a time or apdex spike', () => {
  it('fires on p95 load time from ×1.5, with at least 20 page views behind it', () => {
    expect(judge(browserReport({ loadTimeP95: 3000 }), weekAgo({ time: 2000 }))).toEqual([
      { metric: 'load-time', why: 'p95 load time 3 s in 5 min against 2 s a week ago (×1.5)' },
    ]);
    expect(judge(browserReport({ loadTimeP95: 2980 }), weekAgo({ time: 2000 }))).toEqual([]);
    expect(judge(browserReport({ loadTimeP95: 9000, pageViews: 19 }), weekAgo({ time: 2000 }))).toEqual([]);
  });

  it('fires on the response time of an APM project (the service gives it no percentile)', () => {
    expect(judge(apmReport({ responseTime: 850 }), weekAgo({ time: 400, rate: 1 }))).toEqual([
      { metric: 'response-time', why: 'response time 850 ms in 5 min against 400 ms a week ago (×2.1)' },
    ]);
  });

  it('fires on apdex under the failing floor, with enough traffic', () => {
    expect(judge(apmReport({ apdex: 0.49 }), weekAgo({}))).toEqual([
      { metric: 'apdex', why: 'apdex 0.49 (under 0.5) in 5 min' },
    ]);
    expect(judge(apmReport({ apdex: 0.5 }), weekAgo({}))).toEqual([]);
    expect(judge(apmReport({ apdex: 0.1, throughput: 19 }), weekAgo({}))).toEqual([]);
  });
});

describe('a spike as an episode', () => {
  const firing = [{ metric: 'error-events' as const, why: 'error events 212 …' }];
  const baseline = weekAgo({});
  const step = (episodes: Parameters<typeof spikeAlerts>[2], w: { start: number; end: number }, fires = true) =>
    spikeAlerts(SHOP, fires ? firing : [], episodes, w, baseline);

  it('alerts once when it starts, opening the overview at its window against the week before', () => {
    const first = step([], window);
    expect(first.alerts).toEqual([
      {
        id: `spike/acme/shop/error-events/${window.start}`,
        kind: 'spike',
        accountId: 'acme',
        projectId: 'shop',
        projectName: 'Shop',
        subject: 'error-events',
        at: window.end,
        what: 'Error events spike',
        why: 'error events 212 …',
        view: { segments: ['overview'], params: { from: '2026-11-23 12:35', to: '2026-11-23 12:40', cmp: 'week' } },
      },
    ]);
    expect(first.episodes).toEqual([{ metric: 'error-events', since: window.start, lastSeen: window.end }]);
  });

  it('stays one alert while it lasts or flaps, and alerts anew after half an hour of quiet', () => {
    let episodes = step([], window5(12, 0)).episodes;
    const alerts: string[] = [];
    // Fires, pauses 25 minutes, fires again: still the same spike.
    for (const [mm, fires] of [
      [5, true],
      [10, false],
      [35, true],
      [40, false],
    ] as const) {
      const next = step(episodes, window5(12, mm), fires);
      alerts.push(...next.alerts.map((a) => a.id));
      episodes = next.episodes;
    }
    expect(alerts).toEqual([]);
    // Quiet from 12:40 to 13:15 (past EPISODE_QUIET_MS): the episode ends, the next firing is new.
    expect(step(episodes, window5(13, 15), false).episodes).toEqual([]);
    expect(at(13, 15) + 5 * MINUTE - at(12, 40)).toBeGreaterThan(EPISODE_QUIET_MS);
    const again = step(step(episodes, window5(13, 15), false).episodes, window5(13, 20));
    expect(again.alerts.map((a) => a.id)).toEqual([`spike/acme/shop/error-events/${at(13, 20)}`]);
  });

  it('links a spike measured against the same hour to the overview alone', () => {
    const sameHour: Baseline = {
      source: 'same-hour',
      expected: { problems: 10, rate: 1, time: 2000 },
      words: 'on average',
    };
    const { alerts } = spikeAlerts(API, firing, [], window, sameHour);
    expect(alerts[0]!.view.params).toEqual({ from: '2026-11-23 12:35', to: '2026-11-23 12:40' });
  });
});

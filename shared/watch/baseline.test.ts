import { describe, expect, it } from 'vitest';
import { figuresOf } from '../project-figures.ts';
import { DAY } from '../time-window.ts';
import { baselineSpan, chooseBaseline, recordWindow, tallyOf, weekEarlier, type Tally } from './baseline.ts';
import { apmReport, at, browserReport, window5 } from './testing/answers.ts';

const tally = (report: Parameters<typeof figuresOf>[0], span: { start: number; end: number }): Tally =>
  tallyOf(figuresOf(report, null, span)!, span)!;

/** The watch's own hours: `days` earlier days of 12:00–13:00 watched, with these figures each. */
function watchedNoons(days: number[], figures: Parameters<typeof browserReport>[0], minutes = 60): Tally[] {
  let hours: Tally[] = [];
  for (const day of days)
    for (let m = 0; m < minutes; m += 5) {
      const window = window5(12, m, 23 - day);
      hours = recordWindow(hours, window, tally(browserReport(figures), window));
    }
  return hours;
}

describe('the baseline of a check window', () => {
  const window = window5(12, 35);

  it('is the hour of the window a week ago, its counts prorated to the window', () => {
    const span = baselineSpan(window);
    expect(span).toEqual({ start: at(12, 0), end: at(13, 0) });
    expect(weekEarlier(span)).toEqual({ start: at(12, 0, 16), end: at(13, 0, 16) });
    const weekAgo = tally(browserReport({ errorEvents: 372, loadTimeP95: 2100 }), weekEarlier(span));
    expect(chooseBaseline(window, weekAgo, [])).toEqual({
      source: 'week-ago',
      expected: { problems: 31, rate: null, time: 2100 },
      words: 'a week ago',
    });
  });

  it('keeps an APM failure rate and response time as they are, weighted by requests', () => {
    const span = weekEarlier(baselineSpan(window));
    const weekAgo = tally(apmReport({ failureCount: 120, failureRate: 1.5, responseTime: 240 }), span);
    expect(chooseBaseline(window, weekAgo, [])).toMatchObject({ expected: { problems: 10, rate: 1.5, time: 240 } });
  });

  it('falls back to the mean of the same hour on the days the watch saw it, without a week ago', () => {
    const hours = watchedNoons([1, 2, 4], { errorEvents: 6, loadTimeP95: 1800 });
    expect(chooseBaseline(window, 'no-data', hours)).toEqual({
      source: 'same-hour',
      expected: { problems: 6, rate: null, time: 1800 },
      words: 'on average at this hour over 3 days',
    });
  });

  it('has none with too few such days, and says why', () => {
    const hours = watchedNoons([1, 2], { errorEvents: 6 });
    expect(chooseBaseline(window, 'no-data', hours)).toEqual({
      source: 'none',
      words:
        'No baseline, so only apdex can raise a spike: no data a week ago, and this hour seen on 2 of the last 7 days (3 needed)',
    });
    expect(chooseBaseline(window, 'unknown', [])).toMatchObject({
      source: 'none',
      words: expect.stringContaining('the figures of a week ago did not come'),
    });
  });

  it('counts a day only when the watch saw half its hour, and the hour had traffic', () => {
    const brief = watchedNoons([1, 2, 3], { errorEvents: 6 }, 25);
    expect(chooseBaseline(window, 'no-data', brief).source).toBe('none');
    const quiet = watchedNoons([1, 2, 3], { errorEvents: 0, pageViews: 0 });
    expect(chooseBaseline(window, 'no-data', quiet).source).toBe('none');
  });

  it('reads a week ago without traffic as no data, not as a baseline of zero', () => {
    const span = weekEarlier(baselineSpan(window));
    expect(tallyOf(figuresOf(browserReport({ pageViews: 0, errorEvents: 0 }), null, span)!, span)).toBeNull();
  });
});

describe("the watch's own hours", () => {
  it('splits a window over the hours it covers', () => {
    const window = { start: at(11, 30), end: at(13, 30) };
    const hours = recordWindow([], window, tally(browserReport({ errorEvents: 40, pageViews: 400 }), window));
    expect(hours.map((h) => [new Date(h.start).getUTCHours(), h.minutes, h.problems, h.traffic])).toEqual([
      [11, 30, 10, 100],
      [12, 60, 20, 200],
      [13, 30, 10, 100],
    ]);
  });

  it('counts a window without traffic as watched, and forgets hours older than the week the mean reads', () => {
    const old = recordWindow([], window5(11, 0, 16), null);
    const hours = recordWindow(old, window5(12, 0), null);
    expect(hours.map((h) => h.start)).toEqual([at(12, 0)]);
    expect(hours[0]!.minutes).toBe(5);
    const kept = recordWindow(recordWindow([], window5(12, 0, 16), null), window5(12, 55), null);
    expect(kept.map((h) => (h.start - at(12, 0)) / DAY)).toEqual([-7, 0]);
  });
});

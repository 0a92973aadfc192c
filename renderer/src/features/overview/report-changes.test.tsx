// The overview reads each figure from both reports at the same path, and names its badge after
// the metric's test id, with the direction good for it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../api/answer-types.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { formatCount, formatMs } from '../../ui/format.ts';
import { changesOf, valueAt } from './report-changes.ts';

const report = (views: number, load: number | null) =>
  ({ pages: { throughput: views, page: { loadTime: load } } }) as unknown as Report;
const day = Date.UTC(2026, 10, 17);
const compared = (then: Report): Compared<Report> => ({
  comparison: { mode: 'previous' },
  label: 'previous period',
  current: { start: day, end: day + 86_400_000 },
  window: { start: day - 86_400_000, end: day },
  state: {
    status: 'ready',
    data: then,
    fetchedAt: day,
    window: { start: day - 86_400_000, end: day },
    facts: { deviations: [], deviationCount: 0 },
    refreshing: false,
    retry: () => undefined,
  },
});

describe('report changes', () => {
  it('read a number at a path, and nothing where there is none', () => {
    expect(valueAt(report(1200, 840), 'pages.page.loadTime')).toBe(840);
    expect(valueAt(report(1200, null), 'pages.page.loadTime')).toBeNull();
    expect(valueAt(report(1200, 840), 'apdex.page.score')).toBeNull();
  });

  it('draw the badge named after the metric, coloured by the way good for it', () => {
    const change = changesOf(compared(report(1000, 800)), report(1200, 840));
    const { container } = render(
      <>
        {change('pages.throughput', 'neutral', formatCount, 'page-views')}
        {change('pages.page.loadTime', 'down', formatMs, 'page-load')}
      </>,
    );
    const views = container.querySelector('[data-testid="page-views-change"]')!;
    const load = container.querySelector('[data-testid="page-load-change"]')!;
    expect([views.getAttribute('data-change'), views.className]).toEqual(['20', 'change change-neutral']);
    expect([load.getAttribute('data-change'), load.className]).toEqual(['5', 'change change-bad']);
    expect(load.getAttribute('title')).toMatch(/^Now 840 ms .*\nPrevious period 800 ms /);
  });

  it('draw nothing when Compare is off', () => {
    expect(changesOf(null, report(1, 1))('pages.throughput', 'neutral', formatCount, 'page-views')).toBeNull();
  });
});

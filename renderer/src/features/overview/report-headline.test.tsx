// The overview reads each figure from both reports at the same path, and names its badge after
// the panel's test id, with the direction good for it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../api/answer-types.ts';
import { FigureRow } from '../../ui/charts/metric.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf } from '../../view-kit/headline.tsx';
import { AJAX_FIGURES, BROWSER_HEADLINE, LOAD_PERCENTILES, valueAt } from './report-headline.ts';

const report = (views: number, load: number | null, ajax: number | null = null) =>
  ({
    pages: { throughput: views, page: { loadTime: load, percentile_95: load } },
    ajax: { responseTime: ajax, totalTime: ajax },
  }) as unknown as Report;
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

describe('report figures', () => {
  it('read a number at a path, and nothing where there is none', () => {
    expect(valueAt(report(1200, 840), 'pages.page.loadTime')).toBe(840);
    expect(valueAt(report(1200, null), 'pages.page.loadTime')).toBeNull();
    expect(valueAt(report(1200, 840), 'apdex.page.score')).toBeNull();
  });

  it('draw the badge named after the panel, coloured by the way good for it', () => {
    const now = report(1200, 840, 330);
    const then = compared(report(1000, 800, 300));
    const { container } = render(
      <>
        <FigureRow figures={figuresOf(BROWSER_HEADLINE.slice(0, 2), now, then)} />
        <FigureRow figures={figuresOf(LOAD_PERCENTILES, now, then)} />
        <FigureRow figures={figuresOf(AJAX_FIGURES, now, then)} />
      </>,
    );
    const badge = (id: string) => container.querySelector(`[data-testid="${id}-change"]`)!;
    const views = badge('page-views');
    const load = badge('page-load');
    expect([views.getAttribute('data-change'), views.className]).toEqual(['20', 'change change-neutral']);
    expect([load.getAttribute('data-change'), load.className]).toEqual(['5', 'change change-bad']);
    expect(load.getAttribute('title')).toMatch(/^Now 840 ms .*\nPrevious period 800 ms /);
    expect(badge('load-percentile_95').getAttribute('data-change')).toBe('5');
    expect(badge('ajax-response').getAttribute('data-change')).toBe('10');
    // A figure without a test id has a badge without one.
    const total = container.querySelector('.metric:not([data-testid]) .change')!;
    expect([total.getAttribute('data-change'), total.getAttribute('data-testid')]).toEqual(['10', null]);
  });

  it('draw nothing when Compare is off', () => {
    const { container } = render(<FigureRow figures={figuresOf(AJAX_FIGURES, report(1, 1, 1), null)} />);
    expect(container.querySelector('[data-testid="ajax-response"]')).not.toBeNull();
    expect(container.querySelector('.change')).toBeNull();
  });
});

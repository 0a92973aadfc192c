// What the trend plots for each project kind, read from each bucket's report: traffic and
// errors on one chart, timing on the other.
import type { Report } from '../../api/answer-types.ts';
import type { Series } from '../../ui/charts/time-series-chart.tsx';
import { exactMs, formatCount, formatExact, formatMs } from '../../ui/format.ts';

export interface TrendPanel {
  id: string;
  title: string;
  series: Series[];
}

export interface TrendPlan {
  panels: TrendPanel[];
  values: (report: Report) => Record<string, number | null>;
  /** The values that count events in a bucket (not averages): they grow with its width. */
  counts: readonly string[];
}

const count = (unit: string) => (n: number) => `${formatExact(n)} ${unit}`;

export const BROWSER_TREND: TrendPlan = {
  panels: [
    {
      id: 'traffic',
      title: 'Page views and error events',
      series: [
        {
          key: 'pageViews',
          label: 'Page views',
          color: 'var(--chart-1)',
          kind: 'area',
          format: formatCount,
          exact: count('views'),
        },
        {
          key: 'errorEvents',
          label: 'Error events',
          color: 'var(--bad)',
          axis: 'right',
          format: formatCount,
          exact: count('events'),
        },
      ],
    },
    {
      id: 'load-time',
      title: 'Page load time',
      series: [
        { key: 'loadTime', label: 'Average', color: 'var(--chart-3)', format: formatMs, exact: exactMs },
        { key: 'loadP95', label: 'p95', color: 'var(--chart-2)', format: formatMs, exact: exactMs },
      ],
    },
  ],
  counts: ['pageViews', 'errorEvents'],
  values: (report): Record<string, number | null> =>
    'pages' in report
      ? {
          pageViews: report.pages.throughput,
          errorEvents: report.errors.events,
          loadTime: report.pages.page.loadTime,
          loadP95: report.pages.page.percentile_95,
        }
      : {},
};

export const APM_TREND: TrendPlan = {
  panels: [
    {
      id: 'throughput',
      title: 'Throughput and failures',
      series: [
        {
          key: 'throughput',
          label: 'Requests',
          color: 'var(--chart-1)',
          kind: 'area',
          format: formatCount,
          exact: count('requests'),
        },
        {
          key: 'failures',
          label: 'Failures',
          color: 'var(--bad)',
          axis: 'right',
          format: formatCount,
          exact: count('failures'),
        },
      ],
    },
    {
      id: 'response-time',
      title: 'Response time',
      series: [{ key: 'responseTime', label: 'Average', color: 'var(--chart-3)', format: formatMs, exact: exactMs }],
    },
  ],
  counts: ['throughput', 'failures'],
  values: (report): Record<string, number | null> =>
    'responseTime' in report
      ? { throughput: report.throughput, failures: report.failureCount, responseTime: report.responseTime }
      : {},
};

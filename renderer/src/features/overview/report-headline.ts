// The overview's figures, declared once: the headline's large numbers and the panels' figures
// (page load percentiles, ajax, custom transactions, errors), their change badges, the PDF and
// (through them) everything that reads the report's figures.
import { PERCENTILE_KEYS } from '../../../../shared/percentiles.ts';
import type { Report } from '../../api/answer-types.ts';
import { measuredApdexBand } from '../../domain/thresholds.ts';
import type { Figure } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf, type FigureSpec } from '../../view-kit/headline.tsx';

/** The number at `pages.page.loadTime` in a report; null where there is none. */
export function valueAt(report: Report, path: string): number | null {
  let node: unknown = report;
  for (const key of path.split('.'))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'number' ? node : null;
}

type Said = Pick<FigureSpec<Report>, 'label' | 'unit' | 'good' | 'testId'>;

/** The figure at `path` in the report, its test id naming its panel (and `<testId>-change` its badge). */
const at = (path: string, said: Said): FigureSpec<Report> => ({
  ...said,
  path,
  pick: (report) => valueAt(report, path),
});

/** The apdex with its band; too few samples to judge read "–", whatever the score. */
const apdex = (scorePath: string, countPath: string): FigureSpec<Report> => ({
  ...at(scorePath, { label: 'Apdex', unit: 'score', good: 'up', testId: 'apdex-score' }),
  reads: (report) => {
    const band = measuredApdexBand(valueAt(report, scorePath), valueAt(report, countPath));
    return band ? { rating: band.label, tone: band.tone } : { shown: '–' };
  },
});

export const BROWSER_HEADLINE: readonly FigureSpec<Report>[] = [
  at('pages.throughput', { label: 'Page views', unit: 'count', good: 'neutral', testId: 'page-views' }),
  at('pages.page.loadTime', { label: 'Average load', unit: 'ms', good: 'down', testId: 'page-load' }),
  apdex('apdex.page.score', 'apdex.page.total'),
  at('errors.events', { label: 'Error events', unit: 'count', good: 'down', testId: 'event-count' }),
  at('ajax.throughput', { label: 'Ajax calls', unit: 'count', good: 'neutral', testId: 'ajax-calls' }),
];

export const APM_HEADLINE: readonly FigureSpec<Report>[] = [
  at('responseTime', { label: 'Response time', unit: 'ms', good: 'down', testId: 'response-time' }),
  at('throughput', { label: 'Throughput', unit: 'count', good: 'neutral', testId: 'throughput' }),
  at('failureCount', { label: 'Failures', unit: 'count', good: 'down', testId: 'failure-count' }),
  at('failureRate', { label: 'Failure rate', unit: 'percent', good: 'down', testId: 'failure-rate' }),
  apdex('apdexScore', 'throughput'),
];

/** The page load panel's percentiles: p50 … p99 of the load time. */
export const LOAD_PERCENTILES: readonly FigureSpec<Report>[] = PERCENTILE_KEYS.map((key) =>
  at(`pages.page.${key}`, {
    label: `p${key.slice('percentile_'.length)}`,
    unit: 'ms',
    good: 'down',
    testId: `load-${key}`,
  }),
);

export const AJAX_FIGURES: readonly FigureSpec<Report>[] = [
  at('ajax.responseTime', { label: 'Response', unit: 'ms', good: 'down', testId: 'ajax-response' }),
  at('ajax.callbackTime', { label: 'Callback', unit: 'ms', good: 'down', testId: 'ajax-callback' }),
  at('ajax.totalTime', { label: 'Total', unit: 'ms', good: 'down' }),
  at('ajax.errorRate', { label: 'Error rate', unit: 'percent', good: 'down', testId: 'ajax-error-rate' }),
  at('ajax.errorCount', { label: 'Failed calls', unit: 'count', good: 'down', testId: 'ajax-errors' }),
  at('ajax.receivedSize', { label: 'Received', unit: 'bytes', good: 'neutral', testId: 'ajax-received' }),
  at('ajax.sentSize', { label: 'Sent', unit: 'bytes', good: 'neutral', testId: 'ajax-sent' }),
];

export const TRANSACTION_FIGURES: readonly FigureSpec<Report>[] = [
  at('transactions.totalCount', { label: 'Runs', unit: 'count', good: 'neutral', testId: 'transactions-total' }),
  at('transactions.successCount', { label: 'Succeeded', unit: 'count', good: 'neutral' }),
  at('transactions.failureCount', { label: 'Failed', unit: 'count', good: 'down', testId: 'transactions-failed' }),
  at('transactions.successTime', { label: 'Success time', unit: 'ms', good: 'down' }),
  at('transactions.failureTime', { label: 'Failure time', unit: 'ms', good: 'down' }),
];

export const ERROR_FIGURES: readonly FigureSpec<Report>[] = [
  at('errors.errors', { label: 'Errors', unit: 'count', good: 'down', testId: 'error-count' }),
  at('errors.events', { label: 'Events', unit: 'count', good: 'down' }),
];

/** The report's headline, with each figure's change when Compare is on. */
export function reportHeadline(report: Report, compared: Compared<Report> | null): Figure[] {
  return figuresOf('pages' in report ? BROWSER_HEADLINE : APM_HEADLINE, report, compared);
}

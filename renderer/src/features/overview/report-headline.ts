// The overview's headline figures, declared once: the screen's large numbers, their change
// badges, the PDF and (through them) everything that reads the report's headline.
import type { Report } from '../../api/answer-types.ts';
import { measuredApdexBand } from '../../domain/thresholds.ts';
import type { Figure } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf, type FigureSpec } from '../../view-kit/headline.tsx';
import { valueAt } from './report-changes.ts';

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

/** The report's headline, with each figure's change when Compare is on. */
export function reportHeadline(report: Report, compared: Compared<Report> | null): Figure[] {
  return figuresOf('pages' in report ? BROWSER_HEADLINE : APM_HEADLINE, report, compared);
}

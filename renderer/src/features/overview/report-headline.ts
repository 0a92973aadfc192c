// The overview's headline figures, declared once: the screen's large numbers, their change
// badges, the PDF and (through them) everything that reads the report's headline.
import type { Report } from '../../api/answers.ts';
import type { GoodWay } from '../../domain/change.ts';
import { measuredApdexBand } from '../../domain/thresholds.ts';
import type { Figure, FigureUnit } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf, type FigureSpec } from '../../view-kit/headline.tsx';
import { valueAt } from './report-changes.ts';

/** The figure at `path` in the report, its test id naming its panel (and `<testId>-change` its badge). */
const at = (path: string, label: string, unit: FigureUnit, good: GoodWay, testId: string): FigureSpec<Report> => ({
  label,
  unit,
  good,
  path,
  testId,
  pick: (report) => valueAt(report, path),
});

/** The apdex with its band; too few samples to judge read "–", whatever the score. */
const apdex = (scorePath: string, countPath: string): FigureSpec<Report> => ({
  ...at(scorePath, 'Apdex', 'score', 'up', 'apdex-score'),
  reads: (report) => {
    const band = measuredApdexBand(valueAt(report, scorePath), valueAt(report, countPath));
    return band ? { rating: band.label, tone: band.tone } : { shown: '–' };
  },
});

export const BROWSER_HEADLINE: readonly FigureSpec<Report>[] = [
  at('pages.throughput', 'Page views', 'count', 'neutral', 'page-views'),
  at('pages.page.loadTime', 'Average load', 'ms', 'down', 'page-load'),
  apdex('apdex.page.score', 'apdex.page.total'),
  at('errors.events', 'Error events', 'count', 'down', 'event-count'),
  at('ajax.throughput', 'Ajax calls', 'count', 'neutral', 'ajax-calls'),
];

export const APM_HEADLINE: readonly FigureSpec<Report>[] = [
  at('responseTime', 'Response time', 'ms', 'down', 'response-time'),
  at('throughput', 'Throughput', 'count', 'neutral', 'throughput'),
  at('failureCount', 'Failures', 'count', 'down', 'failure-count'),
  at('failureRate', 'Failure rate', 'percent', 'down', 'failure-rate'),
  apdex('apdexScore', 'throughput'),
];

/** The report's headline, with each figure's change when Compare is on. */
export function reportHeadline(report: Report, compared: Compared<Report> | null): Figure[] {
  return figuresOf('pages' in report ? BROWSER_HEADLINE : APM_HEADLINE, report, compared);
}

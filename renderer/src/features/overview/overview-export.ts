// What the overview puts in "Export view → PDF": the headline numbers exactly (with their change
// when Compare is on) and the charts on screen.
import { useMemo, type RefObject } from 'react';
import type { Report } from '../../api/answer-types.ts';
import type { ViewState } from '../../api/view-state.ts';
import { hasData } from '../../api/view-state.ts';
import type { GoodWay } from '../../domain/change.ts';
import { exactMs, exactPercent, formatExact } from '../../ui/format.ts';
import type { Compared } from '../../view-kit/compared.ts';
import {
  answerFacts,
  changeText,
  chartsIn,
  comparisonFacts,
  useViewExport,
  type ExportFigure,
} from '../../view-kit/view-export.ts';
import { valueAt } from './report-changes.ts';

interface Headline {
  label: string;
  path: string;
  good: GoodWay;
  exact: (n: number | null) => string;
}

const BROWSER_HEADLINE: Headline[] = [
  { label: 'Page views', path: 'pages.throughput', good: 'neutral', exact: formatExact },
  { label: 'Average load', path: 'pages.page.loadTime', good: 'down', exact: exactMs },
  { label: 'Apdex', path: 'apdex.page.score', good: 'up', exact: formatExact },
  { label: 'Error events', path: 'errors.events', good: 'down', exact: formatExact },
  { label: 'Ajax calls', path: 'ajax.throughput', good: 'neutral', exact: formatExact },
];

const APM_HEADLINE: Headline[] = [
  { label: 'Response time', path: 'responseTime', good: 'down', exact: exactMs },
  { label: 'Throughput', path: 'throughput', good: 'neutral', exact: formatExact },
  { label: 'Failures', path: 'failureCount', good: 'down', exact: formatExact },
  { label: 'Failure rate', path: 'failureRate', good: 'down', exact: exactPercent },
  { label: 'Apdex', path: 'apdexScore', good: 'up', exact: formatExact },
];

function reportFigures(report: Report, compared: Compared<Report> | null): ExportFigure[] {
  const headline = 'pages' in report ? BROWSER_HEADLINE : APM_HEADLINE;
  return headline.map(({ label, path, good, exact }) => {
    const now = valueAt(report, path);
    const change = changeText(compared, now, (then) => valueAt(then, path), good);
    return { label, value: exact(now), ...(change ? { change } : {}) };
  });
}

export function useOverviewExport(
  report: ViewState<Report>,
  compared: Compared<Report> | null,
  section: RefObject<HTMLElement | null>,
): void {
  const model = useMemo(
    () => ({
      view: 'Overview',
      ...answerFacts(report),
      figures: hasData(report) ? reportFigures(report.data, compared) : [],
      charts: chartsIn(() => section.current),
      tables: [],
      comparison: comparisonFacts(compared),
    }),
    [report, compared, section],
  );
  useViewExport(model);
}

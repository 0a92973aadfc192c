// What the overview puts in "Export view → PDF": the headline figures it declares, exactly (with
// their change when Compare is on), and the charts on screen.
import { useMemo, type RefObject } from 'react';
import type { Report } from '../../api/answer-types.ts';
import type { ViewState } from '../../api/view-state.ts';
import { hasData } from '../../api/view-state.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { chartsIn } from '../../view-kit/chart-capture.ts';
import { answerFacts, comparisonFacts, exportFigures, useViewExport } from '../../view-kit/view-export.ts';
import { reportHeadline } from './report-headline.ts';

export function useOverviewExport(
  report: ViewState<Report>,
  compared: Compared<Report> | null,
  section: RefObject<HTMLElement | null>,
): void {
  const model = useMemo(
    () => ({
      view: 'Overview',
      ...answerFacts(report),
      figures: hasData(report) ? exportFigures(reportHeadline(report.data, compared), 'exact') : [],
      charts: chartsIn(() => section.current),
      tables: [],
      comparison: comparisonFacts(compared),
    }),
    [report, compared, section],
  );
  useViewExport(model);
}

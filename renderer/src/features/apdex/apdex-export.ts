// What the apdex view puts in "Export view → PDF": its headline figures (the score and the count
// judged) as it declares them, the split by zone as a table, and its two charts.
import { useMemo, type RefObject } from 'react';
import type { Apdex } from '../../api/answer-types.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { formatExact } from '../../ui/format.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { chartsIn } from '../../view-kit/chart-capture.ts';
import {
  answerFacts,
  comparisonFacts,
  exportFigures,
  useViewExport,
  type ExportTable,
} from '../../view-kit/view-export.ts';
import { apdexFigures } from './apdex-figures.ts';

function zones(data: Apdex): ExportTable {
  const row = (label: string, count: number | null, percent: number | null) => [
    label,
    formatExact(count),
    percent === null ? '–' : `${formatExact(percent)} %`,
  ];
  return {
    title: 'By zone',
    columns: ['Zone', 'Count', 'Share'],
    rows: [
      row('Satisfied', data.satisfied, data.satisfiedPercentage),
      row('Tolerated', data.tolerated, data.toleratedPercentage),
      row('Frustrated', data.frustrated, data.frustratedPercentage),
    ],
  };
}

export function useApdexExport(
  state: ViewState<Apdex>,
  compared: Compared<Apdex> | null,
  what: string,
  search: string,
  section: RefObject<HTMLElement | null>,
): void {
  const model = useMemo(
    () => ({
      view: search ? `Apdex · routes containing “${search}”` : 'Apdex',
      ...answerFacts(state),
      figures: hasData(state) ? exportFigures(apdexFigures(state.data, compared, what), 'exact') : [],
      charts: chartsIn(() => section.current),
      tables: hasData(state) ? [zones(state.data)] : [],
      comparison: comparisonFacts(compared),
    }),
    [state, compared, what, search, section],
  );
  useViewExport(model);
}

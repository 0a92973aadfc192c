// What the apdex view puts in "Export view → PDF": the score and the count judged, the split by
// zone as a table, and its two charts.
import { useMemo, type RefObject } from 'react';
import type { Apdex } from '../../api/answer-types.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { formatExact } from '../../ui/format.ts';
import type { Compared } from '../../view-kit/compared.ts';
import {
  answerFacts,
  changeText,
  chartsIn,
  comparisonFacts,
  useViewExport,
  type ExportFigure,
  type ExportTable,
} from '../../view-kit/view-export.ts';

function figures(data: Apdex, compared: Compared<Apdex> | null, what: string): ExportFigure[] {
  const score = changeText(compared, data.score, (then) => then.score, 'up');
  const total = changeText(compared, data.total, (then) => then.total, 'neutral');
  return [
    { label: 'Apdex score', value: formatExact(data.score), ...(score ? { change: score } : {}) },
    { label: `Total ${what}`, value: formatExact(data.total), ...(total ? { change: total } : {}) },
  ];
}

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
      figures: hasData(state) ? figures(state.data, compared, what) : [],
      charts: chartsIn(() => section.current),
      tables: hasData(state) ? [zones(state.data)] : [],
      comparison: comparisonFacts(compared),
    }),
    [state, compared, what, search, section],
  );
  useViewExport(model);
}

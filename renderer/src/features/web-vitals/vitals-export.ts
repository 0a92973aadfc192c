// What web vitals puts in "Export view → PDF": each vital's average and share rated Good (with
// their changes when Compare is on), the count in each band, and the gauges.
import { useMemo, type RefObject } from 'react';
import type { WebVital } from '../../api/answer-types.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { formatExact } from '../../ui/format.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { chartsIn } from '../../view-kit/chart-capture.ts';
import {
  answerFacts,
  comparisonFacts,
  exportFigures,
  useViewExport,
  type ExportFigure,
  type ExportTable,
} from '../../view-kit/view-export.ts';
import { vitalCards } from './vital-cards.ts';
import { vitalCardFigures, type Vitals } from './vital-figures.ts';

/** Every vital's figures, named by the vital ("LCP average"), with their changes when Compare is on. */
function figures(answer: Vitals, compared: Compared<Vitals> | null): ExportFigure[] {
  return vitalCards(answer.data).flatMap((card) =>
    exportFigures(vitalCardFigures(card, answer, compared), 'exact').map((figure) => ({
      ...figure,
      label: `${card.spec.short} ${figure.label.toLowerCase()}`,
    })),
  );
}

function bands(data: readonly WebVital[]): ExportTable {
  const cards = vitalCards(data);
  return {
    title: 'Samples by rating',
    columns: ['Vital', ...(cards[0]?.bands.map((band) => band.label) ?? []), 'Samples'],
    rows: cards.map((card) => [
      `${card.spec.short} · ${card.spec.label}`,
      ...card.bands.map((band) => formatExact(band.count)),
      formatExact(card.samples),
    ]),
  };
}

export function useVitalsExport(
  state: ViewState<Vitals>,
  compared: Compared<Vitals> | null,
  search: string,
  section: RefObject<HTMLElement | null>,
): void {
  const model = useMemo(
    () => ({
      view: search ? `Web vitals · pages containing “${search}”` : 'Web vitals',
      ...answerFacts(state),
      figures: hasData(state) ? figures(state.data, compared) : [],
      charts: chartsIn(() => section.current),
      tables: hasData(state) ? [bands(state.data.data)] : [],
      comparison: comparisonFacts(compared),
    }),
    [state, compared, search, section],
  );
  useViewExport(model);
}

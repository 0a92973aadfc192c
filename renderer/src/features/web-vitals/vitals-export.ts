// What web vitals puts in "Export view → PDF": each vital's average and share rated Good (with
// their changes when Compare is on), the count in each band, and the gauges.
import { useMemo, type RefObject } from 'react';
import type { WebVital } from '../../api/answer-types.ts';
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
import { exactVital, vitalCards, vitalFigures, vitalFiguresIn } from './vital-cards.ts';

type Vitals = { data: readonly WebVital[] };

function figures(data: readonly WebVital[], compared: Compared<Vitals> | null): ExportFigure[] {
  return vitalCards(data).flatMap((card) => {
    const now = vitalFigures(card);
    const then = (answer: Vitals) => vitalFiguresIn(answer.data, card.spec.name);
    const average = changeText(compared, now.average, (answer) => then(answer).average, 'down');
    const good = changeText(compared, now.good, (answer) => then(answer).good, 'up');
    return [
      {
        label: `${card.spec.short} average`,
        value: exactVital(card.spec, now.average),
        ...(average ? { change: average } : {}),
      },
      {
        label: `${card.spec.short} rated Good`,
        value: now.good === null ? '–' : `${formatExact(now.good)} %`,
        ...(good ? { change: good } : {}),
      },
    ];
  });
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
      figures: hasData(state) ? figures(state.data.data, compared) : [],
      charts: chartsIn(() => section.current),
      tables: hasData(state) ? [bands(state.data.data)] : [],
      comparison: comparisonFacts(compared),
    }),
    [state, compared, search, section],
  );
  useViewExport(model);
}

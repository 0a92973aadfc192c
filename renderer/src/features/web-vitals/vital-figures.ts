// Each vital's headline figures, declared once: its average and its share rated Good. With
// Compare on the card shows them with their changes; the PDF lists them for every vital.
import type { WebVital } from '../../api/answer-types.ts';
import type { Figure } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf, type FigureSpec } from '../../view-kit/headline.tsx';
import { vitalFiguresIn, type VitalCard } from './vital-cards.ts';

export type Vitals = { data: readonly WebVital[] };

/** The average down is better for every vital (CLS too); more samples rated Good is better. */
function vitalFigureSpecs(card: VitalCard): FigureSpec<Vitals>[] {
  const now = (answer: Vitals) => vitalFiguresIn(answer.data, card.spec.name);
  return [
    {
      label: 'Average',
      unit: card.spec.unit === 'ms' ? 'ms' : 'unitless',
      good: 'down',
      testId: 'vital-average-figure',
      changeTestId: 'vital-average-change',
      pick: (answer) => now(answer).average,
    },
    {
      label: 'Good',
      unit: 'percent',
      good: 'up',
      testId: 'vital-good',
      changeTestId: 'vital-good-change',
      pick: (answer) => now(answer).good,
    },
  ];
}

export function vitalCardFigures(card: VitalCard, answer: Vitals, compared: Compared<Vitals> | null): Figure[] {
  return figuresOf(vitalFigureSpecs(card), answer, compared);
}

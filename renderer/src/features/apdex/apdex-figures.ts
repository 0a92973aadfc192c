// The apdex view's headline figures, declared once: the numbers under the gauge, their change
// badges and the PDF's figures all render from them.
import type { Apdex } from '../../api/answer-types.ts';
import { apdexBand } from '../../domain/thresholds.ts';
import type { Figure } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf, type FigureSpec } from '../../view-kit/headline.tsx';

/** `what`: what is judged, "page loads" or "transactions". */
const apdexFigureSpecs = (what: string): FigureSpec<Apdex>[] => [
  {
    label: 'Score',
    unit: 'score',
    good: 'up',
    path: 'score',
    testId: 'apdex-score',
    pick: (apdex) => apdex.score,
    reads: (apdex) => (apdex.score === null ? {} : { tone: apdexBand(apdex.score).tone }),
  },
  {
    label: `Total ${what}`,
    unit: 'count',
    good: 'neutral',
    path: 'total',
    testId: 'apdex-total',
    pick: (a) => a.total,
  },
];

export function apdexFigures(data: Apdex, compared: Compared<Apdex> | null, what: string): Figure[] {
  return figuresOf(apdexFigureSpecs(what), data, compared);
}

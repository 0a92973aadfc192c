// The overview's row of large headline numbers, rendered from the declared figures.
import type { ReactNode } from 'react';
import { FigureRow } from '../../ui/charts/metric.tsx';
import type { Figure } from '../../ui/figure.tsx';

export function OverviewHeadline({ figures }: { figures: readonly Figure[] }): ReactNode {
  // The first number names the moment the view's numbers are painted (what `npm run bench` reads).
  return <FigureRow figures={figures} className="headline metric-row" size="large" paintMark="overview-numbers" />;
}

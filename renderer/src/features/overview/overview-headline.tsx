// The overview's row of large headline numbers, rendered from the declared figures.
import type { ReactNode } from 'react';
import { FigureMetric } from '../../ui/charts/metric.tsx';
import type { Figure } from '../../ui/figure.tsx';

export function OverviewHeadline({ figures }: { figures: readonly Figure[] }): ReactNode {
  return (
    <div className="headline metric-row">
      {figures.map((figure, i) => (
        // The first number names the moment the view's numbers are painted (what `npm run bench` reads).
        <FigureMetric
          key={figure.label}
          figure={figure}
          size="large"
          paintMark={i === 0 ? 'overview-numbers' : undefined}
        />
      ))}
    </div>
  );
}

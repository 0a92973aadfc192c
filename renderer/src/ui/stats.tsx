// A strip of headline figures above a list or on a detail page: read for people, exact in the
// tooltip (the e2e journeys compare those tooltips with the API's JSON).
import type { ReactNode } from 'react';
import { useNoValueReason } from './value-notes.tsx';
import { exactValue, FigureChangeCell, shownValue, type Figure } from './figure.tsx';
import { NO_VALUE } from './format.ts';

export function Stats(props: { figures: readonly Figure[]; label: string; testId?: string }): ReactNode {
  const reason = useNoValueReason();
  return (
    <dl className="list-stats" aria-label={props.label} data-testid={props.testId}>
      {props.figures.map((figure) => {
        const value = shownValue(figure);
        return (
          <div
            key={figure.label}
            className={figure.tone ? `stat ${figure.tone}` : 'stat'}
            data-testid={figure.testId}
            title={(figure.path && value === NO_VALUE ? reason(figure.path) : undefined) ?? exactValue(figure)}
          >
            <dt className="stat-label">{figure.label}</dt>
            <dd className="stat-value">{value}</dd>
            <FigureChangeCell figure={figure} className="stat-change" />
          </div>
        );
      })}
    </dl>
  );
}

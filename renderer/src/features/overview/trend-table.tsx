// The trend's numbers as a table, for screen readers (the charts are pictures) and for anyone
// checking a point: one row per bucket with its exact range and values (and, with Compare on, the
// comparison's buckets in a table of their own: they are coarser). Visually hidden.
import type { ReactNode } from 'react';
import type { Series, TimePoint } from '../../ui/charts/time-series-chart.tsx';
import { formatDateTime } from '../../ui/time.ts';

export function TrendTable({
  points,
  series,
  caption,
  testId = 'trend-table',
}: {
  points: TimePoint[];
  series: Series[];
  caption: string;
  testId?: string;
}): ReactNode {
  return (
    // Hidden by its wrapper: a table lays itself out as wide as its cells, whatever its own width says.
    <div className="visually-hidden">
      <table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.start} data-start={point.start} data-end={point.end}>
              <th scope="row">{formatDateTime(point.start)}</th>
              <td>{formatDateTime(point.end)}</td>
              {series.map((s) => {
                const value = point.values[s.key];
                return (
                  <td key={s.key} data-series={s.key} data-value={value ?? ''}>
                    {value === undefined ? 'not loaded' : value === null ? 'no value in the answer' : s.exact(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Min, mean and max of a route's change time on one axis, with the in-app mean marked: the
// spread tells whether the mean is typical or pulled by a few slow changes. A mark with no value in
// the answer is left off the axis and reads "–" in the legend.
import type { ReactNode } from 'react';
import { exactMs, formatMs } from '../../ui/format.ts';

export function RouteTimeRange(props: {
  min: number | null;
  mean: number | null;
  max: number | null;
  spa: number | null;
}): ReactNode {
  const { min, mean, max, spa } = props;
  const scale = Math.max(max ?? 0, mean ?? 0, spa ?? 0, 1);
  const at = (v: number) => `${(Math.max(0, v) / scale) * 100}%`;
  const marks = [
    { key: 'min', label: 'Min', value: min },
    { key: 'mean', label: 'Mean', value: mean },
    { key: 'spa', label: 'In-app mean', value: spa },
    { key: 'max', label: 'Max', value: max },
  ];
  return (
    <figure className="time-range" aria-label="Route time from min to max">
      <div className="time-range-axis">
        {min !== null && max !== null ? (
          <span className="time-range-span" style={{ left: at(min), width: `calc(${at(max)} - ${at(min)})` }} />
        ) : null}
        {marks.map((m) =>
          m.value === null ? null : (
            <span
              key={m.key}
              className={`time-range-mark mark-${m.key}`}
              style={{ left: at(m.value) }}
              title={`${m.label}: ${exactMs(m.value)}`}
            />
          ),
        )}
      </div>
      <ul className="detail-legend">
        {marks.map((m) => (
          <li key={m.key} title={exactMs(m.value)}>
            <span className={`detail-swatch mark-${m.key}`} />
            {m.label} <strong>{formatMs(m.value)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}

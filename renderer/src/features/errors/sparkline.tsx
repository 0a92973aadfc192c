// A row's trend as tiny bars, one per entry of trendDates (the buckets the list's window was
// split into), so every row's sparkline shares the same time axis. An interval with no value in
// the answer has no bar and says so.
import type { ReactNode } from 'react';
import { parseApiTime } from '../../../../shared/time-window.ts';
import { formatDateTime } from '../../ui/time.ts';

const WIDTH = 120;
const HEIGHT = 26;
const MIN_SCALE = 4;

export function Sparkline({
  trends,
  trendDates,
}: {
  trends: readonly (number | null)[];
  trendDates: readonly string[];
}): ReactNode {
  const n = Math.min(trends.length, trendDates.length);
  if (n === 0) return <span className="err-spark-empty">–</span>;
  // A floor on the scale keeps a group with a single event per interval from looking busy.
  const known = trends.slice(0, n).filter((value) => value !== null);
  const max = Math.max(MIN_SCALE, ...known);
  const step = WIDTH / n;
  const total = known.reduce((a, b) => a + b, 0);
  return (
    <svg
      className="err-spark"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${total} events over ${n} intervals, at most ${Math.max(0, ...known)} in one`}
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="err-spark-base" />
      {trends.slice(0, n).map((value, i) => {
        const h = value === null || value === 0 ? 0 : Math.max(1.5, (value / max) * (HEIGHT - 2));
        const start = parseApiTime(trendDates[i] ?? '');
        return (
          <rect
            key={i}
            x={i * step + step * 0.1}
            width={Math.max(step * 0.8, 0.8)}
            y={HEIGHT - 1 - h}
            height={h}
            className="err-spark-bar"
          >
            <title>{`${start === null ? trendDates[i] : formatDateTime(start)}: ${value === null ? 'no value' : `${value} event${value === 1 ? '' : 's'}`}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

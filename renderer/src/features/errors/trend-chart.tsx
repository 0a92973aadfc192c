// A group's events over the window: one bar per trend bucket, placed by the bucket's real time
// span (the first and last buckets are clipped to the window). The shared chart frame exports it
// as PNG and SVG like every other chart. With Compare on, the comparison window's buckets are
// drawn behind as a dashed outline, moved onto the current window's axis.
import { useState, type ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { Legend } from '../../ui/charts/legend.tsx';
import { formatDateTime, formatShortTime } from '../../ui/time.ts';
import { useWidth } from './use-width.ts';
import { formatWhole } from '../../ui/format.ts';

const HEIGHT = 150;
const MARGIN = { top: 10, right: 12, bottom: 22, left: 40 };

/** 0 → 1, 7 → 10, 130 → 200: a round top for the axis. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

const eventsText = (count: number | null) =>
  count === null ? 'no value in the answer' : `${count} event${count === 1 ? '' : 's'}`;

export interface TrendBucket {
  start: number;
  end: number;
  /** null: the answer has no value for this interval (drawn as a gap, left out of the total). */
  count: number | null;
}

/** The comparison window's buckets in its own times, and what moves them onto the current axis. */
export interface ComparisonTrend {
  label: string;
  buckets: readonly TrendBucket[];
  offset: number;
}

/** The comparison bucket drawn under a time of the current axis. */
export function comparisonBucketAt(comparison: ComparisonTrend, time: number): TrendBucket | null {
  return (
    comparison.buckets.find((b) => b.start + comparison.offset <= time && time < b.end + comparison.offset) ?? null
  );
}

export function TrendChart(props: {
  buckets: readonly TrendBucket[];
  exportName: string;
  title: string;
  window: ResolvedWindow;
  comparison?: ComparisonTrend | null;
}): ReactNode {
  const { buckets, comparison = null } = props;
  const [box, width] = useWidth<HTMLDivElement>(720);
  const [hover, setHover] = useState<number | null>(null);
  if (buckets.length === 0) return null;

  const start = buckets[0]!.start;
  const end = buckets.at(-1)!.end;
  const span = Math.max(end - start, 1);
  const plotW = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceMax(
    Math.max(0, ...buckets.map((b) => b.count ?? 0), ...(comparison?.buckets.map((b) => b.count ?? 0) ?? [])),
  );
  const x = (t: number) => MARGIN.left + ((t - start) / span) * plotW;
  const y = (v: number) => MARGIN.top + plotH - (v / top) * plotH;
  const total = buckets.reduce((sum, b) => sum + (b.count ?? 0), 0);
  const tickEvery = Math.max(1, Math.ceil(buckets.length / Math.max(2, Math.floor(plotW / 90))));
  const shown = hover === null ? null : buckets[hover];
  const shownThen = shown && comparison ? comparisonBucketAt(comparison, shown.start) : null;
  // The comparison's bucket under the pointer gets its own line: beside the title it would not fit.
  const thenText = !comparison
    ? ''
    : shown
      ? `${comparison.label}, ${shownThen ? `${formatDateTime(shownThen.start)} – ${formatShortTime(shownThen.end, 0)}: ${eventsText(shownThen.count)}` : 'no bucket here'}`
      : `${comparison.label}: ${formatWhole(comparison.buckets.reduce((sum, b) => sum + (b.count ?? 0), 0))} events`;

  return (
    <ChartFrame
      onInspect={() => openInspect({ endpoints: ['errors.get'] })}
      title={props.title}
      exportName={props.exportName}
      window={props.window}
      testId="trend-chart"
      className={comparison ? 'err-trend is-compared' : 'err-trend'}
      status={
        <span className="err-trend-readout" aria-live="polite">
          {shown
            ? `${formatDateTime(shown.start)} – ${formatShortTime(shown.end, 0)}: ${eventsText(shown.count)}`
            : `${formatWhole(total)} events in ${buckets.length} intervals`}
        </span>
      }
    >
      <div ref={box} className="err-trend-box">
        <svg
          data-chart
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={`${props.title}: ${total} events`}
          onMouseLeave={() => setHover(null)}
        >
          {[0, top / 2, top].map((v) => (
            <g key={v}>
              <line className="err-grid" x1={MARGIN.left} x2={MARGIN.left + plotW} y1={y(v)} y2={y(v)} />
              <text className="err-axis" x={MARGIN.left - 6} y={y(v) + 4} textAnchor="end">
                {Number.isInteger(v) ? v : v.toFixed(1)}
              </text>
            </g>
          ))}
          {comparison ? (
            <path
              className="err-bar-then"
              data-testid="trend-comparison"
              d={comparisonOutline(comparison, start, end, x, y)}
            />
          ) : null}
          {buckets.map((bucket, i) => {
            const left = x(bucket.start);
            const w = Math.max(x(bucket.end) - left - 1, 1);
            return (
              <g key={bucket.start} onMouseEnter={() => setHover(i)}>
                {/* A full-height target, so thin or empty buckets can be hovered too. */}
                <rect className="err-bar-target" x={left} y={MARGIN.top} width={w + 1} height={plotH} />
                {bucket.count === null ? null : (
                  <rect
                    className={hover === i ? 'err-bar is-hover' : 'err-bar'}
                    x={left}
                    y={y(bucket.count)}
                    width={w}
                    height={Math.max(0, MARGIN.top + plotH - y(bucket.count))}
                  >
                    <title>{`${formatDateTime(bucket.start)}: ${bucket.count}${barThen(comparison, bucket.start)}`}</title>
                  </rect>
                )}
                {i % tickEvery === 0 ? (
                  <text className="err-axis" x={left} y={HEIGHT - 6}>
                    {formatShortTime(bucket.start, span)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        {comparison ? (
          <p className="err-trend-then" data-testid="trend-comparison-readout" aria-live="polite">
            {thenText}
          </p>
        ) : null}
        {comparison ? (
          <Legend
            items={[
              { key: 'now', label: 'this window', color: 'var(--accent)' },
              { key: 'then', label: comparison.label, color: 'var(--faint)' },
            ]}
          />
        ) : null}
      </div>
    </ChartFrame>
  );
}

/** Buckets from trend values and their start times; the last bucket ends at the window's end. */
export function bucketsFrom(
  trends: readonly (number | null)[],
  starts: readonly number[],
  windowEnd: number,
): TrendBucket[] {
  const n = Math.min(trends.length, starts.length);
  return Array.from({ length: n }, (_, i) => ({
    start: starts[i]!,
    end: i + 1 < n ? starts[i + 1]! : windowEnd,
    count: trends[i] ?? null,
  }));
}

function barThen(comparison: ComparisonTrend | null, time: number): string {
  if (!comparison) return '';
  const then = comparisonBucketAt(comparison, time);
  return then ? `\n${comparison.label}, ${formatDateTime(then.start)}: ${then.count ?? 'no value'}` : '';
}

/** The comparison's buckets as one stepped outline on the current axis; a bucket without a value breaks it. */
function comparisonOutline(
  comparison: ComparisonTrend,
  start: number,
  end: number,
  x: (t: number) => number,
  y: (v: number) => number,
): string {
  let d = '';
  let open = false;
  for (const bucket of comparison.buckets) {
    const from = Math.max(bucket.start + comparison.offset, start);
    const to = Math.min(bucket.end + comparison.offset, end);
    if (bucket.count === null || to <= from) {
      open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${x(from).toFixed(1)},${y(bucket.count).toFixed(1)}H${x(to).toFixed(1)}`;
    open = true;
  }
  return d;
}

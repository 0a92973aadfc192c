// A group's events over the window: one bar per trend bucket, placed by the bucket's real time
// span (the first and last buckets are clipped to the window). The shared chart frame exports it
// as PNG and SVG like every other chart.
import { useState, type ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { formatDateTime, formatShortTime } from '../../ui/time.ts';
import { useWidth } from './use-width.ts';

const HEIGHT = 150;
const MARGIN = { top: 10, right: 12, bottom: 22, left: 40 };

/** 0 → 1, 7 → 10, 130 → 200: a round top for the axis. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

const eventsText = (count: number | null) => (count === null ? 'no value in the answer' : `${count} event${count === 1 ? '' : 's'}`);

export interface TrendBucket {
  start: number;
  end: number;
  /** null: the answer has no value for this interval (drawn as a gap, left out of the total). */
  count: number | null;
}

export function TrendChart(props: { buckets: readonly TrendBucket[]; exportName: string; title: string; window: ResolvedWindow }): ReactNode {
  const { buckets } = props;
  const [box, width] = useWidth<HTMLDivElement>(720);
  const [hover, setHover] = useState<number | null>(null);
  if (buckets.length === 0) return null;

  const start = buckets[0]!.start;
  const end = buckets.at(-1)!.end;
  const span = Math.max(end - start, 1);
  const plotW = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceMax(Math.max(0, ...buckets.map((b) => b.count ?? 0)));
  const x = (t: number) => MARGIN.left + ((t - start) / span) * plotW;
  const y = (v: number) => MARGIN.top + plotH - (v / top) * plotH;
  const total = buckets.reduce((sum, b) => sum + (b.count ?? 0), 0);
  const tickEvery = Math.max(1, Math.ceil(buckets.length / Math.max(2, Math.floor(plotW / 90))));
  const shown = hover === null ? null : buckets[hover];

  return (
    <ChartFrame onInspect={() => openInspect({ endpoints: ['errors.get'] })}
      title={props.title}
      exportName={props.exportName}
      window={props.window}
      testId="trend-chart"
      className="err-trend"
      status={
        <span className="err-trend-readout" aria-live="polite">
          {shown ? `${formatDateTime(shown.start)} – ${formatShortTime(shown.end, 0)}: ${eventsText(shown.count)}` : `${total.toLocaleString('en')} events in ${buckets.length} intervals`}
        </span>
      }
    >
      <div ref={box} className="err-trend-box">
        <svg data-chart width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={`${props.title}: ${total} events`} onMouseLeave={() => setHover(null)}>
          {[0, top / 2, top].map((v) => (
            <g key={v}>
              <line className="err-grid" x1={MARGIN.left} x2={MARGIN.left + plotW} y1={y(v)} y2={y(v)} />
              <text className="err-axis" x={MARGIN.left - 6} y={y(v) + 4} textAnchor="end">{Number.isInteger(v) ? v : v.toFixed(1)}</text>
            </g>
          ))}
          {buckets.map((bucket, i) => {
            const left = x(bucket.start);
            const w = Math.max(x(bucket.end) - left - 1, 1);
            return (
              <g key={bucket.start} onMouseEnter={() => setHover(i)}>
                {/* A full-height target, so thin or empty buckets can be hovered too. */}
                <rect className="err-bar-target" x={left} y={MARGIN.top} width={w + 1} height={plotH} />
                {bucket.count === null ? null : (
                  <rect className={hover === i ? 'err-bar is-hover' : 'err-bar'} x={left} y={y(bucket.count)} width={w} height={Math.max(0, MARGIN.top + plotH - y(bucket.count))}>
                    <title>{`${formatDateTime(bucket.start)}: ${bucket.count}`}</title>
                  </rect>
                )}
                {i % tickEvery === 0 ? (
                  <text className="err-axis" x={left} y={HEIGHT - 6}>{formatShortTime(bucket.start, span)}</text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
    </ChartFrame>
  );
}

/** Buckets from trend values and their start times; the last bucket ends at the window's end. */
export function bucketsFrom(trends: readonly (number | null)[], starts: readonly number[], windowEnd: number): TrendBucket[] {
  const n = Math.min(trends.length, starts.length);
  return Array.from({ length: n }, (_, i) => ({ start: starts[i]!, end: i + 1 < n ? starts[i + 1]! : windowEnd, count: trends[i] ?? null }));
}

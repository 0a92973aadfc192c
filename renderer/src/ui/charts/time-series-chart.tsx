// A time chart over one window: each series is a line (or a filled area) with a point per bucket,
// on a left or right axis with its own units. Buckets that have not arrived yet are gaps, so the
// chart fills in as answers come. A bucket the window cuts short (at either edge) holds less
// time than the others: its segment is dashed, so a short last bucket does not read as a drop.
// The tooltip names the bucket's exact range and exact values.
// A comparison (another window's points, shifted onto this one's axis) is drawn behind, dashed
// and fainter in each series' colour; the tooltip gives its bucket's own range and values too.
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { Area, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { formatMs, sentenceCase } from '../format.ts';
import { formatDateTime, formatShortTime } from '../time.ts';
import { DragZoom } from './drag-zoom.tsx';
import { Legend } from './legend.tsx';

export interface Series {
  key: string;
  label: string;
  color: string;
  axis?: 'left' | 'right';
  kind?: 'line' | 'area';
  /** For axis ticks, e.g. 3.1k or 1.2 s. */
  format: (value: number) => string;
  /** For the tooltip, e.g. "3,104 views". */
  exact: (value: number) => string;
}

export interface TimePoint {
  start: number;
  end: number;
  /** null while the bucket is on its way (or failed). */
  values: Record<string, number | null>;
}

interface Datum {
  t: number;
  start: number;
  end: number;
  /** The bucket's length when the window cuts it short, else null. */
  partialOf: number | null;
  values: TimePoint['values'];
  /** Per series: the solid line's value (whole buckets) and the dashed one's (to and at cut buckets). */
  [key: string]: unknown;
}

/** Another window's points drawn behind the current ones. */
export interface ComparisonPoints {
  /** In the other window's own time. */
  points: TimePoint[];
  /** Added to the other window's times, it lands them on this window's axis. */
  offset: number;
  /** "previous period": the tooltip's words. */
  name: string;
  /** The legend's words: "previous period, in 5 buckets of 6 h". */
  label: string;
  /** Said in the tooltip, e.g. that counts are scaled to this window's bucket width. */
  note?: string;
}

const dashedKey = (key: string) => `${key}:cut`;

/** The comparison's points where this window's axis puts them: each in the middle of its shifted bucket. */
export function comparisonData(
  comparison: Pick<ComparisonPoints, 'points' | 'offset'>,
): { t: number; [key: string]: number | null }[] {
  return comparison.points.map((p) => ({ ...p.values, t: (p.start + p.end) / 2 + comparison.offset }));
}

/** The comparison bucket that lies under `t` on this window's axis. */
export function comparisonAt(comparison: ComparisonPoints, t: number): TimePoint | undefined {
  return comparison.points.find((p) => p.start + comparison.offset <= t && t < p.end + comparison.offset);
}

/** The points as the chart draws them: whole buckets solid, cut ones dashed from their neighbour. */
export function chartData(points: readonly TimePoint[], series: readonly Pick<Series, 'key'>[]): Datum[] {
  const whole = Math.max(0, ...points.map((p) => p.end - p.start));
  const cut = points.map((p) => points.length > 1 && p.end - p.start < whole);
  return points.map((p, i) => {
    const nearCut = cut[i] || cut[i - 1] === true || cut[i + 1] === true;
    const datum: Datum = {
      t: (p.start + p.end) / 2,
      start: p.start,
      end: p.end,
      partialOf: cut[i] ? whole : null,
      values: p.values,
    };
    for (const { key } of series) {
      const value = p.values[key] ?? null;
      datum[key] = cut[i] ? null : value;
      datum[dashedKey(key)] = nearCut ? value : null;
    }
    return datum;
  });
}

/** The dashed series marks only the cut buckets' own points (its neighbours have their dots). */
function cutDot(color: string) {
  return function CutDot(props: { cx?: number; cy?: number; payload?: Datum; index?: number }): ReactNode {
    const { cx, cy, payload } = props;
    if (!payload?.partialOf || typeof cx !== 'number' || typeof cy !== 'number') return <g key={props.index} />;
    return <circle key={props.index} cx={cx} cy={cy} r={2.5} fill="var(--panel)" stroke={color} strokeWidth={1.5} />;
  };
}

/** Axis labels: a bare 0 reads better than "0.00 ms" or "0 B". */
const axisFormats = new WeakMap<(value: number) => string, (value: number) => string>();
function axisFormat(format: (value: number) => string): (value: number) => string {
  let formatted = axisFormats.get(format);
  if (!formatted) axisFormats.set(format, (formatted = (value: number) => (value === 0 ? '0' : format(value))));
  return formatted;
}

/** About six round ticks: bucket boundaries, evenly thinned. */
/** The value axis on one side, in the units of the first series drawn against it. */
function valueAxis(side: 'left' | 'right', series: Pick<Series, 'format'>): ReactNode {
  return (
    <YAxis
      yAxisId={side}
      {...(side === 'right' ? { orientation: 'right' as const } : {})}
      width={56}
      tickFormatter={axisFormat(series.format)}
      tick={TICK}
      tickLine={false}
      axisLine={false}
      allowDecimals={false}
    />
  );
}

function ticksFor(points: TimePoint[]): number[] {
  const bounds = points.slice(1).map((p) => p.start);
  const every = Math.max(1, Math.ceil(bounds.length / 6));
  return bounds.filter((_, i) => i % every === 0);
}

export interface TimeSeriesChartProps {
  points: TimePoint[];
  series: Series[];
  window: ResolvedWindow;
  height?: number;
  onZoom?: (from: number, to: number) => void;
  label: string;
  comparison?: ComparisonPoints;
}

/** Drawn again only when a prop changes: a bucket's answer is one render of the chart, not one per render around it. */
export const TimeSeriesChart = memo(function TimeSeriesChart(props: TimeSeriesChartProps): ReactNode {
  const { points, series, window, comparison } = props;
  // Every prop the chart is given keeps its identity while its inputs do: recharts keeps each
  // axis's and line's settings in its own store, and a new object there (a margin, a formatter, a
  // line's dot) is a dispatch and a further render of the whole chart. So a bucket's answer
  // changes the data alone, and costs one render instead of several.
  // Each point sits in the middle of its bucket, so clipped edge buckets are placed fairly.
  const data = useMemo(() => chartData(points, series), [points, series]);
  const bucketStarts = points.map((p) => p.start).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ticks change with the buckets' starts alone
  const ticks = useMemo(() => ticksFor(points), [bucketStarts]);
  const xAxis = useMemo(() => {
    const span = window.end - window.start;
    return { domain: [window.start, window.end], tickFormatter: (t: number) => formatShortTime(t, span) };
  }, [window.start, window.end]);
  const left = series.find((s) => (s.axis ?? 'left') === 'left');
  const right = series.find((s) => s.axis === 'right');
  const margin = useMemo(() => ({ top: 8, right: right ? 4 : 16, bottom: 0, left: 4 }), [right]);
  const style = useMemo(() => ({ width: '100%', height: props.height ?? 220 }), [props.height]);
  const tooltip = useCallback(
    (tooltip: { active?: boolean; payload?: readonly { payload?: unknown }[] }) => (
      <BucketTooltip
        active={tooltip.active}
        datum={bucketDatum(tooltip.payload)}
        series={series}
        comparison={comparison}
      />
    ),
    [series, comparison],
  );
  const lines = useMemo(() => seriesLines(series), [series]);

  return (
    <div className="time-series">
      <div role="img" aria-label={props.label}>
        <ComposedChart responsive style={style} data={data} margin={margin}>
          <CartesianGrid className="chart-grid" vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={xAxis.domain}
            allowDataOverflow
            ticks={ticks}
            tickFormatter={xAxis.tickFormatter}
            tick={TICK}
            tickLine={false}
            minTickGap={24}
          />
          {left ? valueAxis('left', left) : null}
          {right ? valueAxis('right', right) : null}
          <Tooltip content={tooltip} isAnimationActive={false} />
          {comparison ? <ComparisonLines comparison={comparison} series={series} /> : null}
          {lines}
          {props.onZoom ? <DragZoom onZoom={props.onZoom} /> : null}
        </ComposedChart>
      </div>
      <Legend
        items={[
          ...series.map((s) => ({ key: s.key, label: s.label, color: s.color })),
          ...(comparison
            ? [
                {
                  key: 'comparison',
                  label: comparison.label,
                  color: 'var(--muted)',
                  data: { 'data-comparison': 'true' },
                  ...(comparison.note ? { exact: comparison.note } : {}),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
});

const TICK = { className: 'chart-tick' };

/** Each series' lines (or areas): whole buckets solid, the segments to and at a cut bucket dashed. */
function seriesLines(series: readonly Series[]): ReactNode[] {
  return series.flatMap((s) => {
    const common = {
      yAxisId: s.axis ?? 'left',
      type: 'linear' as const,
      stroke: s.color,
      strokeWidth: 2,
      connectNulls: false,
      isAnimationActive: false,
    };
    const solid = { ...common, dataKey: s.key, name: s.label, dot: { r: 2.5, fill: s.color, strokeWidth: 0 } };
    // The dashed ones are left out of the legend and the tooltip.
    const dashed = {
      ...common,
      dataKey: dashedKey(s.key),
      strokeDasharray: '4 3',
      dot: cutDot(s.color),
      activeDot: false as const,
      legendType: 'none' as const,
      tooltipType: 'none' as const,
    };
    return s.kind === 'area'
      ? [
          <Area key={`${s.key}:cut`} {...dashed} fill={s.color} fillOpacity={0.08} />,
          <Area key={s.key} {...solid} fill={s.color} fillOpacity={0.18} />,
        ]
      : [<Line key={`${s.key}:cut`} {...dashed} />, <Line key={s.key} {...solid} />];
  });
}

/** The hovered bucket's datum: the comparison's lines (their own data) are in the payload too. */
function bucketDatum(payload: readonly { payload?: unknown }[] | undefined): Datum | undefined {
  return payload?.map((item) => item.payload as Datum | undefined).find((datum) => datum?.values !== undefined);
}

/** Behind the current series (under their areas too), thinner, dashed and faint. */
function ComparisonLines({ comparison, series }: { comparison: ComparisonPoints; series: Series[] }): ReactNode {
  const { points, offset } = comparison;
  const data = useMemo(() => comparisonData({ points, offset }), [points, offset]);
  return series.map((s) => (
    <Line
      key={`${s.key}:comparison`}
      data={data}
      dataKey={s.key}
      yAxisId={s.axis ?? 'left'}
      type="linear"
      stroke={s.color}
      strokeWidth={1.5}
      strokeOpacity={0.6}
      strokeDasharray="5 4"
      dot={false}
      activeDot={false}
      connectNulls={false}
      isAnimationActive={false}
      legendType="none"
      tooltipType="none"
      zIndex={50}
      className="comparison-line"
    />
  ));
}

function BucketTooltip({
  active,
  datum,
  series,
  comparison,
}: {
  active: boolean | undefined;
  datum: Datum | undefined;
  series: Series[];
  comparison: ComparisonPoints | undefined;
}): ReactNode {
  if (!active || !datum) return null;
  const then = comparison ? comparisonAt(comparison, datum.t) : undefined;
  return (
    <div className="chart-tooltip">
      <div className="chart-tooltip-range">
        {formatDateTime(datum.start)} – {formatDateTime(datum.end)}
      </div>
      {datum.partialOf ? (
        <div className="chart-tooltip-note">
          {formatMs(datum.end - datum.start)} of a {formatMs(datum.partialOf)} bucket: the window cuts it
        </div>
      ) : null}
      <SeriesRows values={datum.values} series={series} />
      {comparison && then ? (
        <div className="chart-tooltip-comparison">
          <div className="chart-tooltip-range">
            {sentenceCase(comparison.name)}: {formatDateTime(then.start)} – {formatDateTime(then.end)}
          </div>
          {comparison.note ? <div className="chart-tooltip-note">{comparison.note}</div> : null}
          <SeriesRows values={then.values} series={series} comparison />
        </div>
      ) : null}
    </div>
  );
}

function SeriesRows({
  values,
  series,
  comparison,
}: {
  values: TimePoint['values'];
  series: Series[];
  comparison?: boolean;
}): ReactNode {
  return series.map((s) => {
    const value = values[s.key];
    return (
      <div key={s.key} className="chart-tooltip-row">
        <span
          className={comparison ? 'legend-swatch legend-swatch-comparison' : 'legend-swatch'}
          style={{ background: s.color }}
        />
        <span>{s.label}</span>
        <strong>{typeof value === 'number' ? s.exact(value) : 'loading…'}</strong>
      </div>
    );
  });
}

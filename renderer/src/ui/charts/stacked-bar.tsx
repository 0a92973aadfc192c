// One horizontal bar split into parts (a distribution, a breakdown), with its legend: the part's
// count or time and its share. Plain SVG rectangles, so it exports like any chart. Each legend
// item is `part-<key>` to tests, its tooltip the part's exact value.
import { useId, type ReactNode } from 'react';
import { exactMs, formatCount, formatExact, formatMs, formatPercent } from '../format.ts';
import { Legend } from './legend.tsx';

export interface Part {
  key: string;
  label: string;
  /** null: the answer has no value for this part; it is left out of the bar and of the total. */
  value: number | null;
  color: string;
  /** The share in percent when the service states it; computed from the values otherwise. */
  percent?: number | null;
  /** Exact value for tooltips, e.g. "1,234 views" or "412.5 ms". */
  exact: string;
  /** Readable value, e.g. "1.2k" or "413 ms". */
  display: string;
  data?: Record<`data-${string}`, string | number | null>;
}

/** A part that counts `noun`s: "1.2k" in the legend (or as `display` writes it), "1,234 runs" in its tooltip. */
export const countPart = (
  key: string,
  label: string,
  value: number | null,
  color: string,
  noun: string,
  display: (n: number | null) => string = formatCount,
): Part => ({ key, label, value, color, display: display(value), exact: `${formatExact(value)} ${noun}` });

/** A part that is a time: "413 ms" in the legend, "412.5 ms" in its tooltip. */
export const timePart = (key: string, label: string, value: number | null, color: string): Part => ({
  key,
  label,
  value,
  color,
  display: formatMs(value),
  exact: exactMs(value),
});

export function StackedBar({
  parts,
  label,
  caption,
  height = 14,
  testId,
}: {
  parts: readonly Part[];
  /** What the bar shows, for screen readers and exports. */
  label: string;
  /** The same shown above the bar, where no heading says it already. */
  caption?: boolean;
  height?: number;
  testId?: string;
}): ReactNode {
  const clip = useId();
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value ?? 0), 0);
  const share = (part: Part) =>
    part.value === null ? null : (part.percent ?? (total > 0 ? (part.value / total) * 100 : 0));
  let x = 0;
  return (
    <div className="stacked-bar" data-testid={testId}>
      {caption ? <div className="stacked-bar-caption">{label}</div> : null}
      <svg
        data-chart
        className="stacked-bar-svg"
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        role="img"
        aria-label={`${label}: ${parts.map((p) => `${p.label} ${p.display} (${formatPercent(share(p))})`).join(', ')}`}
      >
        <defs>
          <clipPath id={clip}>
            <rect width="100" height={height} rx="2" />
          </clipPath>
        </defs>
        <g clipPath={`url(#${clip})`}>
          <rect className="stacked-bar-track" width="100" height={height} />
          {total > 0
            ? parts.map((part) => {
                const width = (Math.max(0, part.value ?? 0) / total) * 100;
                const rect = (
                  <rect key={part.key} x={x} width={width} height={height} fill={part.color}>
                    <title>{`${part.label}: ${part.exact} (${formatPercent(share(part), 2)})`}</title>
                  </rect>
                );
                x += width;
                return rect;
              })
            : null}
        </g>
      </svg>
      <Legend
        items={parts.map((part) => ({
          key: part.key,
          label: part.label,
          color: part.color,
          value: `${part.display} · ${formatPercent(share(part))}`,
          exact: part.exact,
          data: { 'data-testid': `part-${part.key}`, ...part.data },
        }))}
      />
    </div>
  );
}

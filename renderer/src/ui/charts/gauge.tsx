// A half-circle gauge: the scale's bands as a thin outer ring (green / amber / red), the value as
// a thick arc in its band's colour, the figure in the middle. Exact value in the tooltip.
import type { ReactNode } from 'react';
import type { Tone } from '../../domain/thresholds.ts';
import { arcPath, clamp01, pointAt } from './gauge-geometry.ts';
import { toneColor } from './tone.ts';

export interface GaugeBand {
  from: number;
  to: number;
  tone: Tone;
}

const CX = 100;
const CY = 100;
const R = 76;

export function Gauge(props: {
  /** null: no data, drawn as an empty track. */
  value: number | null;
  max: number;
  bands: GaugeBand[];
  /** The figure as people read it, e.g. "1.35 s". */
  display: string;
  /** Exact figure for the tooltip, e.g. "1352.13 ms". */
  exact: string;
  tone: Tone | null;
  /** Names the gauge for screen readers, e.g. "FCP average". */
  label: string;
  /** Thresholds to label on the ring, e.g. [[1800, "1.8 s"], [3000, "3 s"]]. */
  ticks?: [number, string][];
  caption?: string;
}): ReactNode {
  const { value, max, bands, tone } = props;
  const fraction = value === null ? 0 : clamp01(value / max);
  const color = tone ? toneColor(tone) : 'var(--muted)';
  return (
    <svg
      data-chart
      className="gauge"
      viewBox="-26 -14 252 136"
      role="img"
      aria-label={`${props.label}: ${props.display}`}
    >
      <title>{`${props.label}: ${props.exact}`}</title>
      <path className="gauge-track" d={arcPath(CX, CY, R, 0, 1)} fill="none" strokeWidth="16" />
      {bands.map((band) => (
        <path
          key={band.from}
          d={arcPath(CX, CY, R + 14, band.from / max, band.to / max)}
          fill="none"
          stroke={toneColor(band.tone)}
          strokeWidth="4"
        />
      ))}
      {value !== null && fraction > 0 ? (
        <path className="gauge-value" d={arcPath(CX, CY, R, 0, fraction)} fill="none" stroke={color} strokeWidth="16" />
      ) : null}
      {value !== null ? <Needle fraction={fraction} color={color} /> : null}
      {(props.ticks ?? []).map(([at, text]) => {
        const p = pointAt(CX, CY, R + 24, at / max);
        const anchor = at / max < 0.4 ? 'end' : at / max > 0.6 ? 'start' : 'middle';
        return (
          <text key={at} className="gauge-tick" x={p.x} y={p.y} textAnchor={anchor} fontSize="11">
            {text}
          </text>
        );
      })}
      <text className="gauge-figure" x={CX} y={CY - 8} textAnchor="middle" fontSize="26" fontWeight="600" fill={color}>
        {props.display}
      </text>
      {props.caption ? (
        <text className="gauge-caption" x={CX} y={CY + 16} textAnchor="middle" fontSize="12">
          {props.caption}
        </text>
      ) : null}
    </svg>
  );
}

function Needle({ fraction, color }: { fraction: number; color: string }): ReactNode {
  const inner = pointAt(CX, CY, R - 12, fraction);
  const outer = pointAt(CX, CY, R + 12, fraction);
  return (
    <line x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} stroke={color} strokeWidth="3" strokeLinecap="round" />
  );
}

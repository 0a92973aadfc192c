// Pieces of the detail pages (one page, ajax call, route, transaction): the way back to the list,
// and bars for percentiles and parts of a whole.
import type { ReactNode } from 'react';
import { PERCENTILE_KEYS, type PercentileKey } from '../../../../shared/schemas/common.ts';
import { useEscapeLayer } from '../../app/shortcuts.ts';
import { formatExact, formatMs } from '../format.ts';

/** Back to the list (keeping its search, sort and page); Esc does the same. */
export function DetailHeader(props: { backHref: string; backLabel: string; kicker: string; title: ReactNode; children?: ReactNode }): ReactNode {
  useEscapeLayer(true, () => {
    window.location.hash = props.backHref;
  });
  return (
    <header className="detail-header">
      <a className="detail-back" href={props.backHref}>← {props.backLabel}</a>
      <div className="detail-kicker">{props.kicker}</div>
      <h1 className="detail-title">{props.title}</h1>
      {props.children}
    </header>
  );
}

/** p50 … p99 as bars on one scale (the p99), so the tail's length is visible. */
export function PercentileBars(props: { values: Record<PercentileKey, number>; label: string }): ReactNode {
  const max = Math.max(...PERCENTILE_KEYS.map((k) => props.values[k]), 1);
  return (
    <figure className="detail-bars" aria-label={props.label}>
      <figcaption>{props.label}</figcaption>
      {PERCENTILE_KEYS.map((key) => (
        <div key={key} className="detail-bar-row" data-testid={`p${key.slice('percentile_'.length)}`} title={`${formatExact(props.values[key])} ms`}>
          <span className="detail-bar-label">p{key.slice('percentile_'.length)}</span>
          <span className="detail-bar-track"><span className="detail-bar-fill" style={{ width: `${(props.values[key] / max) * 100}%` }} /></span>
          <span className="detail-bar-value">{formatMs(props.values[key])}</span>
        </div>
      ))}
    </figure>
  );
}

export interface Part {
  label: string;
  value: number;
  /** A CSS colour (a variable of styles.css or the feature's CSS). */
  color: string;
  text: string;
  exact: string;
}

/** One bar split into parts of a whole (load time into network, DOM, render), with a legend. */
export function StackedBar(props: { parts: readonly Part[]; label: string; testId?: string }): ReactNode {
  const total = props.parts.reduce((sum, p) => sum + Math.max(0, p.value), 0);
  return (
    <figure className="detail-stack" aria-label={props.label} data-testid={props.testId}>
      <figcaption>{props.label}</figcaption>
      <div className="detail-stack-bar">
        {props.parts.map((part) => (
          <span key={part.label} className="detail-stack-part" style={{ width: total > 0 ? `${(Math.max(0, part.value) / total) * 100}%` : '0', background: part.color }} title={`${part.label}: ${part.exact}`} />
        ))}
      </div>
      <ul className="detail-legend">
        {props.parts.map((part) => (
          <li key={part.label} title={part.exact} data-testid={`part-${part.label.toLowerCase()}`}>
            <span className="detail-swatch" style={{ background: part.color }} />
            {part.label} <strong>{part.text}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}

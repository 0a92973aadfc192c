// Pieces of the detail pages (one page, ajax call, route, transaction): the way back to the list,
// and bars for percentiles and parts of a whole.
import type { ReactNode } from 'react';
import type { EndpointId, ResponseOf } from '../../../../shared/catalogue.ts';
import { PERCENTILE_KEYS, type PercentileKey } from '../../../../shared/percentiles.ts';
import type { EndpointArgs, Scope } from '../../api/queries.ts';
import { useApi } from '../../api/use-api.ts';
import { useEscapeLayer } from '../../app/shortcuts.ts';
import { DataState } from '../data-state.tsx';
import { formatExact, formatMs } from '../format.ts';
import { useRefetch } from './use-refetch.ts';

/** A detail page's frame: the item's answer with its loading, error and stale states, and Try again. */
export function DetailSection<Id extends EndpointId>(props: {
  scope: Scope;
  endpoint: Id;
  args: EndpointArgs<Id>;
  testId: string;
  label: string;
  children: (data: ResponseOf<Id>) => ReactNode;
}): ReactNode {
  const state = useApi(props.scope, props.endpoint, props.args);
  const retry = useRefetch(props.scope, props.endpoint, props.args);
  return (
    <section className="detail-view" data-testid={props.testId} aria-label={props.label}>
      <DataState state={state} onRetry={retry}>
        {props.children}
      </DataState>
    </section>
  );
}

/** The one item a `*.get` list answer carries, or a note that the window holds none of it. */
export function theItem<T>(items: readonly T[], what: string, render: (item: T) => ReactNode): ReactNode {
  const item = items[0];
  return item ? render(item) : <p className="state state-empty">This {what} has no data in this window.</p>;
}

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

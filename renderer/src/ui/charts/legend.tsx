// A chart legend in HTML (wraps, selectable, readable by screen readers). Export reads the
// `data-legend-item` labels and swatch colours back from the DOM.
import type { ReactNode } from 'react';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** Shown after the label, e.g. "1.2k · 56.1 %". */
  value?: string;
  /** Exact figures for the tooltip. */
  exact?: string;
  data?: Record<`data-${string}`, string | number | null>;
}

export function Legend({ items }: { items: LegendItem[] }): ReactNode {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li
          key={item.key}
          className="legend-item"
          data-legend-item={item.value ? `${item.label}: ${item.value}` : item.label}
          title={item.exact}
          {...item.data}
        >
          <span className="legend-swatch" style={{ background: item.color }} aria-hidden="true" />
          <span className="legend-label">{item.label}</span>
          {item.value ? <span className="legend-value">{item.value}</span> : null}
        </li>
      ))}
    </ul>
  );
}

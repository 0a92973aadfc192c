// A chart panel: title, subtitle, an export menu, Inspect for the answers it draws, and the chart. Export takes the SVGs and the
// legend inside the frame's body, so any chart put in a frame can be saved as PNG and SVG.
import { useRef, type ReactNode } from 'react';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import './charts.css';
import { exportChart } from './export-chart.ts';
import { FaultBoundary } from '../fault-boundary.tsx';
import { ExportMenu } from './export-menu.tsx';

export function ChartFrame(props: {
  title: string;
  subtitle?: string;
  /** File name stem, e.g. `demo-browser traffic`; the window is added. */
  exportName: string;
  window: ResolvedWindow;
  /** A note beside the title, e.g. "8 of 13 buckets". */
  status?: ReactNode;
  className?: string;
  testId?: string;
  /** Opens Inspect on the answers this panel draws. */
  onInspect?: () => void;
  children: ReactNode;
}): ReactNode {
  const body = useRef<HTMLDivElement>(null);
  const { title, subtitle, exportName, window } = props;

  const onExport = async (format: 'png' | 'svg') => {
    if (!body.current) return 'Nothing to export yet';
    const outcome = await exportChart(
      { element: body.current, title, ...(subtitle ? { subtitle } : {}), name: exportName, window },
      format,
    );
    return outcome.message;
  };

  return (
    <figure className={`chart-frame ${props.className ?? ''}`} data-testid={props.testId}>
      <figcaption className="chart-head">
        <div className="chart-titles">
          <span className="chart-title">{title}</span>
          {subtitle ? <span className="chart-subtitle">{subtitle}</span> : null}
        </div>
        {props.status ? <span className="chart-status">{props.status}</span> : null}
        {props.onInspect ? (
          <button
            type="button"
            className="export-button"
            aria-label={`Inspect the answers of ${title}`}
            onClick={props.onInspect}
          >
            Inspect
          </button>
        ) : null}
        <ExportMenu label={title} onExport={onExport} />
      </figcaption>
      <div className="chart-body" ref={body}>
        <FaultBoundary what="This panel" compact>
          {props.children}
        </FaultBoundary>
      </div>
    </figure>
  );
}

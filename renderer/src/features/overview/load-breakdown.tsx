// Where a page load's time goes: network, then the frontend (DOM processing, then render). The
// bar stacks network + DOM + render, which add up to the load time; frontend is their last two.
import type { ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { PageMetricsCore } from '../../api/answer-types.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { FigureRow } from '../../ui/charts/metric.tsx';
import { StackedBar, timePart } from '../../ui/charts/stacked-bar.tsx';
import { exactMs, formatMs } from '../../ui/format.ts';
import type { Figure } from '../../ui/figure.tsx';

export function LoadBreakdown({
  page,
  window,
  projectId,
  percentiles,
}: {
  page: PageMetricsCore;
  window: ResolvedWindow;
  projectId: string;
  /** The declared percentiles of the load time (report-headline.ts). */
  percentiles: readonly Figure[];
}): ReactNode {
  const part = (key: 'networkTime' | 'domTime' | 'renderTime', label: string, color: string) => ({
    ...timePart(key, label, page[key], color),
    data: { 'data-part': key, 'data-ms': page[key] },
  });
  return (
    <ChartFrame
      onInspect={() => openInspect({ endpoints: ['reports'] })}
      title="Page load"
      subtitle={`Average ${formatMs(page.loadTime)}`}
      exportName={`${projectId} page-load`}
      window={window}
      testId="load-breakdown"
    >
      <StackedBar
        label="Average page load time by phase"
        height={18}
        parts={[
          part('networkTime', 'Network', 'var(--chart-1)'),
          part('domTime', 'DOM processing', 'var(--chart-4)'),
          part('renderTime', 'Render', 'var(--chart-3)'),
        ]}
      />
      <p className="breakdown-note" title={exactMs(page.frontendTime)}>
        Frontend (DOM + render): <strong>{formatMs(page.frontendTime)}</strong>
      </p>
      <FigureRow figures={percentiles} className="metric-row percentiles" label="Page load percentiles" />
    </ChartFrame>
  );
}

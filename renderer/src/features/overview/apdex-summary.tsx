// The report's apdex block: the score in its band's colour and the satisfied / tolerated /
// frustrated split. Shared by the browser overview (page loads) and nothing else knows its shape.
import type { ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { ApdexCounts } from '../../api/answer-types.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { APDEX_RANGES, measuredApdexBand } from '../../domain/thresholds.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { Gauge } from '../../ui/charts/gauge.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { toneColor } from '../../ui/charts/tone.ts';
import { formatCount, formatExact, formatScore } from '../../ui/format.ts';

export function ApdexSummary({
  apdex,
  window,
  projectId,
}: {
  apdex: ApdexCounts;
  window: ResolvedWindow;
  projectId: string;
}): ReactNode {
  const band = measuredApdexBand(apdex.score, apdex.total);
  const part = (key: 'satisfied' | 'tolerated' | 'frustrated', label: string, tone: 'good' | 'warn' | 'bad') => ({
    key,
    label,
    value: apdex[key],
    color: toneColor(tone),
    display: formatCount(apdex[key]),
    exact: `${formatExact(apdex[key])} page loads`,
    data: { 'data-part': key, 'data-count': apdex[key] },
  });
  return (
    <ChartFrame
      onInspect={() => openInspect({ endpoints: ['reports'] })}
      title="Apdex"
      subtitle={band ? `${band.label} · ${formatExact(apdex.total)} page loads` : 'No page loads'}
      exportName={`${projectId} apdex`}
      window={window}
    >
      <Gauge
        label="Apdex score"
        value={band ? apdex.score : null}
        max={1}
        bands={[...APDEX_RANGES]}
        display={band ? formatScore(apdex.score) : 'no data'}
        exact={String(apdex.score)}
        tone={band?.tone ?? null}
        {...(band ? { caption: band.label.toLowerCase() } : {})}
      />
      <StackedBar
        label="Page loads by apdex zone"
        parts={[
          part('satisfied', 'Satisfied', 'good'),
          part('tolerated', 'Tolerated', 'warn'),
          part('frustrated', 'Frustrated', 'bad'),
        ]}
      />
    </ChartFrame>
  );
}

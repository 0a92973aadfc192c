// One web vital: its average on a gauge banded by the web.dev thresholds, the Good / Needs
// improvement / Poor split of the samples, and the users affected by the slower two.
import type { ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { vitalTone } from '../../domain/thresholds.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { Gauge } from '../../ui/charts/gauge.tsx';
import { FigureMetric, Metric } from '../../ui/charts/metric.tsx';
import type { Figure } from '../../ui/figure.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { toneColor } from '../../ui/charts/tone.ts';
import { formatCount, formatExact } from '../../ui/format.ts';
import { exactVital, formatVital, type VitalCard as Card } from './vital-cards.ts';

export function VitalCard({
  card,
  window,
  projectId,
  figures,
}: {
  card: Card;
  window: ResolvedWindow;
  projectId: string;
  /** Its declared figures with their changes, shown when Compare is on (vital-figures.ts). */
  figures?: readonly Figure[];
}): ReactNode {
  const { spec, entry, bands, samples, rating } = card;
  const max = spec.poor * 1.5;
  const ratingLabel = bands.find((b) => b.rating === rating)?.label;
  return (
    <div className="vital" data-vital={spec.name} data-rating={rating ?? 'none'}>
      <ChartFrame
        onInspect={() => openInspect({ endpoints: ['webvitals'] })}
        title={spec.short}
        subtitle={spec.label}
        exportName={`${projectId} ${spec.short}`}
        window={window}
      >
        {entry === null ? (
          <p className="vital-missing" role="note">
            No data for {spec.short} in this answer.
          </p>
        ) : (
          <>
            <Gauge
              label={`${spec.short} average`}
              value={samples > 0 ? entry.avg : null}
              max={max}
              bands={[
                { from: 0, to: spec.good, tone: 'good' },
                { from: spec.good, to: spec.poor, tone: 'warn' },
                { from: spec.poor, to: max, tone: 'bad' },
              ]}
              ticks={[
                [spec.good, formatVital(spec, spec.good)],
                [spec.poor, formatVital(spec, spec.poor)],
              ]}
              display={samples > 0 ? formatVital(spec, entry.avg) : 'no data'}
              exact={samples > 0 ? exactVital(spec, entry.avg) : 'no samples'}
              tone={rating ? vitalTone(rating) : null}
              {...(ratingLabel ? { caption: `average · ${ratingLabel.toLowerCase()}` } : {})}
            />
            <span className="visually-hidden" data-testid="vital-average" data-value={entry.avg}>
              {exactVital(spec, entry.avg)}
            </span>
            <StackedBar
              label={`${spec.short} samples by rating`}
              parts={bands.map((band) => ({
                key: band.apiName,
                label: band.label,
                value: band.count,
                percent: band.percent,
                color: toneColor(band.tone),
                display: formatCount(band.count),
                exact: `${formatExact(band.count)} page views`,
                data: { 'data-band': band.apiName, 'data-count': band.count, 'data-percent': band.percent },
              }))}
            />
            <div className="metric-row">
              {figures?.map((figure) => (
                <FigureMetric key={figure.label} figure={figure} />
              ))}
              <Metric label="Samples" value={formatCount(samples)} exact={samples} />
              <Metric
                label="Affected users"
                value={formatCount(entry.affectedUser)}
                exact={entry.affectedUser}
                testId="affected-users"
              />
            </div>
          </>
        )}
      </ChartFrame>
    </div>
  );
}

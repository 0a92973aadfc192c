// Apdex: the score on a gauge banded excellent → unacceptable, the satisfied / tolerated /
// frustrated split with the service's percentages, and a search by route path (`q`).
import { useMemo, useRef, type ReactNode } from 'react';
import { openInspect } from '../../state/inspect.ts';
import type { Apdex } from '../../api/answer-types.ts';
import { resolveWindow, type ResolvedWindow } from '../../../../shared/time-window.ts';
import { useApi } from '../../api/use-api.ts';
import { navigate } from '../../state/route.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { APDEX_RANGES, apdexBand } from '../../domain/thresholds.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { Gauge } from '../../ui/charts/gauge.tsx';
import { FigureRow } from '../../ui/charts/metric.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { toneColor } from '../../ui/charts/tone.ts';
import { useCompared, type Compared } from '../../view-kit/compared.ts';
import { ComparisonNote } from '../../view-kit/comparison-note.tsx';
import { DataState } from '../../view-kit/data-state.tsx';
import { formatCount, formatExact, formatScore } from '../../ui/format.ts';
import { SearchBox } from '../../ui/search-box.tsx';
import './apdex.css';
import { useApdexExport } from './apdex-export.ts';
import { apdexFigures } from './apdex-figures.ts';

export function ApdexView({ scope, project, params }: ViewProps): ReactNode {
  const search = params.get('q') ?? '';
  const args = search ? { query: { search } } : {};
  const state = useApi(scope, 'apdex', args);
  const compared = useCompared(scope, 'apdex', args, state);
  const window = useMemo(() => resolveWindow(scope.window, Date.now()), [scope.window]);
  // Browser projects are judged per page load, APM projects per transaction.
  const what = project.kind === 'apm' ? 'transactions' : 'page loads';
  const section = useRef<HTMLElement>(null);
  useApdexExport(state, compared, what, search, section);
  return (
    <section ref={section} className="apdex" data-testid="apdex" aria-labelledby="apdex-title">
      <header className="view-toolbar">
        <h1 id="apdex-title">Apdex</h1>
        <div className="view-search">
          <SearchBox
            value={search}
            label={project.kind === 'apm' ? 'Only transactions whose name contains' : 'Only routes whose path contains'}
            placeholder={project.kind === 'apm' ? 'Filter by transaction…' : 'Filter by route path…'}
            onSearch={(q) => navigate({ params: { q: q || null } }, { replace: true })}
          />
        </div>
      </header>
      <ComparisonNote compared={compared} />
      <DataState state={state} isEmpty={(data) => !search && data.total === 0}>
        {(data) =>
          data.total === 0 ? (
            <div className="state state-empty" role="note">
              Nothing matching “{search}” in this window.
            </div>
          ) : (
            <ApdexPanels
              data={data}
              what={what}
              window={window}
              name={`${scope.projectId}${search ? ` ${search}` : ''}`}
              compared={compared}
            />
          )
        }
      </DataState>
    </section>
  );
}

function ApdexPanels({
  data,
  what,
  window,
  name,
  compared,
}: {
  data: Apdex;
  what: string;
  window: ResolvedWindow;
  name: string;
  compared: Compared<Apdex> | null;
}): ReactNode {
  const band = data.score === null ? null : apdexBand(data.score);
  const zone = (
    key: 'satisfied' | 'tolerated' | 'frustrated',
    label: string,
    tone: 'good' | 'warn' | 'bad',
    percent: number | null,
  ) => ({
    key,
    label,
    value: data[key],
    percent,
    color: toneColor(tone),
    display: formatCount(data[key]),
    exact: `${formatExact(data[key])} ${what}`,
    data: { 'data-part': key, 'data-count': data[key] ?? '', 'data-percent': percent ?? '' },
  });
  return (
    <div className="apdex-grid">
      <ChartFrame
        onInspect={() => openInspect({ endpoints: ['apdex'] })}
        title="Apdex score"
        subtitle={`${band?.label ?? 'No score'} · ${formatExact(data.total)} ${what}`}
        exportName={`${name} apdex`}
        window={window}
        testId="apdex-gauge"
      >
        <Gauge
          label="Apdex score"
          value={data.score}
          max={1}
          bands={[...APDEX_RANGES]}
          ticks={APDEX_RANGES.slice(0, -1).map((r) => [r.from, String(r.from)])}
          display={formatScore(data.score)}
          exact={data.score === null ? 'no value' : String(data.score)}
          tone={band?.tone ?? null}
          caption={band?.label.toLowerCase() ?? 'no value'}
        />
        <FigureRow figures={apdexFigures(data, compared, what)} className="metric-row apdex-numbers" />
      </ChartFrame>
      <ChartFrame
        onInspect={() => openInspect({ endpoints: ['apdex'] })}
        title="Satisfaction"
        subtitle={`${formatExact(data.total)} ${what} by zone`}
        exportName={`${name} apdex-zones`}
        window={window}
        testId="apdex-zones"
      >
        <StackedBar
          label={`${what} by apdex zone`}
          height={22}
          parts={[
            zone('satisfied', 'Satisfied', 'good', data.satisfiedPercentage),
            zone('tolerated', 'Tolerated', 'warn', data.toleratedPercentage),
            zone('frustrated', 'Frustrated', 'bad', data.frustratedPercentage),
          ]}
        />
        <BandScale current={band?.band ?? null} />
      </ChartFrame>
    </div>
  );
}

/** The five bands with their ranges, the current one marked. */
function BandScale({ current }: { current: string | null }): ReactNode {
  return (
    <table className="band-scale">
      <caption className="visually-hidden">Apdex bands</caption>
      <tbody>
        {APDEX_RANGES.map((r) => (
          <tr key={r.band} aria-current={r.band === current ? 'true' : undefined} data-band={r.band}>
            <th scope="row">
              <span className="legend-swatch" style={{ background: toneColor(r.tone) }} aria-hidden="true" /> {r.label}
            </th>
            <td>{r.to === 1 ? `≥ ${r.from}` : r.from === 0 ? `< ${r.to}` : `${r.from} to < ${r.to}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

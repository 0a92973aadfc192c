// Web vitals: five gauges (FCP, LCP, FID, CLS, TTFB) with the web.dev bands, optionally
// restricted to the pages matching a search kept in the route (`q`).
import { useMemo, useRef, type ReactNode } from 'react';
import { resolveWindow } from '../../../../shared/time-window.ts';
import { useApi } from '../../api/use-api.ts';
import { navigate } from '../../state/route.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { useCompared } from '../../view-kit/compared.ts';
import { ComparisonNote } from '../../view-kit/comparison-note.tsx';
import { DataState } from '../../view-kit/data-state.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { VitalCard } from './vital-card.tsx';
import { vitalCardFigures } from './vital-figures.ts';
import { vitalCards } from './vital-cards.ts';
import './web-vitals.css';
import { useVitalsExport } from './vitals-export.ts';

export function WebVitalsView({ scope, params }: ViewProps): ReactNode {
  const search = params.get('q') ?? '';
  const args = search ? { query: { search } } : {};
  const state = useApi(scope, 'webvitals', args);
  const compared = useCompared(scope, 'webvitals', args, state);
  const window = useMemo(() => resolveWindow(scope.window, Date.now()), [scope.window]);
  const suffix = search ? ` ${search}` : '';
  const section = useRef<HTMLElement>(null);
  useVitalsExport(state, compared, search, section);
  return (
    <section ref={section} className="web-vitals" data-testid="web-vitals" aria-labelledby="vitals-title">
      <header className="view-toolbar">
        <h1 id="vitals-title">Web vitals</h1>
        <div className="view-search">
          <SearchBox
            value={search}
            label="Only pages whose URL contains"
            placeholder="Filter pages by URL…"
            onSearch={(q) => navigate({ params: { q: q || null } }, { replace: true })}
          />
        </div>
      </header>
      <ComparisonNote compared={compared} />
      <DataState state={state} isEmpty={(data) => !search && vitalCards(data.data).every((card) => card.samples === 0)}>
        {(data) => {
          const cards = vitalCards(data.data);
          if (cards.every((card) => card.samples === 0)) {
            return (
              <div className="state state-empty" role="note">
                No page matching “{search}” has web vitals in this window.
              </div>
            );
          }
          return (
            <div className="vital-grid">
              {cards.map((card) => (
                <VitalCard
                  key={card.spec.name}
                  card={card}
                  window={window}
                  projectId={`${scope.projectId}${suffix}`}
                  {...(compared ? { figures: vitalCardFigures(card, data, compared) } : {})}
                />
              ))}
            </div>
          );
        }}
      </DataState>
      <p className="view-note">
        Good ≤ first threshold, poor above the second (web.dev). Times in milliseconds; CLS is a unitless score.
      </p>
    </section>
  );
}

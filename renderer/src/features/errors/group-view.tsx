// One error group: what it is, when it happened (trend), where it is tracked, and its events.
import { useRef, type ReactNode } from 'react';
import { ERROR_FILTERS } from '../../../../shared/error-terms.ts';
import { comparisonOffset } from '../../../../shared/comparison.ts';
import { trendBuckets } from '../../../../shared/time-window.ts';
import type { ErrorGroup } from '../../api/answer-types.ts';
import { errorPathId } from '../../../../shared/error-terms.ts';
import type { Scope } from '../../api/queries.ts';
import { useApi } from '../../api/use-api.ts';
import { hasData } from '../../api/view-state.ts';
import { navigate } from '../../state/route.ts';
import { useShortcut } from '../../ui/shortcuts.ts';
import { DataState } from '../../view-kit/data-state.tsx';
import { useCompared, type Compared } from '../../view-kit/compared.ts';
import { ComparisonNote } from '../../view-kit/comparison-note.tsx';
import { GROUP_PAGE_PARAMS, readGroupFilters, readInt, readPageSize } from './error-params.ts';
import { errorsHref, eventSegments, goToErrors } from './error-routes.ts';
import { FilterBar } from './filter-bar.tsx';
import { GroupEvents } from './group-events.tsx';
import { GroupHeader } from './group-header.tsx';
import { groupFacts } from './error-markdown.ts';
import { CopyMarkdownButton } from '../../view-kit/copy-markdown-button.tsx';
import { MaskToggle } from './mask-toggle.tsx';
import { TrackerLinks } from './tracker-links.tsx';
import { bucketsFrom, TrendChart, type ComparisonTrend } from './trend-chart.tsx';
import { usePrivacyMask } from '../../state/privacy-mask.ts';
import { useGroupExport } from './error-detail-export.ts';

/** What the group's pages are opened with: the group, and its filters and page in the route's parameters. */
export interface GroupRoute {
  scope: Scope;
  errorId: string;
  params: URLSearchParams;
}

export function GroupView({ scope, errorId, params }: GroupRoute): ReactNode {
  const filters = readGroupFilters(params);
  const { masked } = usePrivacyMask();
  const state = useApi(scope, 'errors.get', { path: { errorId }, query: filters });
  const compared = useCompared(scope, 'errors.get', { path: { errorId }, query: filters }, state);
  const window = hasData(state) ? state.window : null;
  const hasEvents = hasData(state) && (state.data.events ?? 0) > 0;
  useShortcut(
    { keys: 'n', description: 'Open the newest event of this error', group: 'Errors' },
    () => goToErrors(eventSegments(errorId, 1)),
    hasEvents,
  );
  const section = useRef<HTMLElement>(null);
  // The events page the list below shows (the same request: answered once), for the PDF.
  const eventsPage = useApi(scope, 'errors.events', {
    path: { errorId },
    query: {
      ...filters,
      limit: readPageSize(params, GROUP_PAGE_PARAMS.limit),
      page: readInt(params, GROUP_PAGE_PARAMS.page, 1),
    },
  });
  useGroupExport(state, compared, section, masked, eventsPage);

  return (
    <section ref={section} className="err-screen" data-testid="error-group">
      <nav className="err-crumbs" aria-label="Breadcrumb">
        <a href={errorsHref([], params)}>Errors</a> <span aria-hidden="true">›</span>{' '}
        <span>Error {errorPathId(errorId).slice(0, 8)}</span>
        {hasData(state) ? <CopyMarkdownButton facts={() => groupFacts(state.data, state.window)} /> : null}
        <MaskToggle />
      </nav>
      <DataState state={state}>
        {(group) => (
          <>
            <GroupHeader group={group} compared={compared} newestHref={errorsHref(eventSegments(errorId, 1), params)} />
            <ComparisonNote compared={compared} />
            <TrackerLinks group={group} />
            {window ? (
              <TrendChart
                title="Events over time"
                exportName={`error ${group.hashName.slice(0, 12)} events`}
                window={window}
                buckets={bucketsFrom(group.trends, trendBuckets(window), window.end)}
                comparison={comparisonTrend(compared)}
              />
            ) : null}
          </>
        )}
      </DataState>
      <FilterBar
        keys={ERROR_FILTERS}
        filters={filters}
        masked={masked}
        onChange={(key, value) => navigate({ params: { [key]: value, [GROUP_PAGE_PARAMS.page]: null } })}
        onClear={() =>
          navigate({
            params: { ...Object.fromEntries(ERROR_FILTERS.map((key) => [key, null])), [GROUP_PAGE_PARAMS.page]: null },
          })
        }
      />
      <GroupEvents scope={scope} errorId={errorId} filters={filters} params={params} masked={masked} />
    </section>
  );
}

/** The comparison window's trend for the chart, once it came; a group with no events then has an empty one. */
function comparisonTrend(compared: Compared<ErrorGroup> | null): ComparisonTrend | null {
  if (!compared?.window || !hasData(compared.state)) return null;
  const then = compared.state.window;
  return {
    label: compared.label,
    buckets: bucketsFrom(compared.state.data.trends, trendBuckets(then), then.end),
    offset: comparisonOffset(then, compared.current),
  };
}

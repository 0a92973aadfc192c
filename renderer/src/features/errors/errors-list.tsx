// The errors list: one status at a time, every filter of the API, sort, paging — all in the route.
// Groups first seen in the window are marked New (and "New only" keeps just those); with Compare
// on, each group's events are set against the comparison window's, and quiet groups are on hand.
import type { ReactNode } from 'react';
import type { SortKey } from '../../../../shared/catalogue.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorList } from '../../api/answer-types.ts';
import { SORT_KEYS } from '../../../../shared/error-terms.ts';
import { useApi } from '../../api/use-api.ts';
import { hasData } from '../../api/view-state.ts';
import { useCompared } from '../../view-kit/compared.ts';
import { ComparisonNote } from '../../view-kit/comparison-note.tsx';
import { COMPARED_LIMIT, indexThen, newOnlyPage } from './error-comparison.ts';
import type { ListComparison } from './events-change.tsx';
import { NEW_ONLY_PARAM, NewOnlyFooter, NewOnlyToggle, readNewOnly } from './new-only.tsx';
import { QuietGroupsButton } from './quiet-groups.tsx';
import { navigate } from '../../state/route.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { DataState } from '../../view-kit/data-state.tsx';
import {
  LIST_FILTERS,
  SORT_LABELS,
  readInt,
  readListFilters,
  readPageSize,
  readSort,
  readStatus,
} from './error-params.ts';
import { ErrorsTable } from './errors-table.tsx';
import { FilterBar } from './filter-bar.tsx';
import { MaskToggle } from './mask-toggle.tsx';
import { Pager } from './pager.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { usePrivacyMask } from '../../state/privacy-mask.ts';
import { useErrorsListExport } from './errors-list-export.ts';

export function ErrorsList({ scope, params }: Pick<ViewProps, 'scope' | 'params'>): ReactNode {
  const status = readStatus(params);
  const filters = readListFilters(params);
  const sortby = readSort(params);
  const limit = readPageSize(params, 'limit');
  const page = readInt(params, 'page', 1);
  const newOnly = readNewOnly(params);
  const { masked } = usePrivacyMask();
  // New only reads the list by first event, newest first: the new groups lead it.
  const state = useApi(scope, 'errors.list', {
    query: { status, ...filters, sortby: newOnly ? 'firstAt' : sortby, limit, page },
  });
  // One request covers every row's change: the comparison window's top groups by events.
  const compared = useCompared(
    scope,
    'errors.list',
    { query: { status, ...filters, sortby: 'events', limit: COMPARED_LIMIT } },
    state,
  );
  const window = hasData(state) ? state.window : null;
  const comparison: ListComparison | 'pending' | null = !compared?.window
    ? null
    : hasData(compared.state)
      ? {
          label: compared.label,
          current: compared.current,
          window: compared.window,
          then: indexThen(compared.state.data),
        }
      : 'pending';
  useErrorsListExport(
    state,
    newOnly && window && hasData(state) ? newOnlyPage(state.data, window).rows : null,
    compared,
    comparison,
    status,
  );
  // Any change of what is listed starts again at page 1.
  const change = (changes: Record<string, string | null>) => navigate({ params: { ...changes, page: null } });

  return (
    <section className="err-screen" data-testid="errors-list" aria-labelledby="errors-title">
      <header className="err-head">
        <h1 id="errors-title">Errors</h1>
        <MaskToggle />
      </header>
      <StatusTabs status={status} onChange={(next) => change({ status: next })} />
      <div className="err-toolbar">
        <FilterBar
          keys={LIST_FILTERS}
          filters={filters}
          masked={masked}
          onChange={(key, value) => change({ [key]: value })}
          onClear={() => change(Object.fromEntries(LIST_FILTERS.map((key) => [key, null])))}
        >
          <NewOnlyToggle on={newOnly} onChange={(on) => change({ [NEW_ONLY_PARAM]: on ? '1' : null })} />
        </FilterBar>
        <label className="err-sort" title={newOnly ? 'New only lists the newest first' : undefined}>
          Sort by
          <select
            disabled={newOnly}
            value={newOnly ? 'firstAt' : sortby}
            onChange={(event) => change({ sort: event.target.value as SortKey })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ComparisonNote compared={compared} />
      {compared?.window ? (
        <QuietGroupsButton
          scope={scope}
          status={status}
          filters={filters}
          params={params}
          label={compared.label}
          current={compared.current}
          window={compared.window}
          then={compared.state}
        />
      ) : null}
      <DataState state={state}>
        {(list) =>
          newOnly && list.data.length > 0 && window ? (
            <NewOnlyRows list={list} params={params} window={window} comparison={comparison} />
          ) : list.data.length === 0 ? (
            <div className="state state-empty" role="note">
              <p>
                {list.totalCount > 0
                  ? `Page ${page} is past the end of this list.`
                  : `No ${status.toLowerCase()} errors in this window${Object.keys(filters).length ? ' match these filters' : ''}.`}
              </p>
              <p className="hint">
                {list.totalCount > 0 ? (
                  <a href="#" onClick={(event) => (event.preventDefault(), navigate({ params: { page: null } }))}>
                    Go to the first page
                  </a>
                ) : (
                  'Try a wider time window, another status, or fewer filters.'
                )}
              </p>
            </div>
          ) : (
            <>
              <ErrorsTable list={list} params={params} window={window} comparison={comparison} />
              <Pager
                pagination={list}
                noun={list.totalCount === 1 ? 'error' : 'errors'}
                onPage={(next) => navigate({ params: { page: next === 1 ? null : String(next) } })}
                onLimit={(next) => change({ limit: String(next) })}
              />
            </>
          )
        }
      </DataState>
    </section>
  );
}

function NewOnlyRows({
  list,
  params,
  window,
  comparison,
}: {
  list: ErrorList;
  params: URLSearchParams;
  window: ResolvedWindow;
  comparison: ListComparison | 'pending' | null;
}): ReactNode {
  const page = newOnlyPage(list, window);
  const onPage = (next: number) => navigate({ params: { page: next === 1 ? null : String(next) } });
  return page.rows.length === 0 ? (
    <div className="state state-empty" role="note" data-testid="new-only-empty">
      <p>
        {list.page > 1
          ? `No group on page ${list.page} was first seen in this window.`
          : 'No group was first seen in this window.'}
      </p>
      <p className="hint">Every group listed had events before it. Try a wider time window, or turn New only off.</p>
    </div>
  ) : (
    <>
      <ErrorsTable list={list} rows={page.rows} params={params} window={window} comparison={comparison} />
      <NewOnlyFooter list={list} page={page} onPage={onPage} />
    </>
  );
}

// The errors list: one status at a time, every filter of the API, sort, paging — all in the route.
import type { ReactNode } from 'react';
import type { SortKey } from '../../../../shared/catalogue.ts';
import { SORT_KEYS } from '../../../../shared/error-terms.ts';
import { useApi } from '../../api/use-api.ts';
import { navigate } from '../../state/route.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { DataState } from '../../view-kit/data-state.tsx';
import { LIST_FILTERS, SORT_LABELS, readInt, readListFilters, readPageSize, readSort, readStatus } from './error-params.ts';
import { ErrorsTable } from './errors-table.tsx';
import { FilterBar } from './filter-bar.tsx';
import { MaskToggle } from './mask-toggle.tsx';
import { Pager } from './pager.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { usePrivacyMask } from '../../state/privacy-mask.ts';

export function ErrorsList({ scope, params }: Pick<ViewProps, 'scope' | 'params'>): ReactNode {
  const status = readStatus(params);
  const filters = readListFilters(params);
  const sortby = readSort(params);
  const limit = readPageSize(params, 'limit');
  const page = readInt(params, 'page', 1);
  const { masked } = usePrivacyMask();
  const state = useApi(scope, 'errors.list', { query: { status, ...filters, sortby, limit, page } });
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
        />
        <label className="err-sort">
          Sort by
          <select value={sortby} onChange={(event) => change({ sort: event.target.value as SortKey })}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>{SORT_LABELS[key]}</option>
            ))}
          </select>
        </label>
      </div>
      <DataState state={state}>
        {(list) =>
          list.data.length === 0 ? (
            <div className="state state-empty" role="note">
              <p>{list.totalCount > 0 ? `Page ${page} is past the end of this list.` : `No ${status.toLowerCase()} errors in this window${Object.keys(filters).length ? ' match these filters' : ''}.`}</p>
              <p className="hint">{list.totalCount > 0 ? <a href="#" onClick={(event) => (event.preventDefault(), navigate({ params: { page: null } }))}>Go to the first page</a> : 'Try a wider time window, another status, or fewer filters.'}</p>
            </div>
          ) : (
            <>
              <ErrorsTable list={list} params={params} />
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

// What every list view (pages, ajax, routes, transactions) starts with: its search and sort kept
// in the route, the list's answer with Try again, the same list in the comparison window when
// Compare is on, the CSV name for the window shown, and opening a row's detail with the list's
// parameters kept for the way back.
import type { ColumnSort } from '../ui/table/sort-param.ts';
import { useMemo } from 'react';
import type { EndpointId } from '../../../shared/catalogue.ts';
import type { EndpointArgs } from '../api/queries.ts';
import { useApi } from '../api/use-api.ts';
import { hasData } from '../api/view-state.ts';
import { useComparison } from '../state/compare.ts';
import { sortableWithChanges } from '../ui/table/compared-columns.tsx';
import type { CompareMetric, ListSide } from '../ui/table/compared-rows.ts';
import type { TableComparison } from '../ui/table/compared-table.tsx';
import { csvFilename } from '../ui/table/table-csv.ts';
import { useCompared, type Compared } from './compared.ts';
import { openDetail, useListParams } from './list-params.ts';
import type { ViewProps } from './view-props.ts';

export interface ListSpec<Id extends EndpointId> {
  /** The view's id in the route: rows open `#/<view>/<row id>`. */
  view: string;
  endpoint: Id;
  columns: readonly { id: string }[];
  defaultSort: ColumnSort;
  /** The request's query for a search; by default the API's `search` when there is one. */
  query?: (search: string) => EndpointArgs<Id>['query'];
  /** The key metrics that get a change column when Compare is on. */
  metrics?: readonly CompareMetric[];
  /** The comparison window's query, when not the list's own (a paged list asks for more rows). */
  compareQuery?: (search: string) => EndpointArgs<Id>['query'];
}

const searchQuery = (search: string) => (search ? { search } : {});

export function useListView<Id extends EndpointId>({ scope, params }: ViewProps, spec: ListSpec<Id>) {
  const [comparison] = useComparison();
  const { columns, metrics } = spec;
  // A change column is a sort the route keeps only while there is one to sort by.
  const sortable = useMemo(
    () => (comparison && metrics ? sortableWithChanges(columns, metrics) : columns),
    [comparison, columns, metrics],
  );
  const { search, sort, setSearch, setSort } = useListParams(params, sortable, spec.defaultSort);
  const query = (spec.query ?? searchQuery)(search) as EndpointArgs<Id>['query'];
  const list = useApi(scope, spec.endpoint, { query });
  const compareQuery = (spec.compareQuery ?? spec.query ?? searchQuery)(search) as EndpointArgs<Id>['query'];
  const compared = useCompared(scope, spec.endpoint, { query: compareQuery }, list);
  return {
    search,
    sort,
    setSearch,
    setSort,
    list,
    /** The list in the comparison window; null when Compare is off. */
    compared,
    /** The CSV's file name for `what`, once there is a window to name. */
    csvName: (what: string) => (hasData(list) ? csvFilename(what, list.window) : undefined),
    open: (row: { id: string }) => openDetail(spec.view, row.id, params),
  };
}

/**
 * What a list's table is set against: the comparison window's rows, once they are here (until
 * then, and with Compare off, null: the plain table).
 */
export function tableComparison<D, T>(
  compared: Compared<D> | null,
  rowsThen: (data: D) => ListSide<T>,
  nowComplete: boolean,
  metrics: readonly CompareMetric[],
  fallbackKeys?: readonly ((row: T) => string)[],
): TableComparison<T> | null {
  if (!compared?.window || !hasData(compared.state)) return null;
  return {
    windows: { label: compared.label, current: compared.current, comparison: compared.window },
    then: rowsThen(compared.state.data),
    nowComplete,
    metrics,
    ...(fallbackKeys ? { fallbackKeys } : {}),
  };
}

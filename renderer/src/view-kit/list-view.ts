// What every list view (pages, ajax, routes, transactions) starts with: its search and sort kept
// in the route, the list's answer with Try again, the CSV name for the window shown, and opening
// a row's detail with the list's parameters kept for the way back.
import type { ColumnSort } from '@tanstack/react-table';
import type { EndpointId } from '../../../shared/catalogue.ts';
import type { EndpointArgs } from '../api/queries.ts';
import { useApi } from '../api/use-api.ts';
import { hasData } from '../api/view-state.ts';
import { csvFilename } from '../ui/table/table-csv.ts';
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
}

const searchQuery = (search: string) => (search ? { search } : {});

export function useListView<Id extends EndpointId>({ scope, params }: ViewProps, spec: ListSpec<Id>) {
  const { search, sort, setSearch, setSort } = useListParams(params, spec.columns, spec.defaultSort);
  const query = (spec.query ?? searchQuery)(search) as EndpointArgs<Id>['query'];
  const list = useApi(scope, spec.endpoint, { query });
  return {
    search,
    sort,
    setSearch,
    setSort,
    list,
    /** The CSV's file name for `what`, once there is a window to name. */
    csvName: (what: string) => (hasData(list) ? csvFilename(what, list.window) : undefined),
    open: (row: { id: string }) => openDetail(spec.view, row.id, params),
  };
}

// A list's own route parameters: `q` (the API's search) and `sort`. Opening a row carries them to
// the detail route, so its back link returns to the list exactly as it was left.
import type { ColumnSort } from '../ui/table/sort-param.ts';
import { useCallback, useMemo } from 'react';
import { navigate, routeHref } from '../state/route.ts';
import { formatSort, parseSort } from '../ui/table/sort-param.ts';

/** Parameters of a list that its detail keeps for the way back. */
const LIST_PARAMS = ['q', 'sort', 'page', 'limit'];

export function useListParams(params: URLSearchParams, columns: readonly { id: string }[], fallback: ColumnSort) {
  const search = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort = useMemo(() => parseSort(sortParam, columns, fallback), [sortParam, columns, fallback]);
  // Replace, not push: Back should not step through every keystroke or header click.
  const setSearch = useCallback(
    (q: string) => navigate({ params: { q: q || null, page: null } }, { replace: true }),
    [],
  );
  const setSort = useCallback(
    (next: ColumnSort) => navigate({ params: { sort: formatSort(next) } }, { replace: true }),
    [],
  );
  return { search, sort, setSearch, setSort };
}

/** Opens `#/<view>/<id>`, keeping the list's parameters for the way back. */
export function openDetail(view: string, id: string, params: URLSearchParams): void {
  const kept = Object.fromEntries(LIST_PARAMS.flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])));
  navigate({ segments: [view, id], params: kept });
}

/** The list a detail came from, with its search, sort and page. */
export function listHref(view: string, params: URLSearchParams): string {
  return routeHref([view], params);
}

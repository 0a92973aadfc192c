// What the palette searches besides the commands: the lists of the current window already on
// hand (every list answer in the query cache for this project and window), and, for what is not,
// the API's own `search` (and `message` for error groups), asked once typing pauses.
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ApiResult } from '../../../../shared/bridge.ts';
import type { ProjectKind } from '../../../../shared/index.ts';
import { windowFromQuery, windowToQuery } from '../../../../shared/time-window.ts';
import type { AjaxItem, ErrorList, PageItemA, PageItemB, RouteItem, Transaction } from '../../api/answers.ts';
import { apiKeys, apiQuery, readApiKey, type Scope } from '../../api/queries.ts';
import { navigate } from '../../state/route.ts';
import { formatCount } from '../../ui/format.ts';
import { useDebounced } from '../../ui/use-debounced.ts';
import type { PaletteItem } from './palette-search.ts';

type ListEndpoint = 'pages.list' | 'ajax.list' | 'routes.list' | 'transactions.list' | 'errors.list';
const BROWSER_LISTS: ListEndpoint[] = ['pages.list', 'ajax.list', 'routes.list', 'transactions.list', 'errors.list'];
const APM_LISTS: ListEndpoint[] = ['transactions.list', 'errors.list'];

const open = (view: string, id: string) => () => navigate({ segments: [view, id] });

/** One answer's rows as palette items; made once per answer (the search prepares them once too). */
const itemsOf = new WeakMap<object, PaletteItem[]>();
function toItems(endpoint: ListEndpoint, data: unknown): PaletteItem[] {
  const rows = (data as { data?: unknown[] }).data ?? [];
  switch (endpoint) {
    case 'pages.list':
      return (rows as (PageItemA | PageItemB)[]).map((p) => ({ id: `page:${p.id}`, group: 'Pages', label: p.url, detail: `Page · ${formatCount(p.throughput)} views`, run: open('pages', p.id) }));
    case 'ajax.list':
      return (rows as AjaxItem[]).map((a) => ({ id: `ajax:${a.id}`, group: 'Ajax calls', label: `${a.method} ${a.url}`, detail: `Ajax · ${formatCount(a.throughput)} calls`, run: open('ajax', a.id) }));
    case 'routes.list':
      return (rows as RouteItem[]).map((r) => ({ id: `route:${r.id}`, group: 'Routes', label: r.routeName ? `${r.routeName} ${r.url}` : r.url, detail: `Route · ${formatCount(r.throughput)} changes`, run: open('routes', r.id) }));
    case 'transactions.list':
      return (rows as Transaction[]).map((t) => ({ id: `transaction:${t.id}`, group: 'Transactions', label: t.name, detail: `Transaction · ${formatCount(t.totalCount)} runs`, run: open('transactions', t.id) }));
    case 'errors.list':
      return (rows as ErrorList['data']).map((g) => ({ id: `error:${g.id}`, group: 'Error groups', label: g.message, detail: `Error · ${formatCount(g.events)} events`, run: open('errors', g.id) }));
  }
}
function itemsFor(endpoint: ListEndpoint, data: object): PaletteItem[] {
  let items = itemsOf.get(data);
  if (!items) {
    items = toItems(endpoint, data);
    itemsOf.set(data, items);
  }
  return items;
}

/** Every list of this project and window the query cache holds an answer for, one source per answer. */
export function cachedListSources(client: QueryClient, scope: Scope, kind: ProjectKind): PaletteItem[][] {
  const lists = kind === 'apm' ? APM_LISTS : BROWSER_LISTS;
  const window = JSON.stringify(windowToQuery(scope.window));
  const sources: PaletteItem[][] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: apiKeys.project(scope) })) {
    const key = readApiKey(query.queryKey);
    const result = query.state.data as ApiResult<object> | undefined;
    if (!key || !lists.includes(key.endpoint as ListEndpoint) || !result) continue;
    const answered = windowFromQuery(key.query as { timeDur?: string; timeStart?: string; timeEnd?: string });
    if (!answered || JSON.stringify(windowToQuery(answered)) !== window) continue;
    const data = result.ok ? result.data : result.cached?.data;
    if (data && typeof data === 'object') sources.push(itemsFor(key.endpoint as ListEndpoint, data));
  }
  return sources;
}

/** The API's own search for what the cache does not hold: asked for once typing pauses, two characters on. */
export function useSearchedSources(scope: Scope, kind: ProjectKind, query: string): { sources: PaletteItem[][]; searching: boolean } {
  const [term, setTerm] = useState('');
  const settle = useDebounced(setTerm, 250);
  useEffect(() => settle(query.trim()), [query, settle]);
  const lists = kind === 'apm' ? APM_LISTS : BROWSER_LISTS;
  const asked = term.length >= 2 ? lists : [];
  const results = useQueries({
    queries: asked.map((endpoint) =>
      endpoint === 'errors.list'
        ? apiQuery(scope, 'errors.list', { query: { status: 'Open', message: term, limit: 20 } })
        : apiQuery(scope, endpoint, { query: { search: term } }),
    ),
  });
  const sources = useMemo(
    () => asked.map((endpoint, i) => results[i]?.data).flatMap((result, i) => (result?.ok ? [itemsFor(asked[i]!, result.data as object)] : [])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers' identities are what change
    [term, ...results.map((r) => r.data)],
  );
  return { sources, searching: term !== query.trim() || results.some((r) => r.isFetching) };
}

export function useCachedListSources(scope: Scope, kind: ProjectKind): PaletteItem[][] {
  const client = useQueryClient();
  // Read when the palette opens: the lists on hand then.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  return useMemo(() => cachedListSources(client, scope, kind), []);
}

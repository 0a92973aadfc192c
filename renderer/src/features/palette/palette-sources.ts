// What the palette searches besides the commands: the lists of the current window already on
// hand (every list answer in the query cache for this project and window), and, for what is not,
// the API's own `search` (and `message` for error groups), asked once typing pauses.
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ApiResult } from '../../../../shared/bridge.ts';
import type { ProjectKind } from '../../../../shared/schemas/reports.ts';
import { windowFromQuery, windowToQuery } from '../../../../shared/time-window.ts';
import type { AjaxItem, ErrorList, PageItemA, PageItemB, RouteItem, Transaction } from '../../api/answer-types.ts';
import { apiQuery, type Scope } from '../../api/queries.ts';
import { apiKeys, readApiKey } from '../../api/query-keys.ts';
import { shownAnswer } from '../../api/view-state.ts';
import { navigate } from '../../state/route.ts';
import { formatCount } from '../../ui/format.ts';
import { useDebounced } from '../../ui/use-debounced.ts';
import type { PaletteItem, PaletteSource } from './palette-search.ts';

type ListEndpoint = 'pages.list' | 'ajax.list' | 'routes.list' | 'transactions.list' | 'errors.list';
const BROWSER_LISTS: ListEndpoint[] = ['pages.list', 'ajax.list', 'routes.list', 'transactions.list', 'errors.list'];
const APM_LISTS: ListEndpoint[] = ['transactions.list', 'errors.list'];

const open = (view: string, id: string) => () => navigate({ segments: [view, id] });

/** One answer's rows as a palette source; made once per answer (so it is prepared once too). */
const sourceOf = new WeakMap<object, PaletteSource>();
function toSource(endpoint: ListEndpoint, data: object): PaletteSource {
  const rows = ((data as { data?: unknown[] }).data ?? []) as never[];
  const make = <T>(
    group: PaletteSource['group'],
    label: (row: T) => string,
    item: (row: T) => Omit<PaletteItem, 'group' | 'label'>,
  ): PaletteSource => ({
    group,
    size: rows.length,
    label: (i) => label(rows[i] as T),
    item: (i) => ({ group, label: label(rows[i] as T), ...item(rows[i] as T) }),
  });
  switch (endpoint) {
    case 'pages.list':
      return make<PageItemA | PageItemB>(
        'Pages',
        (p) => p.url,
        (p) => ({ id: `page:${p.id}`, detail: `Page · ${formatCount(p.throughput)} views`, run: open('pages', p.id) }),
      );
    case 'ajax.list':
      return make<AjaxItem>(
        'Ajax calls',
        (a) => `${a.method} ${a.url}`,
        (a) => ({ id: `ajax:${a.id}`, detail: `Ajax · ${formatCount(a.throughput)} calls`, run: open('ajax', a.id) }),
      );
    case 'routes.list':
      return make<RouteItem>(
        'Routes',
        (r) => (r.routeName ? `${r.routeName} ${r.url}` : r.url),
        (r) => ({
          id: `route:${r.id}`,
          detail: `Route · ${formatCount(r.throughput)} changes`,
          run: open('routes', r.id),
        }),
      );
    case 'transactions.list':
      return make<Transaction>(
        'Transactions',
        (t) => t.name,
        (t) => ({
          id: `transaction:${t.id}`,
          detail: `Transaction · ${formatCount(t.totalCount)} runs`,
          run: open('transactions', t.id),
        }),
      );
    case 'errors.list':
      return make<ErrorList['data'][number]>(
        'Error groups',
        (g) => g.message,
        (g) => ({ id: `error:${g.id}`, detail: `Error · ${formatCount(g.events)} events`, run: open('errors', g.id) }),
      );
  }
}
function sourceFor(endpoint: ListEndpoint, data: object): PaletteSource {
  let source = sourceOf.get(data);
  if (!source) {
    source = toSource(endpoint, data);
    sourceOf.set(data, source);
  }
  return source;
}

/** Every list of this project and window the query cache holds an answer for, one source per answer. */
function cachedListSources(client: QueryClient, scope: Scope, kind: ProjectKind): PaletteSource[] {
  const lists = kind === 'apm' ? APM_LISTS : BROWSER_LISTS;
  const window = JSON.stringify(windowToQuery(scope.window));
  const sources: PaletteSource[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: apiKeys.project(scope) })) {
    const key = readApiKey(query.queryKey);
    const result = query.state.data as ApiResult<object> | undefined;
    if (!key || !lists.includes(key.endpoint as ListEndpoint) || !result) continue;
    const answered = windowFromQuery(key.query as { timeDur?: string; timeStart?: string; timeEnd?: string });
    if (!answered || JSON.stringify(windowToQuery(answered)) !== window) continue;
    const data = shownAnswer(result)?.data;
    if (data && typeof data === 'object') sources.push(sourceFor(key.endpoint as ListEndpoint, data));
  }
  return sources;
}

/** The API's own search for what the cache does not hold: asked for once typing pauses, two characters on. */
export function useSearchedSources(
  scope: Scope,
  kind: ProjectKind,
  query: string,
): { sources: PaletteSource[]; searching: boolean } {
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
    () =>
      asked
        .map((endpoint, i) => results[i]?.data)
        .flatMap((result, i) => (result?.ok ? [sourceFor(asked[i]!, result.data as object)] : [])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers' identities are what change
    [term, ...results.map((r) => r.data)],
  );
  return { sources, searching: term !== query.trim() || results.some((r) => r.isFetching) };
}

export function useCachedListSources(scope: Scope, kind: ProjectKind): PaletteSource[] {
  const client = useQueryClient();
  // Read when the palette opens: the lists on hand then.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  return useMemo(() => cachedListSources(client, scope, kind), []);
}

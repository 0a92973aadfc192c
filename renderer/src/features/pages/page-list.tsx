// The pages list. Without a search it is the API's plain list (shape A), one page of it at a
// time; with a search, the matching pages (shape B) under their stats.
import type { ReactNode } from 'react';
import type { PageListA, PageSearch } from '../../../../shared/schemas/pages.ts';
import { useApi } from '../../api/use-api.ts';
import { navigate } from '../../app/route.ts';
import type { ViewProps } from '../../app/views.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../ui/table/list-frame.tsx';
import { openDetail, useListParams } from '../../ui/table/list-params.ts';
import { countStat, msStat, Stats } from '../../ui/table/stats.tsx';
import { csvFilename } from '../../ui/table/table-csv.ts';
import { useRefetch } from '../../ui/table/use-refetch.ts';
import { PAGE_A_COLUMNS, PAGE_B_COLUMNS, PAGE_DEFAULT_SORT, pageId, pageIsMinor } from './page-columns.tsx';
import { PaginationBar } from './pagination-bar.tsx';

const DEFAULT_LIMIT = 25;

function wholeParam(params: URLSearchParams, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

export function PageList({ scope, params }: ViewProps): ReactNode {
  const search = params.get('q') ?? '';
  const { sort, setSearch, setSort } = useListParams(params, search ? PAGE_B_COLUMNS : PAGE_A_COLUMNS, PAGE_DEFAULT_SORT);
  const page = wholeParam(params, 'page', 1);
  const limit = wholeParam(params, 'limit', DEFAULT_LIMIT, 100);
  const args = { query: search ? { search } : { page, limit } };
  const list = useApi(scope, 'pages.list', args);
  const retry = useRefetch(scope, 'pages.list', args);
  const window = list.status === 'ready' || list.status === 'stale' ? list.window : null;
  const table = { sort, onSortChange: setSort, onOpen: (row: { id: string }) => openDetail('pages', row.id, params) };

  return (
    <ListFrame
      title="Pages"
      testId="pages-view"
      items="pages"
      searchHint="Search by url, e.g. /checkout"
      search={search}
      onSearch={setSearch}
      state={list}
      onRetry={retry}
      count={(d) => ('stats' in d ? d.data.length : d.totalCount)}
    >
      {(data) =>
        'stats' in data ? (
          <SearchResults data={data} table={table} exportName={window && csvFilename(`pages matching ${search}`, window)} />
        ) : (
          <PlainList data={data} table={table} exportName={window && csvFilename(`pages, page ${page}`, window)} />
        )
      }
    </ListFrame>
  );
}

interface TableWiring {
  sort: ReturnType<typeof useListParams>['sort'];
  onSortChange: ReturnType<typeof useListParams>['setSort'];
  onOpen: (row: { id: string }) => void;
}

function PlainList({ data, table, exportName }: { data: PageListA; table: TableWiring; exportName: string | null }): ReactNode {
  const { data: rows, ...pagination } = data;
  const paging = (
    <PaginationBar
      pagination={pagination}
      onPage={(next) => navigate({ params: { page: next > 1 ? String(next) : null } })}
      onLimit={(next) => navigate({ params: { limit: next === DEFAULT_LIMIT ? null : String(next), page: null } })}
    />
  );
  if (rows.length === 0) {
    return (
      <>
        {paging}
        <div className="state state-empty" role="note">
          <p>This page is past the end of the list ({pagination.totalCount} pages in this window).</p>
          <button type="button" onClick={() => navigate({ params: { page: null } })}>Go to the first page</button>
        </div>
      </>
    );
  }
  return (
    <>
      {paging}
      <DataTable
        label="Pages"
        noun={['page', 'pages']}
        rows={rows}
        columns={PAGE_A_COLUMNS}
        rowId={pageId}
        isMinor={pageIsMinor}
        exportName={exportName ?? undefined}
        note={pagination.totalPages > 1 ? 'Sorting orders the rows of this page; the API lists the busiest pages first.' : undefined}
        {...table}
      />
    </>
  );
}

function SearchResults({ data, table, exportName }: { data: PageSearch; table: TableWiring; exportName: string | null }): ReactNode {
  const { page } = data.stats;
  return (
    <>
      <Stats
        label="Totals of the matching pages"
        testId="pages-stats"
        items={[
          countStat('Page views', page.throughput, 'stat-views'),
          msStat('Load', page.loadTime, 'stat-load'),
          msStat('Network', page.networkTime, 'stat-network'),
          msStat('DOM', page.domTime, 'stat-dom'),
          msStat('Render', page.renderTime, 'stat-render'),
          { ...countStat('Errors', page.errorCount, 'stat-errors'), tone: page.errorCount > 0 ? 'bad' : undefined },
        ]}
      />
      <DataTable
        label="Matching pages"
        noun={['matching page', 'matching pages']}
        rows={data.data}
        columns={PAGE_B_COLUMNS}
        rowId={pageId}
        isMinor={pageIsMinor}
        exportName={exportName ?? undefined}
        {...table}
      />
    </>
  );
}

// The pages list. Without a search it is the API's plain list (shape A), one page of it at a
// time; with a search, the matching pages (shape B) under their stats.
import type { ColumnSort } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { PageListA, PageSearch } from '../../api/answers.ts';
import { navigate } from '../../state/route.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { useListView } from '../../view-kit/list-view.ts';
import { countStat, msStat, Stats } from '../../ui/stats.tsx';
import { PAGE_A_COLUMNS, PAGE_B_COLUMNS, PAGE_DEFAULT_SORT, pageId, pageIsMinor } from './page-columns.tsx';
import { PaginationBar } from './pagination-bar.tsx';

const DEFAULT_LIMIT = 25;

function wholeParam(params: URLSearchParams, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

export function PageList(props: ViewProps): ReactNode {
  const { params } = props;
  const page = wholeParam(params, 'page', 1);
  const limit = wholeParam(params, 'limit', DEFAULT_LIMIT, 100);
  const { search, sort, setSearch, setSort, list, csvName, open } = useListView(props, {
    view: 'pages',
    endpoint: 'pages.list',
    columns: params.get('q') ? PAGE_B_COLUMNS : PAGE_A_COLUMNS,
    defaultSort: PAGE_DEFAULT_SORT,
    query: (q) => (q ? { search: q } : { page, limit }),
  });
  const table = { sort, onSortChange: setSort, onOpen: open };

  return (
    <ListFrame
      title="Pages"
      testId="pages-view"
      items="pages"
      searchHint="Search by url, e.g. /checkout"
      search={search}
      onSearch={setSearch}
      state={list}
      count={(d) => ('stats' in d ? d.data.length : d.totalCount)}
    >
      {(data) =>
        'stats' in data ? (
          <SearchResults data={data} table={table} exportName={csvName(`pages matching ${search}`)} />
        ) : (
          <PlainList data={data} table={table} exportName={csvName(`pages, page ${page}`)} />
        )
      }
    </ListFrame>
  );
}

interface TableWiring {
  sort: ColumnSort;
  onSortChange: (sort: ColumnSort) => void;
  onOpen: (row: { id: string }) => void;
}

function PlainList({ data, table, exportName }: { data: PageListA; table: TableWiring; exportName: string | undefined }): ReactNode {
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
        rowsPath="data"
        label="Pages"
        noun={['page', 'pages']}
        rows={rows}
        columns={PAGE_A_COLUMNS}
        rowId={pageId}
        isMinor={pageIsMinor}
        exportName={exportName}
        note={pagination.totalPages > 1 ? 'Sorting orders the rows of this page; the API lists the busiest pages first.' : undefined}
        {...table}
      />
    </>
  );
}

function SearchResults({ data, table, exportName }: { data: PageSearch; table: TableWiring; exportName: string | undefined }): ReactNode {
  const { page } = data.stats;
  return (
    <>
      <Stats
        label="Totals of the matching pages"
        testId="pages-stats"
        items={[
          countStat('Page views', page.throughput, 'stat-views', 'stats.page.throughput'),
          msStat('Load', page.loadTime, 'stat-load', 'stats.page.loadTime'),
          msStat('Network', page.networkTime, 'stat-network', 'stats.page.networkTime'),
          msStat('DOM', page.domTime, 'stat-dom', 'stats.page.domTime'),
          msStat('Render', page.renderTime, 'stat-render', 'stats.page.renderTime'),
          { ...countStat('Errors', page.errorCount, 'stat-errors', 'stats.page.errorCount'), tone: (page.errorCount ?? 0) > 0 ? 'bad' : undefined },
        ]}
      />
      <DataTable
        rowsPath="data"
        label="Matching pages"
        noun={['matching page', 'matching pages']}
        rows={data.data}
        columns={PAGE_B_COLUMNS}
        rowId={pageId}
        isMinor={pageIsMinor}
        exportName={exportName}
        {...table}
      />
    </>
  );
}

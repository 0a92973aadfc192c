// The pages list. Without a search it is the API's plain list (shape A), one page of it at a
// time; with a search, the matching pages (shape B) under their stats. With Compare on, each
// row and stat shows its change against the comparison window.
import type { ColumnSort } from '../../ui/table/sort-param.ts';
import type { ReactNode } from 'react';
import type { PageListA, PageSearch } from '../../api/answer-types.ts';
import { navigate } from '../../state/route.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ComparedTable } from '../../ui/table/compared-table.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { tableComparison, useListView } from '../../view-kit/list-view.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { PAGE_TOTALS } from './page-figures.ts';
import {
  PAGE_A_COLUMNS,
  PAGE_A_METRICS,
  PAGE_B_COLUMNS,
  PAGE_B_METRICS,
  PAGE_DEFAULT_SORT,
  pageId,
  pageIsMinor,
} from './page-columns.tsx';
import { PaginationBar } from './pagination-bar.tsx';

const DEFAULT_LIMIT = 25;
/** The most rows the API gives in one page of the plain list. */
const MAX_LIMIT = 100;

function wholeParam(params: URLSearchParams, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

type PageAnswer = PageListA | PageSearch;

export function PageList(props: ViewProps): ReactNode {
  const { params } = props;
  const page = wholeParam(params, 'page', 1);
  const limit = wholeParam(params, 'limit', DEFAULT_LIMIT, MAX_LIMIT);
  const searching = !!params.get('q');
  const { search, sort, setSearch, setSort, list, compared, csvName, open } = useListView(props, {
    view: 'pages',
    endpoint: 'pages.list',
    columns: searching ? PAGE_B_COLUMNS : PAGE_A_COLUMNS,
    defaultSort: PAGE_DEFAULT_SORT,
    metrics: searching ? PAGE_B_METRICS : PAGE_A_METRICS,
    query: (q) => (q ? { search: q } : { page, limit }),
    // The busiest 100 pages then, while the page shown lies within the busiest 100 now: a page
    // that moved up or down the ranking still finds its match.
    compareQuery: (q) =>
      q ? { search: q } : page * limit <= MAX_LIMIT ? { page: 1, limit: MAX_LIMIT } : { page, limit },
  });
  const table = { sort, onSortChange: setSort, onOpen: open, rowsPath: 'data', rowId: pageId, isMinor: pageIsMinor };

  return (
    <ListFrame
      title="Pages"
      testId="pages-view"
      items="pages"
      item="Page"
      searchHint="Search by url, e.g. /checkout"
      search={search}
      onSearch={setSearch}
      state={list}
      compared={compared}
      count={(d) => ('stats' in d ? d.data.length : d.totalCount)}
    >
      {(data) =>
        'stats' in data ? (
          <SearchResults
            data={data}
            compared={compared}
            table={table}
            exportName={csvName(`pages matching ${search}`)}
          />
        ) : (
          <PlainList data={data} compared={compared} table={table} exportName={csvName(`pages, page ${page}`)} />
        )
      }
    </ListFrame>
  );
}

/** What both shapes' tables share: their sort, opening a row, and how a row is named and told minor. */
interface TableWiring {
  sort: ColumnSort;
  onSortChange: (sort: ColumnSort) => void;
  onOpen: (row: { id: string }) => void;
  rowsPath: string;
  rowId: typeof pageId;
  isMinor: typeof pageIsMinor;
}

interface ShapeProps<D> {
  data: D;
  compared: Compared<PageAnswer> | null;
  table: TableWiring;
  exportName: string | undefined;
}

/** The plain list's rows then; a search's answer (while the route changes) has none of them. */
const plainThen = (then: PageAnswer) =>
  'stats' in then ? { rows: [], complete: false } : { rows: then.data, complete: !then.hasMore && then.page === 1 };
const searchThen = (then: PageAnswer) =>
  'stats' in then ? { rows: then.data, complete: true } : { rows: [], complete: false };

function PlainList({ data, compared, table, exportName }: ShapeProps<PageListA>): ReactNode {
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
          <button type="button" onClick={() => navigate({ params: { page: null } })}>
            Go to the first page
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      {paging}
      <ComparedTable
        label="Pages"
        noun={['page', 'pages']}
        rows={rows}
        columns={PAGE_A_COLUMNS}
        exportName={exportName}
        note={
          pagination.totalPages > 1
            ? 'Sorting orders the rows of this page; the API lists the busiest pages first.'
            : undefined
        }
        comparison={tableComparison(compared, plainThen, pagination.totalPages <= 1, PAGE_A_METRICS)}
        {...table}
      />
    </>
  );
}

function SearchResults({ data, compared, table, exportName }: ShapeProps<PageSearch>): ReactNode {
  return (
    <>
      <HeadlineStats
        label="Totals of the matching pages"
        testId="pages-stats"
        figures={figuresOf(PAGE_TOTALS, data.stats.page, compared, (then) =>
          'stats' in then ? then.stats.page : null,
        )}
      />
      <ComparedTable
        label="Matching pages"
        noun={['matching page', 'matching pages']}
        rows={data.data}
        columns={PAGE_B_COLUMNS}
        exportName={exportName}
        comparison={tableComparison(compared, searchThen, true, PAGE_B_METRICS)}
        {...table}
      />
    </>
  );
}

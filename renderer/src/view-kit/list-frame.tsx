// The frame every list view shares: title, search box, and the view's states — loading, empty
// window, no match for the search, error with retry, stale copy — around the view's own content,
// and with Compare on, which window it is set against; and the whole view of a list the API gives
// whole (not a page at a time): its totals over a sortable table.
import { useCallback, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { TableTextContext, type TableTextReader } from '../ui/table/table-text.ts';
import {
  answerFacts,
  comparisonFacts,
  exportFigures,
  noCharts,
  TABLE_ROW_LIMIT,
  useViewExport,
  type ViewExportModel,
} from './view-export.ts';
import {
  figuresOf,
  HeadlineSink,
  HeadlineStats,
  useHeadlineSink,
  type FigureSpec,
  type Headline,
} from './headline.tsx';
import { hasData } from '../api/view-state.ts';
import { RowCopyContext, type RowSummary } from '../ui/table/row-copy.ts';
import { useCopyMarkdown } from './markdown.ts';
import type { ViewState } from '../api/view-state.ts';
import { openInspect } from '../state/inspect.ts';
import { currentRoute } from '../state/route.ts';
import type { Compared } from './compared.ts';
import { ComparisonNote } from './comparison-note.tsx';
import { DataState } from './data-state.tsx';
import { SearchBox } from '../ui/search-box.tsx';
import type { TableColumn } from '../ui/table/columns.ts';
import type { CompareMetric } from '../ui/table/compared-rows.ts';
import { ComparedTable } from '../ui/table/compared-table.tsx';
import type { EndpointId, ResponseOf } from '../../../shared/catalogue.ts';
import { tableComparison, useListView, type ListSpec } from './list-view.ts';
import type { ViewProps } from './view-props.ts';
import './list-frame.css';

export function ListFrame<T>(props: {
  title: string;
  testId: string;
  /** Plural noun for the search's label and the no-match note, e.g. "ajax calls". */
  items: string;
  /** One row's kind for Copy as Markdown ("Ajax call"); the title when left out. */
  item?: string;
  searchHint: string;
  search: string;
  onSearch: (value: string) => void;
  state: ViewState<T> & { retry?: () => void };
  count: (data: T) => number;
  /** The same list in the comparison window; null (or left out) when Compare is off. */
  compared?: Compared<unknown> | null;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { title, testId, items, searchHint, search, onSearch, state, count, children } = props;
  const copyMarkdown = useCopyMarkdown();
  const window = hasData(state) ? state.window : null;
  const kind = props.item ?? title;
  const { headline, declare } = useHeadlineSink();
  const reportTable = useListExport(title, state, props.compared ?? null, headline);
  const copyRow = useCallback(
    (row: RowSummary) =>
      window &&
      void copyMarkdown({
        kind,
        title: row.title,
        numbers: row.numbers,
        window,
        at: [currentRoute().segments[0] ?? '', row.id],
      }),
    [copyMarkdown, kind, window],
  );
  return (
    <RowCopyContext.Provider value={copyRow}>
      <TableTextContext.Provider value={reportTable}>
        <section className="list-view" data-testid={testId} aria-label={title}>
          <header className="list-header">
            <h1>{title}</h1>
            <SearchBox value={search} onSearch={onSearch} label={`Search ${items}`} placeholder={searchHint} />
            <button
              type="button"
              className="export-button"
              aria-label={`Inspect the answer of ${title}`}
              onClick={() => openInspect()}
            >
              Inspect
            </button>
          </header>
          <ComparisonNote compared={props.compared ?? null} />
          <HeadlineSink value={declare}>
            <DataState state={state} isEmpty={(data) => !search && count(data) === 0}>
              {(data) =>
                search && count(data) === 0 ? (
                  <div className="state state-empty" role="note" data-testid="no-match">
                    <p>
                      No {items} match “{search}” in this window.
                    </p>
                    <p className="hint">
                      The search matches part of the {items === 'custom transactions' ? 'name' : 'url'}, ignoring case.
                    </p>
                  </div>
                ) : (
                  children(data)
                )
              }
            </DataState>
          </HeadlineSink>
        </section>
      </TableTextContext.Provider>
    </RowCopyContext.Provider>
  );
}

/**
 * What the list puts in Export view → PDF: its table whole (up to the PDF's limit, in the order
 * shown, read when exporting) and its headline figures as it declares them.
 */
function useListExport(
  title: string,
  state: ViewState<unknown>,
  compared: Compared<unknown> | null,
  headline: RefObject<Headline>,
): (read: TableTextReader) => void {
  const reader = useRef<TableTextReader | null>(null);
  const report = useCallback((read: TableTextReader) => {
    reader.current = read;
  }, []);
  const model = useMemo(
    (): ViewExportModel => ({
      view: title,
      ...answerFacts(state),
      get figures() {
        return exportFigures(headline.current.figures ?? [], 'shown');
      },
      charts: noCharts,
      get tables() {
        const text = reader.current?.(TABLE_ROW_LIMIT);
        return text ? [{ title, ...text }] : [];
      },
      comparison: comparisonFacts(compared),
    }),
    [title, state, compared, headline],
  );
  useViewExport(hasData(state) ? model : null);
  return report;
}

/** The answer of a list the API gives whole: every row, and the stats over them. */
interface WholeAnswer<Row, Stats> {
  data: readonly Row[];
  stats: Stats;
}

/**
 * A list the API gives whole (ajax, routes, transactions), declared once as data: its request,
 * columns and the words of its screen. Its view is `#/<view>`, `<view>-view` and `<view>-stats`
 * to tests, and its CSV is named after it.
 */
export interface WholeListSpec<Id extends EndpointId, Row, Stats> extends ListSpec<Id> {
  /** Stable (module-level), like the metrics, totals and fallback keys. */
  columns: readonly TableColumn<Row>[];
  metrics: readonly CompareMetric[];
  title: string;
  /** Plural noun for the search's label and the no-match note, e.g. "ajax calls". */
  items: string;
  /** One row's kind for Copy as Markdown ("Ajax call"). */
  item: string;
  searchHint: string;
  totals: readonly FigureSpec<Stats>[];
  totalsLabel: string;
  tableLabel: string;
  noun: readonly [string, string];
  isMinor: (row: Row) => boolean;
  fallbackKeys?: readonly ((row: Row) => string)[];
}

/**
 * A whole list's view: stats over the (matching) rows, then every row in a sortable table; with
 * Compare on, each with its changes against the comparison window.
 */
export function WholeList<Id extends EndpointId, Row extends { id: string }, Stats>({
  spec,
  ...props
}: ViewProps & {
  spec: WholeListSpec<Id, Row, Stats> & { endpoint: ResponseOf<Id> extends WholeAnswer<Row, Stats> ? Id : never };
}): ReactNode {
  const view = useListView(props, spec);
  // The endpoint's type above holds the answer to this shape.
  const list = view as unknown as Omit<typeof view, 'list' | 'compared'> & {
    list: ViewState<WholeAnswer<Row, Stats>> & { retry: () => void };
    compared: Compared<WholeAnswer<Row, Stats>> | null;
  };
  const { search, compared, csvName } = list;
  return (
    <ListFrame
      title={spec.title}
      testId={`${spec.view}-view`}
      items={spec.items}
      item={spec.item}
      searchHint={spec.searchHint}
      search={search}
      onSearch={list.setSearch}
      state={list.list}
      compared={compared}
      count={(d) => d.data.length}
    >
      {(data) => (
        <>
          <HeadlineStats
            label={spec.totalsLabel}
            testId={`${spec.view}-stats`}
            figures={figuresOf(spec.totals, data.stats, compared, (then) => then.stats)}
          />
          <ComparedTable
            rows={data.data}
            label={spec.tableLabel}
            noun={spec.noun}
            columns={spec.columns}
            isMinor={spec.isMinor}
            exportName={csvName(search ? `${spec.view} matching ${search}` : spec.view)}
            rowsPath="data"
            rowId={rowIdOf}
            sort={list.sort}
            onSortChange={list.setSort}
            onOpen={list.open}
            comparison={tableComparison(
              compared,
              (then) => ({ rows: then.data, complete: true }),
              true,
              spec.metrics,
              spec.fallbackKeys,
            )}
          />
        </>
      )}
    </ListFrame>
  );
}

const rowIdOf = (row: { id: string }): string => row.id;

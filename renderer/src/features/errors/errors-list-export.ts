// What the errors list puts in "Export view → PDF": every group of the page it lists, as text,
// with each group's change when Compare is on.
import { useMemo } from 'react';
import type { ErrorList } from '../../api/answer-types.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { formatExact } from '../../ui/format.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { answerFacts, comparisonFacts, noCharts, useViewExport, type ExportTable } from '../../view-kit/view-export.ts';
import { errorColumns } from './error-columns.tsx';
import type { ListComparison } from './events-change.tsx';

/** The page's groups as text, under the columns the table on screen declares (error-columns.tsx). */
function groupsTable(list: ErrorList, rows: ErrorList['data'], comparison: ListComparison | null): ExportTable {
  const columns = errorColumns(comparison).flatMap(({ text, header, exportHeader }) =>
    text ? [{ header: exportHeader ?? header, text }] : [],
  );
  return {
    title: `Error groups, page ${list.page}`,
    columns: columns.map((column) => column.header),
    rows: rows.map((group) => columns.map((column) => column.text(group))),
  };
}

export function useErrorsListExport(
  state: ViewState<ErrorList>,
  rows: ErrorList['data'] | null,
  compared: Compared<unknown> | null,
  comparison: ListComparison | 'pending' | null,
  status: string,
): void {
  const model = useMemo(
    () => ({
      view: `Errors · ${status}`,
      ...answerFacts(state),
      figures: hasData(state) ? [{ label: `${status} error groups`, value: formatExact(state.data.totalCount) }] : [],
      charts: noCharts,
      tables: hasData(state)
        ? [groupsTable(state.data, rows ?? state.data.data, comparison === 'pending' ? null : comparison)]
        : [],
      comparison: comparisonFacts(compared),
    }),
    [state, rows, compared, comparison, status],
  );
  useViewExport(model);
}

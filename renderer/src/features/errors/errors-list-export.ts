// What the errors list puts in "Export view → PDF": every group of the page it lists, as text,
// with each group's change when Compare is on.
import { useMemo } from 'react';
import type { ErrorList } from '../../api/answer-types.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { computeChange } from '../../domain/change.ts';
import { displayText } from '../../ui/display-text.ts';
import { formatExact } from '../../ui/format.ts';
import { formatDateTime } from '../../ui/time.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { answerFacts, comparisonFacts, noCharts, useViewExport, type ExportTable } from '../../view-kit/view-export.ts';
import { eventsThen } from './error-comparison.ts';
import type { ListComparison } from './events-change.tsx';

const when = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '–' : formatDateTime(ms);
};

function groupsTable(list: ErrorList, rows: ErrorList['data'], comparison: ListComparison | null): ExportTable {
  const change = (group: ErrorList['data'][number]) => {
    if (!comparison) return [];
    const then = eventsThen(group.id, comparison.then);
    return [then.kind === 'listed' ? computeChange(group.events, then.events, 'down').text : '–'];
  };
  return {
    title: `Error groups, page ${list.page}`,
    columns: [
      'Error',
      'Events',
      ...(comparison ? [`Against the ${comparison.label}`] : []),
      'Users',
      'Comments',
      'First seen',
      'Last seen',
      'Status',
    ],
    rows: rows.map((group) => [
      displayText(group.message) || '(no message)',
      formatExact(group.events),
      ...change(group),
      formatExact(group.users),
      formatExact(group.comments),
      when(group.firstAt),
      when(group.lastAt),
      displayText(group.status),
    ]),
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

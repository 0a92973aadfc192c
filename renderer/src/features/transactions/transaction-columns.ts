// Columns of the custom transactions list.
import type { ColumnSort } from '../../ui/table/sort-param.ts';
import type { Transaction } from '../../api/answer-types.ts';
import { numberColumn, textColumn, type TableColumn } from '../../ui/table/columns.ts';
import type { CompareMetric } from '../../ui/table/compared-rows.ts';

/** Failed runs per 100; no value when either count is missing from the answer. */
export const failureRate = (t: Pick<Transaction, 'failureCount' | 'totalCount'>): number | null =>
  t.totalCount === null || t.failureCount === null
    ? null
    : t.totalCount > 0
      ? (t.failureCount / t.totalCount) * 100
      : 0;

export const TRANSACTION_COLUMNS: readonly TableColumn<Transaction>[] = [
  textColumn('name', 'Name', (r) => r.name, { width: 260 }),
  numberColumn('totalCount', 'Runs', 'count', (r) => r.totalCount),
  numberColumn('successCount', 'Success', 'count', (r) => r.successCount),
  numberColumn('failureCount', 'Failures', 'count', (r) => r.failureCount),
  numberColumn('failureRate', 'Failure rate', '%', failureRate, { description: 'Failed runs per 100 runs' }),
  numberColumn('successTime', 'Success time', 'ms', (r) => r.successTime, {
    description: 'Mean time of a successful run',
  }),
  numberColumn('failureTime', 'Failure time', 'ms', (r) => r.failureTime, { description: 'Mean time of a failed run' }),
  numberColumn('throughputPercentage', 'Share', '%', (r) => r.throughputPercentage, {
    description: 'Share of all runs',
  }),
];

export const TRANSACTION_DEFAULT_SORT: ColumnSort = { id: 'totalCount', desc: true };
export const transactionIsMinor = (r: Transaction): boolean => r.underOnePercent === true;

/** The figures that get a change column with Compare: times and failures down are better. */
export const TRANSACTION_METRICS: readonly CompareMetric[] = [
  { column: 'totalCount', good: 'neutral' },
  { column: 'successTime', good: 'down' },
  { column: 'failureRate', good: 'down' },
];

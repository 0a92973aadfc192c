// The custom transactions list: stats over the (matching) transactions, then a sortable table;
// with Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { TransactionList as TransactionAnswer } from '../../api/answer-types.ts';
import type { Compared } from '../../view-kit/compared.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ListFrame, WholeListTable } from '../../view-kit/list-frame.tsx';
import { statsOf, useListView } from '../../view-kit/list-view.ts';
import { countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import {
  failureRate,
  TRANSACTION_COLUMNS,
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_METRICS,
  transactionIsMinor,
} from './transaction-columns.ts';

const SPEC = {
  view: 'transactions',
  endpoint: 'transactions.list',
  columns: TRANSACTION_COLUMNS,
  defaultSort: TRANSACTION_DEFAULT_SORT,
  metrics: TRANSACTION_METRICS,
} as const;

export function TransactionList(props: ViewProps): ReactNode {
  const list = useListView(props, SPEC);
  const { search, compared, csvName } = list;
  return (
    <ListFrame
      title="Custom transactions"
      testId="transactions-view"
      items="custom transactions"
      item="Custom transaction"
      searchHint="Search by name, e.g. checkout"
      search={search}
      onSearch={list.setSearch}
      state={list.list}
      compared={compared}
      count={(d) => d.data.length}
    >
      {(data) => (
        <>
          <Stats label="Transaction totals" testId="transactions-stats" items={transactionTotals(data, compared)} />
          <WholeListTable
            list={list}
            rows={data.data}
            label="Custom transactions"
            noun={['transaction', 'transactions']}
            columns={TRANSACTION_COLUMNS}
            isMinor={transactionIsMinor}
            metrics={TRANSACTION_METRICS}
            exportName={csvName(search ? `transactions matching ${search}` : 'transactions')}
          />
        </>
      )}
    </ListFrame>
  );
}

function transactionTotals(data: TransactionAnswer, compared: Compared<TransactionAnswer> | null) {
  const stat = statsOf(data.stats, compared, (then) => then.stats);
  return [
    stat(countStat, 'Runs', (s) => s.totalCount, 'neutral', 'stat-runs', 'stats.totalCount'),
    stat(countStat, 'Success', (s) => s.successCount, 'neutral', 'stat-success', 'stats.successCount'),
    {
      ...stat(countStat, 'Failures', (s) => s.failureCount, 'down', 'stat-failures', 'stats.failureCount'),
      tone: (data.stats.failureCount ?? 0) > 0 ? ('bad' as const) : undefined,
    },
    stat(percentStat, 'Failure rate', failureRate, 'down', 'stat-failure-rate'),
    stat(msStat, 'Success time', (s) => s.successTime, 'down', 'stat-success-time', 'stats.successTime'),
    stat(msStat, 'Failure time', (s) => s.failureTime, 'down', 'stat-failure-time', 'stats.failureTime'),
  ];
}

// The custom transactions list: stats over the (matching) transactions, then a sortable table.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { useListView } from '../../view-kit/list-view.ts';
import { countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import { failureRate, TRANSACTION_COLUMNS, TRANSACTION_DEFAULT_SORT, transactionId, transactionIsMinor } from './transaction-columns.ts';

const SPEC = { view: 'transactions', endpoint: 'transactions.list', columns: TRANSACTION_COLUMNS, defaultSort: TRANSACTION_DEFAULT_SORT } as const;

export function TransactionList(props: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort, list, csvName, open } = useListView(props, SPEC);
  return (
    <ListFrame
      title="Custom transactions"
      testId="transactions-view"
      items="custom transactions"
      searchHint="Search by name, e.g. checkout"
      search={search}
      onSearch={setSearch}
      state={list}
      count={(d) => d.data.length}
    >
      {(data) => (
        <>
          <Stats
            label="Transaction totals"
            testId="transactions-stats"
            items={[
              countStat('Runs', data.stats.totalCount, 'stat-runs', 'stats.totalCount'),
              countStat('Success', data.stats.successCount, 'stat-success', 'stats.successCount'),
              { ...countStat('Failures', data.stats.failureCount, 'stat-failures', 'stats.failureCount'), tone: (data.stats.failureCount ?? 0) > 0 ? 'bad' : undefined },
              percentStat('Failure rate', failureRate(data.stats), 'stat-failure-rate'),
              msStat('Success time', data.stats.successTime, 'stat-success-time', 'stats.successTime'),
              msStat('Failure time', data.stats.failureTime, 'stat-failure-time', 'stats.failureTime'),
            ]}
          />
          <DataTable
            rowsPath="data"
            label="Custom transactions"
            noun={['transaction', 'transactions']}
            rows={data.data}
            columns={TRANSACTION_COLUMNS}
            rowId={transactionId}
            sort={sort}
            onSortChange={setSort}
            onOpen={open}
            isMinor={transactionIsMinor}
            exportName={csvName(search ? `transactions matching ${search}` : 'transactions')}
          />
        </>
      )}
    </ListFrame>
  );
}

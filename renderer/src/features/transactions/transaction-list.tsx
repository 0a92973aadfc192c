// The custom transactions list: stats over the (matching) transactions, then a sortable table;
// with Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ComparedTable } from '../../ui/table/compared-table.tsx';
import { ListFrame } from '../../view-kit/list-frame.tsx';
import { statsOf, tableComparison, useListView } from '../../view-kit/list-view.ts';
import { countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import { failureRate, TRANSACTION_COLUMNS, TRANSACTION_DEFAULT_SORT, TRANSACTION_METRICS, transactionId, transactionIsMinor } from './transaction-columns.ts';

const SPEC = { view: 'transactions', endpoint: 'transactions.list', columns: TRANSACTION_COLUMNS, defaultSort: TRANSACTION_DEFAULT_SORT, metrics: TRANSACTION_METRICS } as const;

export function TransactionList(props: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort, list, compared, csvName, open } = useListView(props, SPEC);
  return (
    <ListFrame
      title="Custom transactions"
      testId="transactions-view"
      items="custom transactions"
      searchHint="Search by name, e.g. checkout"
      search={search}
      onSearch={setSearch}
      state={list}
      compared={compared}
      count={(d) => d.data.length}
    >
      {(data) => {
        const stat = statsOf(data, compared);
        return (
          <>
            <Stats
              label="Transaction totals"
              testId="transactions-stats"
              items={[
                stat(countStat, 'Runs', (d) => d.stats.totalCount, 'neutral', 'stat-runs', 'stats.totalCount'),
                stat(countStat, 'Success', (d) => d.stats.successCount, 'neutral', 'stat-success', 'stats.successCount'),
                { ...stat(countStat, 'Failures', (d) => d.stats.failureCount, 'down', 'stat-failures', 'stats.failureCount'), tone: (data.stats.failureCount ?? 0) > 0 ? 'bad' : undefined },
                stat(percentStat, 'Failure rate', (d) => failureRate(d.stats), 'down', 'stat-failure-rate'),
                stat(msStat, 'Success time', (d) => d.stats.successTime, 'down', 'stat-success-time', 'stats.successTime'),
                stat(msStat, 'Failure time', (d) => d.stats.failureTime, 'down', 'stat-failure-time', 'stats.failureTime'),
              ]}
            />
            <ComparedTable
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
              comparison={tableComparison(compared, (then) => ({ rows: then.data, complete: true }), true, TRANSACTION_METRICS)}
            />
          </>
        );
      }}
    </ListFrame>
  );
}

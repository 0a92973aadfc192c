// The custom transactions list: stats over the (matching) transactions, then a sortable table.
import type { ReactNode } from 'react';
import { useApi } from '../../api/use-api.ts';
import type { ViewProps } from '../../app/views.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { ListFrame } from '../../ui/table/list-frame.tsx';
import { openDetail, useListParams } from '../../ui/table/list-params.ts';
import { countStat, msStat, percentStat, Stats } from '../../ui/table/stats.tsx';
import { csvFilename } from '../../ui/table/table-csv.ts';
import { useRefetch } from '../../ui/table/use-refetch.ts';
import { failureRate, TRANSACTION_COLUMNS, TRANSACTION_DEFAULT_SORT, transactionId, transactionIsMinor } from './transaction-columns.ts';

export function TransactionList({ scope, params }: ViewProps): ReactNode {
  const { search, sort, setSearch, setSort } = useListParams(params, TRANSACTION_COLUMNS, TRANSACTION_DEFAULT_SORT);
  const args = { query: search ? { search } : {} };
  const list = useApi(scope, 'transactions.list', args);
  const retry = useRefetch(scope, 'transactions.list', args);
  return (
    <ListFrame
      title="Custom transactions"
      testId="transactions-view"
      items="custom transactions"
      searchHint="Search by name, e.g. checkout"
      search={search}
      onSearch={setSearch}
      state={list}
      onRetry={retry}
      count={(d) => d.data.length}
    >
      {(data) => (
        <>
          <Stats
            label="Transaction totals"
            testId="transactions-stats"
            items={[
              countStat('Runs', data.stats.totalCount, 'stat-runs'),
              countStat('Success', data.stats.successCount, 'stat-success'),
              { ...countStat('Failures', data.stats.failureCount, 'stat-failures'), tone: data.stats.failureCount > 0 ? 'bad' : undefined },
              percentStat('Failure rate', failureRate(data.stats), 'stat-failure-rate'),
              msStat('Success time', data.stats.successTime, 'stat-success-time'),
              msStat('Failure time', data.stats.failureTime, 'stat-failure-time'),
            ]}
          />
          <DataTable
            label="Custom transactions"
            noun={['transaction', 'transactions']}
            rows={data.data}
            columns={TRANSACTION_COLUMNS}
            rowId={transactionId}
            sort={sort}
            onSortChange={setSort}
            onOpen={(row) => openDetail('transactions', row.id, params)}
            isMinor={transactionIsMinor}
            exportName={list.status === 'ready' || list.status === 'stale' ? csvFilename(search ? `transactions matching ${search}` : 'transactions', list.window) : undefined}
          />
        </>
      )}
    </ListFrame>
  );
}

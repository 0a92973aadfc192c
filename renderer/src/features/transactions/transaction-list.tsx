// The custom transactions list: stats over the (matching) transactions, then a sortable table;
// with Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ListFrame, WholeListTable } from '../../view-kit/list-frame.tsx';
import { useListView } from '../../view-kit/list-view.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { TRANSACTION_TOTALS } from './transaction-figures.ts';
import {
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
          <HeadlineStats
            label="Transaction totals"
            testId="transactions-stats"
            figures={figuresOf(TRANSACTION_TOTALS, data.stats, compared, (then) => then.stats)}
          />
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

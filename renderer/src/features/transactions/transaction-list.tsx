// The custom transactions list: stats over the (matching) transactions, then a sortable table;
// with Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { WholeList } from '../../view-kit/list-frame.tsx';
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
  title: 'Custom transactions',
  items: 'custom transactions',
  item: 'Custom transaction',
  searchHint: 'Search by name, e.g. checkout',
  totals: TRANSACTION_TOTALS,
  totalsLabel: 'Transaction totals',
  tableLabel: 'Custom transactions',
  noun: ['transaction', 'transactions'],
  isMinor: transactionIsMinor,
} as const;

export function TransactionList(props: ViewProps): ReactNode {
  return <WholeList {...props} spec={SPEC} />;
}

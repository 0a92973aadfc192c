// Custom transactions (`#/transactions`) and one transaction (`#/transactions/<id>`).
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { TransactionDetail } from './transaction-detail.tsx';
import { TransactionList } from './transaction-list.tsx';
import './transactions.css';

export function TransactionsView(props: ViewProps): ReactNode {
  const [id] = props.path;
  return id ? <TransactionDetail {...props} id={id} /> : <TransactionList {...props} />;
}

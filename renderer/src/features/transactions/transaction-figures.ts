// The headline figures of custom transactions, declared once for the list's totals and a
// transaction's detail: the screen, the PDF and Copy as Markdown all render from them.
import type { Transaction, TransactionStats } from '../../api/answer-types.ts';
import { badWhenAny, fieldOf, type FigureSpec } from '../../view-kit/headline.tsx';
import { failureRate } from './transaction-columns.ts';

/** `at`: where the counted item sits in the answer ("stats.", "data.0."). */
export function transactionFigures<T extends TransactionStats>(at: string): FigureSpec<T>[] {
  const field = fieldOf<T>(at);
  return [
    field('totalCount', 'Runs', 'count', 'neutral', 'stat-runs'),
    field('successCount', 'Success', 'count', 'neutral', 'stat-success'),
    field('failureCount', 'Failures', 'count', 'down', 'stat-failures', { reads: badWhenAny((t) => t.failureCount) }),
    { label: 'Failure rate', unit: 'percent', good: 'down', testId: 'stat-failure-rate', pick: failureRate },
    field('successTime', 'Success time', 'ms', 'down', 'stat-success-time'),
    field('failureTime', 'Failure time', 'ms', 'down', 'stat-failure-time'),
  ];
}

export const TRANSACTION_TOTALS = transactionFigures<TransactionStats>('stats.');

export const TRANSACTION_FIGURES: readonly FigureSpec<Transaction>[] = [
  ...transactionFigures<Transaction>('data.0.'),
  fieldOf<Transaction>('data.0.')('throughputPercentage', 'Share of runs', 'percent', 'neutral', 'stat-share'),
];

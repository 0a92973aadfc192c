// One custom transaction: runs split into successes and failures, and how long each kind takes;
// with Compare on, the figures' changes.
import type { ReactNode } from 'react';
import type { Transaction, TransactionList } from '../../api/answer-types.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { exactMs, formatMs } from '../../ui/format.ts';
import { DetailHeader, ItemDetail, type DetailNames, type ItemBody } from '../../view-kit/detail.tsx';
import { countPart, StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { HeadlineStats } from '../../view-kit/headline.tsx';
import { TRANSACTION_FIGURES } from './transaction-figures.ts';

const NAMES: DetailNames = {
  testId: 'transaction-detail',
  label: 'Custom transaction',
  what: 'transaction',
  back: 'Custom transactions',
};

export function TransactionDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  const args = { path: { transactionId: id } };
  return (
    <ItemDetail
      {...NAMES}
      endpoint="transactions.get"
      scope={scope}
      params={params}
      args={args}
      Body={TransactionFigures}
    />
  );
}

function TransactionFigures({ item: t, head, figures }: ItemBody<Transaction, TransactionList>): ReactNode {
  return (
    <>
      <DetailHeader {...head} underOnePercent={t.underOnePercent} title={t.name} />
      <HeadlineStats
        label="Transaction figures"
        testId="transaction-detail-stats"
        figures={figures(TRANSACTION_FIGURES)}
      />
      <div className="detail-grid">
        <article className="detail-card">
          <h2>Outcome</h2>
          <StackedBar
            label="Runs by outcome"
            caption
            testId="transaction-outcome"
            parts={[
              countPart('success', 'Success', t.successCount, 'var(--good)', 'runs'),
              countPart('failure', 'Failure', t.failureCount, 'var(--bad)', 'runs'),
            ]}
          />
        </article>
        <article className="detail-card">
          <h2>Time of a run</h2>
          <div className="outcome-times">
            <OutcomeTime
              label="Success"
              ms={t.successTime}
              max={Math.max(t.successTime ?? 0, t.failureTime ?? 0)}
              tone="good"
            />
            <OutcomeTime
              label="Failure"
              ms={t.failureTime}
              max={Math.max(t.successTime ?? 0, t.failureTime ?? 0)}
              tone="bad"
            />
          </div>
        </article>
      </div>
    </>
  );
}

function OutcomeTime(props: { label: string; ms: number | null; max: number; tone: 'good' | 'bad' }): ReactNode {
  return (
    <div className="detail-bar-row" title={exactMs(props.ms)}>
      <span className="detail-bar-label">{props.label}</span>
      <span className="detail-bar-track">
        <span
          className={`detail-bar-fill outcome-${props.tone}`}
          style={{ width: props.max > 0 && props.ms !== null ? `${(props.ms / props.max) * 100}%` : '0' }}
        />
      </span>
      <span className="detail-bar-value">{formatMs(props.ms)}</span>
    </div>
  );
}

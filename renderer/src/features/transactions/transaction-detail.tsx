// One custom transaction: runs split into successes and failures, and how long each kind takes;
// with Compare on, the figures' changes.
import type { ReactNode } from 'react';
import type { Transaction, TransactionList } from '../../api/answer-types.ts';
import type { Compared } from '../../view-kit/compared.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { exactMs, formatCount, formatExact, formatMs } from '../../ui/format.ts';
import { DetailHeader, DetailSection, theItem } from '../../view-kit/detail.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { listHref } from '../../view-kit/list-params.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { TRANSACTION_FIGURES } from './transaction-figures.ts';

export function TransactionDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  return (
    <DetailSection
      scope={scope}
      endpoint="transactions.get"
      args={{ path: { transactionId: id } }}
      testId="transaction-detail"
      label="Custom transaction"
    >
      {(data, compared) =>
        theItem(data.data, 'transaction', (transaction) => (
          <TransactionFigures
            transaction={transaction}
            compared={compared}
            backHref={listHref('transactions', params)}
          />
        ))
      }
    </DetailSection>
  );
}

function TransactionFigures({
  transaction: t,
  compared,
  backHref,
}: {
  transaction: Transaction;
  compared: Compared<TransactionList> | null;
  backHref: string;
}): ReactNode {
  return (
    <>
      <DetailHeader
        backHref={backHref}
        backLabel="Custom transactions"
        kicker="Custom transaction"
        compared={compared}
        title={t.name}
      >
        {t.underOnePercent ? <span className="detail-badge">Under 1 % of throughput</span> : null}
      </DetailHeader>
      <HeadlineStats
        label="Transaction figures"
        testId="transaction-detail-stats"
        figures={figuresOf(TRANSACTION_FIGURES, t, compared, (then) => then.data[0])}
      />
      <div className="detail-grid">
        <article className="detail-card">
          <h2>Outcome</h2>
          <StackedBar
            label="Runs by outcome"
            caption
            testId="transaction-outcome"
            parts={[
              {
                key: 'success',
                label: 'Success',
                value: t.successCount,
                color: 'var(--good)',
                display: formatCount(t.successCount),
                exact: `${formatExact(t.successCount)} runs`,
              },
              {
                key: 'failure',
                label: 'Failure',
                value: t.failureCount,
                color: 'var(--bad)',
                display: formatCount(t.failureCount),
                exact: `${formatExact(t.failureCount)} runs`,
              },
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

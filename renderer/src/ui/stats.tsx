// A strip of headline figures above a list or on a detail page: read for people, exact in the
// tooltip (the e2e journeys compare those tooltips with the API's JSON).
import type { ReactNode } from 'react';
import { useNoValueReason } from './value-notes.tsx';
import {
  exactBytes,
  exactMs,
  exactPercent,
  formatBytes,
  formatCount,
  formatExact,
  formatMs,
  formatPercent,
  formatScore,
  NO_VALUE,
} from './format.ts';

export interface StatItem {
  label: string;
  value: string;
  exact: string;
  testId?: string;
  tone?: 'good' | 'bad';
  /** Where the value sits in the answer (`stats.responseTime`): a missing one's tooltip says why. */
  path?: string;
  /** Its change against the comparison window, when Compare is on (a `ChangeBadge`). */
  change?: ReactNode;
}

export const msStat = (label: string, ms: number | null, testId?: string, path?: string): StatItem => ({
  label,
  value: formatMs(ms),
  exact: exactMs(ms),
  testId,
  path,
});
export const countStat = (label: string, n: number | null, testId?: string, path?: string): StatItem => ({
  label,
  value: formatCount(n),
  exact: formatExact(n),
  testId,
  path,
});
export const bytesStat = (label: string, bytes: number | null, testId?: string, path?: string): StatItem => ({
  label,
  value: formatBytes(bytes),
  exact: exactBytes(bytes),
  testId,
  path,
});
export const percentStat = (label: string, pct: number | null, testId?: string, path?: string): StatItem => ({
  label,
  value: formatPercent(pct),
  exact: exactPercent(pct),
  testId,
  path,
});
export const scoreStat = (label: string, score: number | null, testId?: string, path?: string): StatItem => ({
  label,
  value: formatScore(score),
  exact: formatExact(score),
  testId,
  path,
});

export function Stats(props: { items: readonly StatItem[]; label: string; testId?: string }): ReactNode {
  const reason = useNoValueReason();
  return (
    <dl className="list-stats" aria-label={props.label} data-testid={props.testId}>
      {props.items.map((item) => (
        <div
          key={item.label}
          className={item.tone ? `stat ${item.tone}` : 'stat'}
          data-testid={item.testId}
          title={(item.path && item.value === NO_VALUE ? reason(item.path) : undefined) ?? item.exact}
        >
          <dt className="stat-label">{item.label}</dt>
          <dd className="stat-value">{item.value}</dd>
          {item.change ? <dd className="stat-change">{item.change}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

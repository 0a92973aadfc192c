// The APM project's report: response time, throughput, failures and the apdex score, then the
// trend.
import type { ReactNode } from 'react';
import type { Figure } from '../../ui/figure.tsx';
import { OverviewHeadline } from './overview-headline.tsx';

/** `headline`: the declared headline figures (report-headline.ts). */
export function ApmOverview(props: { headline: readonly Figure[]; trend: ReactNode }): ReactNode {
  return (
    <>
      <OverviewHeadline figures={props.headline} />
      {props.trend}
    </>
  );
}

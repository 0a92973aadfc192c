// The overview's figures against the comparison window's report: each read from both reports at
// the same place (the `path` its Metric names), its badge named after the metric's test id.
import type { ReactNode } from 'react';
import type { Report } from '../../api/answer-types.ts';
import type { GoodWay } from '../../domain/change.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { changeBadge } from '../../view-kit/comparison-note.tsx';

/** The number at `pages.page.loadTime` in a report; null where there is none. */
export function valueAt(report: Report, path: string): number | null {
  let node: unknown = report;
  for (const key of path.split('.'))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'number' ? node : null;
}

export type ChangeAt = (
  path: string,
  good: GoodWay,
  format: (n: number | null) => string,
  testId?: string,
) => ReactNode;

/** `change('pages.page.loadTime', 'down', formatMs, 'page-load')`: the badge with test id `page-load-change`. */
export function changesOf(compared: Compared<Report> | null, now: Report): ChangeAt {
  return (path, good, format, testId) =>
    changeBadge(
      compared,
      valueAt(now, path),
      (then) => valueAt(then, path),
      good,
      format,
      testId ? `${testId}-change` : undefined,
    );
}

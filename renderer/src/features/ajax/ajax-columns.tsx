// Columns of the ajax list, declared once so the table keeps its memoised rows.
import type { ColumnSort } from '../../ui/table/sort-param.ts';
import type { AjaxItem } from '../../api/answer-types.ts';
import { numberColumn, textColumn, type TableColumn } from '../../ui/table/columns.ts';
import type { CompareMetric } from '../../ui/table/compared-rows.ts';
import { UrlCell } from '../../ui/table/wildcard-url.tsx';
import { MethodChip } from './method-chip.tsx';

export const AJAX_COLUMNS: readonly TableColumn<AjaxItem>[] = [
  textColumn('method', 'Method', (r) => r.method, {
    width: 80,
    grow: false,
    render: (r) => <MethodChip method={r.method} />,
  }),
  textColumn('url', 'URL', (r) => r.url, { width: 220, render: (r) => <UrlCell url={r.url} /> }),
  numberColumn('throughput', 'Calls', 'count', (r) => r.throughput, { description: 'Calls made in the window' }),
  numberColumn('throughputPercentage', 'Share', '%', (r) => r.throughputPercentage, {
    description: 'Share of all calls',
  }),
  numberColumn('responseTime', 'Response', 'ms', (r) => r.responseTime, { description: 'Mean time to the response' }),
  numberColumn('callbackTime', 'Callback', 'ms', (r) => r.callbackTime, {
    description: 'Mean time spent in the callback',
  }),
  numberColumn('percentile_95', 'p95', 'ms', (r) => r.percentile_95, {
    description: '95th percentile of the total time (response and callback)',
  }),
  numberColumn('errorCount', 'Errors', 'count', (r) => r.errorCount),
  numberColumn('errorRate', 'Error rate', '%', (r) => r.errorRate, { description: 'Failed calls per 100 calls' }),
  numberColumn('receivedSize', 'Received', 'KB', (r) => r.receivedSize, { description: 'Mean response size' }),
  numberColumn('sentSize', 'Sent', 'KB', (r) => r.sentSize, { description: 'Mean request size' }),
];

export const AJAX_DEFAULT_SORT: ColumnSort = { id: 'throughput', desc: true };
export const ajaxIsMinor = (r: AjaxItem): boolean => r.underOnePercent === true;

/** The figures that get a change column with Compare: times and errors down are better. */
export const AJAX_METRICS: readonly CompareMetric[] = [
  { column: 'throughput', good: 'neutral' },
  { column: 'responseTime', good: 'down' },
  { column: 'percentile_95', good: 'down' },
  { column: 'errorRate', good: 'down' },
];
/** A call is its method and url: what matches it across windows if the service gave it a new id. */
export const AJAX_FALLBACK_KEYS = [(r: AjaxItem): string => `${r.method} ${r.url}`] as const;

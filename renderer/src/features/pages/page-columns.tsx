// Columns of the pages list in its two shapes: the plain list (shape A, metrics under `page`) and
// search results (shape B, metrics flat, with apdex and errors).
import type { ColumnSort } from '../../ui/table/sort-param.ts';
import type { PageItemA, PageItemB } from '../../api/answer-types.ts';
import { numberColumn, textColumn, type TableColumn } from '../../ui/table/columns.ts';
import type { CompareMetric } from '../../ui/table/compared-rows.ts';
import { UrlCell } from '../../ui/table/wildcard-url.tsx';

export const PAGE_A_COLUMNS: readonly TableColumn<PageItemA>[] = [
  textColumn('url', 'URL', (r) => r.url, { width: 260, render: (r) => <UrlCell url={r.url} /> }),
  numberColumn('throughput', 'Views', 'count', (r) => r.throughput, { description: 'Page views in the window' }),
  numberColumn('throughputPercentage', 'Share', '%', (r) => r.throughputPercentage, {
    description: 'Share of all page views',
  }),
  numberColumn('loadTime', 'Load', 'ms', (r) => r.page.loadTime, {
    description: 'Mean page load time',
    field: 'page.loadTime',
  }),
  numberColumn('networkTime', 'Network', 'ms', (r) => r.page.networkTime, { field: 'page.networkTime' }),
  numberColumn('domTime', 'DOM', 'ms', (r) => r.page.domTime, { field: 'page.domTime' }),
  numberColumn('renderTime', 'Render', 'ms', (r) => r.page.renderTime, { field: 'page.renderTime' }),
  numberColumn('percentile_95', 'p95', 'ms', (r) => r.page.percentile_95, {
    description: '95th percentile of the load time',
    field: 'page.percentile_95',
  }),
  numberColumn('timeConsumedPercentage', 'Time share', '%', (r) => r.page.timeConsumedPercentage, {
    description: 'Share of all time spent loading pages',
    field: 'page.timeConsumedPercentage',
  }),
];

export const PAGE_B_COLUMNS: readonly TableColumn<PageItemB>[] = [
  textColumn('url', 'URL', (r) => r.url, { width: 220, render: (r) => <UrlCell url={r.url} /> }),
  numberColumn('throughput', 'Views', 'count', (r) => r.throughput, { description: 'Page views in the window' }),
  numberColumn('throughputPercentage', 'Share', '%', (r) => r.throughputPercentage, {
    description: 'Share of the matching page views',
  }),
  numberColumn('loadTime', 'Load', 'ms', (r) => r.loadTime, { description: 'Mean page load time' }),
  numberColumn('networkTime', 'Network', 'ms', (r) => r.networkTime),
  numberColumn('domTime', 'DOM', 'ms', (r) => r.domTime),
  numberColumn('renderTime', 'Render', 'ms', (r) => r.renderTime),
  numberColumn('percentile_95', 'p95', 'ms', (r) => r.percentile_95, {
    description: '95th percentile of the load time',
  }),
  numberColumn('score', 'Apdex', 'score', (r) => r.score, { description: 'Apdex score, 0 to 1' }),
  numberColumn('errorCount', 'Errors', 'count', (r) => r.errorCount),
  numberColumn('exceptionRate', 'Error rate', '%', (r) => r.exceptionRate, {
    description: 'Errors per 100 page views',
  }),
];

export const PAGE_DEFAULT_SORT: ColumnSort = { id: 'throughput', desc: true };
export const pageId = (r: { id: string }): string => r.id;
export const pageIsMinor = (r: { underOnePercent: boolean | null }): boolean => r.underOnePercent === true;

/** The figures that get a change column with Compare: load times down are better. */
export const PAGE_A_METRICS: readonly CompareMetric[] = [
  { column: 'throughput', good: 'neutral' },
  { column: 'loadTime', good: 'down' },
  { column: 'percentile_95', good: 'down' },
];
/** Search results carry errors too: fewer per view is better. */
export const PAGE_B_METRICS: readonly CompareMetric[] = [...PAGE_A_METRICS, { column: 'exceptionRate', good: 'down' }];

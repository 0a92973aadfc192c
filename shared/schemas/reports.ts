// Reports (spec 2.2, 2.3 core, 2.4, 4.2): the full browser and APM reports and the five browser sub-reports.
import { z } from 'zod';
import { ajaxCallFields } from './ajax.ts';
import { apdexCountsSchema } from './apdex.ts';
import { transactionCountFields } from './transactions.ts';
import { count, decimal, flag, percentileFields } from './common.ts';

/** A page's timings, as its metrics object and the page search's stats give them (2.3, 2.6). */
export const pageTimeFields = { loadTime: decimal, renderTime: decimal, networkTime: decimal, domTime: decimal };

/** Page metrics object, core fields (2.3). */
export const pageMetricsCoreSchema = z.object({
  ...pageTimeFields,
  frontendTime: decimal,
  throughput: count,
  ...percentileFields,
});
export type PageMetricsCore = z.infer<typeof pageMetricsCoreSchema>;

/** Page metrics as carried by page list items: core plus the share fields (2.3). */
export const pageMetricsSchema = pageMetricsCoreSchema.extend({
  throughputPercentage: decimal,
  timeConsumedPercentage: decimal,
  loadTimePercentage: decimal,
  underOnePercent: flag,
});
export type PageMetrics = z.infer<typeof pageMetricsSchema>;

/** Ajax metrics of the report (2.2) and of GET /reports/ajax (4.2). */
export const ajaxMetricsSchema = z.object({ ...ajaxCallFields, throughput: count, ...percentileFields });
export type AjaxMetrics = z.infer<typeof ajaxMetricsSchema>;

/** Custom transactions summary (2.2; GET /reports/transactions). */
export const transactionsSummarySchema = z.object({
  successTime: decimal,
  failureTime: decimal,
  ...transactionCountFields,
});
export type TransactionsSummary = z.infer<typeof transactionsSummarySchema>;

/** Errors summary (2.2; GET /reports/errors). */
export const errorsSummarySchema = z.object({
  errors: count,
  events: count,
  device: z.object({ mobile: count, desktop: count }),
});
export type ErrorsSummary = z.infer<typeof errorsSummarySchema>;

/** GET /reports of a browser project (2.2). */
export const browserReportSchema = z.object({
  apdex: z.object({ page: apdexCountsSchema }),
  pages: z.object({ page: pageMetricsCoreSchema, throughput: count }),
  ajax: ajaxMetricsSchema,
  transactions: transactionsSummarySchema,
  errors: errorsSummarySchema,
});
export type BrowserReport = z.infer<typeof browserReportSchema>;

/** GET /reports of an APM project (2.4). */
export const apmReportSchema = z.object({
  responseTime: decimal,
  throughput: count,
  failureCount: count,
  failureRate: decimal,
  apdexScore: decimal,
});
export type ApmReport = z.infer<typeof apmReportSchema>;

export const reportSchema = z.union([browserReportSchema, apmReportSchema]);
export type Report = z.infer<typeof reportSchema>;

export type ProjectKind = 'browser' | 'apm';
export const PROJECT_KINDS = ['browser', 'apm'] as const satisfies readonly ProjectKind[];

/** The project kind a /reports answer reveals: the browser shape is the only one with an apdex block. */
export function reportKind(report: Report): ProjectKind {
  return 'apdex' in report ? 'browser' : 'apm';
}

// The five browser-only sub-reports (4.2).
export const reportApdexSchema = z.object({ page: apdexCountsSchema });
export type ReportApdex = z.infer<typeof reportApdexSchema>;
export const reportErrorsSchema = errorsSummarySchema;
export type ReportErrors = ErrorsSummary;
export const reportPagesSchema = z.object({ throughput: count, page: pageMetricsCoreSchema });
export type ReportPages = z.infer<typeof reportPagesSchema>;
export const reportAjaxSchema = ajaxMetricsSchema;
export type ReportAjax = AjaxMetrics;
export const reportTransactionsSchema = transactionsSummarySchema;
export type ReportTransactions = TransactionsSummary;

// The service's resources as the renderer reads them: a value the service sent that could not be
// read is `null` (or '' for text), so every view must say "no value" rather than compute with it.
// Types only: the schemas (and zod) stay on the privileged side.
import type { ajaxItemSchema, ajaxListSchema, ajaxStatsSchema } from '../../../shared/schemas/ajax.ts';
import type { apdexCountsSchema, apdexSchema } from '../../../shared/schemas/apdex.ts';
import type {
  backTraceFrameSchema,
  breadCrumbSchema,
  errorEventListSchema,
  errorEventSchema,
} from '../../../shared/schemas/error-events.ts';
import type { errorGroupSchema, errorListSchema } from '../../../shared/schemas/errors.ts';
import type {
  pageItemASchema,
  pageItemBSchema,
  pageListASchema,
  pageSearchSchema,
} from '../../../shared/schemas/pages.ts';
import type {
  apmReportSchema,
  browserReportSchema,
  pageMetricsCoreSchema,
  reportSchema,
} from '../../../shared/schemas/reports.ts';
import type { routeItemSchema, routeListSchema } from '../../../shared/schemas/routes.ts';
import type {
  transactionListSchema,
  transactionSchema,
  transactionStatsSchema,
} from '../../../shared/schemas/transactions.ts';
import type { webVitalSchema } from '../../../shared/schemas/web-vitals.ts';
import type { Read } from '../../../shared/reading.ts';

export type AjaxItem = Read<typeof ajaxItemSchema>;
export type AjaxList = Read<typeof ajaxListSchema>;
export type AjaxStats = Read<typeof ajaxStatsSchema>;
export type Apdex = Read<typeof apdexSchema>;
export type ApdexCounts = Read<typeof apdexCountsSchema>;
export type ErrorEvent = Read<typeof errorEventSchema>;
export type ErrorEventList = Read<typeof errorEventListSchema>;
export type BackTraceFrame = Read<typeof backTraceFrameSchema>;
export type BreadCrumb = Read<typeof breadCrumbSchema>;
export type ErrorGroup = Read<typeof errorGroupSchema>;
export type ErrorList = Read<typeof errorListSchema>;
export type PageItemA = Read<typeof pageItemASchema>;
export type PageItemB = Read<typeof pageItemBSchema>;
export type PageListA = Read<typeof pageListASchema>;
export type PageSearch = Read<typeof pageSearchSchema>;
export type Report = Read<typeof reportSchema>;
export type BrowserReport = Read<typeof browserReportSchema>;
export type ApmReport = Read<typeof apmReportSchema>;
export type PageMetricsCore = Read<typeof pageMetricsCoreSchema>;
export type RouteItem = Read<typeof routeItemSchema>;
export type RouteList = Read<typeof routeListSchema>;
export type Transaction = Read<typeof transactionSchema>;
export type TransactionList = Read<typeof transactionListSchema>;
export type TransactionStats = Read<typeof transactionStatsSchema>;
export type WebVital = Read<typeof webVitalSchema>;

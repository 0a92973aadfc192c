// Pages (spec 2.6, 4.4): shape A (plain list with pagination, and by id) and shape B (search results with stats).
import { z } from 'zod';
import { apdexZoneFields } from './apdex.ts';
import { count, decimal, flag, id, pagedList, percentileFields, shareFields, text } from './common.ts';
import { pageMetricsCoreSchema, pageMetricsSchema, pageTimeFields } from './reports.ts';

export const pageItemASchema = z.object({
  id,
  url: text,
  throughput: count,
  throughputPercentage: decimal,
  underOnePercent: flag,
  page: pageMetricsSchema,
});
export type PageItemA = z.infer<typeof pageItemASchema>;

/** GET /pages without search. */
export const pageListASchema = pagedList(pageItemASchema);
export type PageListA = z.infer<typeof pageListASchema>;

/** A search result row; `url` may hold `*` wildcard segments. */
export const pageItemBSchema = z.object({
  id,
  url: text,
  throughput: count,
  loadTime: decimal,
  domTime: decimal,
  networkTime: decimal,
  renderTime: decimal,
  frontendTime: decimal,
  ...apdexZoneFields,
  score: decimal,
  ...percentileFields,
  exceptionRate: decimal,
  errorCount: count,
  page: pageMetricsCoreSchema,
  timeConsumed: decimal,
  ...shareFields,
  errorPercentage: decimal,
});
export type PageItemB = z.infer<typeof pageItemBSchema>;

export const pageSearchStatsSchema = z.object({
  page: z.object({ ...pageTimeFields, throughput: count, errorCount: count }),
});
export type PageSearchStats = z.infer<typeof pageSearchStatsSchema>;

/** GET /pages with search: stats over the matches, no pagination fields. */
export const pageSearchSchema = z.object({ stats: pageSearchStatsSchema, data: z.array(pageItemBSchema) });
export type PageSearch = z.infer<typeof pageSearchSchema>;

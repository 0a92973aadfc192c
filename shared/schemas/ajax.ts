// Ajax calls (spec 2.8, 4.6).
import { z } from 'zod';
import { count, decimal, id, percentileFields, shareFields, text } from './common.ts';

/** The times, sizes and errors of calls, as both a call's row and the report's ajax block give them. */
export const ajaxCallFields = {
  totalTime: decimal,
  responseTime: decimal,
  callbackTime: decimal,
  receivedSize: decimal,
  sentSize: decimal,
  errorCount: count,
  errorRate: decimal,
};

export const ajaxItemSchema = z.object({
  id,
  url: text,
  method: text,
  throughput: count,
  resTotal: count,
  ...ajaxCallFields,
  ...percentileFields,
  ...shareFields,
});
export type AjaxItem = z.infer<typeof ajaxItemSchema>;

/** The spec lists the stats fields without types; counts follow the integer convention. */
export const ajaxStatsSchema = z.object({
  totalTime: decimal,
  responseTime: decimal,
  callbackTime: decimal,
  throughput: count,
  errorCount: count,
  errorRate: decimal,
  sentSize: decimal,
  receivedSize: decimal,
});
export type AjaxStats = z.infer<typeof ajaxStatsSchema>;

/** GET /ajax and GET /ajax/:ajaxId (the latter with one item). */
export const ajaxListSchema = z.object({ stats: ajaxStatsSchema, data: z.array(ajaxItemSchema) });
export type AjaxList = z.infer<typeof ajaxListSchema>;

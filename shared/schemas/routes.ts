// Single-page-app route changes (spec 2.7, 4.5).
import { z } from 'zod';
import { count, decimal, id, shareFields, text } from './common.ts';

export const routeItemSchema = z.object({
  id,
  url: text,
  throughput: count,
  routeTime: decimal,
  min: decimal,
  max: decimal,
  spa: z.object({ routeTime: decimal, throughput: count }),
  routeName: text,
  ...shareFields,
});
export type RouteItem = z.infer<typeof routeItemSchema>;

export const routeStatsSchema = z.object({ routeTime: decimal, throughput: count });
export type RouteStats = z.infer<typeof routeStatsSchema>;

/** GET /routes and GET /routes/:routeId (the latter with one item). */
export const routeListSchema = z.object({ stats: routeStatsSchema, data: z.array(routeItemSchema) });
export type RouteList = z.infer<typeof routeListSchema>;

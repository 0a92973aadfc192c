// Building blocks shared by the resource schemas: the spec's JSON types, percentiles, pagination.
import { z } from 'zod';

/** Counts are JSON integers (spec 2, conventions). */
export const count = z.number().int();
/** Times, sizes, scores and percentages: JSON numbers, decimals allowed. */
export const decimal = z.number();
/** ISO 8601 UTC timestamp; the service writes milliseconds, a missing fraction is tolerated. */
export const isoTimestamp = z.iso.datetime({ offset: false });

export const percentileFields = {
  percentile_50: decimal,
  percentile_75: decimal,
  percentile_90: decimal,
  percentile_95: decimal,
  percentile_99: decimal,
};
export { PERCENTILE_KEYS, type PercentileKey } from '../percentiles.ts';

/** Pagination fields of the page list (shape A), the error list and the event list. */
export const paginationFields = {
  count,
  limit: count,
  page: count,
  totalPages: count,
  totalCount: count,
  hasMore: z.boolean(),
};
export type Pagination = z.infer<z.ZodObject<typeof paginationFields>>;

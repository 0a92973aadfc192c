// Building blocks shared by the resource schemas: the spec's JSON types, percentiles, pagination.
// Each leaf is either a value (tolerated when it drifts, see ../reading.ts) or structure.
import { z } from 'zod';
import { valueField } from '../reading.ts';

/** The largest time, size or share taken as real; beyond it a number is a fault, not a value. */
const PLAUSIBLE = 1e15;

/** Counts are JSON integers (spec 2, conventions), never below zero. */
export const count = valueField(z.number().int().min(0), 'count');
/** Times, sizes, scores and percentages: JSON numbers, decimals allowed. */
export const decimal = valueField(z.number().min(-PLAUSIBLE).max(PLAUSIBLE), 'number');
/** Flags are JSON booleans. */
export const flag = valueField(z.boolean(), 'flag');
/** Free text: urls, names, messages, links, statuses (a status the filter does not know is still shown). */
export const text = valueField(z.string(), 'text');
/** ISO 8601 UTC timestamp; the service writes milliseconds, a missing fraction is tolerated. */
export const isoTimestamp = valueField(z.iso.datetime({ offset: false }), 'time');
/** Identifiers: structure. A row without its id cannot be opened, so the answer fails. */
export const id = z.string();
/** Pagination counts: structure, like the envelope they come in. */
const pageCount = z.number().int().min(0);

export const percentileFields = {
  percentile_50: decimal,
  percentile_75: decimal,
  percentile_90: decimal,
  percentile_95: decimal,
  percentile_99: decimal,
};
export { PERCENTILE_KEYS, type PercentileKey } from '../percentiles.ts';

/** A list row's shares of the whole list (ajax calls, routes, page search results). */
export const shareFields = { timeConsumedPercentage: decimal, throughputPercentage: decimal, underOnePercent: flag };

/** Pagination fields of the page list (shape A), the error list and the event list. */
export const paginationFields = {
  count: pageCount,
  limit: pageCount,
  page: pageCount,
  totalPages: pageCount,
  totalCount: pageCount,
  hasMore: z.boolean(),
};
export type Pagination = z.infer<z.ZodObject<typeof paginationFields>>;

/** A list of `item` rows with the pagination fields; `fields`, any the list carries between them. */
export function pagedList<Item extends z.ZodType, Fields extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  fields = {} as Fields,
) {
  return z.object({ data: z.array(item), ...fields, ...paginationFields });
}

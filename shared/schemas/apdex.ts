// Apdex (spec 2.1) and the smaller apdex block of the browser report (2.2, 4.2).
import { z } from 'zod';
import { count, decimal } from './common.ts';

/** The counts in each apdex zone, as the apdex answers and the page search results give them. */
export const apdexZoneFields = { satisfied: count, tolerated: count, frustrated: count };

export const apdexCountsSchema = z.object({ ...apdexZoneFields, total: count, score: decimal });
export type ApdexCounts = z.infer<typeof apdexCountsSchema>;

/** GET /apdex */
export const apdexSchema = apdexCountsSchema.extend({
  satisfiedPercentage: decimal,
  toleratedPercentage: decimal,
  frustratedPercentage: decimal,
});
export type Apdex = z.infer<typeof apdexSchema>;

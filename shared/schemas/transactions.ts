// Custom transactions (spec 2.5, 4.3).
import { z } from 'zod';
import { count, decimal, flag, id, text } from './common.ts';

/** How many custom transactions succeeded, failed and ran, as every transaction schema counts them. */
export const transactionCountFields = { successCount: count, failureCount: count, totalCount: count };

export const transactionSchema = z.object({
  id,
  name: text,
  ...transactionCountFields,
  successTime: decimal,
  failureTime: decimal,
  throughputPercentage: decimal,
  underOnePercent: flag,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionStatsSchema = z.object({
  failureTime: decimal,
  successTime: decimal,
  ...transactionCountFields,
});
export type TransactionStats = z.infer<typeof transactionStatsSchema>;

/** GET /transactions and GET /transactions/:transactionId (the latter with the one match). */
export const transactionListSchema = z.object({ data: z.array(transactionSchema), stats: transactionStatsSchema });
export type TransactionList = z.infer<typeof transactionListSchema>;

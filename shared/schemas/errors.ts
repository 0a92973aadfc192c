// Error groups (spec 2.10, 4.9) and their list envelope.
import { z } from 'zod';
import { count, isoTimestamp, paginationFields } from './common.ts';

export const ERROR_STATUSES = ['Open', 'Resolved', 'Ignored'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
export const errorStatusSchema = z.enum(ERROR_STATUSES);

export const TRACKER_LINK_FIELDS = [
  'trackerALink',
  'trackerBLink',
  'trackerCLink',
  'trackerDLink',
  'trackerELink',
  'trackerFLink',
] as const;

export const errorGroupSchema = z.object({
  id: z.string(),
  hashName: z.string(),
  message: z.string(),
  // A string in the answer: a status the filter does not know yet must not fail the list.
  status: z.string(),
  users: count,
  events: count,
  comments: count,
  trackerALink: z.string(),
  trackerBLink: z.string(),
  trackerCLink: z.string(),
  trackerDLink: z.string(),
  trackerELink: z.string(),
  trackerFLink: z.string(),
  projectId: z.string(),
  teamId: z.string(),
  trends: z.array(count),
  created: isoTimestamp,
  firstAt: isoTimestamp,
  lastAt: isoTimestamp,
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

/** `YYYY-MM-DD HH:mm`, one per trends entry. */
export const trendDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

export const errorListSchema = z.object({
  data: z.array(errorGroupSchema),
  trendDates: z.array(trendDateSchema),
  ...paginationFields,
});
export type ErrorList = z.infer<typeof errorListSchema>;

/**
 * The path takes the hashName part of an id `<prefix>:<hashName>`. The prefix is opaque
 * (seen as 24 hex digits in the wild), so it is never parsed as a number.
 */
export function errorPathId(errorId: string): string {
  const colon = errorId.lastIndexOf(':');
  return colon === -1 ? errorId : errorId.slice(colon + 1);
}

// Error groups (spec 2.10, 4.9) and their list envelope.
import { z } from 'zod';
import { valueField } from '../reading.ts';
import { ERROR_STATUSES } from '../error-terms.ts';
import { count, id, isoTimestamp, pagedList, text } from './common.ts';

export { ERROR_STATUSES, TRACKER_LINK_FIELDS, errorPathId, type ErrorStatus } from '../error-terms.ts';
export const errorStatusSchema = z.enum(ERROR_STATUSES);

export const errorGroupSchema = z.object({
  id,
  hashName: id,
  message: text,
  // A string in the answer: a status the filter does not know yet must not fail the list.
  status: text,
  users: count,
  events: count,
  comments: count,
  trackerALink: text,
  trackerBLink: text,
  trackerCLink: text,
  trackerDLink: text,
  trackerELink: text,
  trackerFLink: text,
  // The project and team an answer repeats are shown, never followed: values, not identifiers.
  projectId: text,
  teamId: text,
  trends: z.array(count),
  created: isoTimestamp,
  firstAt: isoTimestamp,
  lastAt: isoTimestamp,
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

/** `YYYY-MM-DD HH:mm`, one per trends entry. */
export const trendDateSchema = valueField(z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), 'text');

export const errorListSchema = pagedList(errorGroupSchema, { trendDates: z.array(trendDateSchema) });
export type ErrorList = z.infer<typeof errorListSchema>;

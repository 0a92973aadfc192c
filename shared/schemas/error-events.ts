// Error events, one crash record each (spec 2.11, 4.9). Field meanings are in DOMAIN.md.
import { z } from 'zod';
import { count, isoTimestamp, paginationFields } from './common.ts';

/** f = script URL or file, m = function, ln = line, cn = column. */
export const backTraceFrameSchema = z.object({ cn: count, f: z.string(), m: z.string(), ln: count });
export type BackTraceFrame = z.infer<typeof backTraceFrameSchema>;

/** ts = epoch time, a = action (click, input, console, navigation, ...), e = element or message. */
export const breadCrumbSchema = z.object({ ts: count, a: z.string(), e: z.string() });
export type BreadCrumb = z.infer<typeof breadCrumbSchema>;

export const errorEventSchema = z.object({
  class: z.string(),
  name: z.string(),
  groupName: z.string(),
  id: z.string(),
  errorId: z.string(),
  backTraces: z.array(backTraceFrameSchema),
  breadCrumbs: z.array(breadCrumbSchema),
  url: z.object({ queryParams: z.string(), groupHash: z.string(), group: z.string(), raw: z.string() }),
  /** Personal data. */
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), hash: z.string() }),
  env: z.object({
    device: z.string(),
    os: z.string(),
    osVersion: z.string(),
    browserVersion: z.string(),
    browser: z.string(),
    ip: z.string(),
  }),
  geo: z.object({ asn: z.string(), country: z.string(), region: z.string() }),
  /** url = page URL, ua = user agent, w/h = screen width/height. */
  request: z.object({ h: count, ua: z.string(), url: z.string(), w: count }),
  customData: z.record(z.string(), z.unknown()),
  tags: z.array(z.string()),
  version: z.string(),
  sourcemap: z.boolean(),
  agentVersion: z.string(),
  teamId: z.string(),
  projectId: z.string(),
  sid: z.string(),
  timestamp: isoTimestamp,
});
export type ErrorEvent = z.infer<typeof errorEventSchema>;

export const errorEventListSchema = z.object({
  data: z.array(errorEventSchema),
  ...paginationFields,
});
export type ErrorEventList = z.infer<typeof errorEventListSchema>;

// Error events, one crash record each (spec 2.11, 4.9). Field meanings are in DOMAIN.md.
import { z } from 'zod';
import { count, flag, id, isoTimestamp, pagedList, text } from './common.ts';

/** f = script URL or file, m = function, ln = line, cn = column. */
export const backTraceFrameSchema = z.object({ cn: count, f: text, m: text, ln: count });
export type BackTraceFrame = z.infer<typeof backTraceFrameSchema>;

/** ts = epoch time, a = action (click, input, console, navigation, ...), e = element or message. */
export const breadCrumbSchema = z.object({ ts: count, a: text, e: text });
export type BreadCrumb = z.infer<typeof breadCrumbSchema>;

export const errorEventSchema = z.object({
  class: text,
  name: text,
  groupName: text,
  id,
  errorId: id,
  backTraces: z.array(backTraceFrameSchema),
  breadCrumbs: z.array(breadCrumbSchema),
  url: z.object({ queryParams: text, groupHash: text, group: text, raw: text }),
  /** Personal data. */
  // The user's id is personal data the service records, not an identifier Spyglass follows.
  user: z.object({ id: text, name: text, email: text, hash: text }),
  env: z.object({ device: text, os: text, osVersion: text, browserVersion: text, browser: text, ip: text }),
  geo: z.object({ asn: text, country: text, region: text }),
  /** url = page URL, ua = user agent, w/h = screen width/height. */
  request: z.object({ h: count, ua: text, url: text, w: count }),
  customData: z.record(z.string(), z.unknown()),
  tags: z.array(text),
  version: text,
  sourcemap: flag,
  agentVersion: text,
  teamId: text,
  projectId: text,
  sid: text,
  timestamp: isoTimestamp,
});
export type ErrorEvent = z.infer<typeof errorEventSchema>;

export const errorEventListSchema = pagedList(errorEventSchema);
export type ErrorEventList = z.infer<typeof errorEventListSchema>;

// The errors API's words that the screen needs without the schemas (no zod, so the renderer's
// errors views carry none): the statuses, the filters, the sort keys, the tracker links, and how
// a group's id becomes its path.

export const ERROR_STATUSES = ['Open', 'Resolved', 'Ignored'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The filters of the errors endpoints (spec 4.9), in the order the filter bar shows them. */
export const ERROR_FILTERS = [
  'browser',
  'browserVersion',
  'os',
  'osVersion',
  'version',
  'tags',
  'url',
  'user',
  'device',
] as const;
export type ErrorFilter = (typeof ERROR_FILTERS)[number];

export const SORT_KEYS = ['events', 'firstAt', 'lastAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const TRACKER_LINK_FIELDS = [
  'trackerALink',
  'trackerBLink',
  'trackerCLink',
  'trackerDLink',
  'trackerELink',
  'trackerFLink',
] as const;

/**
 * The path takes the hashName part of an id `<prefix>:<hashName>`. The prefix is opaque
 * (seen as 24 hex digits in the wild), so it is never parsed as a number.
 */
export function errorPathId(errorId: string): string {
  const colon = errorId.lastIndexOf(':');
  return colon === -1 ? errorId : errorId.slice(colon + 1);
}

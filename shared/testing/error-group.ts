// An error group and a list of them as the service sends them, for tests: every field of the spec,
// the ones a test is about given. The watch's and the errors screens' fixtures start from them.
import type { Read } from '../reading.ts';
import type { errorGroupSchema, errorListSchema } from '../schemas/errors.ts';

export type ErrorGroup = Read<typeof errorGroupSchema>;
export type ErrorList = Read<typeof errorListSchema>;

export function errorGroup(id: string, fields: Partial<ErrorGroup> = {}): ErrorGroup {
  return {
    id: `1:${id}`,
    hashName: id,
    message: `Error ${id}`,
    status: 'Open',
    users: 1,
    events: 1,
    comments: 0,
    trackerALink: '',
    trackerBLink: '',
    trackerCLink: '',
    trackerDLink: '',
    trackerELink: '',
    trackerFLink: '',
    projectId: 'demo-browser',
    teamId: 't',
    trends: [],
    created: '2026-11-01T00:00:00.000Z',
    firstAt: '2026-11-01T00:00:00.000Z',
    lastAt: '2026-11-23T09:00:00.000Z',
    ...fields,
  };
}

/** One page listing `groups`, its paging agreeing with them and with `fields` (a larger `totalCount`: the list was cut). */
export function errorList(groups: ErrorGroup[], fields: Partial<Omit<ErrorList, 'data'>> = {}): ErrorList {
  const { limit = 100, totalCount = groups.length } = fields;
  return {
    data: groups,
    trendDates: [],
    count: groups.length,
    limit,
    page: 1,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    totalCount,
    hasMore: totalCount > groups.length,
    ...fields,
  };
}

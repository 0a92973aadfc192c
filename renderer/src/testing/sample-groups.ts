// Error groups and lists for the errors screens' tests: a plausible group with only the fields a
// test is about given, and a list envelope whose paging agrees with `hasMore`.
import type { ErrorGroup, ErrorList } from '../api/answer-types.ts';

export function group(id: string, fields: Partial<ErrorGroup> = {}): ErrorGroup {
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

export function list(data: ErrorGroup[], hasMore = false, page = 1, limit = 25): ErrorList {
  return {
    data,
    trendDates: [],
    count: data.length,
    limit,
    page,
    totalPages: hasMore ? page + 1 : page,
    totalCount: hasMore ? (page + 1) * limit : data.length,
    hasMore,
  };
}

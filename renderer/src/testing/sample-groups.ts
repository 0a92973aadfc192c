// Error groups and lists for the errors screens' tests: a plausible group with only the fields a
// test is about given, and a list envelope whose paging agrees with `hasMore`.
import { errorGroup } from '../../../shared/testing/error-group.ts';
import type { ErrorGroup, ErrorList } from '../api/answer-types.ts';

export const group = (id: string, fields: Partial<ErrorGroup> = {}): ErrorGroup => errorGroup(id, fields);

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

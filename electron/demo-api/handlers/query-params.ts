// Reading an endpoint's query parameters. The server has already checked them against the
// catalogue (parseQuery), so a parameter is either absent or of its declared type.
import { ERROR_FILTERS } from '../../../shared/error-terms.ts';
import type { ErrorFilters } from '../error-filters.ts';
import type { EndpointRequest } from './request.ts';

type Query = EndpointRequest['query'];

/** Defaults where the spec is silent (README): 25 per page, first page, newest activity first. */
export const DEFAULT_LIMIT = 25;
export const DEFAULT_PAGE = 1;
export const DEFAULT_SORT = 'lastAt';

/** A text parameter, or undefined when it is absent. */
export function textParam(query: Query, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
}

/** A whole-number parameter, or `fallback` when it is absent. */
export function wholeNumberParam(query: Query, key: string, fallback: number): number {
  const value = query[key];
  return typeof value === 'number' ? value : fallback;
}

/** The `search` parameter (undefined: no search; the server drops an empty one). */
export function searchParam(req: EndpointRequest): string | undefined {
  return textParam(req.query, 'search');
}

/** Which page of a paginated list, and how long a page is. */
export function pageParams(query: Query): { limit: number; page: number } {
  return {
    limit: wholeNumberParam(query, 'limit', DEFAULT_LIMIT),
    page: wholeNumberParam(query, 'page', DEFAULT_PAGE),
  };
}

/** The error filters of the errors endpoints, plus the list's message search. */
export function errorFiltersParams(query: Query): ErrorFilters {
  const filters: ErrorFilters = {};
  for (const key of [...ERROR_FILTERS, 'message'] as const) filters[key] = textParam(query, key);
  return filters;
}

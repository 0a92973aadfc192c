// What the errors screens read from the route: status tab, filters, sort and paging. Keeping
// them in the route (beside the time window) lets every screen be reopened exactly.
import { ERROR_FILTERS, SORT_KEYS, type SortKey } from '../../../../shared/error-terms.ts';
import { ERROR_STATUSES, type ErrorStatus } from '../../../../shared/error-terms.ts';

export type ErrorFilterKey = (typeof ERROR_FILTERS)[number];
/** Every filter of the list: the group filters plus `message` (the list alone takes it). */
export type ListFilterKey = ErrorFilterKey | 'message';
export const LIST_FILTERS: readonly ListFilterKey[] = [...ERROR_FILTERS, 'message'];

export const FILTER_LABELS: Record<ListFilterKey, string> = {
  browser: 'Browser',
  browserVersion: 'Browser version',
  os: 'OS',
  osVersion: 'OS version',
  version: 'App version',
  tags: 'Tags',
  url: 'URL',
  user: 'User',
  device: 'Device',
  message: 'Message',
};

/** Values the spec names for a filter, offered as suggestions (any text is still accepted). */
export const FILTER_SUGGESTIONS: Partial<Record<ListFilterKey, readonly string[]>> = {
  browser: ['Chrome', 'Firefox', 'Safari', 'IE', 'Opera', 'Mobile Safari', 'Android Browser'],
  os: ['Windows', 'Mac OS', 'Linux', 'iOS', 'Android'],
  device: ['desktop', 'mobile'],
};

export const SORT_LABELS: Record<SortKey, string> = { lastAt: 'Last seen', firstAt: 'First seen', events: 'Events' };
export const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_SORT: SortKey = 'lastAt';

export function readStatus(params: URLSearchParams): ErrorStatus {
  const value = params.get('status');
  return (ERROR_STATUSES as readonly string[]).includes(value ?? '') ? (value as ErrorStatus) : 'Open';
}

export function readSort(params: URLSearchParams): SortKey {
  const value = params.get('sort');
  return (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as SortKey) : DEFAULT_SORT;
}

/** A whole number from the route, or the fallback when absent or out of range. */
export function readInt(params: URLSearchParams, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

export function readPageSize(params: URLSearchParams, key: string): number {
  return readInt(params, key, DEFAULT_PAGE_SIZE, 100);
}

/** The filters in force on the list, in the catalogue's order. */
export function readListFilters(params: URLSearchParams): Partial<Record<ListFilterKey, string>> {
  const filters: Partial<Record<ListFilterKey, string>> = {};
  for (const key of LIST_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The filters a group and its events take (all but `message`, which only the list knows). */
export function readGroupFilters(params: URLSearchParams): Partial<Record<ErrorFilterKey, string>> {
  const { message: _message, ...rest } = readListFilters(params);
  return rest;
}

/** Route parameters of the group screen: the list's state is kept so "back" restores it. */
export const GROUP_PAGE_PARAMS = { page: 'epage', limit: 'elimit' } as const;

// What list answers have in common: search matching, shares of the list's throughput, the
// busiest-first order and pagination.
import { percent } from '../distribution.ts';

/** Case-insensitive substring; no search matches everything. */
export function matchesSearch(text: string, search: string | undefined): boolean {
  return search === undefined || text.toLowerCase().includes(search.toLowerCase());
}

/** A row's share of the list's throughput, and whether it is under one percent. */
export function throughputShare(
  part: number,
  whole: number,
): { throughputPercentage: number; underOnePercent: boolean } {
  const throughputPercentage = percent(part, whole);
  return { throughputPercentage, underOnePercent: throughputPercentage < 1 };
}

export function pagination(totalCount: number, count: number, limit: number, page: number) {
  const totalPages = Math.ceil(totalCount / limit);
  return { count, limit, page, totalPages, totalCount, hasMore: page < totalPages };
}

const SHIFT = 2 ** 21;

/**
 * Busiest first; ties keep the model's order (so the order is total and stable). Lists reach
 * 100,000 rows, so the sort runs on packed numeric keys in a typed array when they fit.
 */
export function busiestFirst<T>(items: readonly T[], throughput: (item: T) => number): T[] {
  const n = items.length;
  const keys = new Float64Array(n);
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = throughput(items[i] as T);
    keys[i] = v;
    if (v > max) max = v;
  }
  if (n >= SHIFT || max >= 2 ** 31) {
    return items
      .map((item, i) => ({ item, i, v: keys[i] ?? 0 }))
      .sort((a, b) => b.v - a.v || a.i - b.i)
      .map((x) => x.item);
  }
  for (let i = 0; i < n; i++) keys[i] = (keys[i] ?? 0) * SHIFT + (SHIFT - 1 - i);
  keys.sort();
  const out = new Array<T>(n);
  for (let k = 0; k < n; k++) out[k] = items[SHIFT - 1 - ((keys[n - 1 - k] ?? 0) % SHIFT)] as T;
  return out;
}

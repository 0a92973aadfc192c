// The cache's index by window: which stored entry answered a request (without its window) for
// exactly one window. How a closed window seen before is found again, offline too. The newest
// answer wins.
import type { CacheMeta } from './cache-entry.ts';

export class CacheIndex {
  private readonly entries = new Map<string, { key: string; fetchedAt: number }>();

  remember(key: string, meta: CacheMeta): void {
    if (meta.request === undefined) return;
    const at = indexKey(meta.accountId, meta.request, meta.window);
    if ((this.entries.get(at)?.fetchedAt ?? -Infinity) <= meta.fetchedAt)
      this.entries.set(at, { key, fetchedAt: meta.fetchedAt });
  }

  /** The cache key of the newest entry for that request and window. */
  find(accountId: string, request: string, window: { start: number; end: number }): string | undefined {
    return this.entries.get(indexKey(accountId, request, window))?.key;
  }
}

function indexKey(accountId: string, request: string, window: { start: number; end: number }): string {
  return `${accountId}\u0000${request}\u0000${window.start}-${window.end}`;
}

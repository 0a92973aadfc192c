// What the cache tests share: an entry's meta by number, a keychain's stand-in, a fresh cache.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CacheMeta } from '../cache-entry.ts';
import { ResponseCache } from '../response-cache.ts';
import { MemorySecretStore } from '../secret-store.ts';

export const MB = 1024 * 1024;
export const meta = (n: number, accountId = 'a1', projectId = 'p1'): CacheMeta => ({
  accountId,
  projectId,
  endpoint: 'reports',
  query: { timeDur: '1d', n },
  window: { start: n * 60_000, end: (n + 1440) * 60_000 },
  fetchedAt: 1_700_000_000_000 + n,
});

/** A keychain's stand-in: the key outlives the cache object, as it outlives a launch. */
export const keychain = () => new MemorySecretStore({ persistent: true });

export async function freshCache(maxBytes = 256 * MB, secrets = keychain()) {
  const dir = await mkdtemp(join(tmpdir(), 'spyglass-cache-'));
  return { dir, secrets, cache: await ResponseCache.open({ dir, secrets, maxBytes }) };
}

// Where the offline cache lives and with which key: its folder under the user's data, its key in
// the keychain. Only a real keychain that lacks the key clears the folder (its entries cannot be
// read without it). With keys in memory (no keychain) the folder is left as it is for a later
// launch that has the keychain, and this session's answers go to a temporary folder of its own,
// removed when the cache closes. What happened is said in a notice.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTRY_SUFFIX } from './cache-entry.ts';
import type { SecretStore } from './secret-store.ts';
import { moveAside } from './set-aside.ts';

export const CACHE_KEY_SECRET = 'cache-key';

export interface CacheFolder {
  dir: string;
  key: Buffer;
  /** false when the key lives in memory only: entries last for this session. */
  persistent: boolean;
  removeOnClose: boolean;
  notices: string[];
}

export async function openCacheFolder(dir: string, secrets: SecretStore): Promise<CacheFolder> {
  const notices: string[] = [];
  if (!secrets.persistent) {
    const sessionDir = await mkdtemp(join(tmpdir(), 'spyglass-session-cache-'));
    const encoded = randomBytes(32).toString('base64');
    await secrets.set(CACHE_KEY_SECRET, encoded);
    const kept = await countEntries(dir);
    notices.push(
      kept > 0
        ? `Without the system keychain the offline cache cannot be read; it is left untouched (${savedAnswers(kept)}) for the next launch that has the keychain. Answers seen now are kept only until Spyglass quits.`
        : 'Without the system keychain, answers seen now are kept only until Spyglass quits; nothing is saved for offline use.',
    );
    return { dir: sessionDir, key: Buffer.from(encoded, 'base64'), persistent: false, removeOnClose: true, notices };
  }
  const info = await stat(dir).catch(() => null);
  if (info && !info.isDirectory()) {
    const aside = await moveAside(dir);
    notices.push(
      `A file stood where the offline cache's folder goes; it was moved to ${aside} and the cache starts empty.`,
    );
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let encoded = await secrets.get(CACHE_KEY_SECRET);
  if (encoded === null || Buffer.from(encoded, 'base64').length !== 32) {
    // A new key makes every existing entry unreadable: start clean rather than drop them one by one.
    const lost = await countEntries(dir);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true, mode: 0o700 });
    encoded = randomBytes(32).toString('base64');
    await secrets.set(CACHE_KEY_SECRET, encoded);
    if (lost > 0)
      notices.push(
        `The offline cache's key was not in the system keychain, so the cache (${savedAnswers(lost)}) could not be read and was removed.`,
      );
  }
  return { dir, key: Buffer.from(encoded, 'base64'), persistent: true, removeOnClose: false, notices };
}

/** The entries a cache folder holds and their bytes on disk. */
export async function folderUsage(dir: string): Promise<{ entries: number; bytes: number }> {
  const usage = { entries: 0, bytes: 0 };
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const info = name.endsWith(ENTRY_SUFFIX) ? await stat(join(dir, name)).catch(() => null) : null;
    if (!info) continue;
    usage.entries++;
    usage.bytes += info.size;
  }
  return usage;
}

async function countEntries(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(ENTRY_SUFFIX)).length;
}

const savedAnswers = (count: number) => `${count} saved answer${count === 1 ? '' : 's'}`;

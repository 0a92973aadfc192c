// Where the cache lives and with which key: only a real keychain without the key clears it; with
// keys in memory the saved cache is left for a later launch, and the session's answers go apart.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_KEY_SECRET, ResponseCache } from './response-cache.ts';
import { MemorySecretStore } from './secret-store.ts';
import { freshCache, keychain, MB, meta } from './testing/cache-fixtures.ts';
describe('ResponseCache and where its key lives', () => {
  const entryFiles = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.entry')).sort();

  it('with keys in memory, leaves the cache on disk untouched: readable again with the keychain', async () => {
    const real = keychain();
    const { dir, cache } = await freshCache(256 * MB, real);
    for (let n = 0; n < 3; n++) await cache.put(`k${n}`, meta(n), { n });
    await cache.close();
    const before = await entryFiles(dir);

    // A launch where no Secret Service answers: the keys are in memory.
    const session = await ResponseCache.open({ dir, secrets: new MemorySecretStore(), maxBytes: 256 * MB });
    expect(session.persistent).toBe(false);
    expect(session.notices).toEqual([expect.stringMatching(/left untouched \(3 saved answers\)/)]);
    expect(await session.list()).toEqual([]);
    await session.put('k9', meta(9), { n: 9 });
    expect((await session.get('k9'))?.data).toEqual({ n: 9 });
    await session.close();
    expect(await entryFiles(dir)).toEqual(before);

    const back = await ResponseCache.open({ dir, secrets: real, maxBytes: 256 * MB });
    expect(back.notices).toEqual([]);
    for (let n = 0; n < 3; n++) expect((await back.get(`k${n}`))?.data).toEqual({ n });
    expect(await back.get('k9')).toBeNull();
  });

  it("keeps a session's answers in a folder of its own, gone at close", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spyglass-cache-'));
    const session = await ResponseCache.open({ dir, secrets: new MemorySecretStore(), maxBytes: 256 * MB });
    expect(session.notices).toEqual([expect.stringMatching(/kept only until Spyglass quits/)]);
    await session.put('k1', meta(1), { n: 1 });
    await session.flush();
    expect(await readdir(dir)).toEqual([]);
    const sessionDirs = async () =>
      (await readdir(tmpdir())).filter((name) => name.startsWith('spyglass-session-cache-'));
    expect((await sessionDirs()).length).toBeGreaterThan(0);
    await session.close();
    await session.put('k2', meta(2), { n: 2 }); // a late answer does not bring the folder back
    expect(await session.list().catch(() => 'gone')).toBe('gone');
  });

  it('a keychain without the cache key clears the cache, and says how much went', async () => {
    const { dir, secrets, cache } = await freshCache();
    await cache.put('k1', meta(1), { n: 1 });
    await cache.put('k2', meta(2), { n: 2 });
    await secrets.delete(CACHE_KEY_SECRET);
    const reopened = await ResponseCache.open({ dir, secrets, maxBytes: 256 * MB });
    expect(reopened.notices).toEqual([
      expect.stringMatching(
        /key was not in the system keychain, so the cache \(2 saved answers\) could not be read and was removed/,
      ),
    ]);
    expect(await entryFiles(dir)).toEqual([]);
  });

  it('sets aside a file that stands where its folder goes, and starts', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'spyglass-cache-'));
    const dir = join(parent, 'cache');
    await writeFile(dir, 'not a folder');
    const cache = await ResponseCache.open({ dir, secrets: keychain(), maxBytes: 256 * MB });
    expect(cache.notices).toEqual([
      expect.stringMatching(/A file stood where the offline cache's folder goes; it was moved to .*cache\.set-aside-/),
    ]);
    await cache.put('k1', meta(1), { n: 1 });
    expect((await cache.get('k1'))?.data).toEqual({ n: 1 });
    const aside = (await readdir(parent)).find((name) => name.startsWith('cache.set-aside-'))!;
    expect(await readFile(join(parent, aside), 'utf8')).toBe('not a folder');
  });
});

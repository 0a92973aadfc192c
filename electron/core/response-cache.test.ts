import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CACHE_KEY_SECRET, ResponseCache } from './response-cache.ts';
import { MemorySecretStore } from './secret-store.ts';
import { freshCache, keychain, MB, meta } from './testing/cache-fixtures.ts';

/** The paths of the cache's entry files. */
const entryPaths = async (dir: string) =>
  (await readdir(dir)).filter((name) => name.endsWith('.entry')).map((name) => join(dir, name));

/** A fresh cache holding one entry, `k1`, and the path of its file. */
async function cacheWithOne() {
  const { dir, cache } = await freshCache();
  await cache.put('k1', meta(1), { value: 1 });
  const [path] = await entryPaths(dir);
  return { dir, cache, path: path! };
}

/** Changes a file on disk: in place, or to the bytes `change` gives back. */
async function alterFile(path: string, change: (bytes: Buffer) => Buffer | void): Promise<void> {
  const bytes = await readFile(path);
  await writeFile(path, change(bytes) ?? bytes);
}

describe('ResponseCache', () => {
  it('flushes: every write asked for so far is on disk, none half-written', async () => {
    const { dir, cache } = await freshCache();
    for (let n = 0; n < 20; n++) void cache.put(`k${n % 7}`, meta(n), { n });
    await cache.flush();
    const names = await readdir(dir);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(names.filter((name) => name.endsWith('.entry'))).toHaveLength(7);
    expect((await cache.get('k6'))?.data).toEqual({ n: 13 });
  });

  it('gives back what was stored, with its meta', async () => {
    const { cache } = await freshCache();
    const data = { errors: 12, text: 'ünïcödé خطأ', nested: [1, 2, { x: null }] };
    await cache.put('k1', meta(1), data);
    const hit = await cache.get('k1');
    expect(hit).toEqual({
      key: 'k1',
      meta: meta(1),
      data,
      raw: expect.any(Buffer),
      facts: { deviations: [], deviationCount: 0 },
    });
    expect(hit!.raw!.toString()).toBe(JSON.stringify(data));
    expect(await cache.get('missing')).toBeNull();
  });

  it('stores given JSON text as it is, and reads it back with the value it parses to', async () => {
    const { dir, cache } = await freshCache();
    const raw = Buffer.from('{ "b": 1, "a": [true, "ünï"] }');
    await cache.put('k1', meta(1), { b: 1, a: [true, 'ünï'] }, { raw });
    const hit = await cache.get('k1');
    expect(hit?.data).toEqual({ b: 1, a: [true, 'ünï'] });
    expect(hit?.raw?.equals(raw)).toBe(true);
    // Still sealed on disk, and listed like any entry.
    const [path] = await entryPaths(dir);
    expect((await readFile(path!)).includes('ünï')).toBe(false);
    expect(await cache.list()).toMatchObject([{ accountId: 'a1', fetchedAt: meta(1).fetchedAt }]);
  });

  it("keeps an answer's facts, and the service's own text apart, read only when asked for", async () => {
    const { dir, cache } = await freshCache();
    const facts = {
      deviations: [
        { path: 'errors.events', expected: 'a whole number, 0 or more', received: 'null', read: 'no value' as const },
      ],
      deviationCount: 1,
      trace: {
        method: 'GET' as const,
        url: 'https://api.example.com/v2/projects/p1/reports?timeDur=1d',
        headers: { 'X-API-KEY': '•••' },
        status: 200,
        attempts: 1,
        timings: { queuedMs: 0, waitingMs: 5, readingMs: 1, checkingMs: 2 },
        bytes: 31,
      },
    };
    const served = Buffer.from('{"errors":{"events":null,"servedOnlyField":1}}');
    await cache.put('k1', meta(1), { errors: { events: null } }, { facts, served });
    const hit = await cache.get('k1');
    expect(hit).toMatchObject({ data: { errors: { events: null } }, facts });
    expect(hit?.served).toBeUndefined();
    expect((await cache.get('k1', { served: true }))?.served?.equals(served)).toBe(true);
    // An entry without a served text has none to give.
    await cache.put('k2', meta(2), { value: 2 });
    expect((await cache.get('k2', { served: true }))?.served).toBeUndefined();
    // Sealed like the rest (looked for by words long enough not to turn up in sealed bytes by chance).
    for (const path of await entryPaths(dir)) {
      const bytes = await readFile(path);
      expect(bytes.includes('servedOnlyField')).toBe(false);
      expect(bytes.includes('errors.events')).toBe(false);
    }
  });

  it('reads entries written before facts were kept (version 1): no deviations, no trace', async () => {
    const { cache, path } = await cacheWithOne();
    // Version 2 is meta | facts | data; version 1 was meta | data: drop the facts box.
    await alterFile(path, (file) => {
      const metaEnd = 9 + file.readUInt32BE(5);
      const factsLength = file.readUInt32BE(metaEnd);
      const dataStart = metaEnd + 4 + factsLength + 4;
      const v1 = Buffer.concat([file.subarray(0, metaEnd), file.subarray(dataStart)]);
      v1.writeUInt8(1, 4);
      return v1;
    });
    expect(await cache.get('k1')).toMatchObject({ data: { value: 1 }, facts: { deviations: [], deviationCount: 0 } });
    expect(await cache.list()).toHaveLength(1);
  });

  it('drops an entry whose boxes run past its end', async () => {
    const { cache, path } = await cacheWithOne();
    await alterFile(path, (file) => {
      file.writeUInt32BE(0x7fffffff, 9 + file.readUInt32BE(5)); // the facts box "is" 2 GB
    });
    expect(await cache.get('k1')).toBeNull();
    expect(cache.dropped).toBe(1);
  });

  it('writes again into a cache folder removed while it runs', async () => {
    const { dir, cache } = await freshCache();
    await cache.put('k1', meta(1), { value: 1 });
    await rm(dir, { recursive: true, force: true });
    await cache.put('k2', meta(2), { value: 2 });
    expect(await cache.get('k2')).toMatchObject({ data: { value: 2 } });
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('stores nothing in clear on disk', async () => {
    const { dir, cache } = await freshCache();
    await cache.put('k1', meta(1), { email: 'ada@example.com' });
    const [path] = await entryPaths(dir);
    const bytes = await readFile(path!);
    expect(bytes.includes('ada@example.com')).toBe(false);
    expect(bytes.includes('reports')).toBe(false);
  });

  it('drops a tampered entry instead of returning it', async () => {
    const { dir, cache, path } = await cacheWithOne();
    await alterFile(path, (bytes) => {
      bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0xff;
    });
    expect(await cache.get('k1')).toBeNull();
    expect(cache.dropped).toBe(1);
    expect(await entryPaths(dir)).not.toContain(path);
  });

  it('cannot read entries under another key, and starts clean when the key is lost', async () => {
    const { dir, secrets, cache } = await freshCache();
    await cache.put('k1', meta(1), { value: 1 });
    await secrets.delete(CACHE_KEY_SECRET);
    const reopened = await ResponseCache.open({ dir, secrets, maxBytes: 256 * MB });
    expect(await reopened.get('k1')).toBeNull();
    expect(await secrets.get(CACHE_KEY_SECRET)).not.toBeNull();
  });

  it('keeps under its size cap, evicting the least recently used', async () => {
    const { dir, cache } = await freshCache(60 * 1024);
    const blob = 'x'.repeat(10 * 1024); // JSON grows it a little; each entry ~10 KB
    for (let i = 0; i < 5; i++) await cache.put(`k${i}`, meta(i), blob);
    // Use k0 so that k1 becomes the oldest.
    await new Promise((r) => setTimeout(r, 20));
    expect(await cache.get('k0')).not.toBeNull();
    for (let i = 5; i < 8; i++) await cache.put(`k${i}`, meta(i), blob);
    const sizes = await Promise.all((await readdir(dir)).map(async (n) => (await readFile(join(dir, n))).length));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60 * 1024);
    expect(await cache.get('k0')).not.toBeNull();
    expect(await cache.get('k1')).toBeNull();
    expect(await cache.get('k7')).not.toBeNull();
  });

  it('lists and clears by account and project, newest first', async () => {
    const { cache } = await freshCache();
    await cache.put('a', meta(1, 'acc1', 'p1'), 1);
    await cache.put('b', meta(2, 'acc1', 'p2'), 2);
    await cache.put('c', meta(3, 'acc2', 'p1'), 3);
    expect((await cache.list({ accountId: 'acc1' })).map((e) => e.fetchedAt)).toEqual([
      meta(2).fetchedAt,
      meta(1).fetchedAt,
    ]);
    expect((await cache.list({ accountId: 'acc1', projectId: 'p2' })).map((e) => e.query.n)).toEqual([2]);
    const [entry] = await cache.list({ accountId: 'acc2' });
    expect(entry).toMatchObject({ ...meta(3, 'acc2', 'p1') });
    expect(entry!.bytes).toBeGreaterThan(0);
    expect(await cache.clear({ accountId: 'acc1' })).toBe(2);
    expect((await cache.list()).map((e) => e.accountId)).toEqual(['acc2']);
  });

  it('reports whether it outlives the session', async () => {
    expect((await freshCache()).cache.persistent).toBe(true);
    expect((await freshCache(256 * MB, new MemorySecretStore())).cache.persistent).toBe(false); // the key is in memory
  });
});

describe('ResponseCache crash safety', () => {
  const run = promisify(execFile);
  const writer = join(import.meta.dirname, 'testing', 'cache-writer.ts');

  it('survives writers killed mid-write: every later read is whole or absent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spyglass-crash-'));
    const key = Buffer.alloc(32, 7).toString('base64');
    // At least 12 kills, and more (up to 60) until one has visibly torn a write.
    const torn = async () => (await readdir(dir)).some((n) => n.endsWith('.tmp'));
    for (let round = 0; round < 60 && (round < 12 || !(await torn())); round++) {
      const child = spawn(process.execPath, [writer, dir, key, String(round)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Wait until it is busy writing, then kill it without warning at a varying moment.
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      await new Promise((r) => setTimeout(r, 5 + ((round * 37) % 60)));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    // Torn temporary files prove that kills landed mid-write.
    expect(await torn()).toBe(true);
    const secrets = keychain();
    await secrets.set(CACHE_KEY_SECRET, key);
    const cache = await ResponseCache.open({ dir, secrets, maxBytes: 256 * MB });
    const entries = await cache.list();
    expect(entries.length).toBeGreaterThan(0);
    expect(cache.dropped).toBe(0);
    for (let slot = 0; slot < 20; slot++) {
      const hit = await cache.get(`slot-${slot}`);
      if (hit === null) continue;
      const data = hit.data as { slot: number; payload: string; check: number };
      expect(data.slot).toBe(slot);
      expect(data.payload.length).toBe(data.check);
    }
    // And a normal process can use it as usual afterwards.
    const { stdout } = await run(process.execPath, ['-e', 'console.log("alive")']);
    expect(stdout.trim()).toBe('alive');
  }, 60_000);
});

// ResponseCache: the answers Spyglass has seen, on disk, to paint at once and browse offline.
//
// One encrypted file per entry (error events hold personal data; the file is cache-entry.ts's)
// under a key from the keychain, found by request or by window, evicted least-recently-used
// under a size cap. Each entry keeps the facts of its answer (deviations, trace) and, when the
// service's text is not the stored value's own, that text as it was sent, for Inspect.
import { readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnswerFacts, CacheEntry } from '../../shared/bridge.ts';
import { TEMP_SUFFIX } from './atomic-file.ts';
import {
  EntryCipher,
  ENTRY_SUFFIX,
  entryFileName,
  readEntryBoxes,
  readHeadBox,
  writeEntryFile,
  type CacheMeta,
  type EntryHead,
  type CacheHit,
  type StoredAnswer,
} from './cache-entry.ts';
import { folderUsage, openCacheFolder, type CacheFolder } from './cache-folder.ts';
import { SealedDocuments } from './sealed-documents.ts';
import type { SecretStore } from './secret-store.ts';
import { CacheIndex } from './cache-index.ts';

export type { CacheHit, CacheMeta, StoredAnswer } from './cache-entry.ts';
const NO_FACTS: AnswerFacts = { deviations: [], deviationCount: 0 };

export { CACHE_KEY_SECRET } from './cache-folder.ts';
/** A temporary file older than this was left by a process that died mid-write. */
const STALE_TEMP_MS = 60_000;

export class ResponseCache {
  /** false when the encryption key lives in memory only: entries last for this session. */
  readonly persistent: boolean;
  /** What opening did to the cache on disk, for the user (a cache cleared, left aside, set aside). */
  readonly notices: readonly string[];
  private readonly removeOnClose: boolean;
  private closed = false;
  private readonly dir: string;
  private readonly cipher: EntryCipher;
  private maxBytes: number;
  private totalBytes: number | null = null; // learnt on the first write
  /** Each entry file's size, by name, as of the last count; trusted while `totalBytes` is known. */
  private readonly sizes = new Map<string, number>();
  /** Entries dropped because they failed authentication (corrupt or tampered). */
  dropped = 0;
  /** Request and window → entry, built on the first lookup by window; dropped when entries go. */
  private cacheIndex: CacheIndex | null = null;
  /** Writes under way, so that a read right after a write sees it. */
  private readonly writing = new Map<string, Promise<void>>();
  /** The app's own sealed documents, under the same key, in a folder of their own (sealed-documents.ts). */
  readonly documents: SealedDocuments;

  private constructor(folder: CacheFolder, maxBytes: number) {
    const { dir, key, ...how } = folder;
    this.dir = dir;
    this.cipher = new EntryCipher(key);
    this.documents = new SealedDocuments(join(dir, 'documents'), this.cipher);
    this.maxBytes = maxBytes;
    this.persistent = how.persistent;
    this.removeOnClose = how.removeOnClose;
    this.notices = how.notices;
  }

  /** The cache under `dir`, with its key from the keychain (see cache-folder.ts for which folder and why). */
  static async open(options: { dir: string; secrets: SecretStore; maxBytes: number }): Promise<ResponseCache> {
    return new ResponseCache(await openCacheFolder(options.dir, options.secrets), options.maxBytes);
  }

  /** Lets the last writes land; a session's temporary folder goes with its key. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    await this.documents.flush();
    if (this.removeOnClose) await rm(this.dir, { recursive: true, force: true });
  }

  setMaxBytes(maxBytes: number): Promise<void> {
    this.maxBytes = maxBytes;
    return this.evict();
  }

  /** Stores an entry; callers need not wait: a `get` of the same key waits for the write. */
  put(key: string, meta: CacheMeta, data: unknown, stored: StoredAnswer = {}): Promise<void> {
    const previous = this.writing.get(key) ?? Promise.resolve();
    // Two turns of the loop later: serialising, encrypting and writing must hold up neither the
    // answer being sent nor the I/O that is ready by the next turn (other answers coming in, or
    // a reader in this same process, as in tests and the bench, reading this answer).
    const write = previous
      .then(() => new Promise((resolve) => setImmediate(() => setImmediate(resolve))))
      .then(() => this.write(key, meta, data, stored));
    const settled = write
      .catch(() => undefined)
      .finally(() => {
        if (this.writing.get(key) === settled) this.writing.delete(key);
      });
    this.writing.set(key, settled);
    return write;
  }

  /** Resolves when every write asked for so far is on disk (or has failed). */
  async flush(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing.values());
  }

  private async write(key: string, meta: CacheMeta, data: unknown, stored: StoredAnswer): Promise<void> {
    if (this.closed && this.removeOnClose) return; // the session's folder is gone, with its key
    const name = entryFileName(key);
    const facts = Buffer.from(JSON.stringify(stored.facts ?? NO_FACTS));
    const file = this.cipher.seal(
      name,
      { key, meta },
      facts,
      stored.raw ?? Buffer.from(JSON.stringify(data)),
      stored.served,
    );
    await writeEntryFile(this.dir, name, file);
    this.cacheIndex?.remember(key, meta);
    if (this.totalBytes !== null) this.totalBytes += file.length - (this.sizes.get(name) ?? 0);
    this.sizes.set(name, file.length);
    await this.evict();
  }

  /** The entry stored under `key`; with `served`, also the text the service sent, if stored apart. */
  async get(key: string, options: { served?: boolean } = {}): Promise<CacheHit | null> {
    await this.writing.get(key);
    const name = entryFileName(key);
    const path = join(this.dir, name);
    const boxes = await readEntryBoxes(path, options).catch(() => 'missing' as const);
    if (boxes === 'missing') return null;
    try {
      if (boxes === 'corrupt') throw new Error('not an entry');
      const head = this.cipher.openHead(name, boxes.meta);
      if (head.key !== key) return null; // a hash collision, in theory
      const raw = this.cipher.openData(name, boxes.data);
      const data: unknown = JSON.parse(raw.toString());
      const facts = boxes.facts
        ? (JSON.parse(this.cipher.openFacts(name, boxes.facts).toString()) as AnswerFacts)
        : NO_FACTS;
      const served = boxes.served ? this.cipher.openServed(name, boxes.served) : undefined;
      await utimes(path, new Date(), new Date()).catch(() => undefined); // recency for LRU
      return { key, meta: head.meta, data, raw, facts, ...(served ? { served } : {}) };
    } catch {
      await this.drop(path);
      return null;
    }
  }

  /** What the cache holds, newest first, reading only each entry's head. */
  async list(filter: { accountId?: string | undefined; projectId?: string | undefined } = {}): Promise<CacheEntry[]> {
    const entries: CacheEntry[] = [];
    for (const name of await this.entryNames()) {
      const path = join(this.dir, name);
      const meta = await this.readMeta(path, name);
      if (!meta) continue;
      if (filter.accountId !== undefined && meta.meta.accountId !== filter.accountId) continue;
      if (filter.projectId !== undefined && meta.meta.projectId !== filter.projectId) continue;
      entries.push({ ...meta.meta, bytes: meta.bytes });
    }
    return entries.sort((a, b) => b.fetchedAt - a.fetchedAt);
  }

  /** How many entries the cache holds and their size on disk, once the writes under way have landed. */
  async stats(): Promise<{ entries: number; bytes: number }> {
    await this.flush();
    return folderUsage(this.dir);
  }

  async clear(filter: { accountId?: string | undefined } = {}): Promise<number> {
    let removed = 0;
    for (const name of await this.entryNames()) {
      const path = join(this.dir, name);
      if (filter.accountId !== undefined) {
        const meta = await this.readMeta(path, name);
        if (meta && meta.meta.accountId !== filter.accountId) continue;
      }
      await rm(path, { force: true });
      removed++;
    }
    this.totalBytes = null;
    this.sizes.clear();
    this.cacheIndex = null;
    return removed;
  }

  /**
   * The entry fetched for `request` (a request without its window) that covered exactly
   * `window`. The first lookup reads every entry's head once; later ones are a map lookup.
   */
  async findByWindow(
    accountId: string,
    request: string,
    window: { start: number; end: number },
    options: { served?: boolean } = {},
  ): Promise<CacheHit | null> {
    if (!this.cacheIndex) {
      const index = new CacheIndex();
      for (const name of await this.entryNames()) {
        const head = await this.readMeta(join(this.dir, name), name);
        if (head) index.remember(head.key, head.meta);
      }
      this.cacheIndex = index;
    }
    const found = this.cacheIndex.find(accountId, request, window);
    const hit = found ? await this.get(found, options) : null;
    // A relative window's entry is rewritten on every fetch: it may cover another range by now.
    return hit && hit.meta.window.start === window.start && hit.meta.window.end === window.end ? hit : null;
  }

  private async readMeta(path: string, name: string): Promise<(EntryHead & { bytes: number }) | null> {
    const head = await readHeadBox(path);
    if (head === 'missing') return null;
    try {
      if (head === 'corrupt') throw new Error('not an entry');
      const { key, meta } = this.cipher.openHead(name, head.box);
      return { key, meta, bytes: head.size };
    } catch {
      await this.drop(path);
      return null;
    }
  }

  private async drop(path: string): Promise<void> {
    this.dropped++;
    await rm(path, { force: true });
    this.totalBytes = null;
    this.sizes.clear();
    this.cacheIndex = null;
  }

  private async entryNames(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => name.endsWith(ENTRY_SUFFIX));
  }

  /** Least recently used first, until the total is under the cap; stale temp files go too. */
  private async evict(): Promise<void> {
    if (this.totalBytes !== null && this.totalBytes <= this.maxBytes) return;
    const now = Date.now();
    const files: { name: string; path: string; size: number; used: number }[] = [];
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      if (name.endsWith(TEMP_SUFFIX)) {
        if (now - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true });
        continue;
      }
      if (name.endsWith(ENTRY_SUFFIX)) files.push({ name, path, size: info.size, used: info.mtimeMs });
    }
    files.sort((a, b) => a.used - b.used);
    let total = files.reduce((sum, file) => sum + file.size, 0);
    this.sizes.clear();
    for (const file of files) this.sizes.set(file.name, file.size);
    for (const file of files) {
      if (total <= this.maxBytes) break;
      await rm(file.path, { force: true });
      this.sizes.delete(file.name);
      this.cacheIndex = null;
      total -= file.size;
    }
    this.totalBytes = total;
  }
}

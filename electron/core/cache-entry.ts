// One cache entry on disk: its file format, its encryption and its crash-safe write.
//
// AES-256-GCM, each box bound to its file name and part, so boxes cannot be swapped between
// files. Which entries there are, and which go, is the cache's own business (response-cache.ts).
//
// Entry file, version 2: "SPYC" | 2 | u32 meta length | meta box | u32 facts length | facts box |
// u32 data length | data box | served box (optional, to the end), where a box is
// iv (12) | tag (16) | ciphertext. The meta box is small, so listing reads only the head; the
// facts (deviations, trace) are small too; the served box, the answer's text as the service sent
// it when that is not the data's own text, is read only for Inspect. Version 1 files (meta box |
// data box) are still read.
import type { AnswerFacts } from '../../shared/bridge.ts';
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { close, fsync, open as openFile, rename, writeFile } from 'node:fs';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { CacheEntry } from '../../shared/bridge.ts';
import { TEMP_SUFFIX } from './atomic-file.ts';

export type CacheMeta = Omit<CacheEntry, 'bytes'>;
/** What an entry's meta box holds: its cache key (a file name is only a hash of it) and its meta. */
export interface EntryHead {
  key: string;
  meta: CacheMeta;
}

/** An entry's boxes, still sealed; `facts` is null in a version 1 file, `served` when absent or not asked for. */
export interface EntryBoxes {
  meta: Buffer;
  facts: Buffer | null;
  data: Buffer;
  served: Buffer | null;
}

const MAGIC = Buffer.from('SPYC');
const VERSION = 2;
const READABLE_VERSIONS = new Set([1, 2]);
const HEAD = MAGIC.length + 1 + 4;
const LENGTH = 4;
const IV = 12;
const TAG = 16;
/** A meta box past this is not one Spyglass wrote. */
const MAX_META = 1024 * 1024;
export const ENTRY_SUFFIX = '.entry';

/** The name of the file that holds the entry for `key`. */
export function entryFileName(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 40) + ENTRY_SUFFIX;
}

/** Seals entry files with the cache's key, and opens their boxes; a box that fails authentication throws. */
export class EntryCipher {
  private readonly key: KeyObject;

  constructor(key: Buffer) {
    // One key object for every box: cheaper than handing the cipher raw key bytes each time.
    this.key = createSecretKey(key);
  }

  /**
   * The whole file of the entry `name`: `head`, `facts` (JSON text), `data` (the answer's JSON
   * text) and, when given, `served` (the text the service sent, where it is not `data`).
   */
  seal(name: string, head: EntryHead, facts: Buffer, data: Buffer, served?: Buffer): Buffer {
    const metaBox = this.sealBox(Buffer.from(JSON.stringify(head)), Buffer.from(`${name}:meta`));
    const factsBox = this.sealBox(facts, Buffer.from(`${name}:facts`));
    const dataBox = this.sealBox(data, Buffer.from(`${name}:data`));
    const servedBox = served ? this.sealBox(served, Buffer.from(`${name}:served`)) : Buffer.alloc(0);
    const start = Buffer.alloc(HEAD);
    MAGIC.copy(start);
    start.writeUInt8(VERSION, MAGIC.length);
    start.writeUInt32BE(metaBox.length, MAGIC.length + 1);
    return Buffer.concat([start, metaBox, length(factsBox), factsBox, length(dataBox), dataBox, servedBox]);
  }

  openHead(name: string, box: Buffer): EntryHead {
    return JSON.parse(this.openBox(box, Buffer.from(`${name}:meta`)).toString()) as EntryHead;
  }

  openFacts(name: string, box: Buffer): Buffer {
    return this.openBox(box, Buffer.from(`${name}:facts`));
  }

  openData(name: string, box: Buffer): Buffer {
    return this.openBox(box, Buffer.from(`${name}:data`));
  }

  openServed(name: string, box: Buffer): Buffer {
    return this.openBox(box, Buffer.from(`${name}:served`));
  }

  /** A document of the app's own (the watch's inbox) as one box, bound to its name: see sealed-documents.ts. */
  sealDocument(name: string, text: string): Buffer {
    return this.sealBox(Buffer.from(text), Buffer.from(`${name}:document`));
  }

  /** A document's text; throws when the box is not this name's under this key (corrupt, tampered, moved). */
  openDocument(name: string, box: Buffer): string {
    return this.openBox(box, Buffer.from(`${name}:document`)).toString();
  }

  private sealBox(plain: Buffer, aad: Buffer): Buffer {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(aad);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  private openBox(box: Buffer, aad: Buffer): Buffer {
    if (box.length < IV + TAG) throw new Error('not a box');
    const decipher = createDecipheriv('aes-256-gcm', this.key, box.subarray(0, IV)).setAAD(aad);
    decipher.setAuthTag(box.subarray(IV, IV + TAG));
    return Buffer.concat([decipher.update(box.subarray(IV + TAG)), decipher.final()]);
  }
}

function length(box: Buffer): Buffer {
  const out = Buffer.alloc(LENGTH);
  out.writeUInt32BE(box.length);
  return out;
}

class Corrupt extends Error {}

/** Reads exact byte ranges of an open file; a range past its end means it is not an entry. */
function reader(handle: FileHandle, size: number) {
  return async (at: number, count: number): Promise<Buffer> => {
    if (count < 0 || at + count > size) throw new Corrupt();
    const buffer = Buffer.allocUnsafe(count);
    const { bytesRead } = await handle.read(buffer, 0, count, at);
    if (bytesRead !== count) throw new Corrupt();
    return buffer;
  };
}

/** The meta box's length from a file's head, or null when the head is not one of an entry. */
function metaLength(head: Buffer, size: number): { version: number; length: number } | null {
  if (!head.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const version = head.readUInt8(MAGIC.length);
  if (!READABLE_VERSIONS.has(version)) return null;
  const length = head.readUInt32BE(MAGIC.length + 1);
  if (length < IV + TAG || length > Math.min(size - HEAD, MAX_META)) return null;
  return { version, length };
}

/**
 * An entry file's boxes, read without the served box unless `served` is asked for (it can be as
 * large as the answer, and only Inspect needs it).
 */
export async function readEntryBoxes(
  path: string,
  options: { served?: boolean } = {},
): Promise<EntryBoxes | 'missing' | 'corrupt'> {
  return withEntryFile(path, async (read, size) => {
    const head = metaLength(await read(0, HEAD), size);
    if (!head) return 'corrupt';
    let at = HEAD;
    const meta = await read(at, head.length);
    at += head.length;
    if (head.version === 1) return { meta, facts: null, data: await read(at, size - at), served: null };
    const facts = await read(at + LENGTH, (await read(at, LENGTH)).readUInt32BE(0));
    at += LENGTH + facts.length;
    const data = await read(at + LENGTH, (await read(at, LENGTH)).readUInt32BE(0));
    at += LENGTH + data.length;
    const served = options.served && size > at ? await read(at, size - at) : null;
    return { meta, facts, data, served };
  });
}

/** The meta box of an entry file, read without the (possibly large) data box. */
export async function readHeadBox(path: string): Promise<{ box: Buffer; size: number } | 'missing' | 'corrupt'> {
  return withEntryFile(path, async (read, size) => {
    const head = metaLength(await read(0, HEAD), size);
    return head ? { box: await read(HEAD, head.length), size } : 'corrupt';
  });
}

/** Reads an entry file with `body`; a file that is gone is `missing`, one cut short `corrupt`. */
async function withEntryFile<T>(
  path: string,
  body: (read: ReturnType<typeof reader>, size: number) => Promise<T | 'corrupt'>,
): Promise<T | 'missing' | 'corrupt'> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return 'missing';
  try {
    const { size } = await handle.stat();
    return await body(reader(handle, size), size);
  } catch (error) {
    if (error instanceof Corrupt) return 'corrupt';
    throw error;
  } finally {
    await handle.close();
  }
}

/**
 * An entry file written whole or not at all, as atomic-file.ts does it: a temporary file beside
 * it, flushed to disk, then renamed over it. With the callback API, which costs the main thread
 * about half what file handles do; a cache write follows every answer. A missing folder (removed
 * while the app runs) is made again.
 */
export async function writeEntryFile(dir: string, name: string, data: Buffer): Promise<void> {
  const temp = join(dir, `${name}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
  try {
    await writeAndFlush(temp, data).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeAndFlush(temp, data);
    });
    await new Promise<void>((resolve, reject) =>
      rename(temp, join(dir, name), (error) => (error ? reject(error) : resolve())),
    );
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function writeAndFlush(path: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    openFile(path, 'w', 0o600, (error, fd) => {
      if (error) return reject(error);
      const done = (failure: Error | null) =>
        close(fd, (closing) => {
          const error = failure ?? closing;
          if (error) reject(error);
          else resolve();
        });
      writeFile(fd, data, (writing) => (writing ? done(writing) : fsync(fd, done)));
    });
  });
}

/** An entry as read back. */
export interface CacheHit {
  /** The entry's cache key (a lookup by window finds another request's entry). */
  key: string;
  meta: CacheMeta;
  data: unknown;
  /** The stored JSON text of `data`, as read. */
  raw?: Buffer;
  /** How the answer was read and fetched; none for entries stored before facts were kept. */
  facts: AnswerFacts;
  /** The text the service sent, when it was not `raw` and was asked for (`get(key, { served: true })`). */
  served?: Buffer;
}

/** What is stored beside an entry's value. */
export interface StoredAnswer {
  /** The JSON text of the value (UTF-8), stored as it is, saving a serialisation. */
  raw?: Buffer | undefined;
  facts?: AnswerFacts | undefined;
  /** The text the service sent, when it is not the value's own text (a drifted or stripped answer). */
  served?: Buffer | undefined;
}

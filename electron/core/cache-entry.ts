// One cache entry on disk: its file format, its encryption and its crash-safe write.
//
// AES-256-GCM, each box bound to its file name and part, so boxes cannot be swapped between
// files. Which entries there are, and which go, is the cache's own business (response-cache.ts).
//
// Entry file: "SPYC" | version | u32 meta length | meta box | data box, where a box is
// iv (12) | tag (16) | ciphertext. The meta box is small, so listing reads only the head.
import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { close, fsync, open as openFile, rename, writeFile } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CacheEntry } from '../../shared/bridge.ts';
import { TEMP_SUFFIX } from './atomic-file.ts';

export type CacheMeta = Omit<CacheEntry, 'bytes'>;
/** What an entry's meta box holds: its cache key (a file name is only a hash of it) and its meta. */
export interface EntryHead {
  key: string;
  meta: CacheMeta;
}

const MAGIC = Buffer.from('SPYC');
const VERSION = 1;
const HEAD = MAGIC.length + 1 + 4;
const IV = 12;
const TAG = 16;
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

  /** The whole file of the entry `name`: `head`, and `data` (the answer's JSON text). */
  seal(name: string, head: EntryHead, data: Buffer): Buffer {
    const metaBox = this.sealBox(Buffer.from(JSON.stringify(head)), Buffer.from(`${name}:meta`));
    const dataBox = this.sealBox(data, Buffer.from(`${name}:data`));
    const start = Buffer.alloc(HEAD);
    MAGIC.copy(start);
    start.writeUInt8(VERSION, MAGIC.length);
    start.writeUInt32BE(metaBox.length, MAGIC.length + 1);
    return Buffer.concat([start, metaBox, dataBox]);
  }

  openHead(name: string, box: Buffer): EntryHead {
    return JSON.parse(this.openBox(box, Buffer.from(`${name}:meta`)).toString()) as EntryHead;
  }

  openData(name: string, box: Buffer): Buffer {
    return this.openBox(box, Buffer.from(`${name}:data`));
  }

  private sealBox(plain: Buffer, aad: Buffer): Buffer {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(aad);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  private openBox(box: Buffer, aad: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.key, box.subarray(0, IV)).setAAD(aad);
    decipher.setAuthTag(box.subarray(IV, IV + TAG));
    return Buffer.concat([decipher.update(box.subarray(IV + TAG)), decipher.final()]);
  }
}

/** An entry file's two boxes, or null when the file is not an entry of this version. */
export function splitEntry(file: Buffer): { meta: Buffer; data: Buffer } | null {
  if (file.length < HEAD || !file.subarray(0, MAGIC.length).equals(MAGIC) || file.readUInt8(MAGIC.length) !== VERSION) return null;
  const metaLength = file.readUInt32BE(MAGIC.length + 1);
  if (HEAD + metaLength + IV + TAG > file.length || metaLength < IV + TAG) return null;
  return { meta: file.subarray(HEAD, HEAD + metaLength), data: file.subarray(HEAD + metaLength) };
}

/** The meta box of an entry file, read without the (possibly large) data box. */
export async function readHeadBox(path: string): Promise<{ box: Buffer; size: number } | 'missing' | 'corrupt'> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return 'missing';
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(HEAD);
    await handle.read(head, 0, HEAD, 0);
    if (!head.subarray(0, MAGIC.length).equals(MAGIC) || head.readUInt8(MAGIC.length) !== VERSION) return 'corrupt';
    const metaLength = head.readUInt32BE(MAGIC.length + 1);
    if (metaLength < IV + TAG || metaLength > Math.min(size - HEAD, 1024 * 1024)) return 'corrupt';
    const box = Buffer.alloc(metaLength);
    await handle.read(box, 0, metaLength, HEAD);
    return { box, size };
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
    await new Promise<void>((resolve, reject) => rename(temp, join(dir, name), (error) => (error ? reject(error) : resolve())));
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

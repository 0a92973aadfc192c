// The app's own documents that hold what users must not lose nor leave in clear on disk (the
// watch's inbox and what it remembers between checks): each a file sealed with the cache's key
// (AES-256-GCM, bound to the document's name), written whole and atomically. Beside the cache's
// entries but not among them: eviction and "Clear cache" never take them.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file.ts';
import type { EntryCipher } from './cache-entry.ts';

const NAME = /^[a-z][a-z0-9-]{0,63}$/;
const SUFFIX = '.sealed';

export type DocumentRead = { found: true; value: unknown } | { found: false; unreadable: boolean };

export class SealedDocuments {
  /** Writes under way, by name: a read waits for the last, and writes land in the order asked. */
  private readonly writing = new Map<string, Promise<void>>();

  private readonly dir: string;
  private readonly cipher: EntryCipher;

  constructor(dir: string, cipher: EntryCipher) {
    this.dir = dir;
    this.cipher = cipher;
  }

  /**
   * The document's value; `unreadable` when a file is there that does not open (damaged, altered,
   * or sealed under a key since lost): the caller starts afresh, and the next write replaces it.
   */
  async read(name: string): Promise<DocumentRead> {
    const path = this.path(name);
    await this.writing.get(name);
    let box: Buffer;
    try {
      box = await readFile(path);
    } catch {
      return { found: false, unreadable: false };
    }
    try {
      return { found: true, value: JSON.parse(this.cipher.openDocument(name, box)) as unknown };
    } catch {
      return { found: false, unreadable: true };
    }
  }

  write(name: string, value: unknown): Promise<void> {
    const path = this.path(name);
    const box = this.cipher.sealDocument(name, JSON.stringify(value));
    const previous = this.writing.get(name) ?? Promise.resolve();
    const write = previous.catch(() => undefined).then(() => writeFileAtomic(path, box));
    const settled = write.catch(() => undefined);
    this.writing.set(name, settled);
    void settled.then(() => {
      if (this.writing.get(name) === settled) this.writing.delete(name);
    });
    return write;
  }

  /** Takes the document away; later reads find nothing. */
  async remove(name: string): Promise<void> {
    const path = this.path(name);
    await this.writing.get(name);
    await rm(path, { force: true });
  }

  /** Resolves once every write asked for has landed (or failed). */
  async flush(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing.values());
  }

  private path(name: string): string {
    if (!NAME.test(name)) throw new Error(`Not a document name: "${name.slice(0, 80)}"`);
    return join(this.dir, `${name}${SUFFIX}`);
  }
}

// The app's sealed documents: never in clear on disk, bound to their name and key, and a damaged
// one reads as "start afresh" rather than breaking the start-up.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';
import { freshCache, keychain, MB } from './testing/cache-fixtures.ts';

const SECRET_TEXT = 'Checkout failed for jane.doe@example.com';

describe('SealedDocuments', () => {
  it('keeps a document across a restart, sealed: its text is nowhere in clear on disk', async () => {
    const { dir, secrets, cache } = await freshCache();
    await cache.documents.write('watch-inbox', { alerts: [{ text: SECRET_TEXT }] });
    await cache.close();
    const files = await readdir(join(dir, 'documents'));
    expect(files).toEqual(['watch-inbox.sealed']);
    const bytes = await readFile(join(dir, 'documents', files[0]!));
    expect(bytes.includes(Buffer.from('jane.doe'))).toBe(false);
    const again = await ResponseCache.open({ dir, secrets, maxBytes: 256 * MB });
    expect(await again.documents.read('watch-inbox')).toEqual({
      found: true,
      value: { alerts: [{ text: SECRET_TEXT }] },
    });
    // The cache's own clearing leaves the documents be.
    await again.clear();
    expect(await again.documents.read('watch-inbox')).toMatchObject({ found: true });
    await again.close();
  });

  it('a damaged file, one moved under another name, or one sealed under a lost key reads as unreadable', async () => {
    const { dir, cache } = await freshCache();
    await cache.documents.write('first', { n: 1 });
    await cache.documents.write('second', { n: 2 });
    await cache.documents.flush();
    const path = (name: string) => join(dir, 'documents', `${name}.sealed`);
    const second = await readFile(path('second'));
    await writeFile(path('first'), second); // the second's box under the first's name
    expect(await cache.documents.read('first')).toEqual({ found: false, unreadable: true });
    second[second.length - 1]! ^= 1;
    await writeFile(path('second'), second);
    expect(await cache.documents.read('second')).toEqual({ found: false, unreadable: true });
    expect(await cache.documents.read('never-written')).toEqual({ found: false, unreadable: false });
    await cache.documents.write('third', { n: 3 });
    await cache.close();
    // The same folder under another key (the keychain's entry lost): nothing opens, nothing throws.
    const other = await ResponseCache.open({ dir, secrets: keychain(), maxBytes: 256 * MB });
    expect(await other.documents.read('third')).toMatchObject({ found: false });
    await other.close();
  });

  it('writes land in the order asked; a read after a write sees it; a name that is no name is refused', async () => {
    const { cache } = await freshCache();
    void cache.documents.write('inbox', { n: 1 });
    void cache.documents.write('inbox', { n: 2 });
    expect(await cache.documents.read('inbox')).toEqual({ found: true, value: { n: 2 } });
    expect(() => cache.documents.write('../escape', {})).toThrow('Not a document name');
    await cache.close();
  });
});

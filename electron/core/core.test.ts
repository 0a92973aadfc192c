// The core starts whatever it finds in its data folder, and says in the accounts list what it
// set aside or left alone.
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Core } from './core.ts';
import { MemorySecretStore } from './secret-store.ts';

const open = async (userDataDir: string, store = new MemorySecretStore({ persistent: true })) =>
  Core.create({
    userDataDir,
    host: 'web',
    version: 'test',
    secrets: { store, problem: null },
    saveExport: async () => ({ saved: true }),
  });

describe('Core start-up', () => {
  it('a folder where the settings file goes and a file where the cache folder goes: set aside, and it starts', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-core-'));
    await mkdir(join(userDataDir, 'settings.json'));
    await writeFile(join(userDataDir, 'cache'), 'a stray file');
    const core = await open(userDataDir);
    const list = await core.call('accounts.list', {});
    expect(list).toMatchObject({
      ok: true,
      value: {
        notices: [
          expect.stringMatching(/A folder stood where the settings file goes/),
          expect.stringMatching(/A file stood where the offline cache's folder goes/),
        ],
      },
    });
    expect(await core.call('prefs.set', { theme: 'dark' })).toMatchObject({ ok: true });
    await core.close();
    const names = await readdir(userDataDir);
    expect(names.filter((name) => /^(settings\.json|cache)\.set-aside-/.test(name))).toHaveLength(2);
    expect(names).toEqual(expect.arrayContaining(['settings.json', 'cache']));
  });

  it('keys in memory over a saved cache: the accounts list says it was left as it is', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-core-'));
    const keychain = new MemorySecretStore({ persistent: true });
    const first = await open(userDataDir, keychain);
    await first.cache.put(
      'k',
      { accountId: 'a', projectId: 'p', endpoint: 'reports', query: {}, window: { start: 0, end: 1 }, fetchedAt: 1 },
      { n: 1 },
    );
    await first.close();
    const withoutKeychain = await open(userDataDir, new MemorySecretStore());
    const list = await withoutKeychain.call('accounts.list', {});
    expect(list).toMatchObject({
      ok: true,
      value: { keychain: 'session', notices: [expect.stringMatching(/left untouched \(1 saved answer\)/)] },
    });
    await withoutKeychain.close();
    const back = await open(userDataDir, keychain);
    expect((await back.cache.get('k'))?.data).toEqual({ n: 1 });
    await back.close();
  });

  it('a keychain failure that names the key it was given does not send the key back', async () => {
    class TalkativeKeychain extends MemorySecretStore {
      override async set(name: string, secret: string): Promise<void> {
        if (name.startsWith('account:')) throw new Error(`could not store ${secret} for ${name}`);
        return super.set(name, secret);
      }
    }
    const core = await open(
      await mkdtemp(join(tmpdir(), 'spyglass-core-')),
      new TalkativeKeychain({ persistent: true }),
    );
    await core.call('prefs.get', {});
    await core.settings.update((draft) => {
      draft.accounts.push({
        id: 'a1',
        name: 'Prod',
        baseUrl: 'https://api.example.com',
        projects: [{ id: 'p1', name: 'p1', kind: 'browser' }],
      });
    });
    const reply = await core.call('key.set', { accountId: 'a1', apiKey: 'secret-canary-key' });
    expect(reply).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', message: 'Something went wrong: could not store ••• for account:a1' },
    });
    await core.close();
  });
});

describe('The cache and the data folder, for Settings', () => {
  const meta = (n: number) => ({
    accountId: 'a',
    projectId: 'p',
    endpoint: 'reports',
    query: { n },
    window: { start: 0, end: 1 },
    fetchedAt: n,
  });

  it('cache.stats counts the entries and their bytes on disk, with the limit; cache.clear brings both to 0', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-core-'));
    const core = await open(userDataDir);
    expect(await core.call('cache.stats', {})).toEqual({
      ok: true,
      value: { entries: 0, bytes: 0, maxBytes: 256 * 1024 * 1024, persistent: true },
    });
    await core.cache.put('k1', meta(1), { rows: [1, 2, 3] });
    await core.cache.put('k2', meta(2), { rows: 'x'.repeat(5000) });
    await core.call('prefs.set', { cacheMaxBytes: 128 * 1024 * 1024 });
    const listed = await core.call('cache.list', {});
    const onDisk = listed.ok ? listed.value.entries.reduce((sum, entry) => sum + entry.bytes, 0) : -1;
    const stats = await core.call('cache.stats', {});
    expect(stats).toEqual({
      ok: true,
      value: { entries: 2, bytes: onDisk, maxBytes: 128 * 1024 * 1024, persistent: true },
    });
    expect(stats.ok && stats.value.bytes).toBeGreaterThan(5000);
    expect(await core.call('cache.clear', {})).toEqual({ ok: true, value: { removed: 2 } });
    expect(await core.call('cache.stats', {})).toMatchObject({ ok: true, value: { entries: 0, bytes: 0 } });
    await core.close();
  });

  it('data.folder names the user-data folder; data.open asks the host, and says when it cannot', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-core-'));
    const web = await open(userDataDir);
    expect(await web.call('data.folder', {})).toEqual({ ok: true, value: { path: userDataDir, canOpen: false } });
    expect(await web.call('data.open', {})).toEqual({ ok: true, value: { opened: false } });
    await web.close();
    const opened: string[] = [];
    const desktop = await Core.create({
      userDataDir,
      host: 'electron',
      version: 'test',
      secrets: { store: new MemorySecretStore({ persistent: true }), problem: null },
      saveExport: async () => ({ saved: true }),
      openFolder: async (path) => void opened.push(path),
    });
    expect(await desktop.call('data.folder', {})).toEqual({ ok: true, value: { path: userDataDir, canOpen: true } });
    expect(await desktop.call('data.open', {})).toEqual({ ok: true, value: { opened: true } });
    expect(opened).toEqual([userDataDir]);
    await desktop.close();
  });
});

describe('Preferences changed through the bridge', () => {
  it('reach the host after they are stored, and not a refused change nor a removed listener', async () => {
    const core = await open(await mkdtemp(join(tmpdir(), 'spyglass-core-')));
    const heard: string[] = [];
    const stop = core.onPreferencesChanged((preferences) => heard.push(preferences.theme));
    await core.call('prefs.set', { theme: 'dark' });
    expect(await core.handle('prefs.set', { theme: 'purple' })).toMatchObject({ ok: false });
    await core.call('prefs.set', { privacyMask: true });
    stop();
    await core.call('prefs.set', { theme: 'light' });
    expect(heard).toEqual(['dark', 'dark']);
    await core.close();
  });
});

describe('api.cached', () => {
  it('answers many cache-only reads in one call, each as api.get would: a copy, a miss, a refused request', async () => {
    // An empty first page of groups, as the service writes it.
    const emptyList =
      '{"data":[],"trendDates":[],"count":0,"limit":25,"page":1,"totalPages":0,"totalCount":0,"hasMore":false}';
    let sent = 0;
    const service: typeof fetch = async () => {
      sent++;
      return new Response(emptyList, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const core = await Core.create({
      userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-core-')),
      host: 'web',
      version: 'test',
      secrets: { store: new MemorySecretStore({ persistent: true }), problem: null },
      gateway: { fetch: service, maxAttempts: 1 },
      startDemo: async () => ({ url: 'http://127.0.0.1:9', key: 'k', close: async () => undefined }),
      saveExport: async () => ({ saved: true }),
    });
    const read = (query: Record<string, string>, endpoint: 'errors.list' | 'reports' = 'errors.list') => ({
      endpoint,
      path: { projectId: 'demo-browser' },
      query: { timeDur: '1d', ...query },
    });
    expect(await core.call('api.get', read({ status: 'Open' }))).toMatchObject({ ok: true });
    await core.cache.flush();
    const asked = [read({ status: 'Open' }), read({ status: 'Resolved' }), read({ status: 'Unheard-of' })];
    const reply = await core.call('api.cached', { requests: asked });
    const one = await Promise.all(asked.map((request) => core.call('api.get', { ...request, cache: 'only' })));
    expect(sent).toBe(1); // the service was asked once, before: cache-only reads never reach it
    expect(reply.ok && reply.value.results.map((result) => (result.ok ? result.source : result.error.kind))).toEqual([
      'cache',
      'not-found',
      'bad-request',
    ]);
    expect(reply.ok && reply.value.results.map((result) => (result.ok ? result.data : result.error.message))).toEqual(
      one.map((single) => (single.ok ? single.value.data : single.error.message)),
    );
    expect(await core.call('api.cached', { requests: Array.from({ length: 401 }, () => asked[0]!) })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    await core.close();
  });
});

// The core reads an account's API key from the keychain once, not on every GET, and every change
// it makes to a key (set, clear, a new or removed account) is what the next GET uses.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from '../../shared/bridge.ts';
import { Core } from '../../electron/core/core.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { reportRequest } from '../testing/requests.ts';

/** A memory keychain that counts reads of account keys and can hold a read back. */
class CountingStore extends MemorySecretStore {
  reads = 0;
  hold: Promise<void> | null = null;
  override async get(name: string): Promise<string | null> {
    if (name.startsWith('account:')) this.reads++;
    const value = await super.get(name);
    if (this.hold) await this.hold;
    return value;
  }
}

let demo: DemoApi;
let core: Core;
let store: CountingStore;
const request = reportRequest();

beforeAll(async () => {
  store = new CountingStore();
  core = await Core.create({
    userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-keys-')),
    host: 'web',
    version: 'test',
    secrets: { store, problem: null },
    startDemo: async () => {
      demo = await startDemoApi({ port: 0, key: 'demo-key' });
      return { url: demo.url, key: 'demo-key', close: () => demo.close() };
    },
    saveExport: async () => ({ saved: true }),
  });
});
afterAll(() => core.close());

/** The GET's result as a query holds it: the answer, or the failure with its kind. */
const get = async () => resultOf(await core.call('api.get', request));

describe('API keys in the core', () => {
  it('reads the key from the keychain once for many GETs', async () => {
    store.reads = 0;
    for (let i = 0; i < 5; i++) expect(await get()).toMatchObject({ ok: true });
    expect(store.reads).toBe(1);
  });

  it('uses a key set, then cleared, at once', async () => {
    expect(await core.call('key.set', { accountId: 'demo', apiKey: 'wrong' })).toMatchObject({
      ok: true,
      value: { hasKey: true },
    });
    expect(await get()).toMatchObject({ ok: false, error: { kind: 'auth', status: 401 } });
    expect(await core.call('key.clear', { accountId: 'demo' })).toMatchObject({ ok: true, value: { hasKey: false } });
    expect(await get()).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: expect.stringMatching(/No API key/) },
    });
    expect(await core.call('key.has', { accountId: 'demo' })).toMatchObject({ ok: true, value: { hasKey: false } });
    await core.call('key.set', { accountId: 'demo', apiKey: 'demo-key' });
    expect(await get()).toMatchObject({ ok: true });
    expect(await core.call('accounts.list', {})).toMatchObject({
      ok: true,
      value: { accounts: [{ id: 'demo', hasKey: true }] },
    });
  });

  it('does not keep a read that a change overtook', async () => {
    store.reads = 0;
    await core.call('key.set', { accountId: 'demo', apiKey: 'demo-key' }); // drops the copy
    let release!: () => void;
    store.hold = new Promise((resolve) => (release = resolve));
    const slow = core.call('key.has', { accountId: 'demo' }); // reads 'demo-key', held back
    await new Promise((r) => setTimeout(r, 10));
    store.hold = null;
    await core.call('key.set', { accountId: 'demo', apiKey: 'wrong' });
    release();
    await slow;
    // The held read saw the old key; the GET must use the new one.
    expect(await get()).toMatchObject({ ok: false, error: { kind: 'auth', status: 401 } });
    await core.call('key.set', { accountId: 'demo', apiKey: 'demo-key' });
    expect(await get()).toMatchObject({ ok: true });
  });

  it('a keychain that fails to read is asked again next time', async () => {
    await core.call('key.set', { accountId: 'demo', apiKey: 'demo-key' });
    const original = store.get.bind(store);
    let failures = 1;
    store.get = async (name) => {
      if (failures-- > 0) throw new Error('keychain locked');
      return original(name);
    };
    try {
      expect(await core.call('api.get', request)).toMatchObject({
        ok: false,
        error: { kind: 'unavailable', message: expect.stringMatching(/keychain locked/) },
      });
      expect(await get()).toMatchObject({ ok: true });
    } finally {
      store.get = original;
    }
  });
});

describe('the demo at launch', () => {
  /** A memory keychain whose writes of account keys wait until released, as a slow OS keychain's do. */
  class SlowWrites extends MemorySecretStore {
    written = false;
    private release!: () => void;
    private readonly held = new Promise<void>((resolve) => (this.release = resolve));
    override async set(name: string, value: string): Promise<void> {
      if (!name.startsWith('account:')) return super.set(name, value);
      await this.held;
      await super.set(name, value);
      this.written = true;
    }
    letWrite(): void {
      this.release();
    }
  }

  it('starts without waiting for the keychain, reads with the new key, and closes once it is stored', async () => {
    const slow = new SlowWrites();
    let launchDemo: DemoApi | undefined;
    const started = await Core.create({
      userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-demo-launch-')),
      host: 'web',
      version: 'test',
      secrets: { store: slow, problem: null },
      startDemo: async () => {
        launchDemo = await startDemoApi({ port: 0, key: 'launch-key' });
        return { url: launchDemo.url, key: 'launch-key', close: () => launchDemo!.close() };
      },
      saveExport: async () => ({ saved: true }),
    });
    try {
      expect(slow.written).toBe(false);
      expect(resultOf(await started.call('api.get', request))).toMatchObject({ ok: true });
      expect(await started.call('accounts.list', {})).toMatchObject({
        ok: true,
        value: { accounts: [{ id: 'demo', baseUrl: launchDemo!.url, hasKey: true }] },
      });
    } finally {
      const closed = started.close();
      slow.letWrite();
      await closed;
    }
    expect(await slow.get('account:demo')).toBe('launch-key');
  });
});

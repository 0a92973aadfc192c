// An account's key goes only to the origin it was given for: moving the account to another
// origin needs a new key (and reads its projects and cache anew), a new path on the same origin
// keeps it. Driven through `Core.handle` against two real demo APIs, with every request recorded.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Core } from '../../electron/core/core.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { reportRequest } from '../testing/requests.ts';

const OLD_KEY = 'old-service-key';
const NEW_KEY = 'new-service-key';
let oldService: DemoApi;
let newService: DemoApi;
let core: Core;
const sent: { origin: string; key: string | null }[] = [];

const recordingFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  sent.push({ origin: url.origin, key: new Headers(init?.headers).get('x-api-key') });
  return fetch(input, init);
};

const reports = { accountId: 'demo', ...reportRequest() } as const;

beforeAll(async () => {
  newService = await startDemoApi({ port: 0, key: NEW_KEY });
  core = await Core.create({
    userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-origin-')),
    host: 'web',
    version: 'test',
    secrets: { store: new MemorySecretStore(), problem: null },
    gateway: { fetch: recordingFetch, maxAttempts: 1 },
    startDemo: async () => {
      oldService = await startDemoApi({ port: 0, key: OLD_KEY });
      return { url: oldService.url, key: OLD_KEY, close: () => oldService.close() };
    },
    saveExport: async () => ({ saved: true }),
  });
});
afterAll(async () => {
  await core.close();
  await newService.close();
});

describe('accounts.update and the origin of the key', () => {
  it('a new path on the same origin keeps the key', async () => {
    const moved = await core.call('accounts.update', { id: 'demo', baseUrl: `${oldService.url}/behind-a-proxy` });
    expect(moved).toMatchObject({ ok: true, value: { baseUrl: `${oldService.url}/behind-a-proxy`, hasKey: true } });
    expect(await core.call('accounts.update', { id: 'demo', baseUrl: oldService.url })).toMatchObject({
      ok: true,
      value: { hasKey: true },
    });
    expect(await core.call('api.get', reports)).toMatchObject({ ok: true });
  });

  it('another origin without a new key is refused, and the old key never goes there', async () => {
    const refused = await core.call('accounts.update', { id: 'demo', baseUrl: newService.url });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: expect.stringMatching(/API key must be entered again for the new address/) },
    });
    expect(await core.call('api.get', reports)).toMatchObject({ ok: true });
    const list = await core.call('accounts.list', {});
    expect(list.ok && list.value.accounts.find((a) => a.id === 'demo')?.baseUrl).toBe(oldService.url);
    expect(sent.filter((request) => request.origin === new URL(newService.url).origin)).toEqual([]);
  });

  it('another origin with its key: stores the key, reads the projects there, drops the old answers', async () => {
    await core.call('api.get', reports);
    await core.cache.flush();
    expect((await core.cache.list({ accountId: 'demo' })).length).toBeGreaterThan(0);
    const moved = await core.call('accounts.update', { id: 'demo', baseUrl: newService.url, apiKey: NEW_KEY });
    expect(moved).toMatchObject({
      ok: true,
      value: {
        baseUrl: newService.url,
        hasKey: true,
        // The projects the new service lists, as it lists them.
        projects: newService.projects.map(({ id, kind }) => ({ id, kind })),
      },
    });
    expect(await core.cache.list({ accountId: 'demo' })).toEqual([]);
    expect(await core.call('api.get', reports)).toMatchObject({ ok: true, value: { source: 'network' } });
    const newOrigin = new URL(newService.url).origin;
    expect(sent.filter((request) => request.origin === newOrigin).length).toBeGreaterThan(3);
    for (const request of sent) expect(request.key).toBe(request.origin === newOrigin ? NEW_KEY : OLD_KEY);
  });

  it('a key for another origin that the service refuses changes nothing', async () => {
    const refused = await core.call('accounts.update', { id: 'demo', baseUrl: oldService.url, apiKey: 'not-the-key' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'auth' } });
    const list = await core.call('accounts.list', {});
    expect(list.ok && list.value.accounts.find((a) => a.id === 'demo')?.baseUrl).toBe(newService.url);
    expect(await core.call('api.get', reports)).toMatchObject({ ok: true });
    for (const request of sent)
      expect(request.key).toEqual(
        request.origin === new URL(newService.url).origin
          ? NEW_KEY
          : expect.stringMatching(/^(old-service-key|not-the-key)$/),
      );
  });
});

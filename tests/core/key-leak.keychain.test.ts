// After a session with known keys, neither key is in any file under the user-data folder, in
// any line written to the console, or in any reply the renderer can see (answers, cached copies,
// inspections with their traces), and no key reaches an origin it was not given for (an account
// moved to another address, refused without a new key, then accepted with one). Real keychain.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCredentialsAsync } from '@napi-rs/keyring';
import { ENDPOINT_IDS, pathParamNames } from '../../shared/catalogue.ts';
import { Core } from '../../electron/core/core.ts';
import { KeychainSecretStore, openSecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { accountOnDemoProjects, reportRequest } from '../testing/requests.ts';

const service = `Spyglass-leak-${randomUUID()}`;
const demoKey = `demo-${randomUUID()}`;
const ownKey = `own-${randomUUID()}`;
const movedKey = `moved-${randomUUID()}`;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let demo: DemoApi | undefined;
let own: DemoApi | undefined;
let moved: DemoApi | undefined;
afterAll(async () => {
  await own?.close();
  await moved?.close();
  const store = new KeychainSecretStore(service);
  for (const { account } of await findCredentialsAsync(service)) await store.delete(account);
});

describe('key leaks', () => {
  it('no key in files, logs or replies after a full session', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-leak-'));
    const logged: string[] = [];
    const writes = [process.stdout, process.stderr].map((stream) => {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        logged.push(String(chunk));
        return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      return () => void (stream.write = original);
    });
    const replies: unknown[] = [];
    const exported: Buffer[] = [];
    const sent: { origin: string; key: string | null }[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push({
        origin: new URL(input instanceof Request ? input.url : String(input)).origin,
        key: new Headers(init?.headers).get('x-api-key'),
      });
      return fetch(input, init);
    };
    try {
      const secrets = await openSecretStore(service);
      expect(secrets.problem).toBeNull();
      const core = await Core.create({
        userDataDir,
        host: 'web',
        version: 'test',
        secrets,
        gateway: { fetch: recordingFetch },
        startDemo: async () => {
          demo = await startDemoApi({ port: 0, key: demoKey });
          return { url: demo.url, key: demoKey, close: () => demo!.close() };
        },
        saveExport: async (file) => {
          exported.push(file.bytes);
          return { saved: true };
        },
      });
      const ask = async (channel: string, payload: unknown) => {
        const reply = await core.handle(channel, payload);
        replies.push(reply);
        return reply;
      };
      // A second account whose key the user typed in, on a service of its own.
      own = await startDemoApi({ port: 0, key: ownKey });
      const added = await ask('accounts.add', accountOnDemoProjects('Own', own.url, ownKey));
      expect(added).toMatchObject({
        ok: true,
        value: { hasKey: true, projects: [{ kind: 'browser' }, { kind: 'apm' }] },
      });
      await ask('key.set', { accountId: 'demo', apiKey: demoKey });
      const inspections: unknown[] = [];
      for (const endpoint of ENDPOINT_IDS) {
        const path = Object.fromEntries(
          pathParamNames(endpoint).map((name) => [name, name === 'projectId' ? 'demo-browser' : 'x']),
        );
        const request = {
          accountId: 'demo',
          endpoint,
          path,
          query: { timeDur: '1d', ...(endpoint === 'errors.list' ? { status: 'Open' } : {}) },
        };
        await ask('api.get', request);
        inspections.push(await ask('api.inspect', request));
      }
      await ask('api.get', { accountId: 'demo', ...reportRequest(), cache: 'only' });
      // Inspect shows the request as sent: with its trace, whose key header reads •••.
      expect(
        inspections.filter((reply) => (reply as { value?: { found?: boolean } }).value?.found).length,
      ).toBeGreaterThan(5);
      expect(inspections).toContainEqual({
        ok: true,
        value: expect.objectContaining({
          found: true,
          trace: expect.objectContaining({ headers: expect.objectContaining({ 'X-API-KEY': '•••' }) }),
        }),
      });
      // Failures too: a wrong key, then the service gone.
      const list = (await ask('accounts.list', {})) as {
        ok: true;
        value: { accounts: { id: string; name: string }[] };
      };
      const ownAccount = list.value.accounts.find((a) => a.name === 'Own')!;
      await ask('key.set', { accountId: ownAccount.id, apiKey: `${ownKey}-wrong` });
      await ask('api.get', { accountId: ownAccount.id, ...reportRequest('6h') });
      await ask('key.set', { accountId: ownAccount.id, apiKey: ownKey });
      // The account moved to another service: refused without a key for it, then accepted with one.
      moved = await startDemoApi({ port: 0, key: movedKey });
      const ownGet = { accountId: ownAccount.id, ...reportRequest() };
      expect(await ask('accounts.update', { id: ownAccount.id, baseUrl: moved.url })).toMatchObject({
        ok: false,
        error: { kind: 'auth' },
      });
      await ask('api.get', ownGet);
      expect(await ask('accounts.update', { id: ownAccount.id, baseUrl: moved.url, apiKey: movedKey })).toMatchObject({
        ok: true,
        value: { baseUrl: moved.url },
      });
      expect(await ask('api.get', ownGet)).toMatchObject({ ok: true });
      await ask('api.inspect', ownGet);
      const movedOrigin = new URL(moved.url).origin;
      expect(sent.filter((request) => request.origin === movedOrigin).length).toBeGreaterThan(2);
      for (const request of sent.filter((r) => r.origin === movedOrigin)) expect(request.key).toBe(movedKey);
      expect(
        sent
          .filter((request) => request.key === ownKey)
          .every((request) => request.origin === new URL(own!.url).origin),
      ).toBe(true);
      // Back to its first service, with its key, for the rest of the session.
      await ask('accounts.update', { id: ownAccount.id, baseUrl: own.url, apiKey: ownKey });
      // What the views export is built from what they were given: an answer and its inspection.
      const shown = await ask('api.get', ownGet);
      const inspected = await ask('api.inspect', ownGet);
      expect(
        await ask('export.save', {
          filename: 'answer.json',
          mime: 'application/json',
          text: JSON.stringify({ shown, inspected }),
        }),
      ).toMatchObject({ ok: true });
      for (const channel of ['accounts.list', 'app.info', 'prefs.get', 'cache.list']) await ask(channel, {});
      await ask('key.has', { accountId: ownAccount.id });
      await ask('api.inspect', { accountId: ownAccount.id, ...reportRequest('6h') });
      await core.close();
      await ask('api.get', { accountId: ownAccount.id, ...reportRequest() });
      // With the services gone, Inspect still answers, from the cache.
      expect(await ask('api.inspect', { accountId: 'demo', ...reportRequest() })).toMatchObject({
        ok: true,
        value: { found: true },
      });
      await core.cache.flush(); // that answer's cache entry lands before the files are read
    } finally {
      for (const restore of writes) restore();
    }

    expect(replies.length).toBeGreaterThan(25);
    expect(replies.filter((r) => (r as { ok: boolean }).ok).length).toBeGreaterThan(20);
    const visible = JSON.stringify(replies) + logged.join('');
    let filesScanned = 0;
    let bytesScanned = 0;
    for (const key of [demoKey, ownKey, movedKey]) {
      expect(visible.includes(key), 'key in a reply or a log line').toBe(false);
      for (const bytes of exported) expect(bytes.includes(key), 'key in an export').toBe(false);
      for await (const path of files(userDataDir)) {
        const bytes = await readFile(path);
        filesScanned++;
        bytesScanned += bytes.length;
        expect(bytes.includes(key), `key in ${path}`).toBe(false);
        expect(bytes.includes(Buffer.from(key, 'utf16le')), `key (UTF-16) in ${path}`).toBe(false);
      }
    }
    const cacheFiles = [];
    for await (const path of files(userDataDir)) if (path.endsWith('.entry')) cacheFiles.push(path);
    console.log(
      `key canary scan: 3 keys, ${replies.length} replies and ${logged.length} log writes (${visible.length} characters), ` +
        `${filesScanned / 3} files (${cacheFiles.length} cache entries, ${Math.round(bytesScanned / 3 / 1024)} KiB) as UTF-8 and UTF-16, ${exported.length} export(s), ` +
        `${sent.length} requests (${sent.filter((r) => r.origin === new URL(moved!.url).origin).length} to the moved-to origin): no key where it does not belong`,
    );
    // It is in the keychain, where it belongs.
    expect(await new KeychainSecretStore(service).get('account:demo')).toBe(demoKey);
  });
});

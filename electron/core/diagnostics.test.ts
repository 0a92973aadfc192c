// The request log and the diagnostics, through `Core.handle` with a service that echoes the key
// in its messages: no key and no personal data in a log line, a log file or the diagnostics.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Core } from './core.ts';
import { MemorySecretStore } from './secret-store.ts';

const KEY = 'canary-key-7f3a9c';
const PERSONAL = ['jane.doe@example.com', 'jane', 'Jane Doe', 'Doe'];

/** A service that puts the key it was sent in every message, with the status asked for in the path. */
const echoingService: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const key = new Headers(init?.headers).get('x-api-key');
  const status = url.pathname.endsWith('/errors') ? 401 : 500;
  return new Response(JSON.stringify({ message: `Key ${key} refused for ${url.search}` }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
};

async function session() {
  const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-diagnostics-'));
  const logsDir = join(await mkdtemp(join(tmpdir(), 'spyglass-logs-')), 'logs');
  const core = await Core.create({
    userDataDir,
    logsDir,
    host: 'web',
    version: '1.2.3',
    secrets: { store: new MemorySecretStore({ persistent: true }), problem: null },
    gateway: { fetch: echoingService, maxAttempts: 1 },
    startDemo: async () => ({ url: 'http://127.0.0.1:9', key: KEY, close: async () => undefined }),
    saveExport: async () => ({ saved: true }),
  });
  const errors = await core.call('api.get', {
    endpoint: 'errors.list',
    path: { projectId: 'demo-browser' },
    query: { timeDur: '1d', status: 'Open', user: 'jane.doe@example.com', message: 'Jane Doe' },
  });
  const reports = await core.call('api.get', {
    endpoint: 'reports',
    path: { projectId: 'demo-browser' },
    query: { timeDur: '7d' },
  });
  const offline = await core.call('api.get', {
    endpoint: 'reports',
    path: { projectId: 'demo-apm' },
    query: { timeDur: '1h' },
    cache: 'only',
  });
  return { core, logsDir, userDataDir, replies: [errors, reports, offline] };
}

describe('the request log', () => {
  it('writes one line per request to the logs folder: endpoint, status, time, network or cache', async () => {
    const { core, logsDir, replies } = await session();
    // The service's message did reach the reply (redacted or not is the gateway's business): the log is what is tested.
    expect(replies.map((reply) => !reply.ok && reply.error.kind)).toEqual(['auth', 'server', 'not-found']);
    await core.close();
    expect(await readdir(logsDir)).toEqual(['spyglass.log']);
    const lines = (await readFile(join(logsDir, 'spyglass.log'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\S+Z GET errors\.list 401 \d+ms network error=auth window=timeDur=1d params=message,status,user$/,
    );
    expect(lines[1]).toMatch(/^\S+Z GET reports 500 \d+ms network error=server window=timeDur=7d$/);
    expect(lines[2]).toMatch(/^\S+Z GET reports - \d+ms cache error=not-found window=timeDur=1h$/);
  });

  it('holds no key and no personal data, though the service echoed both', async () => {
    const { core, logsDir } = await session();
    await core.close();
    const text = await readFile(join(logsDir, 'spyglass.log'), 'utf8');
    expect(text).not.toContain(KEY);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });
});

describe('app.diagnostics', () => {
  it('gives versions, folders, the keychain, the settings without secrets and the last log lines', async () => {
    const { core, logsDir, userDataDir } = await session();
    const reply = await core.call('app.diagnostics', {});
    await core.close();
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const value = reply.value;
    expect(value).toMatchObject({
      name: 'Spyglass',
      version: '1.2.3',
      host: 'web',
      os: { platform: process.platform },
      versions: { electron: null, chromium: null, node: process.versions.node },
      dataFolder: userDataDir,
      logsFolder: logsDir,
      keychain: 'available',
      accounts: [
        {
          name: 'Demo',
          baseUrl: 'http://127.0.0.1:9',
          projectIds: [
            'demo-browser',
            'demo-apm',
            'demo-empty',
            'demo-checkout',
            'demo-catalog',
            'demo-backoffice',
            'demo-storefront',
            'demo-worker',
          ],
          demo: true,
        },
      ],
      preferences: { theme: 'system' },
    });
    expect(value.logLines).toHaveLength(3);
    expect(value.logLines[0]).toContain('GET errors.list 401');
  });

  it('holds no key and no personal data', async () => {
    const { core } = await session();
    const reply = await core.call('app.diagnostics', {});
    await core.close();
    const text = JSON.stringify(reply);
    expect(text).not.toContain(KEY);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });

  it("leaves a base URL's user and password out", async () => {
    const { core } = await session();
    await core.settings.update((draft) => {
      draft.accounts.push({
        id: 'x',
        name: 'Staging',
        baseUrl: 'https://ops:hunter2@api.example.test/v2',
        projects: [],
      });
    });
    const reply = await core.call('app.diagnostics', {});
    await core.close();
    expect(JSON.stringify(reply)).not.toMatch(/hunter2|ops:/);
    expect(reply.ok && reply.value.accounts[1]).toMatchObject({
      name: 'Staging',
      baseUrl: 'https://api.example.test/v2',
    });
  });
});

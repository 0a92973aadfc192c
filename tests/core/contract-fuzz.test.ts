// Random channels and payloads against the privileged handlers: only typed refusals come
// back, nothing throws, and no request goes anywhere but the origin of the account whose key it
// carries (a fetch spy sees every request the core sends, with its key).
import fc from 'fast-check';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_KINDS } from '../../shared/api-error.ts';
import { CHANNEL_NAMES, isChannelName } from '../../shared/bridge.ts';
import { ENDPOINT_IDS, matchPath, pathParamNames } from '../../shared/catalogue.ts';
import { Core } from '../../electron/core/core.ts';
import { isLoopbackHost, originOf } from '../../electron/core/base-url.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { reportRequest } from '../testing/requests.ts';

let demo: DemoApi;
let core: Core;
const sent: { url: URL; key: string | null }[] = [];
const opened: string[] = [];
const allowedOrigins = new Set<string>();
/** Where each key may go: the demo's key to the demo, a key typed with a new address to that address. */
const keyOrigins = new Map<string, Set<string>>([
  ['fuzz-key', allowedOrigins],
  ['other-key', new Set()],
]);
/** Payloads handed to `Core.handle`, and the channel names among them that exist. */
let payloads = 0;
const channelsHit = new Set<string>();

// A guard, not a stand-in: requests to this machine go through to the real demo API and are
// recorded; anything else (a fuzzed base URL) is refused here so it never leaves the machine.
const guardedFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  sent.push({ url, key: new Headers(init?.headers).get('x-api-key') });
  if (!isLoopbackHost(url.hostname)) return Promise.reject(new TypeError('fetch failed'));
  return fetch(input, init);
};

beforeAll(async () => {
  core = await Core.create({
    userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-fuzz-')),
    host: 'electron',
    version: '0.0.0-test',
    secrets: { store: new MemorySecretStore(), problem: null },
    gateway: { fetch: guardedFetch, timeoutMs: 2_000, maxAttempts: 1 },
    startDemo: async () => {
      demo = await startDemoApi({ port: 0, key: 'fuzz-key' });
      return { url: demo.url, key: 'fuzz-key', close: () => demo.close() };
    },
    openInBrowser: async (url) => void opened.push(url),
    saveExport: async () => ({ saved: true, path: '/nowhere' }),
  });
  allowedOrigins.add(new URL(demo.url).origin);
});
afterAll(async () => {
  await core.close();
  const origins = (key: string) => [
    ...new Set(sent.filter((request) => request.key === key).map(({ url }) => url.origin)),
  ];
  console.log(
    `contract fuzz: ${payloads} payloads over ${channelsHit.size} of ${CHANNEL_NAMES.length} channels; ${sent.length} requests sent: ` +
      `${sent.filter((request) => request.key === 'fuzz-key').length} with the account's key, all to ${origins('fuzz-key').join(', ')}; ` +
      `${sent.filter((request) => request.key === 'other-key').length} with a key typed beside a new address, to ${origins('other-key').length} such address(es)`,
  );
});

/** Every payload goes through here, so that the figures count them. */
function ask(channel: unknown, payload: unknown) {
  payloads++;
  if (isChannelName(channel)) channelsHit.add(channel);
  return core.handle(channel, payload);
}

function expectTypedReply(reply: unknown): void {
  expect(reply).toBeTypeOf('object');
  const r = reply as { ok: boolean; error?: { kind: string; message: string } };
  if (!r.ok) {
    expect(API_ERROR_KINDS).toContain(r.error?.kind);
    expect(r.error?.message).toBeTypeOf('string');
  }
}

function noStrayRequests(): void {
  for (const { url, key } of sent) {
    expect(keyOrigins.get(key ?? '')?.has(url.origin), `request with ${key} to ${url.href}`).toBe(true);
    if (key === 'fuzz-key')
      expect(matchPath(url.pathname.replace(/^.*?(?=\/v2\/)/, '')), `path ${url.pathname}`).not.toBeNull();
  }
}

describe('bridge contract fuzz', () => {
  it('any channel name and any payload: a typed reply, never a throw', async () => {
    const channel = fc.oneof(
      fc.constantFrom(...CHANNEL_NAMES),
      fc.string(),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'api.get ', 'API.GET'),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(channel, fc.anything(), async (name, payload) => {
        // Names that would change the account under test are covered by their own cases.
        if (name === 'accounts.remove' || name === 'key.clear' || name === 'cache.clear') return;
        const reply = await ask(name, payload);
        expectTypedReply(reply);
        if (!isChannelName(name)) {
          expect(reply).toMatchObject({
            ok: false,
            error: { kind: 'bad-request', message: expect.stringMatching(/Unknown channel/) },
          });
        }
      }),
      // Every channel at least once, whatever the draw: coverage must not depend on luck.
      { numRuns: 400, examples: CHANNEL_NAMES.map((name): [string, unknown] => [name, {}]) },
    );
    noStrayRequests();
  });

  it("api.get with random endpoints, paths and queries stays on the account's service", async () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'https://evil.example/x',
        '//evil.example',
        '../../admin',
        '%2e%2e/',
        '1d',
        'Open',
        '2026-11-20 08:00',
      ),
    );
    const anyShape = fc.record({
      endpoint: fc.oneof(fc.constantFrom(...ENDPOINT_IDS), fc.string()),
      path: fc.dictionary(
        fc.constantFrom('projectId', 'errorId', 'pageId', 'ajaxId', 'routeId', 'transactionId', 'host'),
        text,
      ),
      query: fc.dictionary(
        fc.constantFrom(
          'timeDur',
          'timeStart',
          'timeEnd',
          'status',
          'limit',
          'page',
          'search',
          'sortby',
          'browser',
          'url',
        ),
        fc.oneof(text, fc.integer()),
      ),
    });
    // Well-formed enough to pass the catalogue, so that hostile values do reach the network layer.
    const wellFormed = fc.constantFrom(...ENDPOINT_IDS).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        path: fc.record(
          Object.fromEntries(
            pathParamNames(endpoint).map((name) => [
              name,
              fc.oneof(
                fc.constantFrom('demo-browser', 'demo-apm'),
                text.filter((t) => t.length > 0),
              ),
            ]),
          ),
        ),
        query: fc.record(
          { timeDur: fc.constantFrom('1d', '6h', '30m'), status: fc.constant('Open') },
          { requiredKeys: ['timeDur'] },
        ),
      }),
    );
    const request = fc.oneof(anyShape, wellFormed);
    await fc.assert(
      fc.asyncProperty(request, async (payload) => {
        expectTypedReply(await ask('api.get', payload));
      }),
      { numRuns: 300 },
    );
    expect(sent.length).toBeGreaterThan(0); // some fuzzed requests were valid and really went out
    noStrayRequests();
  });

  it('accounts.update with hostile addresses and keys, then GETs: the key stays on its origin', async () => {
    const demoOrigin = new URL(demo.url).origin;
    const address = fc.oneof(
      fc.constantFrom(
        'https://evil.example',
        'https://evil.example/v2',
        `${demoOrigin}/behind/a/proxy`,
        `${demoOrigin}/`,
        demoOrigin.replace('127.0.0.1', 'localhost'),
        'http://127.0.0.1:9',
        'http://[::1]:9/v2',
        `${demoOrigin}@evil.example`,
      ),
      fc.webUrl(),
      fc.string(),
    );
    const update = fc.record(
      {
        id: fc.constantFrom('demo', 'nobody'),
        baseUrl: address,
        apiKey: fc.constantFrom('other-key', ''),
        name: fc.constant('Demo'),
      },
      { requiredKeys: ['id', 'baseUrl'] },
    );
    await fc.assert(
      fc.asyncProperty(update, async (payload) => {
        // A key typed with an address is for that address: it may go there (to check the projects).
        if (payload.apiKey === 'other-key') keyOrigins.get('other-key')!.add(originOf(payload.baseUrl.trim()) ?? '');
        expectTypedReply(await ask('accounts.update', payload));
        expectTypedReply(await ask('api.get', { accountId: 'demo', ...reportRequest() }));
        // Back home, with the key, for the next run (an accepted move put another key in place).
        await core.settings.update((draft) => {
          draft.accounts.find((account) => account.id === 'demo')!.baseUrl = demo.url;
        });
        await core.call('key.set', { accountId: 'demo', apiKey: 'fuzz-key' });
      }),
      { numRuns: 200 },
    );
    noStrayRequests();
  });

  it('link.open lets only http(s) out, whatever it is given', async () => {
    const url = fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc.constantFrom(
        'javascript:alert(1)',
        'file:///etc/passwd',
        'data:text/html,x',
        'smb://host/share',
        ' https://ok.example',
      ),
    );
    await fc.assert(
      fc.asyncProperty(url, async (link) => {
        expectTypedReply(await ask('link.open', { url: link }));
      }),
      { numRuns: 300 },
    );
    expect(opened.length).toBeGreaterThan(0);
    for (const link of opened) expect(new URL(link).protocol).toMatch(/^https?:$/);
  });

  // Last, as they take the account under test away.
  it('the channels that forget things, with any payload: a typed reply, never a throw', async () => {
    const channel = fc.constantFrom('accounts.remove', 'key.clear', 'cache.clear');
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        { id: fc.oneof(fc.constant('demo'), fc.string()), accountId: fc.oneof(fc.constant('demo'), fc.string()) },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(channel, payload, async (name, body) => {
        expectTypedReply(await ask(name, body));
      }),
      {
        numRuns: 150,
        examples: [
          ['accounts.remove', {}],
          ['key.clear', {}],
          ['cache.clear', {}],
        ],
      },
    );
    expect(channelsHit.size).toBe(CHANNEL_NAMES.length);
    noStrayRequests();
  });

  it('a request the contract refuses names what is wrong', async () => {
    payloads += 3;
    expect(await core.handle('key.set', { accountId: 'demo' })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request', message: expect.stringMatching(/apiKey/) },
    });
    expect(await core.handle('api.get', { endpoint: 'reports', path: {}, query: {}, extra: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request', message: expect.stringMatching(/extra/) },
    });
    expect(await core.handle('accounts.list', null)).toMatchObject({ ok: true });
  });
});

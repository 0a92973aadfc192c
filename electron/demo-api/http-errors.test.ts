// Failures the way the real service documents them: 401 for the key, 400 for bad parameters,
// 404 for unknown projects, ids and paths, 405 for anything but GET — each with {"message"}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_PATH, startTestApi, type Reply, type TestApi } from './testing/test-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.api.close();
});

function expectFailure(reply: Reply, status: number, pattern?: RegExp): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(reply.body as object)).toEqual(['message']);
  const message = (reply.body as { message: unknown }).message;
  expect(typeof message).toBe('string');
  expect((message as string).length).toBeGreaterThan(10);
  if (pattern) expect(message).toMatch(pattern);
}

const browser = PROJECT_PATH('demo-browser');

describe('the key', () => {
  it('missing → 401', async () => {
    const response = await fetch(`${t.api.url}${browser}/reports?timeDur=1d`);
    expectFailure(
      { status: response.status, headers: response.headers, text: '', body: await response.json() },
      401,
      /API key/,
    );
  });

  it('wrong → 401', async () => {
    expectFailure(
      await t.get(`${browser}/reports`, { timeDur: '1d' }, { headers: { 'X-API-KEY': 'not-the-key' } }),
      401,
      /API key/,
    );
  });

  it('a custom key replaces the default one', async () => {
    const other = await startTestApi({ key: 's3cret' });
    try {
      expect((await other.get(`${browser}/reports`, { timeDur: '1d' })).status).toBe(200);
      expect(
        (await other.get(`${browser}/reports`, { timeDur: '1d' }, { headers: { 'X-API-KEY': 'demo-key' } })).status,
      ).toBe(401);
    } finally {
      await other.api.close();
    }
  });

  it('may also travel as the api_key query parameter', async () => {
    const response = await fetch(`${t.api.url}${browser}/reports/apdex?timeDur=1d&api_key=demo-key`);
    expect(response.status).toBe(200);
  });
});

describe('bad parameters → 400', () => {
  const cases: [string, string, Record<string, string | number>, RegExp][] = [
    ['unknown timeDur', '/reports', { timeDur: '5x' }, /timeDur/],
    ['unknown timeDur unit', '/reports', { timeDur: '2w' }, /timeDur/],
    ['no window at all', '/reports', {}, /timeDur|window/],
    ['malformed timeStart', '/reports', { timeStart: '2026-11-20T08:00', timeEnd: '2026-11-21 08:00' }, /timeStart/],
    ['impossible date', '/reports', { timeStart: '2026-02-30 08:00', timeEnd: '2026-03-02 08:00' }, /timeStart/],
    ['timeStart without timeEnd', '/reports', { timeStart: '2026-11-20 08:00' }, /timeEnd/],
    ['timeStart after timeEnd', '/reports', { timeStart: '2026-11-21 08:00', timeEnd: '2026-11-20 08:00' }, /before/],
    [
      'both timeDur and timeStart',
      '/reports',
      { timeDur: '1d', timeStart: '2026-11-20 08:00', timeEnd: '2026-11-21 08:00' },
      /either|not both/,
    ],
    ['missing status', '/errors', { timeDur: '1d' }, /status/],
    ['unknown status', '/errors', { timeDur: '1d', status: 'Closed' }, /status/],
    ['limit 0', '/errors', { timeDur: '1d', status: 'Open', limit: 0 }, /limit/],
    ['limit 101', '/errors', { timeDur: '1d', status: 'Open', limit: 101 }, /limit/],
    ['limit not a number', '/errors', { timeDur: '1d', status: 'Open', limit: 'ten' }, /limit/],
    ['page 0', '/errors', { timeDur: '1d', status: 'Open', page: 0 }, /page/],
    ['unknown sortby', '/errors', { timeDur: '1d', status: 'Open', sortby: 'users' }, /sortby/],
    ['limit 0 on pages', '/pages', { timeDur: '1d', limit: 0 }, /limit/],
    ['limit 101 on events', '/errors/0123456789abcdef0123456789abcdef/events', { timeDur: '1d', limit: 101 }, /limit/],
    ['an unknown parameter', '/reports', { timeDur: '1d', colour: 'red' }, /colour/],
  ];
  it.each(cases)('%s', async (_label, path, query, pattern) => {
    expectFailure(await t.get(`${browser}${path}`, query), 400, pattern);
  });

  it('a browser-only endpoint of the APM project → 400 saying so', async () => {
    for (const path of [
      '/reports/apdex',
      '/reports/errors',
      '/reports/pages',
      '/reports/ajax',
      '/reports/transactions',
      '/pages',
      '/routes',
      '/ajax',
      '/webvitals',
    ]) {
      expectFailure(
        await t.get(`${PROJECT_PATH('demo-apm')}${path}`, { timeDur: '1d' }),
        400,
        /browser projects only.*demo-apm is an APM project/,
      );
    }
  });
});

describe('unknown things → 404', () => {
  it('project', async () => {
    expectFailure(await t.get(`${PROJECT_PATH('nope')}/reports`, { timeDur: '1d' }), 404, /nope/);
  });

  it.each([
    ['page', '/pages/ffffffffffffffffffffffff'],
    ['route', '/routes/ffffffffffffffffffffffff'],
    ['ajax call', '/ajax/ffffffffffffffffffffffff'],
    ['transaction', '/transactions/ffffffffffffffffffffffff'],
    ['error group', '/errors/0123456789abcdef0123456789abcdef'],
    ['error group (not hex)', '/errors/not-a-hash'],
    ['error group events', '/errors/0123456789abcdef0123456789abcdef/events'],
  ])('%s id', async (_label, path) => {
    expectFailure(await t.get(`${browser}${path}`, { timeDur: '1d' }), 404);
  });

  it('an error group of another project', async () => {
    const list = (await t.get(`${browser}/errors`, { timeDur: '1d', status: 'Open' })).body as {
      data: { hashName: string }[];
    };
    const hashName = list.data[0]?.hashName ?? '';
    expect((await t.get(`${browser}/errors/${hashName}`, { timeDur: '1d' })).status).toBe(200);
    expectFailure(await t.get(`${PROJECT_PATH('demo-apm')}/errors/${hashName}`, { timeDur: '1d' }), 404);
  });

  it.each([
    '/',
    '/v2',
    '/v2/projects',
    `${browser}/nope`,
    '/v1/projects/demo-browser/reports',
    `${browser}/errors/a/b/c`,
  ])('path %s', async (path) => {
    expectFailure(await t.get(path, { timeDur: '1d' }), 404, /endpoint/);
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s → 405 with Allow: GET', async (method) => {
    const reply = await t.get(
      `${browser}/reports`,
      { timeDur: '1d' },
      { method, body: method === 'DELETE' ? null : '{}' },
    );
    expectFailure(reply, 405, /GET/);
    expect(reply.headers.get('allow')).toBe('GET');
  });
});

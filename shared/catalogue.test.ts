import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINT_IDS,
  buildPath,
  buildQueryString,
  checkQuery,
  endpoints,
  isEndpointId,
  matchPath,
  parseQuery,
  pathParamNames,
  responseSchemaFor,
  type EndpointId,
} from './catalogue.ts';
import { pageListASchema, pageSearchSchema } from './schemas/pages.ts';

describe('the catalogue', () => {
  it('holds the 19 GETs of the spec', () => {
    expect(ENDPOINT_IDS).toHaveLength(19);
    expect(new Set(ENDPOINT_IDS.map((id) => endpoints[id].path)).size).toBe(19);
    for (const id of ENDPOINT_IDS) expect(endpoints[id].path.startsWith('/v2/projects/:projectId')).toBe(true);
  });
  it('marks the report sub-endpoints browser-only', () => {
    for (const id of ENDPOINT_IDS.filter((id) => id.startsWith('reports.')))
      expect(endpoints[id].kinds).toEqual(['browser']);
    expect(endpoints.reports.kinds).toEqual(['browser', 'apm']);
  });
  it('recognises its own ids only', () => {
    expect(isEndpointId('errors.list')).toBe(true);
    expect(isEndpointId('toString')).toBe(false);
    expect(isEndpointId(42)).toBe(false);
  });
});

describe('building paths', () => {
  it('writes the exact query the service expects', () => {
    expect(
      buildPath(
        'errors.list',
        { projectId: 'demo-browser' },
        { timeStart: '2026-11-20 08:00', timeEnd: '2026-11-21 08:00', status: 'Open', limit: 50, sortby: 'events' },
      ),
    ).toBe(
      '/v2/projects/demo-browser/errors?timeStart=2026-11-20+08:00&timeEnd=2026-11-21+08:00&limit=50&sortby=events&status=Open',
    );
  });
  it('puts the hashName part of an error id in the path', () => {
    expect(
      buildPath(
        'errors.events',
        { projectId: 'p1', errorId: '5fd8a1b2c3d4e5f6a7b8c9d0:0123abcd' },
        { timeDur: '1d', page: 2 },
      ),
    ).toBe('/v2/projects/p1/errors/0123abcd/events?timeDur=1d&page=2');
  });
  it('encodes what would break the path or the query', () => {
    expect(buildPath('pages.list', { projectId: 'a/b' }, { timeDur: '1d', search: '/cart?x=1&y=2 #' })).toBe(
      '/v2/projects/a%2Fb/pages?timeDur=1d&search=%2Fcart%3Fx%3D1%26y%3D2+%23',
    );
  });
  it('gives equal requests equal URLs whatever the key order', () => {
    expect(buildQueryString({ status: 'Open', timeDur: '1d', browser: 'Chrome' })).toBe(
      buildQueryString({ browser: 'Chrome', timeDur: '1d', status: 'Open' }),
    );
  });
  it('refuses a missing path parameter', () => {
    expect(() => buildPath('pages.get', { projectId: 'p', pageId: '' }, { timeDur: '1d' })).toThrow(/pageId/);
  });
  it('round-trips through matchPath and parseQuery for any path values', () => {
    const ids = fc.constantFrom(...ENDPOINT_IDS);
    const segment = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => !s.includes(':') && s !== '.' && s !== '..');
    fc.assert(
      fc.property(ids, segment, segment, fc.string({ minLength: 1, maxLength: 30 }), (id: EndpointId, a, b, search) => {
        const names = pathParamNames(id);
        const path = Object.fromEntries(names.map((name, i) => [name, i === 0 ? a : b]));
        const shape = endpoints[id].query.shape;
        const query = {
          timeDur: '6h',
          ...('search' in shape ? { search } : {}),
          ...('status' in shape ? { status: 'Ignored' } : {}),
        };
        const url = new URL(buildPath(id, path as never, query as never), 'http://x');
        expect(matchPath(url.pathname)).toEqual({ id, path });
        const parsed = parseQuery(id, url.searchParams);
        expect(parsed).toEqual({ ok: true, query });
      }),
    );
  });
});

describe('path values a URL cannot carry', () => {
  it('refuses "." and "..", which a URL reads as folders', () => {
    expect(() => buildPath('pages.get', { projectId: '.', pageId: 'p' } as never, { timeDur: '1d' } as never)).toThrow(
      /projectId cannot be "\."/,
    );
    expect(() =>
      buildPath('pages.get', { projectId: 'demo', pageId: '..' } as never, { timeDur: '1d' } as never),
    ).toThrow(/pageId cannot be "\.\."/);
    expect(buildPath('pages.get', { projectId: 'demo', pageId: '...' } as never, { timeDur: '1d' } as never)).toBe(
      '/v2/projects/demo/pages/...?timeDur=1d',
    );
  });
});

describe('checking queries', () => {
  const bad: [EndpointId, string, RegExp][] = [
    ['reports', 'timeDur=5x', /Unknown timeDur "5x"/],
    ['reports', 'timeDur=0m', /Unknown timeDur/],
    ['reports', '', /time window is required/],
    ['reports', 'timeStart=2026-11-20+08:00', /go together/],
    ['reports', 'timeStart=2026/11/20+08:00&timeEnd=2026-11-21+08:00', /timeStart "2026\/11\/20 08:00" is not a time/],
    ['reports', 'timeStart=2026-11-21+08:00&timeEnd=2026-11-20+08:00', /timeStart must be before timeEnd/],
    ['reports', 'timeDur=1d&timeStart=2026-11-20+08:00&timeEnd=2026-11-21+08:00', /either timeDur or/],
    ['errors.list', 'timeDur=1d', /status must be one of Open, Resolved, Ignored/],
    ['errors.list', 'timeDur=1d&status=Closed', /status must be one of/],
    ['errors.list', 'timeDur=1d&status=Open&limit=0', /limit must be a whole number from 1 to 100/],
    ['errors.list', 'timeDur=1d&status=Open&limit=101', /limit must be a whole number from 1 to 100/],
    ['errors.list', 'timeDur=1d&status=Open&limit=ten', /limit must be a whole number/],
    ['errors.list', 'timeDur=1d&status=Open&page=0', /page must be a whole number 1 or more/],
    ['errors.list', 'timeDur=1d&status=Open&sortby=users', /sortby must be one of events, firstAt, lastAt/],
    ['errors.list', 'timeDur=1d&status=Open&browser=', /browser must not be empty/],
    ['errors.events', 'timeDur=1d&limit=101', /limit must be/],
    ['reports', 'timeDur=1d&search=x', /Unknown parameter "search"/],
    ['reports', 'timeDur=1d&timeDur=2d', /timeDur is given more than once/],
  ];
  it.each(bad)('%s?%s is refused', (id, search, message) => {
    const result = parseQuery(id, new URLSearchParams(search));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
  it('accepts every documented filter of the errors list', () => {
    const result = checkQuery('errors.list', {
      timeDur: '7d',
      status: 'Resolved',
      browser: 'Mobile Safari',
      browserVersion: '17.2',
      os: 'iOS',
      osVersion: '17',
      version: '2.4.1',
      tags: 'checkout',
      url: '/cart',
      user: 'u-42',
      device: 'mobile',
      message: 'TypeError',
      limit: 100,
      page: 3,
      sortby: 'firstAt',
    });
    expect(result.ok).toBe(true);
  });
  it('sets the key aside when it comes as a query parameter', () => {
    expect(parseQuery('reports', new URLSearchParams('timeDur=1d&api_key=secret&apiKey=secret'))).toEqual({
      ok: true,
      query: { timeDur: '1d' },
    });
  });
});

describe('answer schemas', () => {
  it('picks the page list shape by search', () => {
    expect(responseSchemaFor('pages.list', { timeDur: '1d' })).toBe(pageListASchema);
    expect(responseSchemaFor('pages.list', { timeDur: '1d', search: 'cart' })).toBe(pageSearchSchema);
    expect(responseSchemaFor('reports', { timeDur: '1d' })).toBe(endpoints.reports.response);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanBaseUrl,
  formatDeepLink,
  formatHostLink,
  LINK_VIEWS,
  MAX_LINK_LENGTH,
  parseDeepLink,
  readViewRoute,
  type ViewLink,
} from './view-link.ts';

const idChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.:~@-'.split(''));
const itemId = fc.string({ unit: idChars, minLength: 1, maxLength: 60 });
// Any printable text, spaces and non-Latin scripts included, no control characters.
const words = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(...[...'ab Zé/?&=#%+ü中文😀-*']), minLength: 1, maxLength: max })
    .map((s) => s.slice(0, max))
    .filter((s) => s.length > 0);
const apiTime = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 })
  .map((m) => new Date(m * 60_000).toISOString().slice(0, 16).replace('T', ' '));

const segments = fc.oneof(
  fc.constantFrom(...LINK_VIEWS).map((v) => [v]),
  fc.tuple(fc.constantFrom('pages', 'ajax', 'routes', 'transactions', 'errors'), itemId).map(([v, i]) => [v, i]),
  fc.tuple(itemId, fc.integer({ min: 1, max: 1_000_000 })).map(([i, n]) => ['errors', i, 'events', String(n)]),
);

const params = fc.record(
  {
    w: fc.constantFrom('30m', '6h', '1d', '7d', '1M'),
    from: apiTime,
    to: apiTime,
    cmp: fc.constantFrom('previous', 'week', 'day', 'custom'),
    cfrom: apiTime,
    q: words(200),
    sort: fc.constantFrom('-throughput', 'url', '-responseTimeChange'),
    page: fc.integer({ min: 1, max: 100_000 }).map(String),
    limit: fc.integer({ min: 1, max: 100 }).map(String),
    status: fc.constantFrom('Open', 'Resolved', 'Ignored'),
    new: fc.constant('1'),
    browser: words(200),
    message: words(200),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, string>>;

const link: fc.Arbitrary<ViewLink> = fc.record({
  account: fc.record({
    id: fc.uuid(),
    name: words(100),
    baseUrl: fc.constantFrom(
      'https://api.example.com',
      'http://127.0.0.1:8080/monitoring',
      'https://xn--bcher-kva.example/v',
    ),
  }),
  projectId: itemId,
  segments,
  params,
});

describe('view links', () => {
  it('round-trip: a view written as a deep link reads back as the same view', () => {
    fc.assert(
      fc.property(link, (view) => {
        const read = parseDeepLink(formatDeepLink(view));
        expect(read).toEqual({ ok: true, link: view });
      }),
      { numRuns: 500 },
    );
  });

  it("round-trip through the browser host's address, which carries no secret", () => {
    fc.assert(
      fc.property(link, (view) => {
        const written = formatHostLink('http://127.0.0.1:5173', view);
        expect(written).not.toMatch(/secret=/);
        const hash = new URL(written).hash.slice(2);
        const [path = '', query = ''] = hash.split('?');
        expect(readViewRoute(path.split('/').map(decodeURIComponent), new URLSearchParams(query))).toEqual({
          ok: true,
          link: view,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses random text, in words, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ maxLength: 300 }).map((s) => `spyglass://open/${s}`),
          fc.anything(),
        ),
        (input) => {
          const read = parseDeepLink(input);
          if (read.ok) expect(parseDeepLink(formatDeepLink(read.link))).toEqual(read);
          else expect(read.reason.length).toBeGreaterThan(5);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a good link with any one field broken', () => {
    fc.assert(
      fc.property(
        link,
        fc.constantFrom('view', 'field', 'value', 'account', 'credentials', 'twice', 'length'),
        (view, how) => {
          let written = formatDeepLink(view);
          if (how === 'view') written = written.replace(`open/${view.segments[0]}`, 'open/secrets');
          if (how === 'field') written += '&apiKey=abc';
          if (how === 'value') written += '&limit=1000';
          if (how === 'account') written = written.replace(/account=[^&]+/, 'account=');
          if (how === 'credentials')
            written = written.replace(
              /baseUrl=[^&]+/,
              `baseUrl=${encodeURIComponent('https://user:pw@api.example.com')}`,
            );
          if (how === 'twice') written += `&project=${view.projectId}`;
          if (how === 'length') written += `&q=${'x'.repeat(MAX_LINK_LENGTH)}`;
          expect(parseDeepLink(written).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('says why, for the cases a user will meet', () => {
    const base =
      'spyglass://open/overview?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1';
    expect(parseDeepLink(base)).toMatchObject({ ok: true, link: { segments: ['overview'], params: {} } });
    expect(parseDeepLink('spyglass://open/billing?account=a1')).toEqual({
      ok: false,
      reason: 'Spyglass has no view "billing"',
    });
    expect(parseDeepLink(`${base}&token=x`)).toEqual({
      ok: false,
      reason: 'The link has a field Spyglass does not know: "token"',
    });
    expect(parseDeepLink(`${base}&w=99y`)).toEqual({
      ok: false,
      reason: 'The link\'s "w" is not a value Spyglass accepts',
    });
    expect(parseDeepLink('https://evil.example/overview')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Not a Spyglass link/),
    });
    expect(
      parseDeepLink('spyglass://open/overview/x?account=a1&accountName=P&baseUrl=https%3A%2F%2Fa.b&project=p1'),
    ).toEqual({ ok: false, reason: '"x" is not an item of overview' });
  });

  it('refuses control characters', () => {
    const base =
      'spyglass://open/overview?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1';
    expect(parseDeepLink(`${base}&q=a%0Ab`)).toEqual({
      ok: false,
      reason: 'The link\'s "q" is not a value Spyglass accepts',
    });
    expect(parseDeepLink(`${base}&q=a%E2%80%A8`)).toMatchObject({ ok: false });
  });

  it('keeps only clean service addresses', () => {
    expect(cleanBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
    expect(cleanBaseUrl('https://u:p@api.example.com')).toBeNull();
    expect(cleanBaseUrl('https://api.example.com/?apiKey=1')).toBeNull();
    expect(cleanBaseUrl('file:///etc/passwd')).toBeNull();
    expect(cleanBaseUrl('javascript:alert(1)')).toBeNull();
  });
});

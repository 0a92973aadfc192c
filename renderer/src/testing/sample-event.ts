// A complete, plausible error event for tests; pass only the fields a test is about.
import type { ApiResult } from '../../../shared/bridge.ts';
import type { ErrorEvent, ErrorEventList } from '../api/answer-types.ts';

export function sampleEvent(overrides: Partial<ErrorEvent> = {}): ErrorEvent {
  return {
    class: 'TypeError',
    name: "Cannot read properties of undefined (reading 'discountCode')",
    groupName: "TypeError: Cannot read properties of undefined (reading 'discountCode')",
    id: 'd161c1a92b35d754f1987a65',
    errorId: '401643948:d592292399fab9ad3cf6cf3e11999771',
    backTraces: [
      { f: 'webpack:///src/features/cart/CartSummary.tsx', m: 'useCartTotals', ln: 141, cn: 23 },
      { f: 'webpack:///node_modules/react-dom/cjs/react-dom.production.min.js', m: 'renderWithHooks', ln: 2, cn: 5538 },
      { f: 'native', m: 'Array.map', ln: 0, cn: 0 },
    ],
    breadCrumbs: [],
    url: {
      queryParams: 'q=jacke%20rot&size=42',
      groupHash: '5e820c0c68db6f13f4a034d435bea042',
      group: 'https://shop.example.com/deals',
      raw: 'https://shop.example.com/deals?q=jacke%20rot&size=42',
    },
    user: {
      id: 'usr_101333',
      name: 'Jihoon García',
      email: 'jihoon.garcia@example.org',
      hash: 'be006e954f1b75cafb6e877d65ad2078',
    },
    env: {
      device: 'desktop',
      os: 'Windows',
      osVersion: '10',
      browserVersion: '131.0',
      browser: 'Chrome',
      ip: '62.23.129.170',
    },
    geo: { asn: 'AS6805 Telefonica Germany', country: 'Germany', region: 'Bavaria' },
    request: {
      h: 1080,
      w: 1920,
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      url: 'https://shop.example.com/deals?q=jacke%20rot&size=42',
    },
    customData: { cart: { items: 4, total: 1189.29, currency: 'JPY' } },
    tags: ['frontend', 'checkout'],
    version: '4.12.1',
    sourcemap: true,
    agentVersion: '4.6.2',
    teamId: '4f6e6d935a7fc45631ab692c',
    projectId: 'demo-browser',
    sid: '0ca57502ede490252c0d',
    timestamp: '2026-11-22T02:14:40.950Z',
    ...overrides,
  };
}

const WINDOW = { start: 0, end: 1 };
/** A group of `total` events served `limit` a page, like the events endpoint. */
export function eventsPage(total: number, page: number, limit: number): ApiResult<ErrorEventList> {
  const first = (page - 1) * limit;
  const data = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, i) =>
    sampleEvent({ id: `e${first + i + 1}` }),
  );
  const totalPages = Math.ceil(total / limit);
  return {
    ok: true,
    source: 'network',
    fetchedAt: 0,
    window: WINDOW,
    deviations: [],
    deviationCount: 0,
    data: { data, count: data.length, limit, page, totalPages, totalCount: total, hasMore: page < totalPages },
  };
}

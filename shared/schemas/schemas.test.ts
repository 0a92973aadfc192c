// Each schema against a sample written from the spec's field tables: accepted as is, extra
// fields tolerated, wrong JSON types refused.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ajaxListSchema } from './ajax.ts';
import { apdexSchema } from './apdex.ts';
import { errorEventListSchema } from './error-events.ts';
import { errorListSchema, errorPathId } from './errors.ts';
import { pageListASchema, pageSearchSchema } from './pages.ts';
import { apmReportSchema, browserReportSchema, reportKind, reportSchema } from './reports.ts';
import { routeListSchema } from './routes.ts';
import { transactionListSchema } from './transactions.ts';
import { webVitalsSchema } from './web-vitals.ts';

const pct = {
  percentile_50: 800,
  percentile_75: 1200.5,
  percentile_90: 2000,
  percentile_95: 2600,
  percentile_99: 4100,
};
const metricsCore = {
  loadTime: 1234.5,
  renderTime: 300,
  networkTime: 400,
  domTime: 200,
  frontendTime: 334.5,
  throughput: 120,
  ...pct,
};
const metrics = {
  ...metricsCore,
  throughputPercentage: 12.5,
  timeConsumedPercentage: 10,
  loadTimePercentage: 9.1,
  underOnePercent: false,
};
const paging = { count: 1, limit: 25, page: 1, totalPages: 1, totalCount: 1, hasMore: false };
const ajaxMetrics = {
  totalTime: 300,
  responseTime: 250,
  callbackTime: 50,
  receivedSize: 2048,
  sentSize: 512,
  errorCount: 3,
  errorRate: 1.5,
  throughput: 200,
  ...pct,
};

const samples: [string, z.ZodType, unknown][] = [
  [
    'apdex',
    apdexSchema,
    {
      satisfied: 80,
      tolerated: 15,
      frustrated: 5,
      total: 100,
      score: 0.875,
      satisfiedPercentage: 80,
      toleratedPercentage: 15,
      frustratedPercentage: 5,
    },
  ],
  [
    'browser report',
    browserReportSchema,
    {
      apdex: { page: { satisfied: 80, tolerated: 15, frustrated: 5, total: 100, score: 0.875 } },
      pages: { page: metricsCore, throughput: 120 },
      ajax: ajaxMetrics,
      transactions: { successTime: 17, failureTime: 40.2, successCount: 10, failureCount: 1, totalCount: 11 },
      errors: { errors: 12, events: 340, device: { mobile: 100, desktop: 240 } },
    },
  ],
  [
    'APM report',
    apmReportSchema,
    { responseTime: 120.5, throughput: 5000, failureCount: 12, failureRate: 0.24, apdexScore: 0.93 },
  ],
  [
    'page list A',
    pageListASchema,
    {
      data: [
        { id: 'p1', url: '/cart', throughput: 120, throughputPercentage: 12.5, underOnePercent: false, page: metrics },
      ],
      ...paging,
    },
  ],
  [
    'page search B',
    pageSearchSchema,
    {
      stats: {
        page: { loadTime: 1000, renderTime: 100, networkTime: 300, domTime: 200, throughput: 120, errorCount: 2 },
      },
      data: [
        {
          id: 'p1',
          url: '/products/*/reviews',
          throughput: 120,
          loadTime: 1000,
          domTime: 200,
          networkTime: 300,
          renderTime: 100,
          frontendTime: 400,
          satisfied: 100,
          tolerated: 15,
          frustrated: 5,
          score: 0.9,
          ...pct,
          exceptionRate: 1.6,
          errorCount: 2,
          page: metricsCore,
          timeConsumed: 120000,
          timeConsumedPercentage: 40,
          throughputPercentage: 50,
          underOnePercent: false,
          errorPercentage: 10,
        },
      ],
    },
  ],
  [
    'route list',
    routeListSchema,
    {
      stats: { routeTime: 420, throughput: 90 },
      data: [
        {
          id: 'r1',
          url: '/settings',
          throughput: 90,
          routeTime: 420,
          min: 30,
          max: 3000,
          spa: { routeTime: 420, throughput: 90 },
          routeName: 'Settings',
          timeConsumedPercentage: 100,
          throughputPercentage: 100,
          underOnePercent: false,
        },
      ],
    },
  ],
  [
    'ajax list',
    ajaxListSchema,
    {
      stats: {
        totalTime: 300,
        responseTime: 250,
        callbackTime: 50,
        throughput: 200,
        errorCount: 3,
        errorRate: 1.5,
        sentSize: 512,
        receivedSize: 2048,
      },
      data: [
        {
          id: 'a1',
          url: 'https://api.example.com/cart/*',
          method: 'POST',
          resTotal: 197,
          ...ajaxMetrics,
          timeConsumedPercentage: 100,
          throughputPercentage: 100,
          underOnePercent: false,
        },
      ],
    },
  ],
  [
    'transaction list',
    transactionListSchema,
    {
      data: [
        {
          id: 't1',
          name: 'checkout',
          successCount: 10,
          failureCount: 1,
          totalCount: 11,
          successTime: 17,
          failureTime: 40,
          throughputPercentage: 100,
          underOnePercent: false,
        },
      ],
      stats: { failureTime: 40, successTime: 17, successCount: 10, failureCount: 1, totalCount: 11 },
    },
  ],
  [
    'web vitals',
    webVitalsSchema,
    {
      data: ['fcp', 'lcp', 'fid', 'cls', 'ttfb'].map((name) => ({
        name,
        avg: name === 'cls' ? 0.08 : 1500,
        affectedUser: 12,
        metrics: [
          { name: 'Good', count: 80, percentage: 80 },
          { name: 'Needs Improvement', count: 15, percentage: 15 },
          { name: 'Poor', count: 5, percentage: 5 },
        ],
      })),
    },
  ],
  [
    'error list',
    errorListSchema,
    {
      data: [
        {
          id: '5fd8a1b2c3d4e5f6a7b8c9d0:0123456789abcdef0123456789abcdef',
          hashName: '0123456789abcdef0123456789abcdef',
          message: 'TypeError: x is undefined',
          status: 'Open',
          users: 3,
          events: 7,
          comments: 0,
          trackerALink: '',
          trackerBLink: 'https://tracker.example.com/1',
          trackerCLink: '',
          trackerDLink: '',
          trackerELink: '',
          trackerFLink: '',
          projectId: 'p',
          teamId: 't',
          trends: [3, 4],
          created: '2026-11-01T10:00:00.000Z',
          firstAt: '2026-11-01T10:00:00.000Z',
          lastAt: '2026-11-20T08:15:00.000Z',
        },
      ],
      trendDates: ['2026-11-20 07:30', '2026-11-20 08:00'],
      ...paging,
    },
  ],
  [
    'error event list',
    errorEventListSchema,
    {
      data: [
        {
          class: 'TypeError',
          name: 'TypeError',
          groupName: 'x is undefined',
          id: 'e1',
          errorId: '12:abc',
          backTraces: [{ cn: 12, f: 'https://shop.example.com/main.js', m: 'render', ln: 340 }],
          breadCrumbs: [{ ts: 1763625600000, a: 'click', e: 'button#buy' }],
          url: { queryParams: 'a=1', groupHash: 'h', group: '/cart', raw: 'https://shop.example.com/cart?a=1' },
          user: { id: 'u1', name: '', email: '', hash: 'ab12' },
          env: {
            device: 'desktop',
            os: 'Mac OS',
            osVersion: '14.1',
            browserVersion: '120',
            browser: 'Chrome',
            ip: '203.0.113.9',
          },
          geo: { asn: 'AS64500', country: 'DE', region: '' },
          request: { h: 900, ua: 'Mozilla/5.0', url: 'https://shop.example.com/cart', w: 1440 },
          customData: { cart: { items: 2 } },
          tags: ['checkout'],
          version: '2.4.1',
          sourcemap: true,
          agentVersion: '3.1.0',
          teamId: 't',
          projectId: 'p',
          sid: 's1',
          timestamp: '2026-11-20T08:15:00.123Z',
        },
      ],
      ...paging,
    },
  ],
];

describe.each(samples)('%s', (_name, schema, sample) => {
  it('accepts the spec-shaped sample', () => {
    expect(schema.safeParse(sample).error).toBeUndefined();
  });
  it('tolerates a field the service adds later', () => {
    expect(schema.safeParse({ ...(sample as object), addedLater: { x: 1 } }).success).toBe(true);
  });
  it('refuses a wrong JSON type in the first field', () => {
    const [key, value] = Object.entries(sample as object)[0]!;
    expect(schema.safeParse({ ...(sample as object), [key]: typeof value === 'string' ? 12 : 'wrong' }).success).toBe(
      false,
    );
  });
});

describe('JSON types to the letter', () => {
  it('wants counts as integers and numbers as numbers', () => {
    const apdex = samples[0]![2] as Record<string, unknown>;
    expect(apdexSchema.safeParse({ ...apdex, total: 100.5 }).success).toBe(false);
    expect(apdexSchema.safeParse({ ...apdex, total: '100' }).success).toBe(false);
    expect(apdexSchema.safeParse({ ...apdex, score: 1 }).success).toBe(true);
  });
  it('wants ISO UTC timestamps on error groups', () => {
    const list = samples.find(([n]) => n === 'error list')![2] as { data: Record<string, unknown>[] };
    const group = list.data[0]!;
    expect(errorListSchema.safeParse({ ...list, data: [{ ...group, lastAt: '2026-11-20 08:15' }] }).success).toBe(
      false,
    );
    expect(errorListSchema.safeParse({ ...list, trendDates: ['2026-11-20T07:30'] }).success).toBe(false);
  });
});

describe('report kinds', () => {
  it('tells a browser report from an APM report by its shape', () => {
    const browser = reportSchema.parse(samples[1]![2]);
    const apm = reportSchema.parse(samples[2]![2]);
    expect([reportKind(browser), reportKind(apm)]).toEqual(['browser', 'apm']);
  });
});

describe('error ids', () => {
  it('takes the hashName part for the path, never parsing the prefix', () => {
    expect(errorPathId('5fd8a1b2c3d4e5f6a7b8c9d0:0123abcd')).toBe('0123abcd');
    expect(errorPathId('17:deadbeef')).toBe('deadbeef');
    expect(errorPathId('deadbeef')).toBe('deadbeef');
  });
});

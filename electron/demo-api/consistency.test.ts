// Property tests of the consistency rules over random windows, searches, filters, sorts and
// pages: nested windows never lose traffic, lists add up to reports, shares add up to ~100,
// trends add up to events, event lists number what groups say, search and filters select
// subsets, sorts hold and pagination is exact.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPath } from '../../shared/catalogue.ts';
import { ajaxListSchema } from '../../shared/schemas/ajax.ts';
import { apdexSchema } from '../../shared/schemas/apdex.ts';
import { errorEventListSchema } from '../../shared/schemas/error-events.ts';
import { errorGroupSchema, errorListSchema, type ErrorGroup } from '../../shared/schemas/errors.ts';
import { pageListASchema, pageSearchSchema, type PageItemA } from '../../shared/schemas/pages.ts';
import {
  apmReportSchema,
  browserReportSchema,
  reportAjaxSchema,
  reportErrorsSchema,
  reportPagesSchema,
} from '../../shared/schemas/reports.ts';
import { routeListSchema } from '../../shared/schemas/routes.ts';
import { transactionListSchema } from '../../shared/schemas/transactions.ts';
import { webVitalsSchema } from '../../shared/schemas/web-vitals.ts';
import { formatApiTime, MINUTE, trendBuckets, DAY } from '../../shared/time-window.ts';
import { expectNoDeviations } from './testing/exact-shape.ts';
import { NOW, PROJECT_PATH, startTestApi, type TestApi } from './testing/test-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.api.close();
});

const browser = PROJECT_PATH('demo-browser');
const apm = PROJECT_PATH('demo-apm');
const RUNS = { numRuns: 20 };

async function get<T>(
  path: string,
  query: Record<string, string | number | undefined>,
  schema: { parse(v: unknown): T },
): Promise<T> {
  const reply = await t.get(path, query);
  if (reply.status !== 200)
    throw new Error(`${path} ${JSON.stringify(query)} → ${reply.status} ${reply.text.slice(0, 300)}`);
  const endpoint = matchPath(path);
  if (!endpoint) throw new Error(`${path} names no endpoint`);
  expectNoDeviations(endpoint.id, query, reply.body, `${path} ${JSON.stringify(query)}`);
  return schema.parse(reply.body);
}

interface Window {
  start: number;
  end: number;
}
const query = (w: Window) => ({ timeStart: formatApiTime(w.start), timeEnd: formatApiTime(w.end) });

const NOW_MINUTE = Math.floor(NOW / MINUTE) * MINUTE;
/** A window of 1 minute to 14 days ending within the 40 days before now (sometimes after it). */
const windowArb = fc
  .record({ endBack: fc.integer({ min: -2 * 60, max: 40 * 24 * 60 }), span: fc.integer({ min: 1, max: 14 * 24 * 60 }) })
  .map(({ endBack, span }) => ({ start: NOW_MINUTE - (endBack + span) * MINUTE, end: NOW_MINUTE - endBack * MINUTE }));
/** A window and one nested in it. */
const nestedArb = windowArb.chain((outer) => {
  const minutes = (outer.end - outer.start) / MINUTE;
  return fc
    .record({ a: fc.integer({ min: 0, max: minutes - 1 }), b: fc.integer({ min: 0, max: minutes - 1 }) })
    .map(({ a, b }) => ({
      outer,
      inner: { start: outer.start + Math.min(a, b) * MINUTE, end: outer.start + (Math.max(a, b) + 1) * MINUTE },
    }));
});

/** All of a paginated list, checking each page's pagination fields on the way. */
async function allPages<T extends { id: string }>(
  fetchPage: (
    page: number,
  ) => Promise<{
    data: T[];
    count: number;
    limit: number;
    page: number;
    totalPages: number;
    totalCount: number;
    hasMore: boolean;
  }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const reply = await fetchPage(page);
    expect(reply.page).toBe(page);
    expect(reply.count).toBe(reply.data.length);
    expect(reply.totalPages).toBe(Math.ceil(reply.totalCount / reply.limit));
    expect(reply.hasMore).toBe(page < reply.totalPages);
    if (page < reply.totalPages) expect(reply.count).toBe(reply.limit);
    items.push(...reply.data);
    if (!reply.hasMore) {
      expect(items.length).toBe(reply.totalCount);
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      return items;
    }
  }
}

const close = (a: number, b: number, tolerance = 1e-6) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
const sumOf = <T>(items: readonly T[], f: (item: T) => number) => items.reduce((s, i) => s + f(i), 0);
const expectHundred = (values: number[]) => {
  if (values.length === 0) return;
  const total = values.reduce((s, v) => s + v, 0);
  if (total !== 0) expect(total).toBeCloseTo(100, 6);
};

describe('windows', () => {
  it('a nested window never holds more of any count', async () => {
    await fc.assert(
      fc.asyncProperty(nestedArb, async ({ outer, inner }) => {
        const [o, i] = await Promise.all(
          [outer, inner].map((w) => get(`${browser}/reports`, query(w), browserReportSchema)),
        );
        if (!o || !i) throw new Error('missing report');
        const counts = (r: typeof o) => [
          r.apdex.page.satisfied,
          r.apdex.page.tolerated,
          r.apdex.page.frustrated,
          r.apdex.page.total,
          r.pages.throughput,
          r.ajax.throughput,
          r.ajax.errorCount,
          r.transactions.successCount,
          r.transactions.failureCount,
          r.transactions.totalCount,
          r.errors.errors,
          r.errors.events,
          r.errors.device.mobile,
          r.errors.device.desktop,
        ];
        const co = counts(o);
        counts(i).forEach((value, k) => expect(value, `count ${k}`).toBeLessThanOrEqual(co[k] ?? -1));
        const [oa, ia] = await Promise.all([outer, inner].map((w) => get(`${apm}/reports`, query(w), apmReportSchema)));
        expect(ia?.throughput).toBeLessThanOrEqual(oa?.throughput ?? -1);
        expect(ia?.failureCount).toBeLessThanOrEqual(oa?.failureCount ?? -1);
        const [ov, iv] = await Promise.all(
          [outer, inner].map((w) => get(`${browser}/webvitals`, query(w), webVitalsSchema)),
        );
        ov?.data.forEach((vital, k) => {
          vital.metrics.forEach((band, b) => expect(iv?.data[k]?.metrics[b]?.count).toBeLessThanOrEqual(band.count));
          expect(iv?.data[k]?.affectedUser).toBeLessThanOrEqual(vital.affectedUser);
        });
        const [oj, ij] = await Promise.all([outer, inner].map((w) => get(`${browser}/ajax`, query(w), ajaxListSchema)));
        const outerAjax = new Map(oj?.data.map((a) => [a.id, a]));
        for (const a of ij?.data ?? []) {
          const other = outerAjax.get(a.id);
          expect(a.throughput).toBeLessThanOrEqual(other?.throughput ?? -1);
          expect(a.errorCount).toBeLessThanOrEqual(other?.errorCount ?? -1);
          expect(a.resTotal).toBeLessThanOrEqual(other?.resTotal ?? -1);
        }
        const [or, ir] = await Promise.all(
          [outer, inner].map((w) => get(`${browser}/routes`, query(w), routeListSchema)),
        );
        const outerRoutes = new Map(or?.data.map((r) => [r.id, r]));
        for (const r of ir?.data ?? []) {
          expect(r.throughput).toBeLessThanOrEqual(outerRoutes.get(r.id)?.throughput ?? -1);
          expect(r.spa.throughput).toBeLessThanOrEqual(outerRoutes.get(r.id)?.spa.throughput ?? -1);
        }
        // every group of the inner window is in the outer one with at least as many events and users
        const innerGroups = await get(
          `${browser}/errors`,
          { ...query(inner), status: 'Open', limit: 10, sortby: 'events' },
          errorListSchema,
        );
        for (const g of innerGroups.data) {
          const same = await get(`${browser}/errors/${g.hashName}`, query(outer), errorGroupSchema);
          expect(same.events).toBeGreaterThanOrEqual(g.events);
          expect(same.users).toBeGreaterThanOrEqual(g.users);
          expect(same.firstAt).toBe(g.firstAt);
          expect(same.lastAt >= g.lastAt).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('splitting a window splits every count exactly', async () => {
    await fc.assert(
      fc.asyncProperty(nestedArb, async ({ outer, inner }) => {
        // outer = [outer.start, inner.end) + [inner.end, outer.end)
        if (inner.end >= outer.end) return;
        const parts = [
          { start: outer.start, end: inner.end },
          { start: inner.end, end: outer.end },
        ];
        const [whole, a, b] = await Promise.all(
          [outer, ...parts].map((w) => get(`${browser}/reports/errors`, query(w), reportErrorsSchema)),
        );
        expect((a?.events ?? 0) + (b?.events ?? 0)).toBe(whole?.events);
        expect((a?.device.mobile ?? 0) + (b?.device.mobile ?? 0)).toBe(whole?.device.mobile);
        const [wp, ap, bp] = await Promise.all(
          [outer, ...parts].map((w) => get(`${browser}/reports/pages`, query(w), reportPagesSchema)),
        );
        expect((ap?.throughput ?? 0) + (bp?.throughput ?? 0)).toBe(wp?.throughput);
        const [wa, aa, ba] = await Promise.all(
          [outer, ...parts].map((w) =>
            get(`${browser}/reports/apdex`, query(w), {
              parse: (v: unknown) => v as { page: { satisfied: number; tolerated: number } },
            }),
          ),
        );
        expect((aa?.page.satisfied ?? 0) + (ba?.page.satisfied ?? 0)).toBe(wa?.page.satisfied);
        expect((aa?.page.tolerated ?? 0) + (ba?.page.tolerated ?? 0)).toBe(wa?.page.tolerated);
      }),
      RUNS,
    );
  });
});

describe('lists and reports agree', () => {
  it('pages over all pagination pages add up to the pages report; shares add up to 100', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, fc.integer({ min: 1, max: 100 }), async (w, limit) => {
        const pages = await allPages<PageItemA>((page) =>
          get(`${browser}/pages`, { ...query(w), limit, page }, pageListASchema),
        );
        const report = await get(`${browser}/reports/pages`, query(w), reportPagesSchema);
        const full = await get(`${browser}/reports`, query(w), browserReportSchema);
        const total = sumOf(pages, (p) => p.throughput);
        expect(report.throughput).toBe(total);
        expect(report.page.throughput).toBe(total);
        expect(full.pages.throughput).toBe(total);
        expect(
          close(report.page.loadTime, total === 0 ? 0 : sumOf(pages, (p) => p.throughput * p.page.loadTime) / total),
        ).toBe(true);
        expectHundred(pages.map((p) => p.throughputPercentage));
        expectHundred(pages.map((p) => p.page.timeConsumedPercentage));
        expectHundred(pages.map((p) => p.page.loadTimePercentage));
        for (const p of pages) {
          expect(p.underOnePercent).toBe(p.throughputPercentage < 1);
          expect(p.page.throughputPercentage).toBe(p.throughputPercentage);
          expect(p.page.throughput).toBe(p.throughput);
        }
        // busiest first
        for (let k = 1; k < pages.length; k++)
          expect(pages[k - 1]?.throughput).toBeGreaterThanOrEqual(pages[k]?.throughput ?? 0);
        const apdex = await get(`${browser}/apdex`, query(w), apdexSchema);
        expect(apdex.total).toBe(total);
        expect(apdex.satisfied + apdex.tolerated + apdex.frustrated).toBe(apdex.total);
        expect(close(apdex.score, total === 0 ? 0 : (apdex.satisfied + apdex.tolerated / 2) / total)).toBe(true);
        expect(full.apdex.page).toEqual({
          satisfied: apdex.satisfied,
          tolerated: apdex.tolerated,
          frustrated: apdex.frustrated,
          total: apdex.total,
          score: apdex.score,
        });
      }),
      RUNS,
    );
  });

  it('ajax, routes and transactions: stats are the sums and means of the rows, reports agree', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, async (w) => {
        const ajax = await get(`${browser}/ajax`, query(w), ajaxListSchema);
        const report = await get(`${browser}/reports/ajax`, query(w), reportAjaxSchema);
        const n = sumOf(ajax.data, (a) => a.throughput);
        expect(ajax.stats.throughput).toBe(n);
        expect(report.throughput).toBe(n);
        expect(ajax.stats.errorCount).toBe(sumOf(ajax.data, (a) => a.errorCount));
        expect(report.errorCount).toBe(ajax.stats.errorCount);
        expect(close(ajax.stats.totalTime, n === 0 ? 0 : sumOf(ajax.data, (a) => a.throughput * a.totalTime) / n)).toBe(
          true,
        );
        expectHundred(ajax.data.map((a) => a.throughputPercentage));
        expectHundred(ajax.data.map((a) => a.timeConsumedPercentage));
        for (const a of ajax.data) {
          expect(a.underOnePercent).toBe(a.throughputPercentage < 1);
          expect(close(a.errorRate, a.throughput === 0 ? 0 : (a.errorCount / a.throughput) * 100)).toBe(true);
        }
        const routes = await get(`${browser}/routes`, query(w), routeListSchema);
        expect(routes.stats.throughput).toBe(sumOf(routes.data, (r) => r.throughput));
        expectHundred(routes.data.map((r) => r.throughputPercentage));
        expectHundred(routes.data.map((r) => r.timeConsumedPercentage));
        const tx = await get(`${browser}/transactions`, query(w), transactionListSchema);
        const txReport = await get(`${browser}/reports/transactions`, query(w), {
          parse: (v: unknown) => v as typeof tx.stats,
        });
        expect(tx.stats.totalCount).toBe(sumOf(tx.data, (x) => x.totalCount));
        expect(tx.stats.failureCount).toBe(sumOf(tx.data, (x) => x.failureCount));
        expect(txReport).toEqual(tx.stats);
        expectHundred(tx.data.map((x) => x.throughputPercentage));
        const apmTx = await get(`${apm}/transactions`, query(w), transactionListSchema);
        const apmReport = await get(`${apm}/reports`, query(w), apmReportSchema);
        expect(apmReport.throughput).toBe(apmTx.stats.totalCount);
        expect(apmReport.failureCount).toBe(apmTx.stats.failureCount);
        const vitals = await get(`${browser}/webvitals`, query(w), webVitalsSchema);
        for (const v of vitals.data) expectHundred(v.metrics.map((m) => m.percentage));
      }),
      RUNS,
    );
  });

  it('the *.get endpoints return the row of the list', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, fc.nat(), async (w, pick) => {
        const idList = { parse: (v: unknown) => v as { data: { id: string }[] } };
        for (const list of ['ajax', 'routes', 'transactions']) {
          const all = await get(`${browser}/${list}`, query(w), idList);
          const item = all.data[pick % all.data.length];
          if (!item) continue;
          const one = await get(`${browser}/${list}/${item.id}`, query(w), idList);
          expect(one.data).toEqual([item]);
        }
      }),
      { numRuns: 8 },
    );
  });
});

describe('search', () => {
  const termArb = fc.oneof(
    fc.constantFrom(
      'products',
      'CHECKOUT',
      'account',
      '*',
      'api/v2',
      'über',
      '新着',
      'cart',
      'search',
      'zzz-no-match',
      '/',
    ),
    fc.string({ minLength: 1, maxLength: 3 }).filter((s) => s.trim() === s && s.length > 0 && !/[+&#%]/.test(s)),
  );

  it('returns the case-insensitive matches and stats over exactly them', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, termArb, async (w, term) => {
        const lower = term.toLowerCase();
        const allPagesList = await get(`${browser}/pages`, { ...query(w), limit: 100 }, pageListASchema);
        const found = await get(`${browser}/pages`, { ...query(w), search: term }, pageSearchSchema);
        const expected = allPagesList.data.filter((p) => p.url.toLowerCase().includes(lower)).map((p) => p.id);
        expect(new Set(found.data.map((p) => p.id))).toEqual(new Set(expected));
        const n = sumOf(found.data, (p) => p.throughput);
        expect(found.stats.page.throughput).toBe(n);
        expect(found.stats.page.errorCount).toBe(sumOf(found.data, (p) => p.errorCount));
        expect(
          close(found.stats.page.loadTime, n === 0 ? 0 : sumOf(found.data, (p) => p.throughput * p.loadTime) / n),
        ).toBe(true);
        expectHundred(found.data.map((p) => p.throughputPercentage));
        expectHundred(found.data.map((p) => p.errorPercentage));
        for (const p of found.data) {
          expect(p.satisfied + p.tolerated + p.frustrated).toBe(p.throughput);
          expect(p.page.throughput).toBe(p.throughput);
        }
        const ajaxAll = await get(`${browser}/ajax`, query(w), ajaxListSchema);
        const ajax = await get(`${browser}/ajax`, { ...query(w), search: term }, ajaxListSchema);
        expect(ajax.data.map((a) => a.id).sort()).toEqual(
          ajaxAll.data
            .filter((a) => a.url.toLowerCase().includes(lower))
            .map((a) => a.id)
            .sort(),
        );
        expect(ajax.stats.throughput).toBe(sumOf(ajax.data, (a) => a.throughput));
        expect(ajax.stats.errorCount).toBe(sumOf(ajax.data, (a) => a.errorCount));
        const routes = await get(`${browser}/routes`, { ...query(w), search: term }, routeListSchema);
        for (const r of routes.data) expect(r.url.toLowerCase()).toContain(lower);
        expect(routes.stats.throughput).toBe(sumOf(routes.data, (r) => r.throughput));
        const tx = await get(`${browser}/transactions`, { ...query(w), search: term }, transactionListSchema);
        for (const x of tx.data) expect(x.name.toLowerCase()).toContain(lower);
        expect(tx.stats.totalCount).toBe(sumOf(tx.data, (x) => x.totalCount));
        const apdex = await get(`${browser}/apdex`, { ...query(w), search: term }, apdexSchema);
        expect(apdex.total).toBe(n);
      }),
      RUNS,
    );
  });
});

describe('errors', () => {
  const statusArb = fc.constantFrom('Open', 'Resolved', 'Ignored');
  const sortArb = fc.constantFrom('events', 'firstAt', 'lastAt', undefined);

  function checkGroup(g: ErrorGroup, trendDates: string[], w: Window): void {
    expect(g.trends.length).toBe(trendDates.length);
    expect(sumOf(g.trends, (x) => x)).toBe(g.events);
    expect(g.users).toBeLessThanOrEqual(g.events);
    expect(g.users).toBeGreaterThan(0);
    expect(Date.parse(g.lastAt)).toBeGreaterThanOrEqual(w.start);
    expect(Date.parse(g.lastAt)).toBeLessThan(w.end);
  }

  it('trends add up to events, sorts hold, pagination is exact', async () => {
    await fc.assert(
      fc.asyncProperty(
        windowArb,
        statusArb,
        sortArb,
        fc.integer({ min: 1, max: 100 }),
        async (w, status, sortby, limit) => {
          const groups = await allPages<ErrorGroup>(async (page) => {
            const list = await get(`${browser}/errors`, { ...query(w), status, sortby, limit, page }, errorListSchema);
            expect(list.trendDates).toEqual(trendBuckets(w).map(formatApiTime));
            for (const g of list.data) checkGroup(g, list.trendDates, w);
            return list;
          });
          for (const g of groups) expect(g.status).toBe(status);
          const key = (g: ErrorGroup) =>
            sortby === 'events' ? g.events : Date.parse(sortby === 'firstAt' ? g.firstAt : g.lastAt);
          for (let k = 1; k < groups.length; k++)
            expect(key(groups[k - 1] as ErrorGroup)).toBeGreaterThanOrEqual(key(groups[k] as ErrorGroup));
          // the errors report counts every group with an event, whatever its status
          const report = await get(`${browser}/reports/errors`, query(w), reportErrorsSchema);
          expect(groups.length).toBeLessThanOrEqual(report.errors);
          expect(sumOf(groups, (g) => g.events)).toBeLessThanOrEqual(report.events);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('a group, its events and the list agree, with and without filters', async () => {
    const filterArb = fc.oneof(
      fc.constant({}),
      fc.record({ browser: fc.constantFrom('Chrome', 'Safari', 'Firefox', 'Mobile Safari', 'opera') }),
      fc.record({ os: fc.constantFrom('Windows', 'iOS', 'Android', 'Mac OS', 'Linux') }),
      fc.record({ device: fc.constantFrom('mobile', 'desktop') }),
      fc.record({ version: fc.constantFrom('4.12.0', '4.13.0', '5.0.0-beta.3', '4') }),
      fc.record({ browser: fc.constant('Chrome'), browserVersion: fc.constantFrom('131.0', '130', '129.0') }),
      fc.record({ os: fc.constant('iOS'), osVersion: fc.constantFrom('17', '18.1.1', '16.7.10') }),
      fc.record({ url: fc.constantFrom('/products/', 'checkout', 'utm_source', 'SHOP.example.com/cart') }),
      fc.record({ tags: fc.constantFrom('network', 'frontend,safari', 'i18n', 'checkout') }),
      fc.record({ message: fc.constantFrom('undefined', 'TypeError', 'chunk', 'فشل', 'failed') }),
      fc.record({ device: fc.constant('mobile'), browser: fc.constant('Chrome') }),
    );
    await fc.assert(
      fc.asyncProperty(
        windowArb,
        statusArb,
        filterArb,
        fc.integer({ min: 7, max: 100 }),
        async (w, status, filters, limit) => {
          const list = await get(`${browser}/errors`, { ...query(w), status, limit: 100, ...filters }, errorListSchema);
          const unfiltered = new Map(
            (await get(`${browser}/errors`, { ...query(w), status, limit: 100 }, errorListSchema)).data.map((g) => [
              g.id,
              g,
            ]),
          );
          // groups small enough to walk all their events page by page
          for (const g of list.data.filter((x) => x.events <= 40 * limit).slice(0, 4)) {
            checkGroup(g, list.trendDates, w);
            const { message: _message, ...eventFilters } = filters as Record<string, string>;
            void _message;
            const one = await get(
              `${browser}/errors/${g.hashName}`,
              { ...query(w), ...eventFilters },
              errorGroupSchema,
            );
            expect(one).toEqual(g);
            const before = unfiltered.get(g.id);
            if (before) expect(g.events).toBeLessThanOrEqual(before.events);
            const events = await allPages((page) =>
              get(
                `${browser}/errors/${g.hashName}/events`,
                { ...query(w), ...eventFilters, limit, page },
                errorEventListSchema,
              ),
            );
            expect(events.length).toBe(g.events);
            const wanted = (filters as { message?: string }).message?.toLowerCase();
            if (wanted !== undefined)
              expect(g.message.toLowerCase().includes(wanted) || events[0]?.class.toLowerCase().includes(wanted)).toBe(
                true,
              );
            expect(new Set(events.map((e) => e.user.hash)).size).toBe(g.users);
            // newest first, inside the window, and the newest is the group's lastAt
            expect(events[0]?.timestamp).toBe(g.lastAt);
            for (let k = 0; k < events.length; k++) {
              const e = events[k];
              if (!e) continue;
              const ts = Date.parse(e.timestamp);
              expect(ts).toBeGreaterThanOrEqual(w.start);
              expect(ts).toBeLessThan(w.end);
              if (k > 0) expect(e.timestamp <= (events[k - 1]?.timestamp ?? '')).toBe(true);
              expect(e.errorId).toBe(g.id);
              const f = filters as Record<string, string | undefined>;
              if (f.browser) expect(e.env.browser.toLowerCase()).toBe(f.browser.toLowerCase());
              if (f.os) expect(e.env.os.toLowerCase()).toBe(f.os.toLowerCase());
              if (f.device) expect(e.env.device).toBe(f.device);
              if (f.version) expect(e.version === f.version || e.version.startsWith(`${f.version}.`)).toBe(true);
              if (f.browserVersion)
                expect(
                  e.env.browserVersion === f.browserVersion || e.env.browserVersion.startsWith(`${f.browserVersion}.`),
                ).toBe(true);
              if (f.osVersion)
                expect(e.env.osVersion === f.osVersion || e.env.osVersion.startsWith(`${f.osVersion}.`)).toBe(true);
              if (f.url) expect(e.url.raw.toLowerCase()).toContain(f.url.toLowerCase());
              if (f.tags) for (const tag of f.tags.split(',')) expect(e.tags).toContain(tag);
            }
            // trends: each event falls in its bucket
            const buckets = trendBuckets(w);
            const counts = buckets.map(() => 0);
            for (const e of events) {
              const ts = Date.parse(e.timestamp);
              let b = buckets.length - 1;
              while (b > 0 && (buckets[b] ?? 0) > ts) b--;
              counts[b] = (counts[b] ?? 0) + 1;
            }
            expect(counts).toEqual(g.trends);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('device filters partition a group’s events exactly', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, async (w) => {
        const list = await get(
          `${browser}/errors`,
          { ...query(w), status: 'Open', limit: 10, sortby: 'events' },
          errorListSchema,
        );
        for (const g of list.data) {
          const [mobile, desktop] = await Promise.all(
            ['mobile', 'desktop'].map((device) =>
              get(`${browser}/errors/${g.hashName}`, { ...query(w), device }, errorGroupSchema),
            ),
          );
          expect((mobile?.events ?? 0) + (desktop?.events ?? 0)).toBe(g.events);
          mobile?.trends.forEach((m, k) => expect(m + (desktop?.trends[k] ?? 0)).toBe(g.trends[k]));
        }
      }),
      { numRuns: 10 },
    );
  });

  it('an event keeps its id, timestamp and content across windows', async () => {
    const day = { timeStart: formatApiTime(NOW_MINUTE - DAY), timeEnd: formatApiTime(NOW_MINUTE) };
    const week = { timeStart: formatApiTime(NOW_MINUTE - 7 * DAY), timeEnd: formatApiTime(NOW_MINUTE) };
    const list = await get(
      `${browser}/errors`,
      { ...day, status: 'Open', limit: 1, sortby: 'events' },
      errorListSchema,
    );
    const g = list.data[0];
    if (!g) throw new Error('no group');
    const a = await get(`${browser}/errors/${g.hashName}/events`, { ...day, limit: 5 }, errorEventListSchema);
    const b = await get(`${browser}/errors/${g.hashName}/events`, { ...week, limit: 5 }, errorEventListSchema);
    expect(b.data).toEqual(a.data);
    expect(b.totalCount).toBeGreaterThan(a.totalCount);
  });
});

describe('the projects of varied health agree with themselves too', () => {
  const planned = ['demo-checkout', 'demo-catalog', 'demo-backoffice', 'demo-storefront'].map(PROJECT_PATH);
  const worker = PROJECT_PATH('demo-worker');

  it('reports are the sums of their lists, groups their trends and events', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, fc.constantFrom(...planned), async (w, project) => {
        const full = await get(`${project}/reports`, query(w), browserReportSchema);
        const errors = await get(`${project}/reports/errors`, query(w), reportErrorsSchema);
        expect(full.errors).toEqual(errors);
        expect(errors.device.mobile + errors.device.desktop).toBe(errors.events);
        // every group with an event, whatever its status, is counted once
        let events = 0;
        let groups = 0;
        for (const status of ['Open', 'Resolved', 'Ignored']) {
          const list = await allPages<ErrorGroup>((page) =>
            get(`${project}/errors`, { ...query(w), status, limit: 100, page }, errorListSchema),
          );
          for (const g of list) expect(sumOf(g.trends, (x) => x)).toBe(g.events);
          events += sumOf(list, (g) => g.events);
          groups += list.length;
        }
        expect(events).toBe(errors.events);
        expect(groups).toBe(errors.errors);
        const pages = await get(`${project}/pages`, { ...query(w), limit: 100 }, pageListASchema);
        expect(sumOf(pages.data, (p) => p.throughput)).toBe(full.pages.throughput);
        const apdex = await get(`${project}/apdex`, query(w), apdexSchema);
        expect(apdex.total).toBe(full.pages.throughput);
        expect(full.apdex.page.score).toBe(apdex.score);
      }),
      RUNS,
    );
  });

  it('the busiest group’s events number what the group says', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, fc.constantFrom(...planned, worker), async (w, project) => {
        const list = await get(
          `${project}/errors`,
          { ...query(w), status: 'Open', sortby: 'events', limit: 1 },
          errorListSchema,
        );
        const g = list.data[0];
        if (!g) return;
        const one = await get(`${project}/errors/${g.hashName}`, query(w), errorGroupSchema);
        expect(one).toEqual(g);
        const events = await get(
          `${project}/errors/${g.hashName}/events`,
          { ...query(w), limit: 5 },
          errorEventListSchema,
        );
        expect(events.totalCount).toBe(g.events);
        expect(events.data[0]?.timestamp).toBe(g.lastAt);
      }),
      { numRuns: 10 },
    );
  });

  it('an APM project’s report is its transactions', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, async (w) => {
        const tx = await get(`${worker}/transactions`, query(w), transactionListSchema);
        const report = await get(`${worker}/reports`, query(w), apmReportSchema);
        expect(report.throughput).toBe(tx.stats.totalCount);
        expect(report.failureCount).toBe(tx.stats.failureCount);
      }),
      RUNS,
    );
  });
});

// Every endpoint, every project, several windows: status 200 and a body that matches the shared
// schema exactly (all fields, right JSON types, nothing extra) and reads with no deviation; browser-only endpoints refuse the
// APM project; the empty project answers zeros; the same request gives the same bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_IDS, endpoints } from '../../shared/catalogue.ts';
import { errorEventListSchema } from '../../shared/schemas/error-events.ts';
import { errorGroupSchema, errorListSchema } from '../../shared/schemas/errors.ts';
import { pageItemASchema, pageListASchema, pageSearchSchema } from '../../shared/schemas/pages.ts';
import { browserReportSchema } from '../../shared/schemas/reports.ts';
import { expectExact, expectNoDeviations, schemaFor } from './testing/exact-shape.ts';
import { pathFor, PROJECT_PATH, requiredQuery, startTestApi, type TestApi } from './testing/test-api.ts';

const WINDOWS: Record<string, Record<string, string>> = {
  '30m': { timeDur: '30m' },
  '1d': { timeDur: '1d' },
  '7d': { timeDur: '7d' },
  '1M': { timeDur: '1M' },
  custom: { timeStart: '2026-11-18 06:00', timeEnd: '2026-11-19 18:30' },
};

const PROJECTS = [
  { id: 'demo-browser', kind: 'browser' },
  { id: 'demo-apm', kind: 'apm' },
  { id: 'demo-empty', kind: 'browser' },
] as const;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.api.close();
});

describe.each(PROJECTS)('$id', ({ id: project, kind }) => {
  it.each(ENDPOINT_IDS)('%s answers every window with the documented shape', async (id) => {
    const served = endpoints[id].kinds.includes(kind);
    // An endpoint the kind does not serve is refused before any id is looked at.
    const path = served
      ? await pathFor(t, id, project)
      : endpoints[id].path.replace('/v2/projects/:projectId', PROJECT_PATH(project)).replace(/:\w+/, 'any-id');
    if (path === null) {
      // Only the empty project has no ids to ask for.
      expect(project).toBe('demo-empty');
      return;
    }
    for (const [label, window] of Object.entries(WINDOWS)) {
      const query = { ...window, ...requiredQuery(id) };
      const reply = await t.get(path, query);
      if (!served) {
        expect(reply.status, `${id} ${label}`).toBe(400);
        expect((reply.body as { message: string }).message).toMatch(/browser projects only.*APM project/);
        continue;
      }
      expect(reply.status, `${id} ${label}: ${reply.text.slice(0, 200)}`).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expectExact(schemaFor(id, kind, query), reply.body, `${project} ${id} ${label}`);
      expectNoDeviations(id, query, reply.body, `${project} ${id} ${label}`);
    }
  });
});

describe('field types and values', () => {
  it('the browser report has integers where the spec says counts and a sane apdex', async () => {
    const reply = await t.get(`${PROJECT_PATH('demo-browser')}/reports`, { timeDur: '1d' });
    const report = browserReportSchema.parse(reply.body);
    expect(report.pages.throughput).toBeGreaterThan(1000);
    expect(Number.isInteger(report.ajax.throughput)).toBe(true);
    expect(report.apdex.page.satisfied + report.apdex.page.tolerated + report.apdex.page.frustrated).toBe(
      report.apdex.page.total,
    );
    expect(report.apdex.page.score).toBeGreaterThan(0.5);
    expect(report.apdex.page.score).toBeLessThanOrEqual(1);
    expect(report.errors.device.mobile + report.errors.device.desktop).toBe(report.errors.events);
    expect(report.errors.errors).toBeGreaterThan(100);
    // "about 200 groups" and "a few thousand events" a day
    expect(report.errors.errors).toBeLessThan(300);
    expect(report.errors.events).toBeGreaterThan(1000);
    expect(report.errors.events).toBeLessThan(20_000);
  });

  it('pages: shape A without search, shape B with it; wildcard, long and unicode urls; zero-throughput pages', async () => {
    const base = PROJECT_PATH('demo-browser');
    const a = pageListASchema.parse((await t.get(`${base}/pages`, { timeDur: '7d', limit: 100 })).body);
    expect(a.totalCount).toBeGreaterThanOrEqual(30);
    const urls = a.data.map((p) => p.url);
    expect(urls.some((u) => u.includes('*'))).toBe(true);
    expect(urls.some((u) => u.length > 200)).toBe(true);
    expect(urls.some((u) => /[\u0080-\uffff]/.test(u))).toBe(true);
    const zero = a.data.filter((p) => p.throughput === 0);
    expect(zero.length).toBeGreaterThanOrEqual(2);
    for (const p of zero) expect(p.page.loadTime).toBe(0);
    const b = (await t.get(`${base}/pages`, { timeDur: '7d', search: 'products' })).body;
    expectExact(pageSearchSchema, b, 'pages search');
    expect(pageSearchSchema.parse(b).data.every((p) => p.url.includes('products'))).toBe(true);
    expect(b).not.toHaveProperty('totalCount');
  });

  it('pages.get returns the same object as the list', async () => {
    const base = PROJECT_PATH('demo-browser');
    const list = pageListASchema.parse((await t.get(`${base}/pages`, { timeDur: '1d', page: 2, limit: 5 })).body);
    const item = list.data[0];
    if (!item) throw new Error('empty page');
    const one = (await t.get(`${base}/pages/${item.id}`, { timeDur: '1d' })).body;
    expectExact(pageItemASchema, one, 'pages.get');
    expect(one).toEqual(item);
  });

  it('ajax calls carry HTTP methods; routes keep min ≤ routeTime ≤ max; transactions add up', async () => {
    const base = PROJECT_PATH('demo-browser');
    const ajax = (await t.get(`${base}/ajax`, { timeDur: '1d' })).body as {
      data: { method: string; url: string; errorCount: number; throughput: number; resTotal: number }[];
    };
    expect(new Set(ajax.data.map((a) => a.method))).toEqual(new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']));
    expect(ajax.data.length).toBeGreaterThanOrEqual(35);
    for (const a of ajax.data) {
      expect(a.errorCount).toBeLessThanOrEqual(a.throughput);
      expect(a.resTotal).toBeLessThanOrEqual(a.throughput);
    }
    const routes = (await t.get(`${base}/routes`, { timeDur: '1d' })).body as {
      data: {
        routeTime: number;
        min: number;
        max: number;
        routeName: string;
        spa: { throughput: number };
        throughput: number;
      }[];
    };
    expect(routes.data.length).toBeGreaterThanOrEqual(15);
    for (const r of routes.data) {
      expect(r.min).toBeLessThanOrEqual(r.routeTime);
      expect(r.routeTime).toBeLessThanOrEqual(r.max);
      expect(r.spa.throughput).toBeLessThanOrEqual(r.throughput);
      expect(r.routeName).not.toBe('');
    }
    const tx = (await t.get(`${base}/transactions`, { timeDur: '1d' })).body as {
      data: { successCount: number; failureCount: number; totalCount: number }[];
    };
    expect(tx.data.length).toBeGreaterThanOrEqual(10);
    for (const x of tx.data) expect(x.successCount + x.failureCount).toBe(x.totalCount);
  });

  it('web vitals: the five metrics, three bands each, spread over all bands', async () => {
    const body = (await t.get(`${PROJECT_PATH('demo-browser')}/webvitals`, { timeDur: '1d' })).body as {
      data: {
        name: string;
        metrics: { name: string; count: number; percentage: number }[];
        avg: number;
        affectedUser: number;
      }[];
    };
    expect(body.data.map((v) => v.name)).toEqual(['fcp', 'lcp', 'fid', 'cls', 'ttfb']);
    for (const vital of body.data) {
      expect(vital.metrics.map((m) => m.name)).toEqual(['Good', 'Needs Improvement', 'Poor']);
      for (const m of vital.metrics) expect(m.count).toBeGreaterThan(0);
      expect(vital.metrics.reduce((s, m) => s + m.percentage, 0)).toBeCloseTo(100, 6);
      expect(Number.isInteger(vital.affectedUser)).toBe(true);
    }
    const cls = body.data.find((v) => v.name === 'cls');
    expect(cls?.avg).toBeLessThan(1);
    const lcp = body.data.find((v) => v.name === 'lcp');
    expect(lcp?.avg).toBeGreaterThan(500);
  });

  it('the empty project has zeros and empty lists in every window', async () => {
    const base = PROJECT_PATH('demo-empty');
    const report = browserReportSchema.parse((await t.get(`${base}/reports`, { timeDur: '1M' })).body);
    expect(report.pages.throughput).toBe(0);
    expect(report.apdex.page.score).toBe(0);
    expect(report.errors).toEqual({ errors: 0, events: 0, device: { mobile: 0, desktop: 0 } });
    const errors = errorListSchema.parse((await t.get(`${base}/errors`, { timeDur: '1M', status: 'Open' })).body);
    expect(errors.data).toEqual([]);
    expect(errors.totalCount).toBe(0);
    expect(errors.trendDates.length).toBeGreaterThan(0);
    const pages = pageListASchema.parse((await t.get(`${base}/pages`, { timeDur: '1M' })).body);
    expect(pages).toMatchObject({ data: [], count: 0, totalCount: 0, totalPages: 0, hasMore: false });
    const vitals = (await t.get(`${base}/webvitals`, { timeDur: '1M' })).body as {
      data: { metrics: { count: number; percentage: number }[] }[];
    };
    expect(vitals.data).toHaveLength(5);
    for (const v of vitals.data) for (const m of v.metrics) expect(m).toMatchObject({ count: 0, percentage: 0 });
    for (const list of ['ajax', 'routes', 'transactions']) {
      expect((await t.get(`${base}/${list}`, { timeDur: '1M' })).body).toMatchObject({ data: [] });
    }
  });

  it('the APM project answers its report, apdex, transactions and errors', async () => {
    const base = PROJECT_PATH('demo-apm');
    const report = (await t.get(`${base}/reports`, { timeDur: '1d' })).body as {
      throughput: number;
      failureCount: number;
      failureRate: number;
      apdexScore: number;
    };
    expect(report.throughput).toBeGreaterThan(10_000);
    expect(report.failureRate).toBeCloseTo((report.failureCount / report.throughput) * 100, 9);
    const errors = errorListSchema.parse(
      (await t.get(`${base}/errors`, { timeDur: '1d', status: 'Open', limit: 100 })).body,
    );
    expect(errors.totalCount).toBeGreaterThan(20);
  });

  it('error groups and events carry the awkward real-world cases', async () => {
    const base = PROJECT_PATH('demo-browser');
    const groups = [];
    for (const status of ['Open', 'Resolved', 'Ignored']) {
      for (let page = 1; ; page++) {
        const list = errorListSchema.parse(
          (await t.get(`${base}/errors`, { timeDur: '7d', status, limit: 100, page })).body,
        );
        groups.push(...list.data);
        if (!list.hasMore) break;
      }
    }
    expect(groups.some((g) => g.message.length >= 2000)).toBe(true);
    expect(groups.some((g) => /[\u0590-\u05ff\u0600-\u06ff]/.test(g.message))).toBe(true);
    expect(groups.some((g) => g.events === 1)).toBe(true);
    expect(groups.some((g) => g.trackerALink.startsWith('https://'))).toBe(true);
    expect(groups.filter((g) => Object.values(g).includes('javascript:alert(1)'))).toHaveLength(1);
    expect(new Set(groups.map((g) => g.status))).toEqual(new Set(['Open', 'Resolved', 'Ignored']));
    for (const g of groups) {
      expect(g.id).toMatch(/^\d+:[0-9a-f]{32}$/);
      expect(g.id.endsWith(`:${g.hashName}`)).toBe(true);
      expect(g.created <= g.firstAt).toBe(true);
      expect(g.firstAt <= g.lastAt).toBe(true);
      expect(g.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const busy = [...groups].sort((a, b) => b.events - a.events)[0];
    if (!busy) throw new Error('no groups');
    expectExact(
      errorGroupSchema,
      (await t.get(`${base}/errors/${busy.hashName}`, { timeDur: '7d' })).body,
      'errors.get',
    );
    const events = errorEventListSchema.parse(
      (await t.get(`${base}/errors/${busy.hashName}/events`, { timeDur: '7d', limit: 100 })).body,
    );
    expect(events.data).toHaveLength(100);
    const users = events.data.map((e) => e.user);
    expect(users.some((u) => u.name === '' && u.email === '')).toBe(true);
    for (const e of events.data) {
      expect(e.errorId).toBe(busy.id);
      expect(e.backTraces.length).toBeGreaterThanOrEqual(4);
      expect(e.backTraces.length).toBeLessThanOrEqual(60);
      expect(e.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const ts = Date.parse(e.timestamp);
      for (const crumb of e.breadCrumbs) expect(crumb.ts).toBeLessThan(ts);
      expect(['click', 'input', 'select', 'check', 'console', 'navigation', 'xhr']).toEqual(
        expect.arrayContaining(e.breadCrumbs.map((c) => c.a)),
      );
      expect(e.request.url).toBe(e.url.raw);
      if (e.env.browser === 'Safari') expect(e.request.ua).toContain('Safari');
      if (e.env.browser === 'Firefox') expect(e.request.ua).toContain('Firefox');
    }
    // newest first
    const stamps = events.data.map((e) => e.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });
});

describe('search', () => {
  const taking = ENDPOINT_IDS.filter((id) => 'search' in endpoints[id].query.shape);

  it('an empty search is no filter: the same answer as no search, on every endpoint that takes one', async () => {
    expect(taking).toEqual(['transactions.list', 'pages.list', 'routes.list', 'ajax.list', 'webvitals', 'apdex']);
    for (const { id: project, kind } of PROJECTS) {
      for (const id of taking.filter((e) => endpoints[e].kinds.includes(kind))) {
        const path = endpoints[id].path.replace('/v2/projects/:projectId', PROJECT_PATH(project));
        const plain = await t.get(path, { timeDur: '1d' });
        const empty = await t.get(path, { timeDur: '1d', search: '' });
        expect(empty.status, `${project} ${id}: ${empty.text.slice(0, 200)}`).toBe(200);
        expect(empty.text, `${project} ${id}`).toBe(plain.text);
      }
    }
    // The page list without a filter keeps its plain shape, pagination and all.
    const pages = await t.get(`${PROJECT_PATH('demo-browser')}/pages`, {
      timeDur: '1d',
      search: '',
      limit: 5,
      page: 2,
    });
    expectExact(pageListASchema, pages.body, 'pages with an empty search');
    expect(pages.body).toMatchObject({ page: 2, limit: 5 });
  });

  it('an endpoint without search still refuses it, empty or not', async () => {
    const reply = await t.get(`${PROJECT_PATH('demo-browser')}/reports`, { timeDur: '1d', search: '' });
    expect(reply.status).toBe(400);
    expect((reply.body as { message: string }).message).toMatch(/search/);
  });
});

describe('determinism', () => {
  it('the same request gives the same bytes; another seed gives other bytes', async () => {
    const other = await startTestApi({ seed: 8 });
    try {
      for (const [path, query] of [
        ['/errors', { timeDur: '1d', status: 'Open' }],
        ['/reports', { timeStart: '2026-11-01 00:00', timeEnd: '2026-11-08 00:00' }],
        ['/pages', { timeDur: '7d' }],
      ] as const) {
        const a = await t.get(`${PROJECT_PATH('demo-browser')}${path}`, query);
        const b = await t.get(`${PROJECT_PATH('demo-browser')}${path}`, query);
        const c = await other.get(`${PROJECT_PATH('demo-browser')}${path}`, query);
        expect(a.status).toBe(200);
        expect(b.text).toBe(a.text);
        expect(c.text).not.toBe(a.text);
      }
    } finally {
      await other.api.close();
    }
  });

  it('a relative window is the absolute window ending at now, floored to the minute', async () => {
    const relative = await t.get(`${PROJECT_PATH('demo-browser')}/reports`, { timeDur: '1d' });
    const absolute = await t.get(`${PROJECT_PATH('demo-browser')}/reports`, {
      timeStart: '2026-11-19 08:00',
      timeEnd: '2026-11-20 08:00',
    });
    expect(relative.text).toBe(absolute.text);
  });

  it('there is no traffic after now', async () => {
    const future = (
      await t.get(`${PROJECT_PATH('demo-browser')}/reports/pages`, {
        timeStart: '2026-11-21 00:00',
        timeEnd: '2026-11-22 00:00',
      })
    ).body as { throughput: number };
    expect(future.throughput).toBe(0);
  });
});

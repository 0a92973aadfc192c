// The demo account's projects and their health: a failing project (an incident since shortly
// before the demo started), a slow one, one with new error groups, healthy ones, and the grow
// option. The figures are read from the real answers, per window, at several instants, the way a
// home of projects reads them: the window's report against the period before it, and the open
// error groups by events.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorListSchema } from '../../shared/schemas/errors.ts';
import { apmReportSchema, browserReportSchema } from '../../shared/schemas/reports.ts';
import { DAY, formatApiTime, HOUR, MINUTE } from '../../shared/time-window.ts';
import { DEMO_PROJECT_LIST, demoProjects, MAX_PROJECTS } from './project-catalogue.ts';
import { NOW, PROJECT_PATH, SEED, startTestApi, type TestApi } from './testing/test-api.ts';

/** Instants the demo is started at: the tests' own, the e2e suite's Monday, a Sunday night, New Year. */
const INSTANTS = [
  NOW,
  Date.parse('2026-03-02T11:05:00Z'),
  Date.parse('2026-06-14T03:17:45Z'),
  Date.parse('2027-01-01T00:00:00Z'),
];
const WINDOWS = [
  ['1h', HOUR],
  ['6h', 6 * HOUR],
  ['1d', DAY],
  ['7d', 7 * DAY],
] as const;

/** What the home reads of a project for a window: the window and the period before it. */
interface Figures {
  events: number;
  before: number;
  apdex: number;
  /** Load time (browser) or response time (APM), and the same before. */
  time: number;
  timeBefore: number;
  /** Open groups (of the 100 with most events) first seen in the window, and in the period before. */
  newGroups: number;
  newGroupsBefore: number;
}

async function figures(t: TestApi, id: string, now: number, dur: string, span: number): Promise<Figures> {
  const end = Math.floor(now / MINUTE) * MINUTE;
  const base = PROJECT_PATH(id);
  const before = { timeStart: formatApiTime(end - 2 * span), timeEnd: formatApiTime(end - span) };
  const [cur, prev, list, listBefore] = await Promise.all([
    t.get(`${base}/reports`, { timeDur: dur }),
    t.get(`${base}/reports`, before),
    t.get(`${base}/errors`, { timeDur: dur, status: 'Open', sortby: 'events', limit: 100 }),
    t.get(`${base}/errors`, { ...before, status: 'Open', sortby: 'events', limit: 100 }),
  ]);
  expect([cur.status, prev.status, list.status, listBefore.status]).toEqual([200, 200, 200, 200]);
  const firstSeen = (body: unknown, from: number) =>
    errorListSchema.parse(body).data.filter((g) => Date.parse(g.firstAt) >= from).length;
  const newGroups = firstSeen(list.body, end - span);
  const newGroupsBefore = firstSeen(listBefore.body, end - 2 * span);
  if ('apdexScore' in (cur.body as object)) {
    const [a, b] = [apmReportSchema.parse(cur.body), apmReportSchema.parse(prev.body)];
    return {
      events: a.failureCount,
      before: b.failureCount,
      apdex: a.apdexScore,
      time: a.responseTime,
      timeBefore: b.responseTime,
      newGroups,
      newGroupsBefore,
    };
  }
  const [a, b] = [browserReportSchema.parse(cur.body), browserReportSchema.parse(prev.body)];
  return {
    events: a.errors.events,
    before: b.errors.events,
    apdex: a.apdex.page.score,
    time: a.pages.page.loadTime,
    timeBefore: b.pages.page.loadTime,
    newGroups,
    newGroupsBefore,
  };
}

describe('the catalogue', () => {
  it('keeps the first three first', () => {
    expect(DEMO_PROJECT_LIST.slice(0, 3).map((p) => p.id)).toEqual(['demo-browser', 'demo-apm', 'demo-empty']);
  });

  it('grows with generated projects of mixed kind and health, and no further than error ids allow', () => {
    const all = demoProjects(100);
    expect(all).toHaveLength(100);
    expect(all.slice(0, 8)).toEqual(DEMO_PROJECT_LIST);
    expect(all[8]?.id).toBe('demo-p009');
    expect(all[99]?.id).toBe('demo-p100');
    expect(new Set(all.map((p) => p.id)).size).toBe(100);
    const generated = all.slice(8);
    expect(new Set(generated.map((p) => p.kind))).toEqual(new Set(['browser', 'apm']));
    expect(new Set(generated.map((p) => p.profile))).toEqual(new Set(['healthy', 'failing', 'slow', 'fresh', 'quiet']));
    expect(() => demoProjects(MAX_PROJECTS + 1)).toThrow(RangeError);
    expect(() => demoProjects(0)).toThrow(RangeError);
  });
});

/** What each troubled project shows in every window, however long after its start. */
const TROUBLES: readonly [string, string, (f: Figures, dur: string) => void][] = [
  [
    'demo-checkout',
    'failing: an error burst, ×3 the period before and more',
    (f) => {
      expect(f.events).toBeGreaterThanOrEqual(20);
      expect(f.events).toBeGreaterThanOrEqual(3 * f.before);
      // The burst is one open group, first seen 40 minutes before the start.
      expect(f.newGroups).toBe(1);
    },
  ],
  [
    'demo-catalog',
    'degraded: apdex about 0.6',
    (f, dur) => {
      expect(f.apdex).toBeLessThan(0.7);
      expect(f.apdex).toBeGreaterThan(0.5);
      expect(f.newGroups).toBe(0);
      // Loads got slower 12 hours before the start: the default window shows it against the day before.
      if (dur === '1d') expect(f.time / f.timeBefore).toBeGreaterThanOrEqual(1.15);
    },
  ],
  [
    'demo-backoffice',
    'degraded: a crop of new error groups, 3 or more and half as many again as before',
    (f) => {
      expect(f.newGroups).toBeGreaterThanOrEqual(3);
      expect(f.newGroups).toBeGreaterThanOrEqual(1.5 * f.newGroupsBefore);
      expect(f.apdex).toBeGreaterThanOrEqual(0.7);
    },
  ],
];

describe.each(INSTANTS.map((at) => [new Date(at).toISOString(), at] as const))('a demo started at %s', (_, at) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ now: at });
  });
  afterAll(async () => {
    await t.api.close();
  });

  it.each(TROUBLES.flatMap(([id, what, check]) => WINDOWS.map(([dur, span]) => [id, what, dur, span, check] as const)))(
    '%s is %s in %s',
    async (id, _what, dur, span, check) => check(await figures(t, id, at, dur, span), dur),
  );

  it.each(WINDOWS.flatMap(([dur, span]) => ['demo-storefront', 'demo-worker'].map((id) => [id, dur, span] as const)))(
    '%s is healthy in %s',
    async (id, dur, span) => {
      const f = await figures(t, id, at, dur, span);
      expect(f.apdex).toBeGreaterThanOrEqual(0.7);
      expect(f.newGroups).toBe(0);
      if (f.events >= 20) expect(f.events).toBeLessThan(1.5 * f.before);
      expect(f.before).toBeLessThan(1.5 * f.events + 20);
      expect(f.time).toBeLessThan(1.5 * f.timeBefore);
      expect(f.timeBefore).toBeLessThan(1.5 * f.time);
    },
  );
});

describe('the first three projects', () => {
  /** A digest of answers of the first three projects (recorded when they were all the demo had). */
  async function digest(t: TestApi): Promise<string> {
    const hash = createHash('sha256');
    for (const project of ['demo-browser', 'demo-apm', 'demo-empty'])
      for (const [path, query] of [
        ['reports', {}],
        ['errors', { status: 'Open', sortby: 'events', limit: 100 }],
        ['pages', { limit: 100 }],
        ['transactions', {}],
        ['reports/errors', {}],
      ] as const)
        for (const timeDur of ['1h', '1d', '7d']) {
          const reply = await t.get(`${PROJECT_PATH(project)}/${path}`, { ...query, timeDur });
          hash.update(`${reply.status} ${reply.text}\n`);
        }
    return hash.digest('hex');
  }

  it('answer byte for byte as before the others came, however many projects are served', async () => {
    for (const projects of [3, 8, 100]) {
      const t = await startTestApi({ projects });
      try {
        expect(await digest(t), `${projects} projects`).toBe(
          '3fb1bb42d1e8d90c212f41b8fadeabd358c1fc5f0c67fe83ca781cd5656e510d',
        );
      } finally {
        await t.api.close();
      }
    }
    expect(SEED).toBe(7);
  });
});

describe('grown to 100 projects', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ projects: 100 });
  });
  afterAll(async () => {
    await t.api.close();
  });

  it('serves each of them, names them for the account, and no more', async () => {
    expect(t.api.projects).toHaveLength(100);
    expect(t.api.projects[99]).toMatchObject({ id: 'demo-p100' });
    for (const project of t.api.projects) {
      const reply = await t.get(`${PROJECT_PATH(project.id)}/reports`, { timeDur: '1d' });
      expect(reply.status, project.id).toBe(200);
      expect('apdexScore' in (reply.body as object), project.id).toBe(project.kind === 'apm');
    }
    const beyond = await t.get(`${PROJECT_PATH('demo-p101')}/reports`, { timeDur: '1d' });
    expect(beyond.status).toBe(404);
    expect(beyond.text).toContain('100 projects');
  });

  it('the generated ones have the health their profile says', async () => {
    for (const project of t.api.projects.slice(8, 18)) {
      const f = await figures(t, project.id, NOW, '1d', DAY);
      if (project.profile === 'failing') expect(f.events, project.id).toBeGreaterThanOrEqual(3 * f.before);
      if (project.profile === 'slow') expect(f.apdex, project.id).toBeLessThan(0.7);
      if (project.profile === 'fresh') expect(f.newGroups, project.id).toBeGreaterThan(0);
      if (project.profile === 'healthy') {
        expect(f.apdex, project.id).toBeGreaterThanOrEqual(0.7);
        expect(f.newGroups, project.id).toBe(0);
      }
      if (project.profile === 'quiet') expect(f.events + f.before, project.id).toBe(0);
    }
  });

  it('starts as fast as the demo of three: projects are built on first use', async () => {
    const started = performance.now();
    const grown = await startTestApi({ projects: 256, now: NOW + 7 * MINUTE });
    const took = performance.now() - started;
    await grown.api.close();
    expect(took).toBeLessThan(500);
  });
});

// The instants journeys pin (e2e/moments.ts, and the suite's own) hold what the journeys need,
// asked of the demo API as the journeys ask it: on the seed and clock they run on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import type { BrowserReport } from '../../shared/schemas/reports.ts';
import { HOUR } from '../../shared/time-window.ts';
import { closedDay, closedWindow, windowQuery, type Span } from '../../e2e/browser/windows.ts';
import {
  BUSY_SHOP,
  BUSY_SHOP_MINUTES,
  BUSY_SHOP_SPIKE,
  NEW_AND_QUIET_GROUPS,
  NEW_AND_QUIET_HOURS,
} from '../../e2e/moments.ts';
import { SUITE_INSTANT, suiteInstant } from '../../scripts/pinned-clock.ts';

const KEY = 'moments-key';
let demo: DemoApi;
const API = '/v2/projects/demo-browser';

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${demo.url}${path}`, { headers: { 'X-API-KEY': KEY } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
const openGroups = (window: Span, sort: string) =>
  get<ErrorList>(`${API}/errors?${windowQuery(window)}&status=Open&sortby=${sort}&limit=100&page=1`);

describe('NEW_AND_QUIET_GROUPS', () => {
  const window = closedWindow(NEW_AND_QUIET_GROUPS, NEW_AND_QUIET_HOURS);
  const previous = { start: window.start - NEW_AND_QUIET_HOURS * HOUR, end: window.start };
  beforeAll(async () => {
    demo = await startDemoApi({ port: 0, key: KEY, now: NEW_AND_QUIET_GROUPS });
  });
  afterAll(() => demo.close());

  it('its window holds groups first seen in it and older ones, all on one page', async () => {
    const list = await openGroups(window, 'lastAt');
    const isNew = list.data.filter((g) => Date.parse(g.firstAt) >= window.start && Date.parse(g.firstAt) < window.end);
    expect(list.hasMore).toBe(false);
    expect(isNew.length).toBeGreaterThan(0);
    expect(isNew.length).toBeLessThan(list.data.length);
  });

  it('the six hours before hold groups quiet in its window', async () => {
    const [now, then] = await Promise.all([openGroups(window, 'events'), openGroups(previous, 'events')]);
    const present = new Set(now.data.map((g) => g.id));
    expect(then.data.filter((g) => !present.has(g.id)).length).toBeGreaterThan(0);
    // And groups seen in both, whose change in events the journeys compare.
    expect(then.data.filter((g) => present.has(g.id)).length).toBeGreaterThan(0);
  });
});

describe('the suite instant', () => {
  it('is a Monday, fixed, and moved only by SPYGLASS_TEST_NOW', () => {
    expect(new Date(suiteInstant({})).getUTCDay()).toBe(1);
    expect(suiteInstant({})).toBe(Date.parse(SUITE_INSTANT));
    expect(suiteInstant({ SPYGLASS_TEST_NOW: '2026-12-01T00:30:00Z' })).toBe(Date.UTC(2026, 11, 1, 0, 30));
    expect(() => suiteInstant({ SPYGLASS_TEST_NOW: 'noon' })).toThrow(/not a time: "noon"/);
  });

  it('has traffic and open error groups in the day the journeys read', async () => {
    demo = await startDemoApi({ port: 0, key: KEY, now: suiteInstant() });
    try {
      const day = closedDay(suiteInstant());
      const report = await get<BrowserReport>(`${API}/reports?${windowQuery(day)}`);
      expect(report.pages.throughput).toBeGreaterThan(0);
      expect((await openGroups(day, 'lastAt')).data.length).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});

describe('BUSY_SHOP', () => {
  it('every minute of its next 45 holds error events enough for BUSY_SHOP_SPIKE to be a spike', async () => {
    const busy = await startDemoApi({ port: 0, key: KEY, now: BUSY_SHOP + 2 * HOUR }); // those minutes have happened
    try {
      const events = async (start: number, end: number) => {
        const response = await fetch(`${busy.url}${API}/reports?${windowQuery({ start, end })}`, {
          headers: { 'X-API-KEY': KEY },
        });
        return ((await response.json()) as BrowserReport).errors.events;
      };
      for (let minute = BUSY_SHOP; minute < BUSY_SHOP + BUSY_SHOP_MINUTES * 60_000; minute += 60_000) {
        const spiked = (await events(minute, minute + 60_000)) * BUSY_SHOP_SPIKE.factor;
        const hour = Math.floor(minute / HOUR) * HOUR - 7 * 24 * HOUR;
        const weekAgo = (await events(hour, hour + HOUR)) / 60;
        expect(spiked, new Date(minute).toISOString()).toBeGreaterThanOrEqual(20);
        expect(spiked / weekAgo, new Date(minute).toISOString()).toBeGreaterThanOrEqual(3);
      }
    } finally {
      await busy.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { CacheEntry } from '../../../../shared/bridge.ts';
import { groupCacheEntries } from './group-windows.ts';

const H = 3_600_000;
const T = Date.UTC(2026, 10, 20);
/** From `from` to `to` hours after T. */
const hours = (from: number, to: number) => ({ start: T + from * H, end: T + to * H });
/** The day from T. */
const DAY = hours(0, 24);
function entry(
  endpoint: string,
  window: { start: number; end: number },
  fetchedAt: number,
  query: CacheEntry['query'] = {},
): CacheEntry {
  return {
    accountId: 'a',
    projectId: 'p',
    endpoint,
    query: { timeStart: 'x', timeEnd: 'y', ...query },
    window,
    fetchedAt,
    bytes: 100,
  };
}

describe('recent windows from the cache', () => {
  it('groups copies by window, newest first, naming the views that have them', () => {
    const morning = hours(6, 12);
    const groups = groupCacheEntries([
      entry('pages.list', DAY, T + 30 * H),
      entry('reports', DAY, T + 25 * H),
      entry('errors.list', morning, T + 40 * H),
      entry('reports.pages', DAY, T + 26 * H),
    ]);
    expect(groups.map((g) => [g.window, g.fetchedAt, g.views, g.entries])).toEqual([
      [{ kind: 'absolute', ...morning }, T + 40 * H, ['Errors'], 1],
      [{ kind: 'absolute', ...DAY }, T + 30 * H, ['Overview', 'Pages'], 3],
    ]);
  });

  it('keeps a relative window as its expression, with the range its newest copy covers', () => {
    const groups = groupCacheEntries([
      { ...entry('reports', DAY, T + 24 * H), query: { timeDur: '1d' } },
      { ...entry('webvitals', hours(1, 25), T + 25 * H), query: { timeDur: '1d' } },
    ]);
    expect(groups).toEqual([
      {
        key: 'dur:1d',
        window: { kind: 'relative', dur: '1d' },
        start: T + H,
        end: T + 25 * H,
        fetchedAt: T + 25 * H,
        views: ['Overview', 'Web vitals'],
        entries: 2,
      },
    ]);
  });

  it('leaves out the trend slices of a cached window, but not a narrow window with other views', () => {
    const slice = hours(2, 3);
    const groups = groupCacheEntries([
      entry('reports', DAY, T + 30 * H),
      entry('reports', slice, T + 30 * H),
      entry('pages.list', hours(4, 5), T + 31 * H),
    ]);
    expect(groups.map((g) => [g.start, g.end])).toEqual([
      [T + 4 * H, T + 5 * H],
      [DAY.start, DAY.end],
    ]);
  });
});

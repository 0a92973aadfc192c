// The watcher's own timer: a round that cannot finish says why and is tried again; the watch
// never stops by itself. (Rounds against the demo API: tests/core/watcher.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences.ts';
import { MINUTE } from '../../../shared/time-window.ts';
import { freshCache } from '../testing/cache-fixtures.ts';
import { Watcher } from './watcher.ts';

afterEach(() => vi.useRealTimers());

/** Until the round under way has stored what it found (real file I/O, which fake timers do not move). */
async function roundOver(watcher: Watcher): Promise<void> {
  const until = performance.now() + 20_000; // a busy disk is slow, never this slow
  while (watcher.state().checking && performance.now() < until) await new Promise((resolve) => setImmediate(resolve));
}

describe('Watcher', () => {
  it('a round that fails says so, and the next is planned a minute on', async () => {
    const { cache } = await freshCache();
    vi.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let asked = 0;
    const watcher = await Watcher.open({
      now: Date.now,
      documents: cache.documents,
      projects: async () => {
        if (++asked === 1) throw new Error('the settings could not be read');
        return [];
      },
      preferences: () => DEFAULT_PREFERENCES,
      get: async () => {
        throw new Error('nothing is watched: nothing is asked');
      },
      timeZone: () => 'UTC',
    });
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    await roundOver(watcher);
    expect(watcher.state().notes).toEqual(['The last check could not finish: the settings could not be read']);
    expect(watcher.state().nextCheckAt).toBe(Date.now() + MINUTE);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await roundOver(watcher);
    expect(asked).toBe(2);
    expect(watcher.state().notes).toEqual([]);
    expect(watcher.state().nextCheckAt).toBe(Date.now() + MINUTE); // nothing watched: it looks again in a minute
    await watcher.stop();
    expect(watcher.state().nextCheckAt).toBeNull();
    vi.useRealTimers();
    await cache.close();
  });
});

// A relative window is answered for the minute the page asked in (the call's asOf), so that the
// comparison the page took against that minute is the one a copy of the answer is set against,
// offline too; a moment in the future or long past is not taken from the page.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY, MINUTE, floorToMinute, formatApiTime } from '../../shared/time-window.ts';
import { Gateway, type Target } from '../../electron/core/gateway.ts';
import { ResponseCache } from '../../electron/core/response-cache.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi, type DemoApi } from '../../electron/demo-api/server.ts';
import { pinClock } from '../../scripts/pinned-clock.ts';
import { reportRequest } from '../testing/requests.ts';

// Half a minute into 12:00: a call asked ninety seconds ago was asked at 11:58.
const clock = pinClock(Date.UTC(2026, 10, 21, 12, 0, 30));
let demo: DemoApi;
let gateway: Gateway;
let target: Target;

beforeAll(async () => {
  demo = await startDemoApi({ port: 0, key: 'as-of-key', now: clock.now });
  const cache = await ResponseCache.open({
    dir: await mkdtemp(join(tmpdir(), 'spyglass-as-of-')),
    secrets: new MemorySecretStore(),
    maxBytes: 64 * 1024 * 1024,
  });
  gateway = new Gateway({ cache, now: clock.now });
  target = { account: { id: 'acc', baseUrl: demo.url }, apiKey: 'as-of-key', kind: 'browser' };
});
afterAll(() => demo.close());

const windowEnd = async (asOf: number | undefined) => {
  const answer = await gateway.get(target, { ...reportRequest(), ...(asOf === undefined ? {} : { asOf }) });
  if (!answer.ok) throw new Error(answer.error.message);
  expect(answer.window.end - answer.window.start).toBe(DAY);
  return answer.window.end;
};

describe("a relative window's answer", () => {
  it('covers the minute the page asked in, and is found again for it from the cache alone', async () => {
    const asked = clock.now() - 90_000;
    expect(await windowEnd(asked)).toBe(floorToMinute(asked));
    const end = floorToMinute(asked);
    const fixed = { ...reportRequest(), query: { timeStart: formatApiTime(end - DAY), timeEnd: formatApiTime(end) } };
    // (The answer is stored after it is handed back: the disk does not hold it up.)
    await vi.waitFor(async () =>
      expect(await gateway.get(target, fixed, { cacheOnly: true })).toMatchObject({
        ok: true,
        source: 'cache',
        window: { start: end - DAY, end },
      }),
    );
  });

  it('covers the minute it is sent in when the page says nothing, a time to come, or one long past', async () => {
    const now = floorToMinute(clock.now());
    expect(await windowEnd(undefined)).toBe(now);
    expect(await windowEnd(clock.now() + 2 * MINUTE)).toBe(now);
    expect(await windowEnd(clock.now() - 20 * MINUTE)).toBe(now);
  });
});

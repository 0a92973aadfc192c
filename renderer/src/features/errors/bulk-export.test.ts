import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../../shared/api-error.ts';
import { collectEvents, type ExportProgress } from './bulk-export.ts';
import { eventsPage as pageOf } from '../../testing/sample-event.ts';

const noSleep = vi.fn(async () => undefined);

describe('collecting every event of a group', () => {
  it('pages through with limit 100 until the last page, reporting progress', async () => {
    const asked: [number, number][] = [];
    const progress: ExportProgress[] = [];
    const outcome = await collectEvents({
      fetchPage: async (page, limit) => (asked.push([page, limit]), pageOf(234, page, limit)),
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
      sleep: noSleep,
    });
    expect(outcome.status).toBe('done');
    expect(outcome.events.map((e) => e.id)).toEqual(Array.from({ length: 234 }, (_, i) => `e${i + 1}`));
    expect(asked).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(progress.map((p) => p.fetched)).toEqual([0, 100, 200, 234]);
    expect(progress.at(-1)).toMatchObject({ total: 234, totalPages: 3 });
  });

  it('finishes at once on a group with no events in the window', async () => {
    const outcome = await collectEvents({
      fetchPage: async (page, limit) => pageOf(0, page, limit),
      signal: new AbortController().signal,
      sleep: noSleep,
    });
    expect(outcome).toEqual({ status: 'done', events: [] });
  });

  it('waits as long as a rate limit asks, then asks for the same page again', async () => {
    const waits: number[] = [];
    const asked: number[] = [];
    let limited = 2;
    const outcome = await collectEvents({
      fetchPage: async (page, limit) => {
        asked.push(page);
        if (page === 2 && limited-- > 0)
          return {
            ok: false,
            error: apiError('rate-limited', 'Too many requests', { status: 429, retryAfterMs: 1500 }),
          };
        return pageOf(150, page, limit);
      },
      signal: new AbortController().signal,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(outcome.status).toBe('done');
    expect(outcome.events).toHaveLength(150);
    expect(waits).toEqual([1500, 1500]);
    expect(asked).toEqual([1, 2, 2, 2]);
  });

  it('stops with the message on any other failure, keeping what it had', async () => {
    const outcome = await collectEvents({
      fetchPage: async (page, limit) =>
        page === 3 ? { ok: false, error: apiError('server', 'The service failed (503)') } : pageOf(500, page, limit),
      signal: new AbortController().signal,
      sleep: noSleep,
    });
    expect(outcome).toMatchObject({ status: 'failed', message: 'The service failed (503)' });
    expect(outcome.events).toHaveLength(200);
  });

  it('gives up on a rate limit that never lifts', async () => {
    const outcome = await collectEvents({
      fetchPage: async () => ({ ok: false, error: apiError('rate-limited', 'Too many requests') }),
      signal: new AbortController().signal,
      sleep: noSleep,
    });
    expect(outcome.status).toBe('failed');
  });

  it('stops when cancelled, between pages or while waiting', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const outcome = await collectEvents({
      fetchPage: async (page, limit) => {
        asked.push(page);
        if (page === 2) controller.abort();
        return pageOf(1000, page, limit);
      },
      signal: controller.signal,
      sleep: noSleep,
    });
    expect(outcome.status).toBe('cancelled');
    expect(asked).toEqual([1, 2]);
    expect(outcome.events).toHaveLength(100);

    const waiting = new AbortController();
    const pending = collectEvents({
      fetchPage: async () => ({
        ok: false,
        error: apiError('rate-limited', 'Too many requests', { retryAfterMs: 60_000 }),
      }),
      signal: waiting.signal,
    });
    setTimeout(() => waiting.abort(), 20);
    await expect(pending).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('stops at once when cancelled while a page is on its way, however long it would take', async () => {
    const controller = new AbortController();
    const pending = collectEvents({
      fetchPage: () => new Promise(() => undefined),
      signal: controller.signal,
      sleep: noSleep,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).resolves.toEqual({ status: 'cancelled', events: [] });
  });
});

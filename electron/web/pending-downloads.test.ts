import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DOWNLOAD_LIMITS, PendingDownloads } from './pending-downloads.ts';

const file = (size: number, name = 'table') => ({
  filename: `${name}.csv`,
  mime: 'text/csv' as const,
  bytes: Buffer.alloc(size, 'x'),
});

describe('PendingDownloads', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits two minutes and holds at most 128 MB by default', () => {
    expect(DEFAULT_DOWNLOAD_LIMITS).toEqual({ ttlMs: 120_000, maxBytes: 128 * 1024 * 1024 });
  });

  it('hands an export over once', () => {
    const downloads = new PendingDownloads();
    downloads.add('a', file(10));
    expect(downloads.take('a')?.filename).toBe('table.csv');
    expect(downloads.take('a')).toBeUndefined();
    expect(downloads.bytes).toBe(0);
  });

  it('drops an export not downloaded once its time is up, without a download to prompt it', () => {
    const downloads = new PendingDownloads({ ttlMs: 1000, maxBytes: 1 << 20 });
    downloads.add('a', file(100));
    vi.advanceTimersByTime(999);
    expect(downloads.bytes).toBe(100);
    vi.advanceTimersByTime(1);
    expect(downloads.size).toBe(0);
    expect(downloads.bytes).toBe(0);
    expect(downloads.take('a')).toBeUndefined();
  });

  it('keeps no timer once an export is taken or cleared', () => {
    const downloads = new PendingDownloads();
    downloads.add('a', file(1));
    downloads.add('b', file(1));
    expect(vi.getTimerCount()).toBe(2);
    downloads.take('a');
    expect(vi.getTimerCount()).toBe(1);
    downloads.clear();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('makes room for a new export by dropping the oldest ones not yet downloaded', () => {
    const downloads = new PendingDownloads({ ttlMs: 60_000, maxBytes: 1000 });
    downloads.add('a', file(400, 'a'));
    downloads.add('b', file(400, 'b'));
    downloads.add('c', file(400, 'c'));
    expect(downloads.bytes).toBe(800);
    expect(downloads.take('a')).toBeUndefined();
    expect(downloads.take('b')?.filename).toBe('b.csv');
    downloads.add('d', file(1000, 'd'));
    expect(downloads.take('c')).toBeUndefined();
    expect(downloads.take('d')?.filename).toBe('d.csv');
  });
});

describe('PendingDownloads timers', () => {
  it('never keep the process alive', () => {
    const downloads = new PendingDownloads();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    try {
      downloads.add('a', file(1));
      const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
    } finally {
      downloads.clear();
      setTimeoutSpy.mockRestore();
    }
  });
});

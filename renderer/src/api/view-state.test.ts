import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../shared/bridge.ts';
import { shownAnswer, viewState } from './view-state.ts';

const window = { start: 0, end: 60_000 };
const exact = { deviations: [], deviationCount: 0 };
const fresh: ApiResult<number> = { ok: true, data: 2, fetchedAt: 200, window, source: 'network', ...exact };
const cachedCopy: ApiResult<number> = { ok: true, data: 1, fetchedAt: 100, window, source: 'cache', ...exact };
const offline: ApiResult<number> = { ok: false, error: { kind: 'offline', message: 'down' } };

describe('view state', () => {
  it('shows the live answer when there is one', () => {
    expect(viewState(fresh, cachedCopy, false)).toMatchObject({ status: 'ready', data: 2, fetchedAt: 200 });
  });
  it('paints the cached copy while the live answer is on its way', () => {
    expect(viewState(undefined, cachedCopy, true)).toMatchObject({
      status: 'stale',
      data: 1,
      error: null,
      refreshing: true,
    });
  });
  it('keeps the copy that came with a failure, with the reason', () => {
    const failed: ApiResult<number> = { ...offline, cached: { data: 0, fetchedAt: 50, window } } as ApiResult<number>;
    expect(viewState(failed, cachedCopy, false)).toMatchObject({
      status: 'stale',
      data: 0,
      fetchedAt: 50,
      error: { kind: 'offline' },
    });
  });
  it('falls back to the separately read copy when the failure brought none', () => {
    expect(viewState(offline, cachedCopy, false)).toMatchObject({
      status: 'stale',
      data: 1,
      error: { kind: 'offline' },
    });
  });
  it('clears the old error while asking again, and says so', () => {
    expect(viewState(offline, undefined, true)).toEqual({ status: 'loading', retrying: true });
  });
  it('shows the error when nothing was ever seen, and loading before anything', () => {
    expect(viewState(offline, undefined, false)).toEqual({ status: 'error', error: offline.error });
    expect(viewState(undefined, { ok: false, error: { kind: 'not-found', message: 'none' } }, true)).toEqual({
      status: 'loading',
    });
  });
});

describe('the answer shown', () => {
  it('is the live answer when there is one, whatever the copies', () => {
    expect(shownAnswer(fresh, cachedCopy)).toMatchObject({ data: 2, source: 'network', live: true });
  });
  it('is the copy that came with a failure first, then the copy read on its own', () => {
    const failed = { ...offline, cached: { data: 0, fetchedAt: 50, window, ...exact } } as ApiResult<number>;
    expect(shownAnswer(failed, cachedCopy)).toMatchObject({ data: 0, fetchedAt: 50, source: 'cache', live: false });
    expect(shownAnswer(offline, cachedCopy)).toMatchObject({ data: 1, fetchedAt: 100, live: false });
  });
  it('is nothing while nothing usable is on hand', () => {
    expect(shownAnswer(undefined)).toBeNull();
    expect(shownAnswer(offline, offline)).toBeNull();
  });
});

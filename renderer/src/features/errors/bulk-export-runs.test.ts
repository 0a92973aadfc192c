// A bulk export runs outside its panel: its progress and its end are kept for the group whatever
// is drawn meanwhile, one run a group at a time, and a fault of the page ends it with a message.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeRequest } from '../../../../shared/bridge.ts';
import type { Scope } from '../../api/queries.ts';

const host = await vi.hoisted(async () => {
  const { installFakeHost } = await import('../../testing/fake-host.tsx');
  return installFakeHost();
});
const { eventsPage } = await import('../../testing/sample-event.ts');
const { exportKey, startBulkExport, useBulkExport } = await import('./bulk-export-runs.ts');
const { renderHook } = await import('@testing-library/react');
const { preferencesQuery } = await import('../../state/preferences.ts');
const { DEFAULT_PREFERENCES } = await import('../../../../shared/preferences.ts');

const scope: Scope = { accountId: 'acct', projectId: 'proj', window: { kind: 'absolute', start: 0, end: 3_600_000 } };
const target = { scope, errorId: '1:abc', filters: {} };
const busyCalls = () => host.calls.filter((call) => call.channel === 'app.busy').map((call) => call.request);

describe('a bulk export, outside its panel', () => {
  it('keeps its progress and its end for the group, and holds update checks while it runs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    host.answer('api.get', async (request: BridgeRequest<'api.get'>) => {
      const page = Number(request.query['page']);
      if (page === 2) await held;
      return eventsPage(107, page, Number(request.query['limit']));
    });
    let saved = '';
    host.answer('export.save', (file: { text: string }) => ((saved = file.text), { saved: true, path: '/x.csv' }));
    const client = new QueryClient();
    // The mask off: the file holds the events as they came (it is on until the preferences are known).
    client.setQueryData(preferencesQuery.queryKey, { ...DEFAULT_PREFERENCES, privacyMask: false });
    const seen = renderHook(() => useBulkExport(exportKey(target)));

    const running = startBulkExport(client, target, 'csv');
    await expect.poll(() => seen.result.current.run?.progress.fetched).toBe(100);
    expect(seen.result.current.run?.progress).toMatchObject({ total: 107, page: 1, totalPages: 2 });
    // Asked again while it runs: the one run goes on, no second is started.
    await startBulkExport(client, target, 'json');
    expect(busyCalls()).toEqual([{ busy: true }]);

    release();
    await running;
    expect(seen.result.current).toEqual({ run: null, result: { ok: true, message: '107 events: Saved to /x.csv' } });
    expect(
      saved
        .trimEnd()
        .split('\r\n')
        .filter((line) => /^e\d+,/.test(line)),
    ).toHaveLength(107);
    expect(busyCalls()).toEqual([{ busy: true }, { busy: false }]);
    // Another group's panel has nothing of it.
    expect(renderHook(() => useBulkExport(exportKey({ ...target, errorId: '1:def' }))).result.current).toEqual({
      run: null,
      result: null,
    });
  });

  it('a fault of the page ends the run with what went wrong', async () => {
    host.answer('api.get', (request: BridgeRequest<'api.get'>) => eventsPage(3, Number(request.query['page']), 100));
    host.answer('export.save', () => {
      throw new Error('the disk is gone');
    });
    const other = { ...target, errorId: '1:ghi' };
    await startBulkExport(new QueryClient(), other, 'json');
    const { result } = renderHook(() => useBulkExport(exportKey(other)));
    expect(result.current).toEqual({
      run: null,
      result: { ok: false, message: 'The export failed: Error: the disk is gone' },
    });
  });
});

// The updates channels: the browser host has no updater and says so; the desktop app's answers
// come from its policy, and a bulk export's start and end reach it.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../shared/bridge.ts';
import { Core, NO_UPDATES_REASON, type UpdateService } from './core.ts';
import { MemorySecretStore } from './secret-store.ts';

const open = async (updates?: UpdateService) =>
  Core.create({
    userDataDir: await mkdtemp(join(tmpdir(), 'spyglass-core-')),
    host: updates ? 'electron' : 'web',
    version: '1.1.0',
    secrets: { store: new MemorySecretStore({ persistent: true }), problem: null },
    saveExport: async () => ({ saved: true }),
    updates,
  });

describe('updates through the core', () => {
  it('in the browser host: unavailable, with the reason, and nothing to install', async () => {
    const core = await open();
    const unavailable = { state: 'unavailable', reason: NO_UPDATES_REASON, currentVersion: '1.1.0', automatic: true };
    expect(await core.call('updates.status', {})).toEqual({ ok: true, value: unavailable });
    expect(await core.call('updates.check', {})).toEqual({ ok: true, value: unavailable });
    expect(await core.call('updates.install', {})).toEqual({ ok: true, value: { installing: false } });
    expect(await core.call('app.busy', { busy: true })).toEqual({ ok: true, value: {} });
    // The automatic-updates preference is kept and shown even so.
    await core.call('prefs.set', { autoUpdate: false });
    expect(await core.call('updates.status', {})).toMatchObject({ ok: true, value: { automatic: false } });
    await core.close();
  });

  it('in the desktop app: the policy answers, and hears of bulk exports', async () => {
    const ready: UpdateStatus = { state: 'ready', version: '1.2.0', currentVersion: '1.1.0', automatic: true };
    const updates = {
      current: vi.fn(() => ready),
      check: vi.fn(() => ready),
      install: vi.fn(() => true),
      setBusy: vi.fn(),
      setAutomatic: vi.fn(),
    };
    const core = await open(updates);
    expect(await core.call('updates.status', {})).toEqual({ ok: true, value: ready });
    expect(await core.call('updates.check', {})).toEqual({ ok: true, value: ready });
    expect(updates.check).toHaveBeenCalledOnce();
    await core.call('app.busy', { busy: true });
    await core.call('app.busy', { busy: false });
    expect(updates.setBusy.mock.calls).toEqual([[true], [false]]);
    expect(updates.install).not.toHaveBeenCalled();
    expect(await core.call('updates.install', {})).toEqual({ ok: true, value: { installing: true } });
    expect(await core.handle('app.busy', { busy: 'yes' })).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
    await core.close();
  });

  it('in the desktop app: keeps the policy on the automatic-updates preference, from the start', async () => {
    const updates = { current: vi.fn(), check: vi.fn(), install: vi.fn(), setBusy: vi.fn(), setAutomatic: vi.fn() };
    const core = await open(updates);
    expect(updates.setAutomatic.mock.calls).toEqual([[true]]);
    await core.call('prefs.set', { theme: 'dark' });
    await core.call('prefs.set', { autoUpdate: false });
    expect(updates.setAutomatic.mock.calls).toEqual([[true], [false]]);
    await core.close();
  });
});

// Closing the last window: asked once, the answer stored as the watch's setting and the asking
// remembered in the host settings, then kept running in the tray or quit accordingly. Runs the
// real core on a fresh data folder, so what is stored is read back from its settings file.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Core } from '../core/core.ts';
import { MemorySecretStore } from '../core/secret-store.ts';
import { afterLastWindow, KEEP_WATCHING_ASKED_KEY, keepRunningWhenClosed, type KeepRunning } from './keep-running.ts';
import { app, dialog, resetFakeElectron } from './testing/fake-electron.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

let dir: string;
let core: Core;

beforeEach(async () => {
  resetFakeElectron();
  dir = await mkdtemp(join(tmpdir(), 'spyglass-keep-running-'));
  core = await Core.create({
    userDataDir: dir,
    host: 'electron',
    version: 'test',
    secrets: { store: new MemorySecretStore({ persistent: true }), problem: null },
    saveExport: async () => ({ saved: true }),
  });
});

afterEach(async () => {
  await core.close();
  await rm(dir, { recursive: true, force: true });
});

let kept: KeepRunning;
/** The last window closes; resolves once the app has done what it does about it. */
const closeLastWindow = () => kept.lastWindowClosed();

async function stored(): Promise<{ host: Record<string, unknown>; keepWatching: unknown }> {
  await core.settings.flush();
  const file = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as {
    host: Record<string, unknown>;
    preferences: { watch: { keepWatchingWhenClosed: unknown } };
  };
  return { host: file.host, keepWatching: file.preferences.watch.keepWatchingWhenClosed };
}

describe('afterLastWindow', () => {
  it('stays on macOS, asks the first time elsewhere, then follows the setting', () => {
    expect(afterLastWindow({ platform: 'darwin', asked: false, keepWatching: false })).toBe('stay');
    expect(afterLastWindow({ platform: 'win32', asked: false, keepWatching: true })).toBe('ask');
    expect(afterLastWindow({ platform: 'linux', asked: true, keepWatching: true })).toBe('stay');
    expect(afterLastWindow({ platform: 'linux', asked: true, keepWatching: false })).toBe('quit');
  });
});

describe('closing the last window', () => {
  it('asks the first time; "Keep watching" keeps the app in the tray and is stored, and it is not asked again', async () => {
    kept = keepRunningWhenClosed(core, 'linux');
    dialog.answer = 0;
    await closeLastWindow();
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
    expect(dialog.showMessageBox.mock.calls[0]![0]).toMatchObject({
      message: 'Keep watching in the tray when the window is closed?',
      detail: 'You can change this in Settings ▸ Watch.',
      buttons: ['Keep watching', 'Quit'],
    });
    expect(app.quit).not.toHaveBeenCalled();
    expect(await stored()).toMatchObject({ host: { [KEEP_WATCHING_ASKED_KEY]: true }, keepWatching: true });

    await closeLastWindow();
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('"Quit" quits, and is stored: the next close quits without asking', async () => {
    kept = keepRunningWhenClosed(core, 'win32');
    dialog.answer = 1;
    await closeLastWindow();
    expect(app.quit).toHaveBeenCalledOnce();
    expect(await stored()).toMatchObject({ host: { [KEEP_WATCHING_ASKED_KEY]: true }, keepWatching: false });
    // The rest of the watch's settings are kept as they were.
    expect(core.settings.preferences.watch).toMatchObject({ cadenceMinutes: 5, openAtLogin: false });

    await closeLastWindow();
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
    expect(app.quit).toHaveBeenCalledTimes(2);
  });

  it("is what the app does on 'window-all-closed', asking only once while the question is up", async () => {
    kept = keepRunningWhenClosed(core, 'linux');
    app.emit('window-all-closed');
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
    app.emit('window-all-closed');
    await closeLastWindow();
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
    expect(core.settings.host(KEEP_WATCHING_ASKED_KEY)).toBe(true);
  });

  it('on macOS stays, never asking, whatever the setting', async () => {
    kept = keepRunningWhenClosed(core, 'darwin');
    await core.call('prefs.set', { watch: { ...core.settings.preferences.watch, keepWatchingWhenClosed: false } });
    await closeLastWindow();
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('takes a choice made in Settings before the first close as the answer', async () => {
    kept = keepRunningWhenClosed(core, 'linux');
    await core.call('prefs.set', { watch: { ...core.settings.preferences.watch, keepWatchingWhenClosed: false } });
    expect(await stored()).toMatchObject({ host: { [KEEP_WATCHING_ASKED_KEY]: true }, keepWatching: false });
    await closeLastWindow();
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
    expect(app.quit).toHaveBeenCalledOnce();
  });

  it('does not take another watch setting changed in Settings as the answer', async () => {
    kept = keepRunningWhenClosed(core, 'linux');
    await core.call('prefs.set', { watch: { ...core.settings.preferences.watch, cadenceMinutes: 15 } });
    expect((await stored()).host).toEqual({});
    dialog.answer = 0;
    await closeLastWindow();
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
  });
});

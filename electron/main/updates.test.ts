// Which updater main gets: none (with the reason) where updates cannot apply, electron-updater's
// otherwise. electron-updater's autoUpdater is a stand-in here: the real one needs Electron's app.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const autoUpdater = vi.hoisted(() => ({
  logger: {} as unknown,
  active: true,
  isUpdaterActive(): boolean {
    return this.active;
  },
  on: () => undefined,
  checkForUpdates: async () => null,
}));
vi.mock('electron-updater', () => ({ autoUpdater }));
const { createUpdates } = await import('./updates.ts');

describe.skipIf(process.platform !== 'linux')('createUpdates on Linux', () => {
  let dir: string | null = null;
  afterEach(() => {
    vi.unstubAllEnvs();
    if (dir) rmSync(dir, { recursive: true, force: true });
    autoUpdater.active = true;
  });
  const anAppImage = () => {
    dir = mkdtempSync(join(tmpdir(), 'spyglass-appimage-'));
    writeFileSync(join(dir, 'Spyglass.AppImage'), '');
    vi.stubEnv('APPIMAGE', join(dir, 'Spyglass.AppImage'));
  };

  it('unpackaged, or a .deb: unavailable, saying why', () => {
    expect(createUpdates({ currentVersion: '1.1.0', packaged: false, onChange: vi.fn() }).current()).toMatchObject({
      state: 'unavailable',
      reason: expect.stringContaining('development run'),
    });
    vi.stubEnv('APPIMAGE', '');
    expect(createUpdates({ currentVersion: '1.1.0', packaged: true, onChange: vi.fn() }).current()).toMatchObject({
      state: 'unavailable',
      reason: expect.stringContaining('package manager'),
    });
  });

  it('an installed AppImage in a folder of the user’s: electron-updater, quiet in the console', () => {
    anAppImage();
    const policy = createUpdates({ currentVersion: '1.1.0', packaged: true, onChange: vi.fn() });
    expect(policy.current()).toEqual({ state: 'idle', currentVersion: '1.1.0', automatic: true });
    expect(autoUpdater.logger).toBeNull();
  });

  it('defers to electron-updater when it says it is inactive', () => {
    anAppImage();
    autoUpdater.active = false;
    expect(createUpdates({ currentVersion: '1.1.0', packaged: true, onChange: vi.fn() }).current()).toMatchObject({
      state: 'unavailable',
    });
  });
});

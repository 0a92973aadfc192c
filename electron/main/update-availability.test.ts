import { describe, expect, it } from 'vitest';
import { updateAvailability } from './update-availability.ts';

describe('updateAvailability', () => {
  it('refuses an unpackaged run on every platform', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      expect(updateAvailability({ packaged: false, platform, appImage: '/x.AppImage' })).toMatchObject({
        ok: false,
        reason: expect.stringContaining('development run'),
      });
    }
  });

  it('on Linux, updates only an AppImage; a .deb is left to the package manager', () => {
    expect(updateAvailability({ packaged: true, platform: 'linux', appImage: '/home/u/Spyglass.AppImage' })).toEqual({
      ok: true,
    });
    expect(updateAvailability({ packaged: true, platform: 'linux', appImage: undefined })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('package manager'),
    });
  });

  it('updates an installed macOS or Windows app', () => {
    expect(updateAvailability({ packaged: true, platform: 'darwin', appImage: undefined })).toEqual({ ok: true });
    expect(updateAvailability({ packaged: true, platform: 'win32', appImage: undefined })).toEqual({ ok: true });
  });

  it('on Linux, needs the AppImage’s folder to be writable', () => {
    const canWrite = (folder: string) => folder !== '/opt/apps';
    expect(
      updateAvailability({ packaged: true, platform: 'linux', appImage: '/opt/apps/Spyglass.AppImage', canWrite }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('cannot write to /opt/apps') });
    expect(
      updateAvailability({ packaged: true, platform: 'linux', appImage: '/home/u/Apps/Spyglass.AppImage', canWrite }),
    ).toEqual({ ok: true });
  });
});

// The desktop app's updater: electron-updater's platform updater (NSIS on Windows, the zip on
// macOS, the AppImage on Linux) behind the policy, or the policy alone, saying why, where updates
// cannot apply. The feed is the publish target of electron-builder.yml, which electron-builder
// writes into the package as app-update.yml.
import { autoUpdater } from 'electron-updater';
import { accessSync, constants } from 'node:fs';
import type { UpdateStatus } from '../../shared/bridge.ts';
import { updateAvailability } from './update-availability.ts';
import { UpdatePolicy } from './update-policy.ts';

export function createUpdates(options: { currentVersion: string; packaged: boolean; onChange: (status: UpdateStatus) => void }): UpdatePolicy {
  const availability = updateAvailability({ packaged: options.packaged, platform: process.platform, appImage: process.env['APPIMAGE'], canWrite });
  // `autoUpdater` is built on first use: only where it can work, so unpackaged runs never load it.
  if (!availability.ok) return new UpdatePolicy({ currentVersion: options.currentVersion, updater: null, unavailableReason: availability.reason, automatic: true, onChange: options.onChange });
  // electron-updater logs to the console by default; its errors reach the user through the policy.
  autoUpdater.logger = null;
  return new UpdatePolicy({ currentVersion: options.currentVersion, updater: autoUpdater, automatic: true, onChange: options.onChange });
}

function canWrite(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

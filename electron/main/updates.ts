// The desktop app's updater: electron-updater's platform updater (NSIS on Windows, the zip on
// macOS, the AppImage on Linux) behind the policy, or the policy alone, saying why, where updates
// cannot apply. The feed is the publish target of electron-builder.yml, which electron-builder
// writes into the package as app-update.yml.
import { autoUpdater } from 'electron-updater';
import { accessSync, constants } from 'node:fs';
import type { UpdateStatus } from '../../shared/bridge.ts';
import { updateAvailability } from './update-availability.ts';
import { UpdatePolicy, type Updater } from './update-policy.ts';

export function createUpdates(options: {
  currentVersion: string;
  packaged: boolean;
  onChange: (status: UpdateStatus) => void;
}): UpdatePolicy {
  // Automatic until the preferences are read (main sets them before starting the policy).
  const policy = (updater: Updater | null, unavailableReason?: string) =>
    new UpdatePolicy({
      currentVersion: options.currentVersion,
      updater,
      unavailableReason,
      automatic: true,
      onChange: options.onChange,
    });
  const availability = updateAvailability({
    packaged: options.packaged,
    platform: process.platform,
    appImage: process.env['APPIMAGE'],
    canWrite,
  });
  // `autoUpdater` is built on first use: only where it can work, so unpackaged runs never build it.
  if (!availability.ok) return policy(null, availability.reason);
  // electron-updater logs to the console by default; its errors reach the user through the policy.
  autoUpdater.logger = null;
  // Its own view as well (packaged, and on Linux an AppImage), should it ever differ from ours.
  if (!autoUpdater.isUpdaterActive()) return policy(null, 'This copy of Spyglass cannot update itself.');
  return policy(autoUpdater);
}

function canWrite(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

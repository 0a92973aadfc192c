// Whether this copy of the app can update itself, and if not, why (said in Settings, never a
// dialog). Free of `electron` so it is tested under Node.
import { dirname } from 'node:path';

export type Availability = { ok: true } | { ok: false; reason: string };

export function updateAvailability(facts: {
  packaged: boolean;
  platform: NodeJS.Platform;
  appImage: string | undefined;
  canWrite?: (folder: string) => boolean;
}): Availability {
  if (!facts.packaged)
    return {
      ok: false,
      reason: 'This is a development run (not an installed build); updates apply to installed builds only.',
    };
  // On Linux only the AppImage replaces itself; a .deb or .rpm belongs to the system's package
  // manager (and its files are not the user's to write).
  if (facts.platform === 'linux' && !facts.appImage)
    return {
      ok: false,
      reason: 'Installed from a Linux package (.deb): updates come through your package manager, or use the AppImage.',
    };
  // The AppImage is replaced in place: its folder must be the user's to write.
  if (facts.platform === 'linux' && facts.appImage && facts.canWrite && !facts.canWrite(dirname(facts.appImage))) {
    return {
      ok: false,
      reason: `Spyglass cannot write to ${dirname(facts.appImage)}, where its AppImage is: move the AppImage to a folder of yours to get updates.`,
    };
  }
  return { ok: true };
}

// Where the desktop app keeps its data (settings, the encrypted cache, window state).
import { join, resolve } from 'node:path';

/**
 * The app's folder under the OS's application-data folder. An unpackaged build (development,
 * tests) takes another from SPYGLASS_USER_DATA; a packaged one ignores it, so an environment
 * variable can never point an installed app at a folder of someone else's choosing.
 */
export function userDataDir(options: {
  override: string | undefined;
  packaged: boolean;
  appData: string;
  appName: string;
}): string {
  if (options.override && !options.packaged) return resolve(options.override);
  return join(options.appData, options.appName);
}

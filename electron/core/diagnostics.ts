// What About shows and Copy diagnostics copies, gathered on the privileged side: versions, the
// OS, the folders, the keychain's state, the settings without secrets and the log's last lines.
// Keys live in the keychain only, so there is none here to leave out; a base URL's user and
// password, should one carry them, are dropped all the same.
import { arch, release } from 'node:os';
import type { BridgeValue } from '../../shared/bridge.ts';
import type { RotatingLog } from './rotating-log.ts';
import type { Settings } from './settings.ts';

/** How many of the log's last lines go with the diagnostics. */
export const DIAGNOSTIC_LOG_LINES = 200;

export interface DiagnosticsSources {
  host: 'electron' | 'web';
  version: string;
  userDataDir: string;
  keychain: 'available' | 'session';
  settings: Settings;
  log: RotatingLog;
}

export async function collectDiagnostics(sources: DiagnosticsSources): Promise<BridgeValue<'app.diagnostics'>> {
  return {
    name: 'Spyglass',
    version: sources.version,
    host: sources.host,
    os: { platform: process.platform, release: release(), arch: arch() },
    versions: {
      electron: process.versions.electron ?? null,
      chromium: process.versions.chrome ?? null,
      node: process.versions.node,
    },
    dataFolder: sources.userDataDir,
    logsFolder: sources.log.dir,
    keychain: sources.keychain,
    accounts: sources.settings.accounts.map((account) => ({
      name: account.name,
      baseUrl: withoutCredentials(account.baseUrl),
      projectIds: account.projects.map((project) => project.id),
      demo: account.demo === true,
    })),
    preferences: sources.settings.preferences,
    logLines: await sources.log.tail(DIAGNOSTIC_LOG_LINES),
  };
}

function withoutCredentials(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    if (!url.username && !url.password) return baseUrl;
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return baseUrl.replace(/\/\/[^/@]*@/, '//');
  }
}

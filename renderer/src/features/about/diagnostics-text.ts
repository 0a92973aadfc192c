// The text Copy diagnostics puts on the clipboard: what a bug report needs (versions, the OS, the
// settings without secrets, the request log's last lines) and nothing more. The privileged side
// never hands over a key, so none can be here; the data folder stays out (it names the user).
import type { BridgeValue } from '../../../../shared/bridge.ts';

export type Diagnostics = BridgeValue<'app.diagnostics'>;

/** What About shows for a version the host does not have (Electron in a browser). */
export const NOT_HERE = '—';

/** The versions as About lists them: the browser host names the browser by its user agent. */
export function versionRows(diagnostics: Diagnostics, userAgent: string): [label: string, value: string][] {
  const { versions } = diagnostics;
  return [
    ['Spyglass', diagnostics.version],
    ['Electron', versions.electron ?? NOT_HERE],
    versions.chromium ? ['Chromium', versions.chromium] : ['Browser', userAgent],
    ['Node', versions.node],
  ];
}

export function diagnosticsText(diagnostics: Diagnostics, userAgent: string): string {
  const { os, accounts, preferences, logLines } = diagnostics;
  const lines = [
    `${diagnostics.name} diagnostics (${diagnostics.host === 'electron' ? 'desktop app' : 'browser host'})`,
    '',
    ...versionRows(diagnostics, userAgent).map(([label, value]) => `${label}: ${value}`),
    `OS: ${os.platform} ${os.release} (${os.arch})`,
    `Keychain: ${diagnostics.keychain === 'available' ? 'available' : 'not available (keys kept for this session only)'}`,
    '',
    `Accounts (${accounts.length}):`,
    ...accounts.map(
      (account) =>
        `- ${account.name}${account.demo ? ' (demo)' : ''}: ${account.baseUrl}; projects ${account.projectIds.join(', ') || 'none'}`,
    ),
    '',
    'Preferences:',
    ...Object.entries(preferences).map(([name, value]) => `- ${name}: ${JSON.stringify(value)}`),
    '',
    `Last ${logLines.length} log lines:`,
    ...logLines,
  ];
  return `${lines.join('\n')}\n`;
}

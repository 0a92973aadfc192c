// `npm run web -- [--port N] [--user-data DIR] [--no-demo]`: the browser host (on the port of
// its last launch unless told otherwise).
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startWebHost } from './web-host.ts';
import { startEmbeddedDemo } from '../demo-api/embedded.ts';

/** Where the OS keeps application data: the desktop app's folder, with a web host of its own. */
function defaultUserDataDir(): string {
  const base =
    process.platform === 'darwin'
      ? join(homedir(), 'Library', 'Application Support')
      : process.platform === 'win32'
        ? (process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'))
        : (process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'));
  return join(base, 'Spyglass', 'web');
}

const root = join(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'user-data': { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
  },
});
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

const host = await startWebHost({
  ...(port === undefined ? {} : { port }),
  userDataDir: values['user-data'] ?? defaultUserDataDir(),
  rendererDir: join(root, 'dist', 'renderer'),
  version,
  ...(values['no-demo'] ? {} : { startDemo: startEmbeddedDemo }),
});
const accounts = await host.core.call('accounts.list', {});
if (accounts.ok) for (const notice of accounts.value.notices) console.warn(notice);
console.log(`Spyglass is running at ${host.launchUrl}`);

const stop = () => void host.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// `npm start [-- args]`: builds the renderer (when its build script exists) and the Electron
// bundles, then starts the desktop app. Where Electron's binary is not installed (our build
// machines block its download) it says so in one line and starts the browser host instead.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findElectron } from './electron-binary.ts';
import { buildElectron } from './build-electron.ts';

const root = join(import.meta.dirname, '..');
const windows = process.platform === 'win32';
const args = process.argv.slice(2);

function npm(script: string, extra: string[] = []): number {
  // npm is npm.cmd on Windows, which only a shell can start.
  const result = spawnSync('npm', ['run', script, ...(extra.length ? ['--', ...extra] : [])], {
    cwd: root,
    stdio: 'inherit',
    shell: windows,
  });
  return result.status ?? 1;
}

/** Runs a long-lived child with our terminal, passes Ctrl+C/termination on, exits with its code. */
function hand(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env, shell: windows && command === 'npm' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const scripts =
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
if (scripts['build:renderer'] && npm('build:renderer') !== 0) process.exit(1);
await buildElectron();

// Electron fetches its binary on first use; where that download is blocked, the browser host
// (same core, same renderer) stands in.
let electron = findElectron();
if (!electron.found && process.env['ELECTRON_SKIP_BINARY_DOWNLOAD'] !== '1') {
  console.log('Installing the Electron binary (first run)…');
  spawnSync(process.execPath, [join(root, 'node_modules', 'electron', 'install.js')], {
    cwd: root,
    stdio: 'inherit',
    timeout: 300_000,
  });
  electron = findElectron();
}
if (electron.found) {
  // Never let an inherited ELECTRON_RUN_AS_NODE turn the app into a plain Node process.
  const env = { ...process.env };
  delete env['ELECTRON_RUN_AS_NODE'];
  hand(electron.executablePath, [join(root, 'dist', 'electron', 'main.js'), ...args], env);
} else {
  console.log(
    "Electron's binary is not installed here (its download is skipped or blocked); starting the browser host instead.",
  );
  // The host itself, not `npm run web`: the renderer was built above, once is enough.
  hand(process.execPath, ['--experimental-strip-types', join(root, 'electron', 'web', 'cli.ts'), ...args], process.env);
}

// Finds the Electron runtime binary without fetching it, for `npm start` and the Electron specs
// (it lives in scripts/, which e2e/ imports from, so that no script depends on e2e/). The npm
// package downloads the binary on the first require('electron'), and that download is blocked on
// our build machines, so this reads the package's path.txt the way its index.js does, minus the
// download. Electron specs start with
//   const electron = findElectron();
//   test.skip(!electron.found, electron.found ? '' : electron.reason);
// and launch with `_electron.launch({ executablePath: electron.executablePath, ... })`, so that
// Playwright does not require('electron') itself.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ElectronRuntime = { found: true; executablePath: string } | { found: false; reason: string };

export function findElectron(): ElectronRuntime {
  const pkg = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(pkg, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  const executablePath = override ? join(override, relative ?? 'electron') : relative && join(pkg, 'dist', relative);
  if (executablePath && existsSync(executablePath)) return { found: true, executablePath };
  return {
    found: false,
    reason:
      `Electron binary not installed (${executablePath ?? `no ${pathFile}`}): ` +
      'Electron suite skipped. Install it with `npx install-electron` where its download is allowed.',
  };
}

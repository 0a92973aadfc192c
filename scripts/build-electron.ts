// `npm run build:electron`: bundles the Electron main process and the preload into dist/electron/
// with vite (rolldown underneath; no bundler of our own).
//   main.js      ES module (the package is "type": "module"); core, demo API, shared, zod and
//                electron-updater are
//                bundled in. `electron` is the runtime's own; @napi-rs/keyring loads a native
//                .node file at run time, so it stays a real package (unpacked from the asar).
//   preload.cjs  CommonJS in one file: a sandboxed preload can require nothing but `electron`.
//   tray-icon.png, tray-icon@2x.png  the watch's tray icon (build/icons' 16 and 32 px; build/
//                is not packaged, dist/electron is).
// `--out-dir DIR` builds elsewhere (the packaging test stages a project in a temporary folder).
import { copyFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type InlineConfig } from 'vite';

const root = join(import.meta.dirname, '..');

/** The tray icon at 1× and 2× (Electron picks the @2x file on high-density screens). */
const TRAY_ICONS = [
  ['16x16.png', 'tray-icon.png'],
  ['32x32.png', 'tray-icon@2x.png'],
] as const;

/** Packages the bundles load at run time instead of carrying. */
export const RUNTIME_EXTERNALS = ['electron', '@napi-rs/keyring'];

function bundle(entry: string, outDir: string, fileName: string, format: 'es' | 'cjs'): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    // Node/Electron bundles: everything bundled except the runtime externals and node: built-ins.
    ssr: { noExternal: true, external: RUNTIME_EXTERNALS, target: 'node' },
    build: {
      ssr: join(root, entry),
      outDir,
      emptyOutDir: false,
      target: 'node22', // Electron 45 ships Node 22
      minify: false, // stack traces from users' machines stay readable
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        external: (id) =>
          RUNTIME_EXTERNALS.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:'),
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    },
  };
}

export async function buildElectron(outDir = join(root, 'dist', 'electron')): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const started = performance.now();
  await build(bundle('electron/main/main.ts', outDir, 'main.js', 'es'));
  await build(bundle('electron/preload/preload.ts', outDir, 'preload.cjs', 'cjs'));
  for (const [from, to] of TRAY_ICONS) copyFileSync(join(root, 'build', 'icons', from), join(outDir, to));
  console.log(`${outDir}: main.js, preload.cjs, tray icons (${Math.round(performance.now() - started)} ms)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
  await buildElectron(values['out-dir'] && resolve(values['out-dir']));
}

// The layering table of DESIGN.md as lint rules: folder = layer, imports only point down.
// Imports are checked after resolution (import-x), so `../` detours, type-only imports, re-exports
// and dynamic import() are all caught. Kept apart from eslint.config.js so a test can apply the
// very same rules to a fixture tree (scripts/lint/fixtures).
import type { Linter } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

interface Layer {
  folder: string;
  /** Folders of ours it may import besides itself; packages from node_modules are always fine. */
  mayImport: string[];
  node: boolean;
  electron: boolean;
}

// e2e/, scripts/ and the root config files are no layer: they may import anything.
const layers: Layer[] = [
  { folder: 'shared', mayImport: [], node: false, electron: false },
  { folder: 'electron/core', mayImport: ['shared'], node: true, electron: false },
  { folder: 'electron/demo-api', mayImport: ['shared'], node: true, electron: false },
  {
    folder: 'electron/main',
    mayImport: ['shared', 'electron/core', 'electron/demo-api'],
    node: true,
    electron: true,
  },
  // Sandboxed: the preload gets `electron`'s renderer half and no Node built-ins.
  { folder: 'electron/preload', mayImport: ['shared'], node: false, electron: true },
  // Serves the built renderer from dist/ as files, never as imports.
  {
    folder: 'electron/web',
    mayImport: ['shared', 'electron/core', 'electron/demo-api'],
    node: true,
    electron: false,
  },
  { folder: 'renderer', mayImport: ['shared'], node: false, electron: false },
];

// Where `electron` resolves to, wherever it is hoisted: the zone below compares resolved paths.
const electronPackage = dirname(createRequire(import.meta.url).resolve('electron/package.json'));

const sources = ['**/*.{ts,tsx,js,mjs,cjs}'];

/** Lint configs that enforce the layering of the repository (or fixture tree) at `root`. */
export function layering(root: string): Linter.Config[] {
  const zones = layers.flatMap(({ folder, mayImport, electron }) => {
    const allowed = [folder, ...mayImport];
    const zone = {
      target: folder,
      from: '.',
      except: [...allowed.map((f) => `./${f}`), './node_modules'],
      message: `${folder}/ may import only ${allowed.map((f) => `${f}/`).join(', ')} and packages.`,
    };
    const noElectron = {
      target: folder,
      from: electronPackage,
      message: `only electron/main and electron/preload may import electron (this is ${folder}/).`,
    };
    return electron ? [zone] : [zone, noElectron];
  });

  return [
    {
      name: 'spyglass/imports',
      files: sources,
      plugins: { 'import-x': importX as unknown as NonNullable<Linter.Config['plugins']>[string] },
      // Default extensions on purpose: relative imports must spell out `.ts`/`.tsx` (Node's type
      // stripping needs it), and an import that cannot be resolved fails instead of slipping past.
      settings: { 'import-x/resolver-next': [createNodeResolver()] },
      rules: {
        'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?'] }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      },
    },
    {
      name: 'spyglass/no-node-builtins',
      basePath: root,
      files: layers.filter((l) => !l.node).map((l) => `${l.folder}/${sources[0]}`),
      // Unit tests run under Node in vitest and never ship, so they may use it.
      ignores: ['**/*.test.{ts,tsx}'],
      rules: { 'import-x/no-nodejs-modules': 'error' },
    },
  ];
}

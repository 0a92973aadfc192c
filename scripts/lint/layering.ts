// The layering table of DESIGN.md as lint rules: folder = layer, imports only point down; and
// the query layer's own rule, that query keys are built only in renderer/src/api/.
// Imports are checked after resolution (import-x), so `../` detours, type-only imports, re-exports
// and dynamic import() are all caught. Kept apart from eslint.config.js so a test can apply the
// very same rules to a fixture tree (scripts/lint/fixtures).
import type { Linter } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
  { folder: 'electron/main', mayImport: ['shared', 'electron/core', 'electron/demo-api'], node: true, electron: true },
  // Sandboxed: the preload gets `electron`'s renderer half and no Node built-ins.
  { folder: 'electron/preload', mayImport: ['shared'], node: false, electron: true },
  // Serves the built renderer from dist/ as files, never as imports.
  { folder: 'electron/web', mayImport: ['shared', 'electron/core', 'electron/demo-api'], node: true, electron: false },
  { folder: 'renderer', mayImport: ['shared'], node: false, electron: false },
];

/**
 * Inside renderer/src, the same rule one level down (DESIGN.md, "Inside the renderer"). Every
 * folder is a layer; each `features/<name>/` is a layer of its own, so features never import each
 * other. Files at the top of renderer/src (the launch, main.tsx) may import any layer but
 * `features/`, which only the shell reaches; `testing/` is for tests and may import anything.
 */
const rendererLayers: { folder: string; mayImport: string[] }[] = [
  { folder: 'app', mayImport: ['features', 'view-kit', 'state', 'api', 'ui', 'platform', 'domain'] },
  { folder: 'features/*', mayImport: ['view-kit', 'state', 'api', 'ui', 'platform', 'domain'] },
  { folder: 'view-kit', mayImport: ['state', 'api', 'ui', 'platform', 'domain'] },
  { folder: 'state', mayImport: ['api', 'ui', 'platform', 'domain'] },
  { folder: 'api', mayImport: ['platform', 'domain'] },
  { folder: 'ui', mayImport: ['platform', 'domain'] },
  { folder: 'platform', mayImport: [] },
  { folder: 'domain', mayImport: [] },
];
const RENDERER = 'renderer/src';

/** The inner layers with `features/*` spelled out, one per feature folder found under `root`. */
function rendererFolders(root: string): { folder: string; mayImport: string[] }[] {
  const features = join(root, RENDERER, 'features');
  const names = existsSync(features)
    ? readdirSync(features, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  return rendererLayers.flatMap((layer) =>
    layer.folder === 'features/*' ? names.map((name) => ({ ...layer, folder: `features/${name}` })) : [layer],
  );
}

function rendererZones(root: string, tests: boolean) {
  const layers = rendererFolders(root);
  const within = layers.map(({ folder, mayImport }) => {
    const allowed = [folder, ...mayImport, ...(tests ? ['testing'] : [])];
    return {
      target: `${RENDERER}/${folder}`,
      from: RENDERER,
      except: allowed.map((f) => `./${f}`),
      message: `${RENDERER}/${folder}/ may import only ${allowed.map((f) => `${f}/`).join(', ')} of the renderer.`,
    };
  });
  const entry = {
    target: `${RENDERER}/*.{ts,tsx}`,
    from: `${RENDERER}/features`,
    message: `only ${RENDERER}/app/ imports features/.`,
  };
  return [...within, entry];
}

// Where `electron` resolves to, wherever it is hoisted: the zone below compares resolved paths.
const electronPackage = dirname(createRequire(import.meta.url).resolve('electron/package.json'));

const sources = ['**/*.{ts,tsx,js,mjs,cjs}'];

/** Lint configs that enforce the layering of the repository (or fixture tree) at `root`, and where query keys are built. */
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
  const zonesFor = (tests: boolean) => ({ basePath: root, zones: [...zones, ...rendererZones(root, tests)] });
  const tests = '**/*.test.{ts,tsx}';

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
        'import-x/no-restricted-paths': ['error', zonesFor(false)],
      },
    },
    {
      // Tests may also use the renderer's test helpers (renderer/src/testing/).
      name: 'spyglass/imports-in-tests',
      files: [tests],
      rules: { 'import-x/no-restricted-paths': ['error', zonesFor(true)] },
    },
    {
      // Query keys come from the factory of the query layer (renderer/src/api/query-keys.ts): a key
      // written out elsewhere drifts from the one its invalidation uses.
      name: 'spyglass/query-keys-from-the-factory',
      basePath: root,
      files: [`${RENDERER}/${sources[0]}`],
      ignores: [`${RENDERER}/api/**`],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...['ArrayExpression', 'TSAsExpression > ArrayExpression'].map((value) => ({
            selector: `Property[key.name='queryKey'] > ${value}`,
            message: 'Query keys come from the factory in renderer/src/api/query-keys.ts.',
          })),
        ],
      },
    },
    {
      name: 'spyglass/no-node-builtins',
      basePath: root,
      files: layers.filter((l) => !l.node).map((l) => `${l.folder}/${sources[0]}`),
      // Unit tests run under Node in vitest and never ship, so they may use it.
      ignores: [tests],
      rules: { 'import-x/no-nodejs-modules': 'error' },
    },
    {
      name: 'spyglass/zod-public-api',
      basePath: root,
      files: sources,
      rules: { 'no-restricted-properties': ['error', ZOD_INTERNALS] },
    },
    ...exportsReadNoPage(root),
  ];
}

/** zod's `_zod` is its private internals: a zod update may change them without notice. */
const ZOD_INTERNALS = {
  property: '_zod',
  message: "zod's internals; read a schema through its public API (def.type, unwrap(), shape, element, options).",
};

/** The DOM reads that would take an export's words or numbers off the page instead of from the view's data. */
const PAGE_READS = [
  'querySelector',
  'querySelectorAll',
  'closest',
  'innerText',
  'textContent',
  'getElementsByClassName',
];

/**
 * The PDF, Copy as Markdown and each view's `*-export.ts` say what the view declares (its headline
 * figures, its tables), never what the page happens to show: the two drifted apart when exports
 * read labels back by CSS class.
 */
export function exportsReadNoPage(root: string): Linter.Config[] {
  return [
    {
      name: 'spyglass/exports-read-no-page',
      basePath: root,
      files: [
        `${RENDERER}/view-kit/pdf/**/*.{ts,tsx}`,
        `${RENDERER}/view-kit/view-export.ts`,
        `${RENDERER}/view-kit/markdown.ts`,
        `${RENDERER}/features/*/*-export.ts`,
      ],
      // Works on the chart's own SVG, parsed from text: a drawing, not the page.
      ignores: [`${RENDERER}/view-kit/pdf/chart-vectors.ts`, '**/*.test.{ts,tsx}'],
      rules: {
        // Replaces the repository-wide list for these files, so it carries zod's rule too.
        'no-restricted-properties': [
          'error',
          ZOD_INTERNALS,
          ...PAGE_READS.map((property) => ({
            property,
            message: `exports take the view's declared data; .${property} reads it back from the page.`,
          })),
        ],
      },
    },
  ];
}

// Proves the layering rules: each forbidden direction of DESIGN.md's table is an error from the
// expected rule, each allowed one is clean. Probes are linted as if they sat in fixtures/, a tree
// shaped like the repo whose files are the import targets (they must exist to be resolved).
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layering } from './layering.ts';

const paths = 'import-x/no-restricted-paths';
const builtins = 'import-x/no-nodejs-modules';
const unresolved = 'import-x/no-unresolved';

async function ruleIds(eslint: ESLint, root: string, file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result?.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const fixtures = join(import.meta.dirname, 'fixtures');
const eslint = new ESLint({
  cwd: fixtures,
  overrideConfigFile: true,
  overrideConfig: [tseslint.configs.base, ...layering(fixtures)],
});
const lint = (file: string, code: string) => ruleIds(eslint, fixtures, file, code);

const core = 'electron/core/probe.ts';
const demo = 'electron/demo-api/probe.ts';
const main = 'electron/main/probe.ts';
const preload = 'electron/preload/probe.ts';
const web = 'electron/web/probe.ts';
const renderer = 'renderer/src/probe.tsx';

describe('forbidden imports are errors', () => {
  it.each([
    // shared/: nothing of ours outside shared/, pure TS + zod
    ['shared/probe.ts', '../electron/core/gateway.ts', paths],
    ['shared/probe.ts', '../renderer/src/app.tsx', paths],
    ['shared/probe.ts', '../e2e/journey.spec.ts', paths],
    ['shared/probe.ts', 'electron', paths],
    ['shared/probe.ts', 'node:fs', builtins],
    ['shared/probe.ts', 'path', builtins],
    // electron/core/: shared/ and Node only
    [core, 'electron', paths],
    [core, '../../renderer/src/app.tsx', paths],
    [core, '../main/window.ts', paths],
    [core, '../preload/bridge.ts', paths],
    [core, '../web/host.ts', paths],
    [core, '../demo-api/server.ts', paths],
    // electron/demo-api/: shared/ and Node only
    [demo, 'electron', paths],
    [demo, '../core/gateway.ts', paths],
    [demo, '../main/window.ts', paths],
    [demo, '../preload/bridge.ts', paths],
    [demo, '../web/host.ts', paths],
    [demo, '../../renderer/src/app.tsx', paths],
    // electron/main/: never the renderer, the web host or the preload's code
    [main, '../../renderer/src/app.tsx', paths],
    [main, '../web/host.ts', paths],
    [main, '../preload/bridge.ts', paths],
    // electron/preload/: shared/ and electron only
    [preload, '../core/gateway.ts', paths],
    [preload, '../demo-api/server.ts', paths],
    [preload, '../main/window.ts', paths],
    [preload, '../web/host.ts', paths],
    [preload, '../../renderer/src/app.tsx', paths],
    [preload, 'node:fs', builtins],
    // electron/web/: no electron, no shell, no renderer source
    [web, 'electron', paths],
    [web, '../main/window.ts', paths],
    [web, '../preload/bridge.ts', paths],
    [web, '../../renderer/src/app.tsx', paths],
    // renderer/: shared/ and browser APIs only
    [renderer, '../../electron/core/gateway.ts', paths],
    [renderer, '../../electron/preload/bridge.ts', paths],
    [renderer, '../../e2e/journey.spec.ts', paths],
    [renderer, 'electron', paths],
    [renderer, 'node:path', builtins],
    [renderer, 'fs/promises', builtins],
  ])('%s ✗ %s', async (file, specifier, rule) => {
    expect(await lint(file, `import '${specifier}';\n`)).toEqual([rule]);
  });

  it.each([
    ['a detour through ..', renderer, `import '../../electron/core/gateway.ts';`, paths],
    ['a detour through shared/', renderer, `import '../../electron/core/gateway.ts';`, paths],
    ['a type-only import', renderer, `import type { layer } from '../../electron/core/gateway.ts';`, paths],
    ['a re-export', 'shared/probe.ts', `export * from '../electron/core/gateway.ts';`, paths],
    ['a dynamic import', renderer, `await import('../../electron/core/gateway.ts');`, paths],
    ['a dynamic built-in', 'shared/probe.ts', `await import('node:fs');`, builtins],
    ['an unresolvable path', renderer, `import '../../shared/missing.ts';`, unresolved],
    ['a relative import without extension', core, `import '../../shared/schema';`, unresolved],
  ])('%s is caught', async (_, file, code, rule) => {
    expect(await lint(file, code)).toEqual([rule]);
  });
});

describe('allowed imports are clean', () => {
  it.each([
    ['shared/probe.ts', './schema.ts'],
    ['shared/probe.ts', 'zod'],
    [core, './gateway.ts'],
    [core, '../../shared/schema.ts'],
    [core, 'node:fs'],
    [demo, '../../shared/schema.ts'],
    [demo, 'node:http'],
    [main, '../../shared/schema.ts'],
    [main, '../core/gateway.ts'],
    [main, '../demo-api/server.ts'],
    [main, 'electron'],
    [main, 'node:path'],
    [preload, '../../shared/schema.ts'],
    [preload, 'electron'],
    [web, '../../shared/schema.ts'],
    [web, '../core/gateway.ts'],
    [web, '../demo-api/server.ts'],
    [web, 'node:http'],
    [renderer, './app.tsx'],
    [renderer, '../../shared/schema.ts'],
    [renderer, 'react'],
    ['e2e/probe.spec.ts', '../electron/main/window.ts'],
    ['e2e/probe.spec.ts', '../renderer/src/app.tsx'],
    ['e2e/probe.spec.ts', 'electron'],
    ['e2e/probe.spec.ts', 'node:fs'],
    // Unit tests run under Node, wherever they sit.
    ['shared/probe.test.ts', 'node:assert'],
    ['renderer/src/probe.test.tsx', 'node:fs'],
  ])('%s ✓ %s', async (file, specifier) => {
    expect(await lint(file, `import '${specifier}';\n`)).toEqual([]);
  });
});

// Inside renderer/src: the shell on the features, the features on the view kit, state, the query
// layer and the presentational pieces, all on platform/ and domain/ (DESIGN.md, "Inside the renderer").
describe('the inner direction of renderer/src', () => {
  const at = (folder: string) => `renderer/src/${folder}/probe.tsx`;
  const target = {
    app: 'app/shell.tsx',
    alpha: 'features/alpha/view.tsx',
    beta: 'features/beta/view.tsx',
    kit: 'view-kit/frame.tsx',
    state: 'state/route.ts',
    api: 'api/queries.ts',
    ui: 'ui/button.tsx',
    platform: 'platform/bridge.ts',
    domain: 'domain/thresholds.ts',
    testing: 'testing/fake-host.tsx',
  };
  const from = (folder: string, to: string) => `${'../'.repeat(folder.split('/').length)}${to}`;

  it.each([
    // features/: never the shell, never another feature, never test helpers
    ['features/alpha', target.app],
    ['features/alpha', target.beta],
    ['features/beta', target.alpha],
    ['features/alpha', target.testing],
    // view-kit/: below every feature and the shell
    ['view-kit', target.app],
    ['view-kit', target.alpha],
    // state/: below the view kit
    ['state', target.kit],
    ['state', target.alpha],
    ['state', target.app],
    // api/: the query layer knows no state and no UI
    ['api', target.state],
    ['api', target.ui],
    ['api', target.kit],
    // ui/: presentational, knows nothing of the shell, features, state or data
    ['ui', target.app],
    ['ui', target.alpha],
    ['ui', target.kit],
    ['ui', target.state],
    ['ui', target.api],
    ['ui', target.testing],
    // platform/ and domain/: the bottom
    ['platform', target.api],
    ['platform', target.ui],
    ['domain', target.platform],
    ['domain', target.ui],
  ])('%s/ ✗ %s', async (folder, to) => {
    expect(await lint(at(folder), `import '${from(folder, to)}';\n`)).toEqual([paths]);
  });

  it('keeps the launch script off the features: only the shell loads them', async () => {
    expect(await lint('renderer/src/main.tsx', `import './${target.alpha}';\n`)).toEqual([paths]);
  });

  it.each([
    ['app', target.alpha],
    ['app', target.kit],
    ['app', target.state],
    ['features/alpha', target.kit],
    ['features/alpha', target.state],
    ['features/alpha', target.api],
    ['features/alpha', target.ui],
    ['features/alpha', target.domain],
    ['view-kit', target.state],
    ['view-kit', target.api],
    ['view-kit', target.ui],
    ['state', target.api],
    ['state', target.ui],
    ['api', target.platform],
    ['api', target.domain],
    ['ui', target.platform],
    ['ui', target.domain],
  ])('%s/ ✓ %s', async (folder, to) => {
    expect(await lint(at(folder), `import '${from(folder, to)}';\n`)).toEqual([]);
  });

  it('lets tests, and only tests, use the test helpers', async () => {
    expect(await lint('renderer/src/ui/probe.test.tsx', `import '../${target.testing}';\n`)).toEqual([]);
    expect(await lint('renderer/src/features/alpha/probe.test.tsx', `import '../../${target.testing}';\n`)).toEqual([]);
    expect(await lint('renderer/src/testing/probe.tsx', `import '../${target.app}';\n`)).toEqual([]);
  });

  it('holds tests to the same direction otherwise', async () => {
    expect(await lint('renderer/src/ui/probe.test.tsx', `import '../${target.app}';\n`)).toEqual([paths]);
  });
});

// Exports say what the view declares; reading the page by CSS class (how they drifted) is an error.
describe('exports read nothing back from the page', () => {
  const pageRead = 'no-restricted-properties';
  const planted = 'renderer/src/features/alpha/alpha-export.ts';

  it('refuses the planted export that reads its figure off the page', async () => {
    const code = readFileSync(join(fixtures, planted), 'utf8');
    expect(await lint(planted, code)).toEqual([pageRead, pageRead]);
  });

  it.each([
    ['renderer/src/view-kit/pdf/probe.ts', `export const n = document.querySelectorAll('.stat').length;`],
    ['renderer/src/view-kit/view-export.ts', `export const t = (e: Element) => e.closest('.stat');`],
    ['renderer/src/view-kit/markdown.ts', `export const t = (e: HTMLElement) => e.innerText;`],
  ])('%s ✗ a page read', async (file, code) => {
    expect(await lint(file, code)).toEqual([pageRead]);
  });

  it('leaves the views themselves free to use the DOM', async () => {
    expect(await lint('renderer/src/features/alpha/view.tsx', readFileSync(join(fixtures, planted), 'utf8'))).toEqual(
      [],
    );
  });
});

// The same rules, reached through the repository's own config and its real root.
describe('eslint.config.js applies the layering to the repository', () => {
  const root = join(import.meta.dirname, '../..');
  // Probes are virtual files, unknown to the tsconfigs: leave out the type-aware rules.
  const repo = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

  it.each([
    ['renderer/src/probe.tsx', '../../package.json', paths],
    ['renderer/src/ui/probe.tsx', '../app/app.tsx', paths],
    ['renderer/src/features/errors/probe.tsx', '../overview/overview-view.tsx', paths],
    ['shared/probe.ts', '../scripts/lint/layering.ts', paths],
    ['shared/probe.ts', 'node:fs', builtins],
    ['electron/core/probe.ts', 'electron', paths],
  ])('%s ✗ %s', async (file, specifier, rule) => {
    expect(await ruleIds(repo, root, file, `import '${specifier}';\n`)).toEqual([rule]);
  });

  it('refuses a query key written out in a feature, not in the query layer', async () => {
    const code = `export const q = { queryKey: ['cache-list'] as const };\n`;
    expect(await ruleIds(repo, root, 'renderer/src/features/errors/probe.ts', code)).toEqual(['no-restricted-syntax']);
    expect(await ruleIds(repo, root, 'renderer/src/api/probe.ts', code)).toEqual([]);
  });
});

// Query keys are built by the query layer's factory only (renderer/src/api/query-keys.ts).
describe('query keys written out outside renderer/src/api/', () => {
  const restricted = 'no-restricted-syntax';

  it('are refused in the planted fixture, once per key', async () => {
    const [result] = await eslint.lintFiles(['renderer/src/features/alpha/hand-written-key.ts']);
    expect(result?.messages.map((m) => [m.ruleId, m.line])).toEqual([
      [restricted, 2],
      [restricted, 3],
    ]);
  });

  it.each([
    ['a feature', 'renderer/src/features/alpha/probe.tsx'],
    ['the shell', 'renderer/src/app/probe.tsx'],
    ['state', 'renderer/src/state/probe.ts'],
    ['a test', 'renderer/src/state/probe.test.tsx'],
  ])('are refused in %s', async (_, file) => {
    expect(await lint(file, `export const q = { queryKey: ['accounts'], queryFn: () => 1 };\n`)).toEqual([restricted]);
  });

  it('are allowed in the query layer, and a key from the factory is allowed anywhere', async () => {
    const [result] = await eslint.lintFiles(['renderer/src/api/query-keys.ts']);
    expect(result?.messages).toEqual([]);
    const fromFactory = `import { appKeys } from '../../api/query-keys.ts';\nexport const q = { queryKey: appKeys.cacheStats };\n`;
    expect(await lint('renderer/src/features/alpha/probe.ts', fromFactory)).toEqual([]);
  });
});

// Schemas are read through zod's public API only (shared/reading.ts does): its internals may change.
describe("zod's private internals", () => {
  const restricted = 'no-restricted-properties';

  it('are refused in the planted fixture', async () => {
    const [result] = await eslint.lintFiles(['shared/reads-zod-internals.ts']);
    expect(result?.messages.map((m) => [m.ruleId, m.line])).toEqual([[restricted, 3]]);
  });

  it.each([
    ['shared', 'shared/probe.ts'],
    ['the core', 'electron/core/probe.ts'],
    ['an export, beside the rule against page reads', 'renderer/src/view-kit/pdf/probe.ts'],
  ])('are refused in %s', async (_, file) => {
    expect(await lint(file, `export const d = (s: { _zod: { def: unknown } }) => s._zod.def;\n`)).toEqual([restricted]);
  });

  it("leave zod's public API free", async () => {
    expect(await lint('shared/probe.ts', `export const t = (s: { def: { type: string } }) => s.def.type;\n`)).toEqual(
      [],
    );
  });
});

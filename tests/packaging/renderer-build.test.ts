// The renderer's production build: the page asks for the shell's chunk (React DOM and the app)
// itself, beside the launch script, rather than once that script has run.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'spyglass-renderer-'));
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir } });
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('preloads the shell from the page, before any view or chart code', () => {
  const shell = readdirSync(join(outDir, 'assets')).find((name) => /^root-.*\.js$/.test(name));
  expect(shell).toBeDefined();
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="./assets/${shell}">`);
  // Views and the chart library load when shown, not with the page.
  expect(html).not.toMatch(/overview-view|time-series-chart|errors-view/);
});

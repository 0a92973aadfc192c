// The renderer's production build: the first screen's code carries V8's compile hint (and only
// it), the shell is preloaded from the page, and the source maps still point at the right lines
// after the hint's extra line.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const HINT = '//# allFunctionsCalledOnLoad\n';
let outDir: string;
let assets: string[];
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const chunk = (prefix: string) => {
  const file = assets.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`No ${prefix}*.js in the build`);
  return `assets/${file}`;
};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'spyglass-renderer-'));
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir } });
  assets = readdirSync(join(outDir, 'assets'));
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('renderer build', () => {
  it('marks the launch script, the shell and the overview for eager compilation, and nothing the first screen does not run', () => {
    for (const prefix of ['index-', 'root-', 'overview-view-']) expect(read(chunk(prefix)).startsWith(HINT), prefix).toBe(true);
    for (const prefix of ['errors-view-', 'time-series-chart-', 'pages-view-']) expect(read(chunk(prefix)).includes('allFunctionsCalledOnLoad'), prefix).toBe(false);
  });

  it('preloads the shell from the page', () => {
    expect(read('index.html')).toContain(`<link rel="modulepreload" crossorigin href="./${chunk('root-')}">`);
  });

  it('keeps the source maps of marked chunks on the right lines', () => {
    // A string of the launch script's own, found in the built code and traced back to its source.
    const file = chunk('index-');
    const code = read(file);
    const needle = 'spyglass.selection';
    const at = code.indexOf(needle);
    expect(at).toBeGreaterThan(HINT.length);
    const before = code.slice(0, at).split('\n');
    const map = new TraceMap(read(`${file}.map`));
    const original = originalPositionFor(map, { line: before.length, column: before.at(-1)!.length });
    expect(original.source).toMatch(/renderer\/src\/app\/accounts\.ts$/);
    const sourceLine = readFileSync(join(root, 'renderer', 'src', 'app', 'accounts.ts'), 'utf8').split('\n')[original.line! - 1];
    expect(sourceLine).toContain(needle);
  });
});

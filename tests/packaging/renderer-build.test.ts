// The renderer's production build: the page asks for the shell's chunk itself, beside the launch
// script, rather than once that script has run; the libraries every launch runs come as one
// classic script before the app's modules; and the page as the hosts serve it says the same
// content security policy in its <meta> tag as in their header.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HEADER_ONLY_DIRECTIVES } from '../../electron/core/content-security-policy.ts';
import { readRendererFile } from '../../electron/core/renderer-files.ts';

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

it("runs React, React DOM and react-query from one classic script before the app's modules, which hold none of their code", () => {
  const assets = readdirSync(join(outDir, 'assets'));
  const libraries = assets.find((name) => /^libraries-[\w-]+\.js$/.test(name));
  expect(libraries).toBeDefined();
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const classic = html.indexOf(`<script defer src="./assets/${libraries}"></script>`);
  expect(classic).toBeGreaterThan(-1);
  // Deferred, both run in the page's order once it is read: the libraries first.
  expect(classic).toBeLessThan(html.indexOf('<script type="module"'));
  const holding = (marker: string) =>
    assets.filter(
      (name) => name.endsWith('.js') && readFileSync(join(outDir, 'assets', name), 'utf8').includes(marker),
    );
  // Each library's own text (React's element tag, React DOM's root marker, react-query's message).
  for (const marker of ['react.transitional.element', '__reactContainer$', 'No QueryClient set'])
    expect(holding(marker)).toEqual([libraries]);
});

it('carries in its meta tag the policy the hosts send as a header, less what only a header can say', async () => {
  const page = await readRendererFile(outDir, '/');
  const html = page.body.toString();
  const tags = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi)];
  expect(tags).toHaveLength(1);
  const directives = (policy: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean);
  const header = directives(page.headers['Content-Security-Policy'] ?? '');
  const meta = directives(tags[0]![1]!);
  // frame-ancestors is ignored in a meta tag: only the header carries it, and nothing else differs.
  expect(header.filter((directive) => !meta.includes(directive))).toEqual(HEADER_ONLY_DIRECTIVES);
  expect(meta).toEqual(header.filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive)));
  // A meta policy covers only what comes after it: it must come before any script or style.
  expect(tags[0]!.index).toBeLessThan(html.search(/<script|<link/));
});

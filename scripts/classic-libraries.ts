// The libraries every launch runs before the first view (React, React DOM, react-query) built as
// one classic script, which the app's modules import through small modules reading its global.
//
// Why not module chunks like the rest: Chromium keeps a classic script's compiled code between
// launches (its code cache) and reads it back off the main thread in a few milliseconds, while it
// parses a module script in full at every launch. Measured in Chromium 156 with a kept profile:
// React DOM's module chunk took 60–90 ms of background parse at each launch, the same code as a
// classic script 2–14 ms to read from the cache; a fresh launch's first React commit came ~95 ms
// sooner and its numbers ~50 ms sooner (25 launches each, alternated). Electron's app:// scheme
// keeps the cache too (codeCache, electron/main/app-protocol.ts).
import { createHash } from 'node:crypto';
import { build, type Plugin, type Rollup } from 'vite';

/** The packages (and entry points) the classic script holds; anything else stays a module. */
const CLASSIC_LIBRARIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime', // what JSX compiles to in a build outside production mode (a test's)
  '@tanstack/react-query',
] as const;

/** The global the script sets: each library's module namespace by its import name. */
const GLOBAL = '__spyglassLibraries';
const FACADE = '\0classic-library:';
const ENTRY = '\0classic-libraries';
/** The page's module entry, which the classic script must run before (both are deferred: in order). */
const MODULE_ENTRY = '<script type="module"';

const isLibrary = (id: string): id is (typeof CLASSIC_LIBRARIES)[number] =>
  (CLASSIC_LIBRARIES as readonly string[]).includes(id);

/** The classic script: the libraries bundled as one IIFE that fills the global. */
async function bundleLibraries(root: string): Promise<string> {
  const entry =
    CLASSIC_LIBRARIES.map((name, i) => `import * as library${i} from ${JSON.stringify(name)};`).join('\n') +
    `\nglobalThis.${GLOBAL} = {${CLASSIC_LIBRARIES.map((name, i) => `${JSON.stringify(name)}: library${i}`).join(', ')}};\n`;
  const output = (await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'silent', // react-query's "use client" directives mean nothing in a bundle
    publicDir: false,
    plugins: [
      {
        name: 'classic-libraries-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) => (id === ENTRY ? entry : null),
      },
    ],
    build: {
      write: false,
      target: 'chrome130',
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = [output]
    .flat()
    .flatMap((result) => result.output)
    .find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('The classic libraries script was not built');
  return chunk.code;
}

/**
 * A module standing for `name`: the namespace the classic script set, with every export the
 * package has (read from the package itself; an import of a name it lacks fails the build).
 */
async function facade(name: string): Promise<string> {
  const namespace = (await import(name)) as Record<string, unknown>;
  const base = namespace.default;
  const names = new Set([...Object.keys(namespace), ...(base && typeof base === 'object' ? Object.keys(base) : [])]);
  const exported = [...names].filter(
    (key) => key !== 'default' && key !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(key),
  );
  return (
    `const library = globalThis.${GLOBAL}[${JSON.stringify(name)}];\n` +
    'export default library.default ?? library;\n' +
    `export const { ${exported.join(', ')} } = library;\n`
  );
}

export function classicLibraries(root: string): Plugin {
  let fileName = '';
  return {
    name: 'spyglass-classic-libraries',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const code = await bundleLibraries(root);
      // Named by its content, as Vite names every asset: the hosts serve assets as immutable.
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/libraries-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    resolveId: (id) => (isLibrary(id) ? FACADE + id : null),
    load: (id) => (id.startsWith(FACADE) ? facade(id.slice(FACADE.length)) : null),
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const at = html.indexOf(MODULE_ENTRY);
        if (at === -1 || html.indexOf(MODULE_ENTRY, at + 1) !== -1)
          throw new Error('The page should have exactly one module entry, for the libraries to run before');
        return `${html.slice(0, at)}<script defer src="./${fileName}"></script>\n    ${html.slice(at)}`;
      },
    },
  };
}

// The renderer build: renderer/ → dist/renderer, with relative asset paths so the same files
// load from app:// in Electron and over HTTP in the browser host.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The shell's chunk (React DOM and the app) is imported by the small launch script, which would
 * only ask for it once it has itself arrived and run: preloading it from the page starts both
 * downloads together, and the browser compiles it off the main thread meanwhile.
 */
function preloadShell(): Plugin {
  return {
    name: 'spyglass-preload-shell',
    apply: 'build',
    transformIndexHtml(html, context) {
      const shell = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/app/root.tsx'));
      if (!shell || shell.type !== 'chunk') throw new Error('The shell chunk (app/root.tsx) is missing from the build');
      return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${shell.fileName}` }, injectTo: 'head' }];
    },
  };
}

/**
 * The code that draws the first screen (the launch script, the shell and the overview, with what
 * they import) is marked for V8 to compile whole, on a background thread while it streams in, and
 * to keep in its code cache: otherwise each function is compiled on the main thread when first
 * called, on every launch. `//# allFunctionsCalledOnLoad` is V8's file-wide compile hint (Chromium
 * 136+); elsewhere it is a comment.
 */
function compileFirstScreenEagerly(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const firstScreen = [/\/main\.tsx$/, /\/app\/root\.tsx$/, /\/features\/overview\/overview-view\.tsx$/];
  return {
    name: 'spyglass-compile-first-screen',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post', // after Vite has written its preload list into the entry chunk
      handler(_options, bundle) {
        const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
        const marked = new Set<string>();
        const mark = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || marked.has(fileName)) return;
          marked.add(fileName);
          chunk.imports.forEach(mark);
        };
        for (const chunk of chunks.values()) if (firstScreen.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))) mark(chunk.fileName);
        if (marked.size < firstScreen.length) throw new Error('The first screen\'s chunks are missing from the build');
        for (const fileName of marked) {
          const chunk = chunks.get(fileName)!;
          chunk.code = HINT + chunk.code;
          // One line more at the top: the source map gets an empty first line.
          const map = bundle[`${fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), preloadShell(), compileFirstScreenEagerly()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: { port: 5173, strictPort: true },
});

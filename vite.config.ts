// The renderer build: renderer/ → dist/renderer, with relative asset paths so the same files
// load from file:// in Electron and over HTTP in the browser host.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: { port: 5173, strictPort: true },
});

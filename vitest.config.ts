// Unit tests, in three projects:
//   node     – everything outside renderer/ (shared, electron, scripts), plain Node
//   renderer – renderer/**, in jsdom with React
//   keychain – *.keychain.test.ts, which touch the real OS keychain; they run only when asked
//              (`--project keychain`), and scripts/test.ts gives them a throwaway keyring on Linux.
// `npm run test:unit` runs the first two. Playwright owns e2e/.
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const keychain = '**/*.keychain.test.ts';
const exclude = [...configDefaults.exclude, 'e2e/**', 'e2e-output/**', '**/fixtures/**'];

export default defineConfig({
  test: {
    // Machines here have 2 cores; property tests and real processes need headroom under load.
    testTimeout: 30_000,
    // Both cores, where vitest's default leaves one free (cores − 1: a single worker here, and the
    // unit stage took 227 s where two take 117 s). The tests pass with both cores held busy anyway.
    maxWorkers: 2,
    globalSetup: ['tests/testing/scratch-setup.ts'],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...exclude, 'renderer/**', keychain],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // One jsdom per worker rather than per file (see tests/testing/renderer-vm-globals.ts).
          pool: 'vmForks',
          setupFiles: ['tests/testing/renderer-vm-globals.ts'],
          include: ['renderer/**/*.test.{ts,tsx}'],
          exclude: [...exclude, keychain],
          // Its package's main is a UMD build that looks for jsPDF on the window; bundled, as in
          // the app, it takes its ES module.
          server: { deps: { inline: ['svg2pdf.js'] } },
        },
      },
      { test: { name: 'keychain', environment: 'node', include: [keychain], exclude } },
    ],
  },
});

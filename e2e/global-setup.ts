// The browser journeys drive the built renderer, as users get it: build it once per run. Every
// temporary folder the journeys make (user data, browser profiles) lands in one, removed at the end.
import { build } from 'vite';
import { scratchTmpdir } from '../scripts/scratch-tmpdir.ts';

export default async function globalSetup(): Promise<() => void> {
  const remove = scratchTmpdir('spyglass-e2e-run');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  return remove;
}

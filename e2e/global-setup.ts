// The browser journeys drive the built renderer, as users get it: build it once per run.
import { build } from 'vite';

export default async function globalSetup(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

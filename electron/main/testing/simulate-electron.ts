// `node --import ./electron/main/testing/simulate-electron.ts dist/electron/main.js`: resolves the
// `electron` import to simulated-electron.ts (see there).
import { register } from 'node:module';

register(new URL('./simulated-electron-hooks.ts', import.meta.url));

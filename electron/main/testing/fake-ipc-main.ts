// The one fake of Electron's `ipcMain`, shared by fake-electron.ts and simulated-electron.ts.
//
// It keeps the handlers `ipc.ts` registers so a test can call them as the preload would, and
// refuses what Electron refuses or the contract has no use for. Plain TypeScript, no vitest: the
// simulation runs under plain Node.

type Handler = (event: unknown, payload: unknown) => Promise<unknown>;

export const ipcMain = {
  handlers: new Map<string, Handler>(),
  handle(channel: string, handler: Handler) {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  },
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  },
  on(channel: string) {
    throw new Error(`ipcMain.on('${channel}') is not part of the contract`);
  },
};

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ElectronBridge } from './preload.ts';

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    exposed: new Map<string, unknown>(),
    listeners,
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
    ipcRenderer: {
      invoke: vi.fn(async (_channel: string, _request: unknown): Promise<unknown> => ({ ok: true, value: {} })),
      on: (channel: string, listener: (...args: unknown[]) => void) => {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)?.add(listener);
      },
      removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
        listeners.get(channel)?.delete(listener),
    },
  };
});
vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }));

let bridge: ElectronBridge;
beforeAll(async () => {
  await import('./preload.ts');
  bridge = electron.exposed.get('spyglass') as ElectronBridge;
});
beforeEach(() => electron.ipcRenderer.invoke.mockClear());

describe('the preload bridge', () => {
  it('exposes one object, `spyglass`, with call and onMenuCommand', () => {
    expect([...electron.exposed.keys()]).toEqual(['spyglass']);
    expect(Object.keys(bridge).sort()).toEqual(['call', 'onMenuCommand']);
  });

  it('sends contract calls over IPC on their own channel', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, value: { name: 'Spyglass' } });
    const reply = await bridge.call('app.info', {});
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('app.info', {});
    expect(reply).toEqual({ ok: true, value: { name: 'Spyglass' } });
  });

  it.each(['menu.command', 'constructor', '__proto__', 'toString', 'shell.openExternal', '', 42])(
    'refuses the unknown channel %j without IPC',
    async (channel) => {
      const reply = await bridge.call(channel as never, {} as never);
      expect(reply).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
      expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled();
    },
  );

  it('answers a request IPC cannot carry with a refusal, not an exception', async () => {
    electron.ipcRenderer.invoke.mockRejectedValueOnce(new Error('An object could not be cloned.'));
    const reply = await bridge.call('prefs.set', { theme: () => 'dark' } as never);
    expect(reply).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'The request could not be sent: An object could not be cloned.' },
    });
  });

  it('hands menu commands to listeners without the IPC event, until unsubscribed', () => {
    const heard: unknown[][] = [];
    const unsubscribe = bridge.onMenuCommand((...args) => heard.push(args));
    const emit = (command: unknown) =>
      electron.listeners.get('menu.command')?.forEach((listener) => listener({ sender: 'ipc internals' }, command));
    emit({ command: 'refresh' });
    unsubscribe();
    emit({ command: 'shortcuts' });
    expect(heard).toEqual([[{ command: 'refresh' }]]);
  });

  it('keeps a link that comes before the page listens, and hands it to the first listener', () => {
    const emit = (command: unknown) =>
      electron.listeners.get('menu.command')?.forEach((listener) => listener({ sender: 'ipc internals' }, command));
    emit({ command: 'refresh' }); // a menu command nobody heard is stale: dropped
    emit({ command: 'open-link', route: '/overview?account=a&project=p' });
    emit({ command: 'open-inbox' });
    const heard: unknown[] = [];
    const unsubscribe = bridge.onMenuCommand((command) => heard.push(command));
    expect(heard).toEqual([
      { command: 'open-link', route: '/overview?account=a&project=p' },
      { command: 'open-inbox' },
    ]);
    unsubscribe();
    const later: unknown[] = [];
    bridge.onMenuCommand((command) => later.push(command));
    expect(later).toEqual([]);
  });
});

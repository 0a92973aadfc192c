import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES } from '../../shared/bridge.ts';
import { registerIpc, type Handle } from './ipc.ts';
import { resolveRendererLocation } from './renderer-location.ts';
import { BrowserWindow, FakeFrame, FakeWebContents, ipcMain } from './testing/fake-electron.ts';
import { createMainWindow } from './window.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

const resolved = resolveRendererLocation({ rendererDir: '/app/dist/renderer', packaged: true });
if (!resolved.ok) throw new Error(resolved.message);
const renderer = resolved.location;
const rendererUrl = 'app://spyglass/index.html';

const handle = vi.fn<Handle>(async () => ({ ok: true, value: { answered: true } }) as never);
let unregister: () => void = () => undefined;

beforeEach(() => {
  unregister();
  handle.mockClear();
  unregister = registerIpc(renderer, handle);
});

/** A window of ours that has loaded the renderer. */
function ourContents(): FakeWebContents {
  const window = createMainWindow({
    preload: '/p.cjs',
    renderer,
    state: { width: 1000, height: 700, maximized: false },
    onStateChange: () => undefined,
  });
  const contents = (window as unknown as BrowserWindow).webContents;
  contents.mainFrame = new FakeFrame(rendererUrl, { frameTreeNodeId: 7, processId: 3 });
  return contents;
}

function invoke(channel: string, event: { sender: unknown; senderFrame: unknown }, payload: unknown = {}) {
  const handler = ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(event, payload);
}

const forbidden = { ok: false, error: { kind: 'forbidden', message: expect.any(String) } };

describe('registerIpc', () => {
  it('registers exactly the contract channels', () => {
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
  });

  it('hands calls from our renderer to the core', async () => {
    const contents = ourContents();
    const payload = { endpoint: 'reports' };
    expect(await invoke('api.get', { sender: contents, senderFrame: contents.mainFrame }, payload)).toEqual({
      ok: true,
      value: { answered: true },
    });
    expect(handle).toHaveBeenCalledWith('api.get', payload);
  });

  it('refuses a subframe', async () => {
    const contents = ourContents();
    const child = new FakeFrame(rendererUrl, { parent: contents.mainFrame, frameTreeNodeId: 8, processId: 3 });
    expect(await invoke('key.set', { sender: contents, senderFrame: child })).toEqual(forbidden);
    expect(handle).not.toHaveBeenCalled();
  });

  it('refuses our window once it shows another page', async () => {
    const contents = ourContents();
    contents.mainFrame.url = 'https://example.com/';
    expect(await invoke('accounts.list', { sender: contents, senderFrame: contents.mainFrame })).toEqual(forbidden);
  });

  it('refuses webContents that are not from our window factory', async () => {
    const stranger = new FakeWebContents();
    stranger.mainFrame = new FakeFrame(rendererUrl);
    expect(await invoke('accounts.list', { sender: stranger, senderFrame: stranger.mainFrame })).toEqual(forbidden);
  });

  it('refuses a frame that is gone', async () => {
    const contents = ourContents();
    expect(await invoke('accounts.list', { sender: contents, senderFrame: null })).toEqual(forbidden);
  });

  it('refuses a top frame that is not the main frame of the sender', async () => {
    const contents = ourContents();
    const other = new FakeFrame(rendererUrl, { frameTreeNodeId: 99, processId: 3 });
    expect(await invoke('accounts.list', { sender: contents, senderFrame: other })).toEqual(forbidden);
  });

  it('turns a failure around the core into a typed reply', async () => {
    const contents = ourContents();
    handle.mockRejectedValueOnce(new Error('boom'));
    expect(await invoke('app.info', { sender: contents, senderFrame: contents.mainFrame })).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'Something went wrong: boom' },
    });
  });

  it('removes its handlers', () => {
    unregister();
    expect(ipcMain.handlers.size).toBe(0);
    unregister = registerIpc(renderer, handle);
  });
});

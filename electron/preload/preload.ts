// The sandboxed preload: exposes `window.spyglass`, the bridge of the contract, and nothing else.
// Calls go out only on the contract's channel names; the page never sees ipcRenderer or an IPC
// event. Bundled to dist/electron/preload.cjs (a sandboxed preload cannot load modules).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { apiError, type ApiError } from '../../shared/api-error.ts';
import type { Bridge, BridgeReply, BridgeRequest } from '../../shared/bridge.ts';
import { describeChannel, isChannelName, type ChannelName } from '../../shared/channel-names.ts';
import { MENU_COMMAND_CHANNEL, type MenuCommand, type MenuEvents } from '../../shared/menu-command.ts';

export type ElectronBridge = Bridge & MenuEvents;

const refuse = (message: string): { ok: false; error: ApiError } => ({
  ok: false,
  error: apiError('bad-request', message),
});

/**
 * Menu commands go to the page's listeners. A spyglass:// link can arrive before the page listens
 * (the app is launched by the link, or a click on the watch's notification opens the window):
 * links, and the watch's inbox, are kept until the first listener comes.
 */
const listeners = new Set<(command: MenuCommand) => void>();
const unheardLinks: MenuCommand[] = [];
const KEPT_UNTIL_HEARD: readonly MenuCommand['command'][] = ['open-link', 'link-refused', 'open-inbox'];
ipcRenderer.on(MENU_COMMAND_CHANNEL, (_event: IpcRendererEvent, command: MenuCommand) => {
  if (listeners.size > 0) for (const listener of listeners) listener(command);
  else if (KEPT_UNTIL_HEARD.includes(command.command)) unheardLinks.push(command);
});

const bridge: ElectronBridge = {
  async call<C extends ChannelName>(channel: C, request: BridgeRequest<C>): Promise<BridgeReply<C>> {
    // Checked here too, so that a typo never becomes an IPC message (main registers no such handler).
    if (!isChannelName(channel)) return refuse(`Unknown channel ${describeChannel(channel)}`);
    try {
      return (await ipcRenderer.invoke(channel, request)) as BridgeReply<C>;
    } catch (error) {
      // E.g. a request holding something structured clone cannot copy (a function, a DOM node).
      return refuse(`The request could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  },
  onMenuCommand(listener: (command: MenuCommand) => void): () => void {
    if (typeof listener !== 'function') throw new TypeError('onMenuCommand needs a function');
    listeners.add(listener);
    for (const command of unheardLinks.splice(0)) listener(command);
    return () => {
      listeners.delete(listener);
    };
  },
};

contextBridge.exposeInMainWorld('spyglass', bridge);

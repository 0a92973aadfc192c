// The IPC surface: one `ipcMain.handle` per channel of the bridge contract and nothing else. Each
// call is first checked to come from the main frame of our window showing our renderer, then
// handed to the core, which validates the payload itself.
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { apiError } from '../../shared/api-error.ts';
import { CHANNEL_NAMES, type BridgeReply, type ChannelName } from '../../shared/bridge.ts';
import { isRendererUrl, type RendererLocation } from './renderer-location.ts';
import { isAppContents } from './window.ts';

export type Handle = (channel: ChannelName, payload: unknown) => Promise<BridgeReply<ChannelName>>;

const REFUSED: BridgeReply<ChannelName> = {
  ok: false,
  error: apiError('forbidden', 'This page is not allowed to use Spyglass'),
};

/** The sender is the top frame of a window from our factory, showing our renderer. */
export function isTrustedSender(event: IpcMainInvokeEvent, renderer: RendererLocation): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || !isAppContents(event.sender)) return false;
  const main = event.sender.mainFrame;
  return (
    frame.frameTreeNodeId === main.frameTreeNodeId &&
    frame.processId === main.processId &&
    isRendererUrl(frame.url, renderer)
  );
}

/** Registers the handlers; returns their removal. */
export function registerIpc(renderer: RendererLocation, handle: Handle): () => void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, async (event, payload: unknown) => {
      if (!isTrustedSender(event, renderer)) return REFUSED;
      try {
        return await handle(channel, payload);
      } catch (error) {
        // The core never throws; this guards the host's own hooks around it.
        return {
          ok: false,
          error: apiError(
            'unavailable',
            `Something went wrong: ${error instanceof Error ? error.message : String(error)}`,
          ),
        };
      }
    });
  }
  return () => {
    for (const channel of CHANNEL_NAMES) ipcMain.removeHandler(channel);
  };
}

// What every bridge call answers, and the bridge a host offers the renderer.
import type { ApiError } from '../api-error.ts';
import type { ChannelName } from '../channel-names.ts';
import type { BridgeRequest, BridgeValue } from './channels.ts';

/** Every reply: the value, or why the call itself was refused. */
export type BridgeReply<C extends ChannelName> = { ok: true; value: BridgeValue<C> } | { ok: false; error: ApiError };

/** What a host (Electron preload or the browser host client) offers the renderer. */
export interface Bridge {
  call<C extends ChannelName>(channel: C, request: BridgeRequest<C>): Promise<BridgeReply<C>>;
}

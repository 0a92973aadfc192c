// The page's bridge calls as a journey sees them: every call the page sends over its bridge socket
// (shared/bridge/socket.ts), and replies changed on their way from the host to the page.
import type { Page } from '@playwright/test';
import type { BridgeCallMessage, BridgeHostMessage } from '../../shared/bridge/socket.ts';

/** A call as the page sent it: its channel, and its payload (`api.get`'s request). */
export type BridgeCall<P = Record<string, unknown>> = Omit<BridgeCallMessage, 'payload'> & { payload: P };

const BRIDGE_SOCKET = /\/bridge$/;

function parse<T>(text: string | Buffer): T | null {
  try {
    return JSON.parse(String(text)) as T;
  } catch {
    return null;
  }
}

/**
 * Every call the page sends from now on, on each socket it opens (after a reload too), in order.
 * Set before the page opens its socket: a socket opened earlier is not seen.
 */
export function recordBridgeCalls(page: Page): BridgeCall[] {
  const calls: BridgeCall[] = [];
  page.on('websocket', (socket) => {
    if (!BRIDGE_SOCKET.test(socket.url())) return;
    socket.on('framesent', ({ payload }) => {
      const call = parse<BridgeCall>(payload);
      if (call && typeof call.channel === 'string') calls.push(call);
    });
  });
  return calls;
}

/** The page's `api.get` calls to the service (not its reads of the cache). */
export const serviceCalls = (calls: readonly BridgeCall[]) =>
  calls.filter((call) => call.channel === 'api.get' && call.payload.cache !== 'only');

/**
 * Changes replies on their way from the host to the page: `change` gets the call and its reply
 * (the BridgeReply, to change in place), for every call. Set before the page opens its socket.
 */
export async function alterBridgeReplies(
  page: Page,
  change: (call: BridgeCall, reply: { ok: boolean; value?: unknown }) => void,
): Promise<void> {
  await page.routeWebSocket(BRIDGE_SOCKET, (socket) => {
    const host = socket.connectToServer();
    const asked = new Map<number, BridgeCall>();
    socket.onMessage((message) => {
      const call = parse<BridgeCall>(message);
      if (call && typeof call.id === 'number') asked.set(call.id, call);
      host.send(message);
    });
    host.onMessage((message) => {
      const answer = parse<BridgeHostMessage>(message);
      const call = answer && 'id' in answer ? asked.get(answer.id) : undefined;
      if (!call || !answer || !('reply' in answer)) return socket.send(message);
      asked.delete(answer.id);
      change(call, answer.reply);
      socket.send(JSON.stringify(answer));
    });
  });
}

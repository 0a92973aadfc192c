// The browser host's bridge from Node: the page's own transport (renderer/src/platform/
// bridge-socket.ts, on Node's standard WebSocket) for calls as the page makes them, and a bare
// socket (the `ws` client, which can send any Host, Origin and subprotocols) for what a page
// never sends.
import WebSocket from 'ws';
import { BRIDGE_PATH, BRIDGE_PROTOCOL, SECRET_PROTOCOL_PREFIX } from '../../shared/bridge/socket.ts';
import {
  socketBridge,
  type SocketBridge,
  type SocketBridgeOptions,
} from '../../renderer/src/platform/bridge-socket.ts';

export const bridgeUrl = (hostUrl: string) => `${hostUrl.replace(/^http/, 'ws')}${BRIDGE_PATH}`;

/** What the host told a page's transport: reachable or not, and each reconnection. */
export interface BridgeEvents {
  reachable: boolean[];
  reconnected: number;
}

/** The page's transport to a host, proving `secret` (the host's own unless given). */
export function pageBridge(
  host: { url: string; secret: string },
  options: Partial<SocketBridgeOptions> & { secretOf?: () => string } = {},
): SocketBridge & { events: BridgeEvents; ask: (channel: string, payload: unknown) => Promise<unknown> } {
  const events: BridgeEvents = { reachable: [], reconnected: 0 };
  const bridge = socketBridge({
    url: bridgeUrl(host.url),
    secret: options.secretOf ?? (() => host.secret),
    onReachable: (reachable) => events.reachable.push(reachable),
    onReconnected: () => events.reconnected++,
    ...options,
  });
  return Object.assign(bridge, {
    events,
    ask: (channel: string, payload: unknown) => bridge.call(channel as never, payload as never),
  });
}

export interface BareSocket {
  ws: WebSocket;
  /** Every text message the host sent, in order. */
  messages: string[];
  /** The upgrade's outcome: 101, or the status of the host's refusal and its body. */
  upgrade: Promise<{ status: number; body: string }>;
  closed: Promise<{ code: number; reason: string }>;
}

/**
 * A socket to the bridge with what the test chooses: `secret` null offers none, `protocols`
 * replaces the offer altogether.
 */
export function bareSocket(
  hostUrl: string,
  options: {
    secret?: string | null;
    protocols?: string[];
    headers?: Record<string, string>;
    origin?: string;
    search?: string;
  } = {},
): BareSocket {
  const protocols = options.protocols ?? [
    BRIDGE_PROTOCOL,
    ...(options.secret === null || options.secret === undefined ? [] : [`${SECRET_PROTOCOL_PREFIX}${options.secret}`]),
  ];
  const ws = new WebSocket(`${bridgeUrl(hostUrl)}${options.search ?? ''}`, protocols, {
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const messages: string[] = [];
  ws.on('message', (data) => messages.push(String(data)));
  ws.on('error', () => undefined); // the outcome is read from `upgrade` and `closed`
  const upgrade = new Promise<{ status: number; body: string }>((resolve) => {
    ws.once('open', () => resolve({ status: 101, body: '' }));
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { ws, messages, upgrade, closed };
}

// The browser host's bridge as the page speaks it: one WebSocket carries every call, each with its
// own id, the replies coming back in whatever order the host finishes them (shared/bridge/socket.ts
// says how the two sides talk). A browser opens at most 6 HTTP/1.1 connections to one host; one
// socket has no such limit, so the page has as many calls in flight as its gates let it.
//
// The socket is opened by the first call, and again by the first call after it closed. A call
// never hangs: one made while the host is away answers `offline` once the attempt fails, and the
// calls in flight when the socket drops answer `offline` then. After a drop the socket is tried
// again by itself, waiting longer each time it fails (up to `maxRetryMs`), so the page learns the
// host is back without a call and without a loop that spins.
//
// No DOM beyond the standard WebSocket: the tests run it under Node against the real host.
import { apiError, type ApiErrorKind } from '../../../shared/api-error.ts';
import type { Bridge, BridgeFailure, BridgeReply } from '../../../shared/bridge/reply.ts';
import type { ChannelName } from '../../../shared/channel-names.ts';
import {
  BRIDGE_MESSAGES,
  BRIDGE_PROTOCOL,
  CLOSE,
  MAX_BRIDGE_MESSAGE,
  SECRET_PROTOCOL_PREFIX,
  type BridgeHostMessage,
  type BridgePush,
} from '../../../shared/bridge/socket.ts';

export interface SocketBridgeOptions {
  /** The bridge's address, `ws://127.0.0.1:<port>/bridge`. */
  url: string;
  /** The per-launch secret, read at each connection (a new one may arrive in the address). */
  secret: () => string;
  /** Whether the host answered the last attempt to reach it at all. */
  onReachable: (reachable: boolean) => void;
  /** A socket opened again, its secret proven, after an earlier one: what failed meanwhile may be asked again. */
  onReconnected?: () => void;
  /** The host told the page something unasked (the watch's state changed). */
  onPush?: (push: BridgePush) => void;
  /** The first wait before trying again once the host went away; doubled at each failure. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface SocketBridge extends Bridge {
  /** Connects now (a new secret arrived), unless a socket is already open. */
  reconnect(): void;
  /** Closes the socket for good (tests). */
  close(): void;
}

type Settle = (reply: BridgeReply<ChannelName>) => void;

interface Link {
  ws: WebSocket;
  /** The calls sent on this socket, waiting for their replies. */
  waiting: Map<number, Settle>;
}

const failure = (kind: ApiErrorKind, message: string): BridgeFailure => ({ ok: false, error: apiError(kind, message) });
const offline = (): BridgeFailure => failure('offline', BRIDGE_MESSAGES.offline);

/** What the calls of a socket closed with `code` answer: the host's refusal, or (refused, reset, stopping) offline. */
function closedWith(code: number, reason: string): BridgeFailure {
  if (code === CLOSE.wrongSecret) return failure('forbidden', reason || BRIDGE_MESSAGES.wrongSecret);
  if (code === CLOSE.tooLarge) return failure('unavailable', BRIDGE_MESSAGES.tooLarge);
  if (code === CLOSE.notJson) return failure('unavailable', reason || BRIDGE_MESSAGES.notJson);
  return offline();
}

/** Whether a message is past the host's limit, in UTF-8 bytes (counted only when it could be). */
function tooLarge(text: string): boolean {
  if (text.length > MAX_BRIDGE_MESSAGE) return true;
  return text.length * 3 > MAX_BRIDGE_MESSAGE && new TextEncoder().encode(text).length > MAX_BRIDGE_MESSAGE;
}

export function socketBridge(options: SocketBridgeOptions): SocketBridge {
  const { retryMs = 500, maxRetryMs = 10_000 } = options;
  let link: Link | null = null;
  let opening: Promise<Link | BridgeFailure> | null = null;
  let nextId = 1;
  /** Failed attempts in a row since the host went away; the next wait is retryMs · 2^failures. */
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let proven = false;
  let closed = false;

  const scheduleRetry = () => {
    if (closed || retry !== undefined) return;
    const wait = Math.min(maxRetryMs, retryMs * 2 ** failures);
    failures++;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, wait);
  };

  function open(): Promise<Link | BridgeFailure> {
    if (link) return Promise.resolve(link);
    opening ??= connect().finally(() => (opening = null));
    return opening;
  }

  function connect(): Promise<Link | BridgeFailure> {
    clearTimeout(retry);
    retry = undefined;
    return new Promise((resolve) => {
      let ws: WebSocket;
      try {
        ws = new WebSocket(options.url, [BRIDGE_PROTOCOL, `${SECRET_PROTOCOL_PREFIX}${options.secret()}`]);
      } catch {
        // A secret the address mangled past a protocol token: no host would take it.
        options.onReachable(true);
        return resolve(failure('forbidden', BRIDGE_MESSAGES.wrongSecret));
      }
      const current: Link = { ws, waiting: new Map() };
      let opened = false;
      ws.onopen = () => {
        opened = true;
        link = current;
        options.onReachable(true);
        resolve(current);
      };
      ws.onmessage = (event: MessageEvent) => {
        let message: BridgeHostMessage;
        try {
          message = JSON.parse(event.data as string) as BridgeHostMessage;
        } catch {
          return; // not the host's: no call is waiting for it
        }
        if ('push' in message) return options.onPush?.(message.push);
        if ('ready' in message) {
          failures = 0;
          if (proven) options.onReconnected?.();
          proven = true;
          return;
        }
        const settle = current.waiting.get(message.id);
        if (!settle) return;
        current.waiting.delete(message.id);
        settle(
          'reply' in message
            ? message.reply
            : { ok: false, error: apiError(message.refused.kind, message.refused.message) },
        );
      };
      ws.onclose = (event: CloseEvent) => {
        if (link === current) link = null;
        const reply = closedWith(event.code, event.reason);
        for (const settle of current.waiting.values()) settle(reply);
        current.waiting.clear();
        if (!opened) resolve(reply);
        if (closed) return;
        // The host answered, and refused: trying again would only hear the same.
        if (reply.error.kind !== 'offline') return options.onReachable(true);
        options.onReachable(false);
        scheduleRetry();
      };
    });
  }

  return {
    call: async <C extends ChannelName>(channel: C, request: unknown): Promise<BridgeReply<C>> => {
      const id = nextId++;
      const text = JSON.stringify({ id, channel, payload: request });
      // Refused here, before sending: the host would close the socket, and every call on it, over one message.
      if (tooLarge(text)) return failure('unavailable', BRIDGE_MESSAGES.tooLarge);
      const opened = await open();
      if (!('ws' in opened)) return opened;
      return new Promise<BridgeReply<C>>((resolve) => {
        opened.waiting.set(id, resolve as Settle);
        opened.ws.send(text);
      });
    },
    reconnect: () => {
      failures = 0;
      if (!link) void open();
    },
    close: () => {
      closed = true;
      clearTimeout(retry);
      link?.ws.close(1000);
    },
  } as SocketBridge;
}

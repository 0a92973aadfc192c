// The browser host's bridge: one WebSocket per page carries every call (electron/web/web-host.ts
// serves it, renderer/src/platform/bridge-socket.ts opens it), so a page has as many calls in
// flight as the query layer lets it, never the browser's 6 connections to one host.
//
//   the upgrade   GET /bridge, Host the host's own address, Origin absent or the host's own, and
//                 Sec-WebSocket-Protocol offering BRIDGE_PROTOCOL and `SECRET_PROTOCOL_PREFIX` +
//                 the per-launch secret. The host answers BRIDGE_PROTOCOL, never the secret.
//   page → host   { id, channel, payload }: one text message a call, ids chosen by the page.
//   host → page   { ready: true } first, once the secret is proven; then { id, reply } with the
//                 call's BridgeReply, or { id, refused } when the host could not handle it at all;
//                 and, unasked, { push: 'watch' } when the watch's state changed (a check over, an
//                 alert seen): the page asks for it then rather than at its next poll.
//
// Why the secret rides in the protocol header: it is proven on the upgrade request itself, with
// the Host and the Origin, before the connection is open, so a socket without it is never read
// (a first message would leave a stranger's socket open, and read, until it came); and unlike the
// URL it is in no address a log keeps. A refused upgrade is opaque to a page (its socket only
// says "closed, 1006"), so a wrong secret completes the handshake and closes at once with
// WRONG_SECRET and the sentence that says what to do.
//
// Free of zod: the renderer's first bundle loads it.
import type { ApiError } from '../api-error.ts';
import type { ChannelName } from '../channel-names.ts';
import type { BridgeReply } from './reply.ts';

/** The path of the upgrade request. */
export const BRIDGE_PATH = '/bridge';
/** The subprotocol the host answers with. */
export const BRIDGE_PROTOCOL = 'spyglass.bridge';
/** The secret is offered as a second subprotocol: this prefix, then the secret (base64url). */
export const SECRET_PROTOCOL_PREFIX = 'spyglass.secret.';
/** Where a tab keeps its launch's secret (sessionStorage): a reload of the tab finds it there. */
export const SECRET_STORAGE_KEY = 'spyglass.secret';

/** 64 MB: a bulk export of a large group fits, a runaway does not (shared/bridge/exports.ts). */
export const MAX_EXPORT_BYTES = 64 * 1024 * 1024;
/** The largest message a page may send: a 64 MB export as base64, plus room for the JSON around it. */
export const MAX_BRIDGE_MESSAGE = Math.ceil((MAX_EXPORT_BYTES * 4) / 3) + 64 * 1024;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why a call was not sent, or its socket closed: the sentences the page shows. */
export const BRIDGE_MESSAGES = {
  wrongSecret: 'This page is not the one Spyglass opened; open the address Spyglass printed',
  tooLarge: `The request is larger than the browser host takes (${megabytes(MAX_BRIDGE_MESSAGE)})`,
  offline: 'Spyglass is not running any more: start it again, then reload this page',
  notJson: 'The request is not JSON',
  failed: 'The browser host failed on this request',
} as const;

/** Close codes (RFC 6455 §7.4; 4000–4999 are the application's own). */
export const CLOSE = {
  /** The host is stopping. */
  goingAway: 1001,
  /** A message that is not a bridge call. */
  notJson: 1007,
  /** A message past MAX_BRIDGE_MESSAGE (ws closes with it, and with no reason). */
  tooLarge: 1009,
  /** The secret offered is not this launch's. */
  wrongSecret: 4003,
} as const;

export interface BridgeCallMessage {
  id: number;
  channel: ChannelName;
  payload: unknown;
}

/** What the host tells every page unasked. */
export type BridgePush = 'watch';

export type BridgeHostMessage =
  | { ready: true }
  | { push: BridgePush }
  | { id: number; reply: BridgeReply<ChannelName> }
  | { id: number; refused: Pick<ApiError, 'kind' | 'message'> };

// The renderer's only door to data: the preload's bridge in Electron, or the browser host's
// bridge socket (with the per-launch secret) in a browser. Same contract either way.
import type { Bridge, BridgeRequest, BridgeValue, ChannelName } from '../../../shared/bridge.ts';
import { Refusal } from '../../../shared/bridge/reply.ts'; // free of zod, unlike the contract's entry
import { BRIDGE_PATH, SECRET_STORAGE_KEY, type BridgePush } from '../../../shared/bridge/socket.ts';
import type { MenuCommand, MenuEvents } from '../../../shared/menu-command.ts';
import { socketBridge } from './bridge-socket.ts';
import { createStore, inMemory, type Store } from './create-store.ts';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser host. */
    spyglass?: Bridge & MenuEvents;
  }
}

/**
 * Whether the last call reached the host at all (not whether the service answered): the
 * browser host can be stopped under an open tab, and the shell says so once, app-wide.
 */
const reachable = createStore(inMemory(true));
function setReachable(next: boolean): void {
  if (next !== reachable.get()) reachable.set(next);
}
/** Read-only: the bridge alone says whether the host answers. */
export const bridgeReachable: Pick<Store<boolean>, 'get' | 'use'> = reachable;

/**
 * How many times the browser host's socket opened again, the secret proven, after the first: each
 * time, what failed while the host was away (or while the page held another launch's secret) can
 * be asked again.
 */
const reconnections = createStore(inMemory(0));
export const bridgeReconnections: Pick<Store<number>, 'get' | 'use'> = reconnections;

/** Who hears what the browser host tells the page unasked. */
const pushListeners = new Set<(push: BridgePush) => void>();

/** Hears what the browser host tells the page unasked (never, in Electron); returns the removal. */
export function onHostPush(listener: (push: BridgePush) => void): () => void {
  pushListeners.add(listener);
  return () => pushListeners.delete(listener);
}

const secretIn = (hash: string) => /[#&]secret=([\w-]+)/.exec(hash)?.[1];

/** The per-launch secret this page proves. */
let secret = '';

/** Keeps the secret for this tab (reloads find it there) and takes it out of the address bar. */
function keepSecret(): void {
  sessionStorage.setItem(SECRET_STORAGE_KEY, secret);
  if (secretIn(window.location.hash)) history.replaceState(null, '', `${window.location.pathname}#/`);
}

/**
 * The secret arrives once in the launch URL's fragment; it is kept for this tab only. Keeping it
 * waits until the first screen is up, since the first touch of the tab's storage costs several
 * ms; leaving the page first keeps it at once.
 */
function takeSecret(): void {
  const given = secretIn(window.location.hash);
  if (!given) {
    secret = sessionStorage.getItem(SECRET_STORAGE_KEY) ?? '';
    return;
  }
  secret = given;
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    keepSecret();
  };
  window.addEventListener('pagehide', keep, { once: true });
  requestIdleCallback(keep, { timeout: 2_000 });
}

function webBridge(): Bridge {
  takeSecret();
  const url = new URL(BRIDGE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = socketBridge({
    url: url.href,
    secret: () => secret,
    onReachable: setReachable,
    onReconnected: () => reconnections.set(reconnections.get() + 1),
    onPush: (push) => pushListeners.forEach((listener) => listener(push)),
  });
  // The address of a new launch opened in this tab changes only the fragment: the page stays, and
  // takes the new secret (a host relaunched on the same port asks for it).
  window.addEventListener('hashchange', () => {
    const next = secretIn(window.location.hash);
    if (!next || next === secret) return;
    secret = next;
    keepSecret();
    socket.reconnect();
  });
  // Opened now, while the rest of the app loads: the first call finds it open. Calls that wait
  // on the service are held to a few at a time by the query layer (api/queries.ts).
  socket.reconnect();
  return socket;
}

export const bridge: Bridge = window.spyglass ?? webBridge();
export const isDesktop = window.spyglass !== undefined;

/**
 * A channel's value for a query. A failure is thrown as a Refusal: an Error with the host's own
 * words as its message (what react-query's `error` shows) that keeps the error's kind.
 */
export async function ask<C extends ChannelName>(channel: C, request: BridgeRequest<C>): Promise<BridgeValue<C>> {
  const reply = await bridge.call(channel, request);
  if (!reply.ok) throw Refusal.of(reply);
  return reply.value as BridgeValue<C>;
}

export function onMenuCommand(listener: (command: MenuCommand) => void): () => void {
  return window.spyglass?.onMenuCommand(listener) ?? (() => undefined);
}

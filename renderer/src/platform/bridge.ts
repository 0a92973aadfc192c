// The renderer's only door to data: the preload's bridge in Electron, or the browser host's
// HTTP bridge (with the per-launch secret) in a browser. Same contract either way.
import { apiError } from '../../../shared/api-error.ts';
import type { Bridge, BridgeReply, BridgeRequest, BridgeValue, ChannelName } from '../../../shared/bridge.ts';
import { Refusal } from '../../../shared/bridge/reply.ts'; // free of zod, unlike the contract's entry
import type { MenuCommand, MenuEvents } from '../../../shared/menu-command.ts';
import { createStore, inMemory, type Store } from './create-store.ts';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser host. */
    spyglass?: Bridge & MenuEvents;
  }
}

const SECRET_KEY = 'spyglass.secret';

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
 * The secret arrives once in the launch URL's fragment; it is kept for this tab only (reloads
 * find it in the tab's storage). Storing it, and taking it out of the address bar, waits until
 * the first screen is up, since the first touch of the tab's storage costs several ms; leaving
 * the page first stores it at once.
 */
function takeSecret(): string {
  const secret = /[#&]secret=([\w-]+)/.exec(window.location.hash)?.[1];
  if (!secret) return sessionStorage.getItem(SECRET_KEY) ?? '';
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    sessionStorage.setItem(SECRET_KEY, secret);
    if (window.location.hash.includes(`secret=${secret}`))
      history.replaceState(null, '', `${window.location.pathname}#/`);
  };
  window.addEventListener('pagehide', keep, { once: true });
  requestIdleCallback(keep, { timeout: 2_000 });
  return secret;
}

function webBridge(): Bridge {
  const secret = takeSecret();
  return {
    // Calls that wait on the service are held to a few at a time by the query layer (api/queries.ts).
    call: post,
  } as Bridge;

  async function post<C extends ChannelName>(channel: C, request: unknown): Promise<BridgeReply<C>> {
    let response: Response;
    try {
      response = await fetch(`./bridge/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Spyglass-Secret': secret },
        body: JSON.stringify(request),
      });
    } catch {
      setReachable(false);
      return {
        ok: false,
        error: apiError('offline', 'Spyglass is not running any more: start it again, then reload this page'),
      };
    }
    setReachable(true);
    const body = (await response.json().catch(() => null)) as BridgeReply<C> | { message?: string } | null;
    if (response.ok && body && 'ok' in body) return body;
    const message =
      body && 'message' in body && body.message ? body.message : `The browser host answered ${response.status}`;
    return { ok: false, error: apiError(response.status === 403 ? 'forbidden' : 'unavailable', message) };
  }
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

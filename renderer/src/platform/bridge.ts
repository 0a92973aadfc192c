// The renderer's only door to data: the preload's bridge in Electron, or the browser host's
// HTTP bridge (with the per-launch secret) in a browser. Same contract either way.
import { apiError } from '../../../shared/api-error.ts';
import type { Bridge, BridgeReply, BridgeRequest, BridgeValue, ChannelName } from '../../../shared/bridge.ts';
import { Refusal } from '../../../shared/bridge/reply.ts'; // free of zod, unlike the contract's entry
import type { MenuCommand, MenuEvents } from '../../../shared/menu-command.ts';
import { createGate } from './concurrency-gate.ts';

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
let reachable = true;
const reachabilityListeners = new Set<() => void>();
function setReachable(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const listener of reachabilityListeners) listener();
}
export function isBridgeReachable(): boolean {
  return reachable;
}
export function onBridgeReachability(listener: () => void): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

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

/**
 * Chromium opens at most 6 connections to one host. Calls that wait on the service are held to
 * 4 at a time, so cached copies, accounts and preferences always find a free connection: a slow
 * service must not keep the last-known data off the screen.
 */
const networkSlots = createGate(4);

function waitsOnService(channel: ChannelName, request: unknown): boolean {
  return channel === 'api.get' && (request as { cache?: string } | null)?.cache !== 'only';
}

/** Inspect shows how long a request waited for a free connection here, before it was sent. */
function withQueueTime<R>(reply: R, queuedMs: number): R {
  const trace = (reply as { ok?: boolean; value?: { trace?: { timings: { queuedMs: number } } } }).value?.trace;
  if (trace) trace.timings.queuedMs = Math.round(queuedMs);
  return reply;
}

function webBridge(): Bridge {
  const secret = takeSecret();
  return {
    call<C extends ChannelName>(channel: C, request: unknown): Promise<BridgeReply<C>> {
      if (!waitsOnService(channel, request)) return post<C>(channel, request);
      const asked = performance.now();
      return networkSlots.run(async () => {
        const queuedMs = performance.now() - asked;
        return withQueueTime(await post<C>(channel, request), queuedMs);
      });
    },
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

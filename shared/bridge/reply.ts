// What every bridge call answers, the same on every channel and both hosts:
//
//   { ok: true, value }  |  { ok: false, error: { kind, message, status?, retryAfterMs?, retryAt? } }
//
// Why one shape: a failure is a failure of the call, whoever found it (the payload check, a
// handler, the service behind api.get, the host itself). Callers branch on `ok` once and always
// find the kind at `error.kind`; there is no second envelope inside the value to look into.
// api.get's failure also brings `cached`, the newest stored copy, beside the error: a view
// shows it while the service is away, which is why api.get's queries read the reply as data
// (see ApiResult) instead of throwing.
//
// Why `Refusal`: the same failure as an exception, for code that would rather throw. The core's
// handlers throw it and the core turns it into the reply; the renderer's `ask()` turns a reply
// back into it, so react-query's `error` is still an Error with the host's sentence as its
// message, and keeps the kind (and the rest of ApiError) to branch on.
//
// Free of zod at run time (types only), so the renderer can import it without the schemas.
import type { ApiError, ApiErrorKind } from '../api-error.ts';
import type { ChannelName } from '../channel-names.ts';
import type { ApiResult, CachedCopy } from './answers.ts';
import type { BridgeRequest, BridgeValue } from './channels.ts';

export interface BridgeFailure {
  ok: false;
  error: ApiError;
  /** api.get's newest stored copy, when it has one; no other channel sends it. */
  cached?: CachedCopy;
}

export type BridgeReply<C extends ChannelName> = { ok: true; value: BridgeValue<C> } | BridgeFailure;

/** What a host (Electron preload or the browser host client) offers the renderer. */
export interface Bridge {
  call<C extends ChannelName>(channel: C, request: BridgeRequest<C>): Promise<BridgeReply<C>>;
}

/** A failed call as an exception: its message is the error's sentence; the kind stays readable. */
export class Refusal extends Error {
  readonly error: ApiError;
  /** api.get's newest stored copy, when its failure brought one. */
  readonly cached: CachedCopy | undefined;

  constructor(error: ApiError, cached?: CachedCopy) {
    super(error.message);
    this.error = error;
    this.cached = cached;
  }

  get kind(): ApiErrorKind {
    return this.error.kind;
  }

  /** The refusal of a failed reply. */
  static of(failure: BridgeFailure): Refusal {
    return new Refusal(failure.error, failure.cached);
  }

  /** The reply that carries this refusal. */
  get reply(): BridgeFailure {
    return { ok: false, error: this.error, ...(this.cached ? { cached: this.cached } : {}) };
  }
}

/** api.get's reply as a query holds it (an ApiResult): the answer marked `ok`, or the failure as it came. */
export function resultOf<T = unknown>(reply: BridgeReply<'api.get'>): ApiResult<T> {
  return (reply.ok ? { ok: true, ...reply.value } : reply) as ApiResult<T>;
}

/** The reply that sends an ApiResult (the gateway's), the other way round. */
export function replyOf(result: ApiResult): BridgeReply<'api.get'> {
  if (!result.ok) return result;
  const { ok, ...answer } = result;
  return { ok, value: answer };
}

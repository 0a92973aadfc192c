// Typed failures that cross from the privileged side to the views: a kind to branch on and a
// sentence a person can act on. Nothing else (no stack, no raw body, never a key) crosses.
// Free of zod (the preload bundles it); bridge/reply.ts says how they travel.

export const API_ERROR_KINDS = [
  'auth', // 401, or no key stored
  'forbidden', // 403
  'not-found', // 404: unknown project or id
  'not-served', // the project's kind does not serve this endpoint (nothing was sent)
  'rate-limited', // 429 after the retries allowed
  'server', // 5xx
  'offline', // no connection: refused, reset, DNS
  'timeout',
  'invalid-response', // not JSON, not the documented shape, or too large
  'bad-request', // refused before sending, or 400 from the service
  'unavailable', // a local facility is missing: no keychain, no account
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiError {
  kind: ApiErrorKind;
  message: string;
  /** The HTTP status, when the service answered with one. */
  status?: number;
  /** How long the service asked to wait before trying again (its Retry-After). */
  retryAfterMs?: number;
  /** When that wait is over, epoch ms on the privileged side's clock: what a countdown counts to. */
  retryAt?: number;
}

export function apiError(
  kind: ApiErrorKind,
  message: string,
  extra: Omit<ApiError, 'kind' | 'message'> = {},
): ApiError {
  return { kind, message, ...extra };
}

/** Worth trying again later by itself (as opposed to needing the user to change something). */
export function isTransient(error: ApiError): boolean {
  return ['rate-limited', 'server', 'offline', 'timeout'].includes(error.kind);
}

// An account's pace: the requests it sent in the last hour (what the budget counts) and whether
// the service told it to wait (429). The watch pauses the whole account, not one request: a rate
// limit is most likely the key's (the service does not say), so another project of the account
// would only meet it again.
import { HOUR, MINUTE } from '../time-window.ts';

/** Without a Retry-After, the first wait after a 429, doubled each time up to the longest. */
export const BACKOFF_FIRST_MS = MINUTE;
export const BACKOFF_LONGEST_MS = HOUR;

/** An account's recent requests and whether the service told it to wait. */
export interface AccountPace {
  backoffUntil: number | null;
  /** 429s in a row, for the doubling wait. */
  backoffs: number;
  /** Requests sent per minute (minute start), the last hour's. */
  sent: { minute: number; count: number }[];
}

export const FRESH_PACE: AccountPace = { backoffUntil: null, backoffs: 0, sent: [] };

/** After a 429: wait as the service asked, or twice as long as last time. */
export function afterRateLimit(pace: AccountPace, now: number, retryAfterMs?: number): AccountPace {
  const doubling = Math.min(BACKOFF_FIRST_MS * 2 ** pace.backoffs, BACKOFF_LONGEST_MS);
  return { ...pace, backoffs: pace.backoffs + 1, backoffUntil: now + (retryAfterMs ?? doubling) };
}

/** After an answer: the account waits no longer, and the next 429 starts the doubling again. */
export function afterAnswer(pace: AccountPace): AccountPace {
  return { ...pace, backoffs: 0, backoffUntil: null };
}

/** The pace with `count` more requests sent at `now`; minutes older than an hour forgotten. */
export function recordSent(pace: AccountPace, now: number, count: number): AccountPace {
  const minute = Math.floor(now / MINUTE) * MINUTE;
  const sent = pace.sent.filter((s) => s.minute > now - HOUR && s.minute !== minute);
  const current = pace.sent.find((s) => s.minute === minute)?.count ?? 0;
  return { ...pace, sent: [...sent, { minute, count: current + count }] };
}

export function sentInLastHour(pace: AccountPace, now: number): number {
  return pace.sent.filter((s) => s.minute > now - HOUR).reduce((sum, s) => sum + s.count, 0);
}

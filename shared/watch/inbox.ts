// The inbox: every alert the watch raised, notified or not (snoozed, held back, over the limit),
// newest first, each seen or unseen. An alert goes in once: its id is what it is about (alert.ts),
// so an alert found again, after a restart or a retried check, is recognised and not notified again.
import { z } from 'zod';
import type { Alert } from './alert.ts';

export interface InboxEntry extends Alert {
  seen: boolean;
  /** When the watch found it (the alert's `at` is when it happened). */
  foundAt: number;
  /** Found while its project (or everything) was snoozed, until then: in the inbox only, never notified. */
  snoozedUntil?: number;
}

export interface Inbox {
  entries: InboxEntry[];
}

/** Months of alerts for a watch that notifies a few times a day; the oldest go first. */
export const MAX_INBOX = 500;

export const EMPTY_INBOX: Inbox = { entries: [] };

/** The inbox with the alerts it did not hold yet, and those alerts: the ones news to the user. */
export function addToInbox(inbox: Inbox, alerts: readonly Alert[], now: number): { inbox: Inbox; fresh: Alert[] } {
  const known = new Set(inbox.entries.map((entry) => entry.id));
  const fresh: Alert[] = [];
  for (const alert of alerts) {
    if (known.has(alert.id)) continue;
    known.add(alert.id);
    fresh.push(alert);
  }
  const added = fresh.map((alert) => ({ ...alert, seen: false, foundAt: now })).sort((a, b) => b.at - a.at);
  const entries = [...added, ...inbox.entries].slice(0, MAX_INBOX);
  return { inbox: { entries }, fresh };
}

export function markSeen(inbox: Inbox, ids: readonly string[]): Inbox {
  return { entries: inbox.entries.map((entry) => (ids.includes(entry.id) ? { ...entry, seen: true } : entry)) };
}

export function markAllSeen(inbox: Inbox): Inbox {
  return { entries: inbox.entries.map((entry) => ({ ...entry, seen: true })) };
}

export const unseenCount = (inbox: Inbox): number => inbox.entries.filter((entry) => !entry.seen).length;

/** Longer than any id, name or words an alert holds; a stored entry past it is not one of ours. */
const MAX_TEXT = 1000;
const text = z.string().max(MAX_TEXT);
export const inboxEntrySchema = z.object({
  id: text,
  kind: z.enum(['new-group', 'regression', 'spike']),
  accountId: text,
  projectId: text,
  projectName: text,
  subject: text,
  at: z.number(),
  what: text,
  why: text,
  view: z.object({ segments: z.array(text), params: z.record(z.string(), text) }),
  seen: z.boolean(),
  foundAt: z.number(),
  snoozedUntil: z.number().optional(),
}) satisfies z.ZodType<InboxEntry>;

/** A stored inbox: the entries that read, in order; a damaged one costs only itself. */
export function readInbox(stored: unknown): Inbox {
  const raw = typeof stored === 'object' && stored !== null ? (stored as { entries?: unknown }).entries : undefined;
  if (!Array.isArray(raw)) return EMPTY_INBOX;
  const entries = raw.flatMap((item) => {
    const entry = inboxEntrySchema.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
  return { entries: entries.slice(0, MAX_INBOX) };
}

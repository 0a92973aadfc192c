// The bridge's watch: what it found (the inbox), what it is doing (each account's plan in words,
// the next check), and what the user tells it (seen, snooze, look now). The watch itself runs in
// the privileged core (electron/core/watcher.ts), whether a view is open or not; the desktop shell
// shows its notifications, and a page of the browser host takes them (watch.take) to show them.
import { z } from 'zod';
import { SNOOZE_CHOICES } from '../watch/delivery.ts';
import { inboxEntrySchema } from '../watch/inbox.ts';
import { idSchema } from './fields.ts';
import { noRequest } from './fields.ts';

const projectScope = z.strictObject({ accountId: idSchema, projectId: idSchema });
const scopeSchema = z.union([z.literal('all'), projectScope]);

const viewSchema = z.object({ segments: z.array(z.string()), params: z.record(z.string(), z.string()) });

/** A notification to show (see shared/watch/delivery.ts); `opens` is what a click opens, null for the inbox. */
export const watchNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  alertIds: z.array(z.string()),
  opens: viewSchema.extend({ accountId: z.string(), projectId: z.string() }).nullable(),
});
export type WatchNotification = z.infer<typeof watchNotificationSchema>;

export const watchStateSchema = z.object({
  /** Every alert, newest first. */
  inbox: z.array(inboxEntrySchema),
  unseen: z.number(),
  /** Snoozes under way, each with its end. */
  snoozes: z.array(z.object({ scope: scopeSchema, until: z.number() })),
  /** The quiet hours under way, until when; null outside them (or off). */
  quietUntil: z.number().nullable(),
  /** The projects watched now, by account. */
  watched: z.array(z.object({ accountId: z.string(), projectId: z.string(), name: z.string() })),
  /** Each account's watch in words ("Looking every 5 min: 26 requests an hour of 1,500"). */
  accounts: z.array(
    z.object({
      accountId: z.string(),
      words: z.string(),
      costPerHour: z.number(),
      budget: z.number(),
      pausedUntil: z.number().nullable(),
    }),
  ),
  lastCheckAt: z.number().nullable(),
  nextCheckAt: z.number().nullable(),
  /** Not looking: the machine sleeps, or the network is gone. */
  paused: z.enum(['offline', 'asleep']).nullable(),
  checking: z.boolean(),
  /** What the last check could not do, in words (a request that failed, a list cut short). */
  notes: z.array(z.string()),
});
export type WatchState = z.infer<typeof watchStateSchema>;

export const watchChannels = {
  'watch.state': { request: noRequest, response: watchStateSchema },
  /** Marks alerts seen: some, or all of them. */
  'watch.seen': {
    request: z.union([
      z.strictObject({ ids: z.array(z.string().max(1000)).max(500) }),
      z.strictObject({ all: z.literal(true) }),
    ]),
    response: watchStateSchema,
  },
  /** Snoozes a project or everything (1 h, 4 h, until tomorrow 09:00), or ends a snooze. */
  'watch.snooze': {
    request: z.union([
      z.strictObject({ scope: scopeSchema, choice: z.enum(SNOOZE_CHOICES) }),
      z.strictObject({ scope: scopeSchema, end: z.literal(true) }),
    ]),
    response: watchStateSchema,
  },
  /** Looks now, whatever the cadence; answers once the check is over. */
  'watch.check': { request: noRequest, response: watchStateSchema },
  /** The notifications a page of the browser host is to show, taken once (none in the desktop app, which shows them itself). */
  'watch.take': { request: noRequest, response: z.object({ notifications: z.array(watchNotificationSchema) }) },
  /** A notification to try how they look and where they go; it opens the inbox. */
  'watch.test': { request: noRequest, response: z.object({ notification: watchNotificationSchema }) },
} as const;

// From a round of checks' alerts to what the user is told: every alert into the inbox, and at
// most one notification per project per round, fewer when the user asked for quiet.
//
// - Snoozed (a project or everything, until a set instant): into the inbox only.
// - Quiet hours (wall-clock times in the chosen zone, across midnight and daylight saving
//   changes): held back, and one digest when they end.
// - After a sleep or an outage (what a check that says it was away found): one digest ("Shop: 3
//   new error groups, 1 spike") instead of a burst; the other checks of the round notify as usual.
// - The flood guard: at most FLOOD_LIMIT notifications an hour. When a round has more projects to
//   tell of than are left, the last one left becomes a digest of the rest; past the limit, alerts
//   wait for a digest when the hour frees a place.
// A digest names only what is still unseen: an alert read in the inbox meanwhile is not repeated.
import { z } from 'zod';
import { HOUR, type ResolvedWindow } from '../time-window.ts';
import type { Alert, AlertKind } from './alert.ts';
import { addToInbox, MAX_INBOX, type Inbox } from './inbox.ts';
import { MORNING, sameScope, type SnoozeChoice, type SnoozeScope } from './snooze-terms.ts';
import { readParts } from './stored-parts.ts';
import type { QuietHours } from './watch-settings.ts';
import { addDays, instantAt, parseClock, wallTime } from './zoned-time.ts';

export { MORNING, SNOOZE_CHOICES, SNOOZE_LABELS, type SnoozeChoice, type SnoozeScope } from './snooze-terms.ts';

/** Notifications an hour, digests included. */
export const FLOOD_LIMIT = 6;

export interface Snooze {
  scope: SnoozeScope;
  until: number;
}

type HoldReason = 'away' | 'quiet' | 'flood';

export interface DeliveryState {
  snoozes: Snooze[];
  /** Alerts waiting for a digest, and why. */
  held: { id: string; reason: HoldReason }[];
  /** When notifications were shown, in the last hour: the flood guard counts them. */
  shown: number[];
}

export const EMPTY_DELIVERY: DeliveryState = { snoozes: [], held: [], shown: [] };

export interface Notification {
  /** Stable for one alert's notification; a digest's is its instant. */
  id: string;
  title: string;
  body: string;
  alertIds: string[];
  /** What a click opens: the alert's view, with its project; null for a digest (the inbox). */
  opens: (Alert['view'] & { accountId: string; projectId: string }) | null;
}

export interface DeliveryInput {
  now: number;
  /** This round's alerts, by check, and whether the check came after a sleep or an outage. */
  found: readonly { alerts: readonly Alert[]; away: boolean }[];
  inbox: Inbox;
  state: DeliveryState;
  quietHours: QuietHours;
  /** IANA zone of the quiet hours and of "tomorrow". */
  timeZone: string;
}

export interface Delivery {
  inbox: Inbox;
  state: DeliveryState;
  notifications: Notification[];
  /** When to deliver again without a check (quiet hours end, the hour frees a place); null: no need. */
  nextAt: number | null;
}

/** When a snooze chosen at `now` ends: in an hour, in four, or tomorrow at 09:00 on the zone's wall clock. */
export function snoozeUntil(choice: SnoozeChoice, now: number, timeZone: string): number {
  if (choice === '1h') return now + HOUR;
  if (choice === '4h') return now + 4 * HOUR;
  return instantAt(addDays(wallTime(now, timeZone), 1), parseClock(MORNING)!, timeZone);
}

/** The state with `scope` snoozed (replacing a snooze of the same scope); a snooze always has its end. */
export function snooze(
  state: DeliveryState,
  scope: SnoozeScope,
  choice: SnoozeChoice,
  now: number,
  timeZone: string,
): DeliveryState {
  const others = state.snoozes.filter((s) => !sameScope(s.scope, scope));
  return { ...state, snoozes: [...others, { scope, until: snoozeUntil(choice, now, timeZone) }] };
}

export function endSnooze(state: DeliveryState, scope: SnoozeScope): DeliveryState {
  return { ...state, snoozes: state.snoozes.filter((s) => !sameScope(s.scope, scope)) };
}

/** The snooze that silences a project now, if any (everything's first). */
export function snoozeOf(
  state: DeliveryState,
  project: { accountId: string; projectId: string },
  now: number,
): Snooze | null {
  const live = state.snoozes.filter((s) => s.until > now);
  return live.find((s) => s.scope === 'all') ?? live.find((s) => sameScope(s.scope, project)) ?? null;
}

/**
 * The quiet period `now` falls in, as instants; null outside one. A period starts on a calendar
 * day and ends on the same day or, when its end is earlier in the day, on the next; each end is
 * found on the wall clock of that day, so an hour skipped or repeated by a daylight saving change
 * is simply shorter or longer.
 */
export function quietPeriod(quiet: QuietHours, now: number, timeZone: string): ResolvedWindow | null {
  const from = parseClock(quiet.from);
  const to = parseClock(quiet.to);
  if (!quiet.on || from === null || to === null || from === to) return null;
  const today = wallTime(now, timeZone);
  for (const day of [addDays(today, -1), today]) {
    const start = instantAt(day, from, timeZone);
    const end = instantAt(to > from ? day : addDays(day, 1), to, timeZone);
    if (start <= now && now < end) return { start, end };
  }
  return null;
}

const KIND_WORDS: Record<AlertKind, [string, string]> = {
  'new-group': ['new error group', 'new error groups'],
  regression: ['regression', 'regressions'],
  spike: ['spike', 'spikes'],
};
/** The alert a click on a project's notification opens: a spike (it hits every user) first. */
const OPENS_FIRST: AlertKind[] = ['spike', 'regression', 'new-group'];

/** "Shop: 3 new error groups, 1 spike". */
export function summaryLine(alerts: readonly Alert[]): string {
  const counts = (Object.keys(KIND_WORDS) as AlertKind[])
    .map((kind) => [kind, alerts.filter((a) => a.kind === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${KIND_WORDS[kind][n === 1 ? 0 : 1]}`);
  return `${alerts[0]?.projectName ?? ''}: ${counts.join(', ')}`;
}

/** Alerts by project, in the order their projects first appear. */
function byProject(alerts: readonly Alert[]): Alert[][] {
  const groups = new Map<string, Alert[]>();
  for (const alert of alerts) {
    const key = JSON.stringify([alert.accountId, alert.projectId]);
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()];
}

/** Lines of a notification's body before "and N more". */
const MAX_LINES = 3;

function projectNotification(alerts: readonly Alert[]): Notification {
  const lead = [...alerts].sort((a, b) => OPENS_FIRST.indexOf(a.kind) - OPENS_FIRST.indexOf(b.kind))[0]!;
  const one = alerts.length === 1;
  const lines = alerts.slice(0, MAX_LINES).map((a) => a.what);
  if (alerts.length > MAX_LINES) lines.push(`and ${alerts.length - MAX_LINES} more in the inbox`);
  return {
    id: `notification/${lead.id}`,
    title: one ? `${lead.projectName}: ${lead.what}` : summaryLine(alerts),
    body: one ? lead.why : lines.join('\n'),
    alertIds: alerts.map((a) => a.id),
    opens: { ...lead.view, accountId: lead.accountId, projectId: lead.projectId },
  };
}

const DIGEST_TITLES: Record<HoldReason, string> = {
  away: 'While you were away',
  quiet: 'During quiet hours',
  flood: 'More alerts',
};

function digest(alerts: readonly Alert[], reasons: readonly HoldReason[], now: number): Notification {
  const reason = (['away', 'quiet', 'flood'] as const).find((r) => reasons.includes(r)) ?? 'flood';
  return {
    id: `digest/${now}`,
    title: DIGEST_TITLES[reason],
    body: byProject(alerts).map(summaryLine).join('\n'),
    alertIds: alerts.map((a) => a.id),
    opens: null,
  };
}

/** The round's alerts into the inbox, and the notifications they make now. */
export function deliver(input: DeliveryInput): Delivery {
  const { now } = input;
  const live = { ...input.state, snoozes: input.state.snoozes.filter((s) => s.until > now) };
  const shown = live.shown.filter((t) => t > now - HOUR);
  const added = addToInbox(
    input.inbox,
    input.found.flatMap((f) => f.alerts),
    now,
  );
  const { fresh } = added;
  const away = new Set(input.found.filter((f) => f.away).flatMap((f) => f.alerts.map((a) => a.id)));
  const snoozed = new Map(fresh.flatMap((a) => [[a.id, snoozeOf(live, a, now)?.until] as const]));
  const notifiable = fresh.filter((a) => snoozed.get(a.id) === undefined);
  // The inbox says of an alert found during a snooze that it was not notified, and until when.
  const inbox = {
    entries: added.inbox.entries.map((entry) => {
      const until = snoozed.get(entry.id);
      return until === undefined ? entry : { ...entry, snoozedUntil: until };
    }),
  };
  const quiet = quietPeriod(input.quietHours, now, input.timeZone);
  let held = [...live.held];
  const notifications: Notification[] = [];
  let places = FLOOD_LIMIT - shown.length;

  if (quiet) held.push(...notifiable.map((a) => ({ id: a.id, reason: 'quiet' as const })));
  else {
    held.push(...notifiable.filter((a) => away.has(a.id)).map((a) => ({ id: a.id, reason: 'away' as const })));
    const projects = byProject(notifiable.filter((a) => !away.has(a.id)));
    // More to tell than places: the last place goes to a digest of the rest (and of what waited).
    const digestToo = held.length > 0 ? 1 : 0;
    const told = projects.length + digestToo <= places ? projects : projects.slice(0, Math.max(0, places - 1));
    for (const alerts of told) notifications.push(projectNotification(alerts));
    places -= told.length;
    held.push(
      ...projects.slice(told.length).flatMap((alerts) => alerts.map((a) => ({ id: a.id, reason: 'flood' as const }))),
    );
  }

  if (!quiet && places > 0) {
    const entries = new Map(inbox.entries.map((e) => [e.id, e]));
    const waiting = held.filter((h) => {
      const entry = entries.get(h.id);
      return entry !== undefined && !entry.seen && snoozeOf(live, entry, now) === null;
    });
    if (waiting.length > 0)
      notifications.push(
        digest(
          waiting.map((h) => entries.get(h.id)!),
          waiting.map((h) => h.reason),
          now,
        ),
      );
    held = [];
  }

  // Only what the inbox still holds can be told of: no more than it holds waits.
  held = held.slice(-MAX_INBOX);
  const state: DeliveryState = { ...live, held, shown: [...shown, ...notifications.map(() => now)] };
  const nextAt = held.length === 0 ? null : quiet ? quiet.end : Math.min(...state.shown) + HOUR;
  return { inbox, state, notifications, nextAt };
}

/** More than any number of projects an install watches. */
const MAX_SNOOZES = 1000;

const scopeSchema = z.union([z.literal('all'), z.object({ accountId: z.string(), projectId: z.string() })]);
const fields = {
  snoozes: z.array(z.object({ scope: scopeSchema, until: z.number() })).max(MAX_SNOOZES),
  held: z.array(z.object({ id: z.string(), reason: z.enum(['away', 'quiet', 'flood']) })).max(MAX_INBOX),
  shown: z.array(z.number()).max(FLOOD_LIMIT),
};

/** A stored delivery state, every part that reads kept. */
export const readDeliveryState = (stored: unknown): DeliveryState => readParts(fields, EMPTY_DELIVERY, stored);

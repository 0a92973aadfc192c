// The watch, running: rounds of checks on a timer of its own (not a view's), each planned,
// sent, judged and delivered by the pure parts (shared/watch.ts), and what it found kept in a
// sealed document, stored before anything is shown, so a restart never repeats a notification.
//
// A round: plan the due checks of every watched project (planCheck: the fewest requests, each
// account within its budget and its 429 wait, none while asleep or offline), send each account's
// requests at their paced times through the gateway (its cache, retries and reading included),
// judge each project (evaluate), deliver (deliver: the inbox, one notification a project, snoozes,
// quiet hours, the flood guard, digests), store, then hand the notifications to the host.
import { z } from 'zod';
import type { ApiResult, WatchNotification, WatchState } from '../../../shared/bridge.ts';
import type { Preferences } from '../../../shared/preferences.ts';
import type { ProjectKind } from '../../../shared/schemas/reports.ts';
import { MINUTE } from '../../../shared/time-window.ts';
import {
  afterAnswer,
  afterRateLimit,
  deliver,
  EMPTY_MEMORY,
  endSnooze,
  evaluate,
  FRESH_PACE,
  isWatched,
  markAllSeen,
  markSeen,
  planCheck,
  readDeliveryState,
  readInbox,
  readWatchMemory,
  recordSent,
  snooze,
  unseenCount,
  type AccountPace,
  type CheckAnswers,
  type CheckPlan,
  type DeliveryState,
  type Inbox,
  type Notification,
  type ProjectCheck,
  type SnoozeChoice,
  type WatchedProject,
  type WatchMemory,
  type WatchRequest,
} from '../../../shared/watch.ts';
import { quietPeriod, type SnoozeScope } from '../../../shared/watch/delivery.ts';
import type { SealedDocuments } from '../sealed-documents.ts';
import { Listeners } from './listeners.ts';
import type { Connectivity, WatchService } from './watch-service.ts';

/** The sealed document that holds the watch's state. */
export const WATCH_DOCUMENT = 'watch';
/** Notifications kept for a page to take, the newest; older ones are in the inbox anyway. */
const MAX_PENDING = 20;
/** A round that finds no account due looks again this soon at the latest (projects and settings change). */
const IDLE_LOOK_MS = MINUTE;

export interface WatcherOptions {
  now: () => number;
  documents: SealedDocuments;
  /** Every project of every account, as the accounts name them. */
  projects: () => Promise<WatchedProject[]>;
  preferences: () => Preferences;
  /** One GET through the gateway, for an account's project. */
  get: (accountId: string, call: WatchRequest['call']) => Promise<ApiResult>;
  /** The IANA zone of quiet hours and "tomorrow 09:00". */
  timeZone: () => string;
  /** Waits `ms` (a paced request's turn); tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
}

interface Stored {
  inbox: Inbox;
  delivery: DeliveryState;
  memory: Record<string, WatchMemory>;
  paces: Record<string, AccountPace>;
  pending: Notification[];
  lastCheckAt: number | null;
}

const paceSchema = z.object({
  backoffUntil: z.number().nullable(),
  backoffs: z.number().int().min(0),
  sent: z.array(z.object({ minute: z.number(), count: z.number().int().min(0) })).max(120),
});

/** Each part of the stored state read on its own: a damaged part starts afresh, the others stay. */
function readStored(value: unknown): Stored {
  const record = (v: unknown): Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const stored = record(value);
  const memory = Object.fromEntries(Object.entries(record(stored.memory)).map(([k, v]) => [k, readWatchMemory(v)]));
  const paces = Object.fromEntries(
    Object.entries(record(stored.paces)).flatMap(([k, v]) => {
      const read = paceSchema.safeParse(v);
      return read.success ? [[k, read.data]] : [];
    }),
  );
  return {
    inbox: readInbox(stored.inbox),
    delivery: readDeliveryState(stored.delivery),
    memory,
    paces,
    pending: [], // shown by the page that took them, or never: the inbox holds them
    lastCheckAt: typeof stored.lastCheckAt === 'number' ? stored.lastCheckAt : null,
  };
}

const projectKey = (p: { accountId: string; projectId: string }) => `${p.accountId} ${p.projectId}`;

export class Watcher implements WatchService {
  private stored: Stored;
  private readonly options: WatcherOptions;
  private connectivity: Connectivity = 'online';
  private plan: CheckPlan | null = null;
  private notes: string[] = [];
  private watched: WatchedProject[] = [];
  private nextAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  /** Rounds on the watch's own timer: from start() until stop(). */
  private started = false;
  /** Stopped: no round sends anything more (a round under way ends at its next request). */
  private closed = false;
  private readonly changeListeners = new Listeners<WatchState>();
  private readonly notifyListeners = new Listeners<WatchNotification[]>();

  private constructor(options: WatcherOptions, stored: Stored) {
    this.options = options;
    this.stored = stored;
  }

  /** The watch as the sealed document left it (an unreadable one: afresh). */
  static async open(options: WatcherOptions): Promise<Watcher> {
    const read = await options.documents.read(WATCH_DOCUMENT);
    return new Watcher(options, readStored(read.found ? read.value : undefined));
  }

  /** Starts the rounds: the first at once. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.schedule(this.options.now());
  }

  /** Stops the rounds and lets the one under way finish. */
  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** What is watched, or how, changed: a round soon rather than at the next planned one. */
  replan(): void {
    if (this.running === null) this.schedule(this.options.now());
  }

  /** A round now, after the one under way; resolves when it is over. */
  async checkNow(): Promise<WatchState> {
    await this.running;
    await this.round();
    return this.state();
  }

  state(): WatchState {
    const now = this.options.now();
    const { inbox, delivery } = this.stored;
    const prefs = this.options.preferences();
    const quiet = quietPeriod(prefs.watch.quietHours, now, this.options.timeZone());
    return {
      inbox: inbox.entries,
      unseen: unseenCount(inbox),
      snoozes: delivery.snoozes.filter((s) => s.until > now),
      quietUntil: quiet?.end ?? null,
      watched: this.watched.map(({ accountId, projectId, name }) => ({ accountId, projectId, name })),
      accounts: (this.plan?.accounts ?? []).map(({ accountId, words, costPerHour, budget, pausedUntil }) => ({
        accountId,
        words,
        costPerHour,
        budget,
        pausedUntil,
      })),
      lastCheckAt: this.stored.lastCheckAt,
      nextCheckAt: this.started && !this.closed ? this.nextAt : null,
      paused: this.connectivity === 'online' ? null : this.connectivity,
      checking: this.running !== null,
      notes: this.notes,
    };
  }

  onChange(listener: (state: WatchState) => void): () => void {
    return this.changeListeners.add(listener);
  }

  onNotify(listener: (notifications: WatchNotification[]) => void): () => void {
    return this.notifyListeners.add(listener);
  }

  setConnectivity(connectivity: Connectivity): void {
    if (connectivity === this.connectivity) return;
    this.connectivity = connectivity;
    // Back: one round now, which covers the gap in one check (plan.ts) and tells it as a digest.
    if (connectivity === 'online') this.schedule(this.options.now());
    this.changed();
  }

  async markSeen(which: { ids: readonly string[] } | 'all'): Promise<WatchState> {
    const { inbox } = this.stored;
    await this.save({ inbox: which === 'all' ? markAllSeen(inbox) : markSeen(inbox, which.ids) });
    return this.state();
  }

  async snooze(scope: SnoozeScope, choice: SnoozeChoice | 'end'): Promise<WatchState> {
    const { delivery } = this.stored;
    const now = this.options.now();
    await this.save({
      delivery:
        choice === 'end' ? endSnooze(delivery, scope) : snooze(delivery, scope, choice, now, this.options.timeZone()),
    });
    return this.state();
  }

  /** The notifications waiting for a page, once each. */
  take(): WatchNotification[] {
    const pending = this.stored.pending;
    this.stored = { ...this.stored, pending: [] };
    return pending;
  }

  test(): WatchNotification {
    const notification: Notification = {
      id: `test/${this.options.now()}`,
      title: 'Spyglass is watching',
      body: 'Notifications of the watch look like this one. A click opens the inbox.',
      alertIds: [],
      opens: null,
    };
    this.hand([notification]);
    return notification;
  }

  private schedule(at: number): void {
    clearTimeout(this.timer);
    if (!this.started || this.closed) return;
    this.nextAt = at;
    this.timer = setTimeout(
      () => {
        void this.round().catch(() => undefined);
      },
      Math.max(0, at - this.options.now()),
    );
    // The watch never keeps a process alive by itself: its host does (a window, a tray, a server).
    this.timer.unref?.();
  }

  /** One round; a round asked for while one runs waits for it, so rounds never overlap. */
  private round(): Promise<void> {
    const previous = this.running ?? Promise.resolve();
    const run = previous
      .then(() => this.runRound())
      .catch((error: unknown) => {
        // A round that could not finish (the accounts unreadable, the disk full) says so and is
        // tried again: the watch never stops by itself.
        this.notes = [`The last check could not finish: ${error instanceof Error ? error.message : String(error)}`];
        this.schedule(this.options.now() + IDLE_LOOK_MS);
        throw error;
      });
    const settled = run.catch(() => undefined);
    this.running = settled;
    void settled.then(() => {
      if (this.running === settled) this.running = null;
      this.changed();
    });
    return run;
  }

  private async runRound(): Promise<void> {
    const { now, preferences } = this.options;
    const prefs = preferences();
    const starred = new Set(prefs.starredProjects.map(projectKey));
    const projects = (await this.options.projects()).filter((p) =>
      isWatched(prefs.watch, p, starred.has(projectKey(p))),
    );
    this.watched = projects;
    const plan = this.planFor(projects, prefs);
    this.plan = plan;
    this.changed();

    const byAccount = new Map<string, ProjectCheck[]>();
    for (const check of plan.checks)
      byAccount.set(check.project.accountId, [...(byAccount.get(check.project.accountId) ?? []), check]);
    const judged = await Promise.all(
      [...byAccount].map(([accountId, checks]) => this.runAccount(accountId, checks, prefs)),
    );
    const found = judged.flatMap((j) => j.found);
    this.notes = judged.flatMap((j) => j.notes);

    const told = deliver({
      now: now(),
      found,
      inbox: this.stored.inbox,
      state: this.stored.delivery,
      quietHours: prefs.watch.quietHours,
      timeZone: this.options.timeZone(),
    });
    // What is remembered of a project no longer watched goes: watched again, it learns anew.
    const keys = new Set(projects.map(projectKey));
    const memory = Object.fromEntries(Object.entries(this.stored.memory).filter(([key]) => keys.has(key)));
    for (const j of judged) Object.assign(memory, j.memory);
    // Stored before shown: a crash in between loses a notification (its alert waits in the
    // inbox) and never repeats one.
    await this.save({
      inbox: told.inbox,
      delivery: told.state,
      memory,
      lastCheckAt: plan.checks.length > 0 ? now() : this.stored.lastCheckAt,
    });
    this.hand(told.notifications);
    // The plan as the round left it (a 429 met, the budget spent): what the state shows, and when to look next.
    const after = this.planFor(projects, prefs);
    this.plan = { ...after, checks: [] };
    const next = [after.nextAt, told.nextAt, now() + IDLE_LOOK_MS].filter((t): t is number => t !== null);
    if (after.paused === null || told.nextAt !== null) this.schedule(Math.min(...next));
    else this.nextAt = null; // asleep or offline: setConnectivity('online') starts again
  }

  private planFor(projects: WatchedProject[], prefs: Preferences): CheckPlan {
    return planCheck({
      now: this.options.now(),
      projects,
      memory: (p) => this.stored.memory[projectKey(p)] ?? EMPTY_MEMORY,
      paces: this.stored.paces,
      cadenceMinutes: prefs.watch.cadenceMinutes,
      requestBudget: prefs.watch.requestBudget,
      connectivity: this.connectivity,
    });
  }

  /** One account's checks, their requests at their paced times; a 429 stops the account's round there. */
  private async runAccount(accountId: string, checks: ProjectCheck[], prefs: Preferences) {
    const { now } = this.options;
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const found: { alerts: ReturnType<typeof evaluate>['alerts']; away: boolean }[] = [];
    const notes: string[] = [];
    const memory: Record<string, WatchMemory> = {};
    let pace = this.stored.paces[accountId] ?? FRESH_PACE;
    let waiting = false;
    for (const check of checks) {
      const answers: CheckAnswers = {};
      for (const request of check.requests) {
        if (waiting || this.closed || this.connectivity !== 'online') break;
        const wait = request.sendAt - now();
        if (wait > 0) await sleep(wait);
        const result = await this.options.get(accountId, request.call);
        pace = recordSent(pace, now(), 1);
        if (!result.ok && result.error.kind === 'rate-limited') {
          pace = afterRateLimit(pace, now(), result.error.retryAfterMs);
          waiting = true;
        } else if (result.ok) pace = afterAnswer(pace);
        setAnswer(answers, request, result.ok ? result.data : null);
      }
      const judged = evaluate(
        check,
        this.stored.memory[projectKey(check.project)] ?? EMPTY_MEMORY,
        answers,
        prefs.health,
        now(),
      );
      memory[projectKey(check.project)] = judged.memory;
      found.push({ alerts: judged.alerts, away: check.away });
      notes.push(...judged.notes.map((note) => `${check.project.name}: ${note}`));
    }
    this.stored = { ...this.stored, paces: { ...this.stored.paces, [accountId]: pace } };
    return { found, notes, memory };
  }

  private async save(change: Partial<Stored>): Promise<void> {
    this.stored = { ...this.stored, ...change };
    const { pending: _pending, ...kept } = this.stored;
    await this.options.documents.write(WATCH_DOCUMENT, kept);
    this.changed();
  }

  /** To the host's listener (the desktop shell shows them), or kept for a page to take. */
  private hand(notifications: readonly Notification[]): void {
    if (notifications.length === 0) return;
    if (this.notifyListeners.size > 0) this.notifyListeners.tell([...notifications]);
    else this.stored = { ...this.stored, pending: [...this.stored.pending, ...notifications].slice(-MAX_PENDING) };
  }

  private changed(): void {
    if (this.changeListeners.size === 0) return;
    const state = this.state();
    this.changeListeners.tell(state);
  }
}

/** An answer in its place among a check's answers (a failed one as null: evaluate asks it again next time). */
function setAnswer(answers: CheckAnswers, request: WatchRequest, data: unknown): void {
  type Report = NonNullable<CheckAnswers['window']>;
  type List = NonNullable<CheckAnswers['openGroups']>;
  if (request.role === 'window') answers.window = data as Report | null;
  else if (request.role === 'open-groups') answers.openGroups = data as List | null;
  else if (request.role === 'resolved-groups') answers.resolvedGroups = data as List | null;
  else if (request.serves)
    answers.weekAgo = [...(answers.weekAgo ?? []), { serves: request.serves, report: data as Report | null }];
}

/** Every project of an account list, as the watch names them. */
export function watchedProjectsOf(
  accounts: readonly { id: string; projects: readonly { id: string; name: string; kind: ProjectKind }[] }[],
): WatchedProject[] {
  return accounts.flatMap((account) =>
    account.projects.map((project) => ({
      accountId: account.id,
      projectId: project.id,
      kind: project.kind,
      name: project.name,
    })),
  );
}

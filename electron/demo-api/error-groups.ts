// Error groups in a timeless world: each template spawns successive generations (a bug, fixed,
// coming back), each generation is a distinct group with its own event stream restricted to its
// life. Event j of a group has a fixed timestamp and fixed attributes (pure functions of the
// group and j), so every window, filter and page sees the same events. Ids: error-ids.ts; when
// events come (an opening event, a recurrence, a spike's repeats): event-timeline.ts; what an
// event is: error-event-facts.ts; filters and counts: error-filters.ts.
import type { ErrorStatus } from '../../shared/schemas/errors.ts';
import { TRACKER_LINKS } from './content/errors.ts';
import { decodeHashName, encodeHashName } from './error-ids.ts';
import { hash, hexId, unit } from './random.ts';
import { Echoes, LifeTimeline, Opening, Succession, type Timeline } from './event-timeline.ts';
import { DAY } from '../../shared/time-window.ts';
import {
  GENERATION_ANCHOR,
  lifecycleOf,
  mobileShareOf,
  ON_DEMAND_RATE,
  templateAt,
  templateRhythm,
  templateWeight,
} from './error-templates.ts';
import type { ErrorTemplate, Lifecycle, ProjectModel, Recurrence } from './world-types.ts';

const K_GROUP = 0x6e;

/** When a group lives, the instant of an event that opens it (if any), and whether a stream follows. */
interface Life {
  readonly birth: number;
  readonly death: number;
  readonly opening: number | null;
  readonly flows: boolean;
}

function lifeOf(lc: Lifecycle, key: number, generation: number): Life {
  switch (lc.kind) {
    case 'evergreen':
      return { birth: lc.birth, death: Infinity, opening: null, flows: true };
    case 'once':
      return { birth: lc.birth, death: lc.death, opening: null, flows: true };
    case 'opened':
      return { birth: lc.birth, death: Infinity, opening: lc.birth, flows: true };
    case 'generations': {
      const birth = GENERATION_ANCHOR + generation * lc.periodMs + lc.offsetMs;
      return { birth, death: birth + lc.lifeMs, opening: null, flows: true };
    }
    case 'single': {
      const birth = GENERATION_ANCHOR + generation * lc.periodMs + lc.offsetMs;
      const at = birth + Math.round(lc.eventAfterMs * (0.5 + unit(key, 7)));
      return { birth, death: at + 1, opening: at, flows: false };
    }
  }
}

function statusOf(key: number): ErrorStatus {
  const u = unit(key, 1);
  return u < 0.65 ? 'Open' : u < 0.85 ? 'Resolved' : 'Ignored';
}

/** The recurrence asked for group (t, generation), if any. */
function recurrenceOf(project: ProjectModel, t: number, generation: number): Recurrence | undefined {
  return project.recurrences?.find((r) => r.t === t && r.generation === generation);
}

/**
 * One generation of one template. Cheap to make (a list request makes one per live template);
 * the template's content and the id are built only when asked for.
 */
export class Group {
  readonly project: ProjectModel;
  /** Template index and generation: the group's identity. */
  readonly t: number;
  readonly generation: number;
  readonly key: number;
  /** The status as of the instant the group was made for (a window's end): a recurrence reopens it. */
  readonly status: ErrorStatus;
  /** The group exists from here on (its first event is at or after birth). */
  readonly birth: number;
  /** Events flow in [birth, death); for a single-event group this brackets its one event. */
  readonly death: number;
  /** Its events, spikes aside. */
  readonly events: Timeline;
  /** The repeats of the project's spikes among its events, or null when no spike holds any. */
  readonly echoes: Echoes | null;
  /** Phase of the low-discrepancy sequence that decides which events come from mobile devices. */
  readonly deviceTheta: number;
  #template: ErrorTemplate | undefined;
  #hashName: string | undefined;
  #mobileShare: number | undefined;

  constructor(project: ProjectModel, t: number, generation: number, asOf = Infinity) {
    this.project = project;
    this.t = t;
    this.generation = generation;
    this.key = hash(project.key, K_GROUP, t, generation);
    const lifecycle = lifecycleOf(project, t);
    const { birth, death, opening, flows } = lifeOf(lifecycle, this.key, generation);
    const steady = lifecycle.kind === 'evergreen' || lifecycle.kind === 'once' || lifecycle.kind === 'opened';
    const weight = templateWeight(project, t) * (steady ? 1 : 0.6 + 0.8 * unit(this.key, 2));
    const stream = (w: number) => ({ w, ...templateRhythm(project, t) });
    const own =
      opening === null
        ? new LifeTimeline({ stream: stream(weight), birth, death })
        : new Opening(opening, flows ? { stream: stream(weight), birth, death } : null);
    const recurrence = recurrenceOf(project, t, generation);
    this.birth = birth;
    this.death = recurrence ? Infinity : death;
    // A recurrence keeps the events so far and flows on from its instant, opened by an event there.
    this.events = recurrence
      ? new Succession(
          own,
          recurrence.at,
          new Opening(recurrence.at, {
            stream: stream(Math.max(weight, ON_DEMAND_RATE)),
            birth: recurrence.at,
            death: Infinity,
          }),
        )
      : own;
    const spikes = project.spikes?.filter((s) => s.from < this.death && s.until > birth);
    this.echoes = spikes?.length ? Echoes.of((at) => this.events.before(at), spikes) : null;
    this.status = statusAt(project, t, generation, asOf);
    this.deviceTheta = unit(this.key, 4);
  }

  get template(): ErrorTemplate {
    this.#template ??= templateAt(this.project, this.t);
    return this.#template;
  }

  get mobileShare(): number {
    this.#mobileShare ??= this.#template?.mobileShare ?? mobileShareOf(this.project, this.t);
    return this.#mobileShare;
  }

  get hashName(): string {
    this.#hashName ??= encodeHashName(this.project, this.t, this.generation);
    return this.#hashName;
  }

  get id(): string {
    return `${100_000_000 + (hash(this.key, 3) % 900_000_000)}:${this.hashName}`;
  }
}

/** Generations of template t whose life overlaps [start, end). */
function generationsOverlapping(project: ProjectModel, t: number, start: number, end: number, out: number[]): void {
  out.length = 0;
  const special = project.times.specials[t];
  if (special?.lifecycle.kind === 'evergreen' || special?.lifecycle.kind === 'opened') {
    if (end > special.lifecycle.birth) out.push(0);
    return;
  }
  if (special?.lifecycle.kind === 'once') {
    if (end > special.lifecycle.birth && start < special.lifecycle.death) out.push(0);
    return;
  }
  let period: number;
  let offset: number;
  let reach: number;
  if (special?.lifecycle.kind === 'single') {
    period = special.lifecycle.periodMs;
    offset = special.lifecycle.offsetMs;
    reach = period;
  } else if (special?.lifecycle.kind === 'generations') {
    period = special.lifecycle.periodMs;
    offset = special.lifecycle.offsetMs;
    reach = special.lifecycle.lifeMs;
  } else {
    period = project.times.period[t] ?? DAY;
    offset = project.times.offset[t] ?? 0;
    reach = project.times.life[t] ?? DAY;
  }
  const first = Math.floor((start - GENERATION_ANCHOR - offset - reach) / period);
  const last = Math.ceil((end - GENERATION_ANCHOR - offset) / period);
  for (let k = first; k <= last; k++) {
    const birth = GENERATION_ANCHOR + k * period + offset;
    if (birth < end && birth + reach > start) out.push(k);
  }
}

/** Recurred generations of template t that are not in `out` and have events before `end`. */
function reopenedBefore(project: ProjectModel, t: number, end: number, out: number[]): void {
  for (const r of project.recurrences ?? [])
    if (r.t === t && end > r.at && !out.includes(r.generation)) out.push(r.generation);
}

/** The status of group (t, generation) as of `asOf` (a recurrence reopens it), without making the group. */
export function statusAt(project: ProjectModel, t: number, generation: number, asOf = Infinity): ErrorStatus {
  const recurrence = recurrenceOf(project, t, generation);
  if (recurrence && asOf > recurrence.at) return 'Open';
  const special = project.times.specials[t];
  if (special?.status) return special.status;
  return special?.trackerOverride ? 'Open' : statusOf(hash(project.key, K_GROUP, t, generation));
}

/**
 * Every group whose life overlaps [start, end), in template order; only those of `status` (as of
 * `end`) when given.
 */
export function groupsOverlapping(project: ProjectModel, start: number, end: number, status?: ErrorStatus): Group[] {
  const out: Group[] = [];
  const generations: number[] = [];
  for (let t = 0; t < project.times.count; t++) {
    generationsOverlapping(project, t, start, end, generations);
    if (project.recurrences) reopenedBefore(project, t, end, generations);
    for (const generation of generations) {
      if (status === undefined || statusAt(project, t, generation, end) === status)
        out.push(new Group(project, t, generation, end));
    }
  }
  return out;
}

/** The group an errorId names (`<number>:<hashName>` or the hashName alone), with its status as of `asOf`; or null. */
export function findGroup(project: ProjectModel, errorId: string, asOf = Infinity): Group | null {
  const hashName = errorId.slice(errorId.lastIndexOf(':') + 1).toLowerCase();
  const decoded = decodeHashName(project, hashName);
  if (!decoded || decoded.t >= project.times.count) return null;
  const lifecycle = project.times.specials[decoded.t]?.lifecycle.kind;
  if ((lifecycle === 'evergreen' || lifecycle === 'once' || lifecycle === 'opened') && decoded.generation !== 0)
    return null;
  return new Group(project, decoded.t, decoded.generation, asOf);
}

// ── counting and timing events ───────────────────────────────────────────────

/** A group's or an event's time as the API writes it: ISO 8601 UTC with milliseconds. */
export function apiTimestamp(ms: number): string {
  return new Date(ms).toISOString();
}

/** Number of the group's events with timestamp < t (a spike's repeats included); they are events 1..n. */
export function eventsBefore(group: Group, t: number): number {
  const n = group.events.before(t);
  return group.echoes ? group.echoes.upTo(n) : n;
}

/** Which of the group's events, spikes aside, its event j is or repeats: what the event is made of. */
export function eventOrigin(group: Group, j: number): number {
  return group.echoes ? group.echoes.origin(j) : j;
}

/** Timestamp (epoch ms) of the group's event j (1-based); a repeat has its origin's. */
export function eventTime(group: Group, j: number): number {
  return group.events.time(eventOrigin(group, j));
}

// ── display facts ────────────────────────────────────────────────────────────

/** Per-group display facts that do not depend on the window. */
export function groupExtras(group: Group): { comments: number; trackers: string[] } {
  const { key, template } = group;
  const comments = unit(key, 10) < 0.7 ? 0 : 1 + Math.floor(unit(key, 11) * 6);
  const trackers = ['', '', '', '', '', ''];
  if (unit(key, 12) < 0.22) {
    const ticket = 1000 + (hash(key, 13) % 8999);
    for (let i = 0; i < 6; i++) {
      if (i === 0 || unit(key, 14, i) < 0.3) trackers[i] = trackerUrl(i, ticket);
    }
  }
  if (template.trackerOverride) {
    for (let i = 0; i < 6; i++) trackers[i] = template.trackerOverride[i] ?? trackers[i] ?? '';
  }
  return { comments, trackers };
}

function trackerUrl(i: number, ticket: number): string {
  return TRACKER_LINKS[i]?.(ticket) ?? '';
}

/** An event's id: its origin's, and for the c-th repeat of a spike, one of its own. */
export function eventId(group: Group, j: number): string {
  if (!group.echoes) return hexId(24, group.key, j, 0x3e);
  const origin = group.echoes.origin(j);
  const repeat = group.echoes.repeat(j, origin);
  return repeat === 0 ? hexId(24, group.key, origin, 0x3e) : hexId(24, group.key, origin, 0x3e, repeat);
}

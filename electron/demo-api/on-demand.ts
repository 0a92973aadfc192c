// Events on demand: a new error group now, a Resolved group that recurs, an error spike for a
// while. Each is anchored to an instant of the server's clock floored to the minute (the instant
// answers are counted up to, so nothing answered already changes) and changes its project only
// from that instant on: a group opened after the project's templates (error-templates.ts), a
// recurrence and a spike its groups read (error-groups.ts, event-timeline.ts). Answers stay
// deterministic from (seed, scale, start, the events asked for). Asked for from code (api.events),
// over HTTP (/__demo/events, control.ts) or from the CLI (--event); on-demand-requests.ts checks all three.
import { compileFilter } from './error-filters.ts';
import { apiTimestamp, eventsBefore, findGroup, Group } from './error-groups.ts';
import { withOpenedGroups, type OpenedGroup } from './error-templates.ts';
import { rankedGroups } from './handlers/errors.ts';
import { DEFAULT_SORT } from './handlers/query-params.ts';
import { EventRequestError, parseEventRequest, type EventKind, type EventRequest } from './on-demand-requests.ts';
import { servedList } from './project-catalogue.ts';
import { floorToMinute, MINUTE, MONTH } from '../../shared/time-window.ts';
import type { ProjectModel, Recurrence, Spike, World } from './world-types.ts';

/** At most this many events on demand per project: each costs the project's answers a little. */
export const MAX_PER_PROJECT = 100;

/** A group made, or made to recur: its id and message, and the instant of its first new event. */
export interface AskedGroup {
  readonly id: number;
  readonly kind: 'new-group' | 'recur';
  readonly project: string;
  readonly groupId: string;
  readonly message: string;
  readonly at: string;
}

/** A spike: its factor and the stretch [from, until) it holds. */
export interface AskedSpike {
  readonly id: number;
  readonly kind: 'spike';
  readonly project: string;
  readonly factor: number;
  readonly minutes: number;
  readonly from: string;
  readonly until: string;
}

export type AskedEvent = AskedGroup | AskedSpike;

/** What a project's model needs of an event asked for (instants in epoch ms). */
type Anchor =
  | { readonly kind: 'new-group'; readonly opened: OpenedGroup }
  | { readonly kind: 'recur'; readonly recurrence: Recurrence }
  | { readonly kind: 'spike'; readonly spike: Spike };

interface Entry {
  readonly project: string;
  readonly anchor: Anchor;
  readonly asked: AskedEvent;
}

type Asking<K extends EventKind> = Omit<Extract<EventRequest, { kind: K }>, 'kind'>;

/** The project with the events asked of it: groups opened after its templates, recurrences, spikes. */
function withEvents(base: ProjectModel, anchors: readonly Anchor[]): ProjectModel {
  const opened: OpenedGroup[] = [];
  const recurrences: Recurrence[] = [];
  const spikes: Spike[] = [];
  for (const anchor of anchors) {
    if (anchor.kind === 'new-group') opened.push(anchor.opened);
    else if (anchor.kind === 'recur') recurrences.push(anchor.recurrence);
    else spikes.push(anchor.spike);
  }
  return {
    ...base,
    // A longer catalogue gets a template cache of its own (the templates before it are the same).
    ...(opened.length > 0
      ? {
          times: withOpenedGroups(base.times, base.key, base.kind, opened),
          templates: base.templates.slice(0, base.times.count),
        }
      : {}),
    ...(recurrences.length > 0 ? { recurrences } : {}),
    ...(spikes.length > 0 ? { spikes } : {}),
  };
}

/** The events asked for on a running server (`api.events`), and the world as they make it. */
export class EventsOnDemand {
  /** The server's world with the events applied: what it answers from. */
  readonly world: World;
  readonly #base: World;
  readonly #now: () => number;
  readonly #changed: () => void;
  #entries: Entry[] = [];
  #nextId = 1;
  readonly #models = new Map<string, ProjectModel>();

  /** `now` is the server's clock; `changed` is told whenever the answers may have changed. */
  constructor(base: World, now: () => number, changed: () => void = () => undefined) {
    this.#base = base;
    this.#now = now;
    this.#changed = changed;
    this.world = { ...base, projects: { ids: base.projects.ids, get: (id) => this.#modelOf(id) } };
  }

  /** A new error group in `project`, first seen now (or `inMinutes` from now), Open. */
  newGroup(request: Asking<'new-group'>): AskedGroup {
    return this.#newGroup(this.#checked('new-group', request));
  }

  /** A Resolved group of `project` (the one named, or the first of its Resolved list) Open again, with new events. */
  recur(request: Asking<'recur'>): AskedGroup {
    return this.#recur(this.#checked('recur', request));
  }

  /** `project`'s error events, and an APM project's failures, `factor` times over for `minutes`. */
  spike(request: Asking<'spike'>): AskedSpike {
    return this.#spike(this.#checked('spike', request));
  }

  /** One request of any kind (the control endpoint's and the flag's way in); throws EventRequestError. */
  add(request: unknown): AskedEvent {
    const checked = parseEventRequest(request);
    if (checked.kind === 'new-group') return this.#newGroup(checked);
    if (checked.kind === 'recur') return this.#recur(checked);
    return this.#spike(checked);
  }

  /** Several requests, in order: all of them or, when one cannot be carried out (it throws), none. */
  addAll(requests: readonly unknown[]): AskedEvent[] {
    const entries = this.#entries.slice();
    const nextId = this.#nextId;
    try {
      return requests.map((request) => this.add(request));
    } catch (error) {
      this.#entries = entries;
      this.#nextId = nextId;
      this.#models.clear();
      this.#changed();
      throw error;
    }
  }

  list(): AskedEvent[] {
    return this.#entries.map((entry) => ({ ...entry.asked }));
  }

  /** Forgets every event asked for: the demo answers again as if none had been. */
  clear(): number {
    const n = this.#entries.length;
    this.#entries = [];
    this.#models.clear();
    if (n > 0) this.#changed();
    return n;
  }

  #checked<K extends EventKind>(kind: K, request: Asking<K>): Extract<EventRequest, { kind: K }> {
    // The schema keeps the kind it was given, so the narrowing holds.
    return parseEventRequest({ ...request, kind }) as Extract<EventRequest, { kind: K }>;
  }

  #newGroup({ project, message, inMinutes }: Extract<EventRequest, { kind: 'new-group' }>): AskedGroup {
    const base = this.#baseOf(project);
    const at = this.#instant(inMinutes);
    // The i-th group opened in a project is template count + i (withOpenedGroups).
    const t = base.times.count + this.#anchorsOf(project).filter((a) => a.kind === 'new-group').length;
    return this.#record(project, { kind: 'new-group', opened: { at, message } }, (model, id) => {
      const group = new Group(model, t, 0);
      return {
        id,
        kind: 'new-group',
        project,
        groupId: group.id,
        message: group.template.message,
        at: apiTimestamp(at),
      };
    });
  }

  #recur({ project, groupId, inMinutes }: Extract<EventRequest, { kind: 'recur' }>): AskedGroup {
    this.#baseOf(project);
    const model = this.#modelOf(project) as ProjectModel;
    const now = this.#instant(0);
    const group = groupId === undefined ? firstResolved(model, now) : namedResolved(model, groupId, now);
    const at = this.#instant(inMinutes);
    const recurrence = { t: group.t, generation: group.generation, at };
    return this.#record(project, { kind: 'recur', recurrence }, (_, id) => ({
      id,
      kind: 'recur',
      project,
      groupId: group.id,
      message: group.template.message,
      at: apiTimestamp(at),
    }));
  }

  #spike({ project, factor, minutes, inMinutes }: Extract<EventRequest, { kind: 'spike' }>): AskedSpike {
    this.#baseOf(project);
    const from = this.#instant(inMinutes);
    const until = from + minutes * MINUTE;
    return this.#record(project, { kind: 'spike', spike: { from, until, factor } }, (_, id) => ({
      id,
      kind: 'spike',
      project,
      factor,
      minutes,
      from: apiTimestamp(from),
      until: apiTimestamp(until),
    }));
  }

  /** The server's clock floored to the minute, `inMinutes` on. */
  #instant(inMinutes = 0): number {
    return floorToMinute(this.#now()) + inMinutes * MINUTE;
  }

  #baseOf(project: string): ProjectModel {
    const base = this.#base.projects.get(project);
    if (!base)
      throw new EventRequestError(
        `project: unknown project "${project}"; this demo serves ${servedList(this.#base.projects.ids)}.`,
      );
    return base;
  }

  #anchorsOf(project: string): Anchor[] {
    return this.#entries.filter((entry) => entry.project === project).map((entry) => entry.anchor);
  }

  #modelOf(project: string): ProjectModel | undefined {
    const cached = this.#models.get(project);
    if (cached) return cached;
    const base = this.#base.projects.get(project);
    if (!base) return undefined;
    const anchors = this.#anchorsOf(project);
    const model = anchors.length === 0 ? base : withEvents(base, anchors);
    this.#models.set(project, model);
    return model;
  }

  /** Adds an event to a project's model and the list, and returns what it made. */
  #record<A extends AskedEvent>(project: string, anchor: Anchor, describe: (model: ProjectModel, id: number) => A): A {
    const anchors = this.#anchorsOf(project);
    if (anchors.length >= MAX_PER_PROJECT)
      throw new EventRequestError(
        `project: ${project} has ${MAX_PER_PROJECT} events on demand already; clear them before asking for more.`,
      );
    const model = withEvents(this.#baseOf(project), [...anchors, anchor]);
    const asked = describe(model, this.#nextId++);
    this.#entries.push({ project, anchor, asked });
    this.#models.set(project, model);
    this.#changed();
    return asked;
  }
}

/** Whether group (t, generation) already recurs, or is asked to. */
const recurring = (model: ProjectModel, group: Group) =>
  model.recurrences?.find((r) => r.t === group.t && r.generation === group.generation);

/** The group `groupId` names, if it has been seen and is Resolved now. */
function namedResolved(model: ProjectModel, groupId: string, now: number): Group {
  const group = findGroup(model, groupId, now);
  if (!group || eventsBefore(group, now) === 0)
    throw new EventRequestError(`groupId: no error group "${groupId}" in ${model.id}.`);
  const asked = recurring(model, group);
  if (asked) throw new EventRequestError(`groupId: ${group.id} recurs already, from ${apiTimestamp(asked.at)}.`);
  if (group.status !== 'Resolved')
    throw new EventRequestError(`groupId: ${group.id} is ${group.status}; only a Resolved group can recur.`);
  return group;
}

/** The first row of the project's Resolved list of the last 30 days (the Resolved group seen last) that does not recur yet. */
function firstResolved(model: ProjectModel, now: number): Group {
  const span = { start: now - MONTH, end: now };
  const listed = rankedGroups({ project: model, span }, 'Resolved', DEFAULT_SORT, compileFilter(model, {}));
  const first = listed.find((candidate) => !recurring(model, candidate.group));
  if (first) return first.group;
  throw new EventRequestError(
    model.times.count === 0
      ? `project: ${model.id} has no error groups at all, so none can recur.`
      : `project: ${model.id} has no Resolved error group seen in the last 30 days that does not recur already; name one with groupId, or ask of a project that has some (demo-browser has dozens).`,
  );
}

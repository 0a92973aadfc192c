// errors.list, errors.get and errors.events: error groups of a window (with filters, sort and
// pagination), one group, and a group's events newest first.
import type { ErrorEventList } from '../../../shared/schemas/error-events.ts';
import type { ErrorGroup, ErrorList, ErrorStatus } from '../../../shared/schemas/errors.ts';
import { formatApiTime, trendBuckets } from '../../../shared/time-window.ts';
import {
  compileFilter,
  countMatching,
  distinctUsers,
  lastMatching,
  newestMatching,
  trendCounts,
  type CompiledFilter,
} from '../error-filters.ts';
import {
  apiTimestamp,
  eventsBefore,
  eventTime,
  findGroup,
  groupExtras,
  groupsOverlapping,
  type Group,
} from '../error-groups.ts';
import { baseTrace, renderEvent } from '../events.ts';
import { pagination } from './lists.ts';
import { DEFAULT_SORT, errorFiltersParams, pageParams, textParam } from './query-params.ts';
import { HttpError, type EndpointRequest } from './request.ts';

/** A group's events in the window (lo+1..hi of its stream) and what the sorts look at. */
export interface Candidate {
  group: Group;
  lo: number;
  hi: number;
  events: number;
  firstAt: number;
  lastAt: number;
}

/** The group as the API shows it for a window (trends over the requested window's buckets). */
function groupJson(req: EndpointRequest, c: Candidate, filter: CompiledFilter, buckets: readonly number[]): ErrorGroup {
  const { group } = c;
  const edges = [...buckets, req.window.end].map((t) =>
    eventsBefore(group, Math.min(Math.max(t, req.span.start), req.span.end)),
  );
  const { comments, trackers } = groupExtras(group);
  return {
    id: group.id,
    hashName: group.hashName,
    message: group.template.message,
    status: group.status,
    users: distinctUsers(group, c.lo, c.hi, filter),
    events: c.events,
    comments,
    trackerALink: trackers[0] ?? '',
    trackerBLink: trackers[1] ?? '',
    trackerCLink: trackers[2] ?? '',
    trackerDLink: trackers[3] ?? '',
    trackerELink: trackers[4] ?? '',
    trackerFLink: trackers[5] ?? '',
    projectId: req.project.id,
    teamId: req.project.teamId,
    trends: trendCounts(group, edges, filter),
    // The group record is written when its first event is processed, to the second.
    created: apiTimestamp(Math.floor(c.firstAt / 1000) * 1000),
    firstAt: apiTimestamp(c.firstAt),
    lastAt: apiTimestamp(c.lastAt),
  };
}

/** The window's events of a group; an empty window still gets a lastAt (see below). */
function candidate(req: EndpointRequest, group: Group, filter: CompiledFilter): Candidate {
  const { lo, hi } = windowEvents(req, group);
  const events = countMatching(group, lo, hi, filter);
  const firstAt = eventTime(group, 1);
  // The newest matching event up to the window's end; before any, the group's first event.
  const last = events > 0 ? lastMatching(group, lo, hi, filter) : lastMatching(group, 0, hi, filter);
  return { group, lo, hi, events, firstAt, lastAt: last > 0 ? eventTime(group, last) : firstAt };
}

/** The group's events in the window's counted span: events lo+1..hi. */
function windowEvents(req: Pick<EndpointRequest, 'span'>, group: Group): { lo: number; hi: number } {
  return { lo: eventsBefore(group, req.span.start), hi: eventsBefore(group, req.span.end) };
}

const SORTS = {
  events: (a: Candidate, b: Candidate) => b.events - a.events || b.lastAt - a.lastAt,
  firstAt: (a: Candidate, b: Candidate) => b.firstAt - a.firstAt || b.events - a.events,
  lastAt: (a: Candidate, b: Candidate) => b.lastAt - a.lastAt || b.events - a.events,
} as const;
export type ErrorSort = keyof typeof SORTS;

/** The groups of a status the list shows for the span, in its order, before any JSON is made. */
export function rankedGroups(
  req: Pick<EndpointRequest, 'project' | 'span'>,
  status: ErrorStatus,
  sortby: ErrorSort,
  filter: CompiledFilter,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const group of groupsOverlapping(req.project, req.span.start, req.span.end, status)) {
    if (!filter.group(group)) continue;
    const { lo, hi } = windowEvents(req, group);
    if (hi <= lo) continue;
    const events = countMatching(group, lo, hi, filter);
    if (events === 0) continue;
    const last = lastMatching(group, lo, hi, filter);
    candidates.push({ group, lo, hi, events, firstAt: eventTime(group, 1), lastAt: eventTime(group, last) });
  }
  const order = SORTS[sortby];
  // Ties fall back to a fixed order of groups (template, then generation), not to the id: building
  // ids for every candidate would cost more than the whole list at large scales.
  return candidates.sort((a, b) => order(a, b) || a.group.t - b.group.t || a.group.generation - b.group.generation);
}

export function errorsList(req: EndpointRequest): ErrorList {
  const status = textParam(req.query, 'status') as ErrorStatus;
  const sortby = (textParam(req.query, 'sortby') ?? DEFAULT_SORT) as ErrorSort;
  const { limit, page } = pageParams(req.query);
  const filter = compileFilter(req.project, errorFiltersParams(req.query));
  const candidates = rankedGroups(req, status, sortby, filter);
  const buckets = trendBuckets(req.window);
  const data = candidates.slice((page - 1) * limit, page * limit).map((c) => groupJson(req, c, filter, buckets));
  return { data, trendDates: buckets.map(formatApiTime), ...pagination(candidates.length, data.length, limit, page) };
}

/** The group the path names, as of the window's end; a group exists once its first event has happened. */
function groupNamedInPath(req: EndpointRequest): Group {
  const errorId = req.path.errorId ?? '';
  const group = findGroup(req.project, errorId, req.span.end);
  if (!group || eventsBefore(group, req.now) === 0)
    throw new HttpError(404, `No error group "${errorId}" in project ${req.project.id}.`);
  return group;
}

export function errorsGet(req: EndpointRequest): ErrorGroup {
  const group = groupNamedInPath(req);
  const filter = compileFilter(req.project, errorFiltersParams(req.query));
  return groupJson(req, candidate(req, group, filter), filter, trendBuckets(req.window));
}

export function errorEvents(req: EndpointRequest): ErrorEventList {
  const group = groupNamedInPath(req);
  const filter = compileFilter(req.project, errorFiltersParams(req.query));
  const { limit, page } = pageParams(req.query);
  const { lo, hi } = windowEvents(req, group);
  const totalCount = countMatching(group, lo, hi, filter);
  const trace = baseTrace(group);
  const data = newestMatching(group, lo, hi, filter, (page - 1) * limit, limit).map((j) =>
    renderEvent(group, j, trace),
  );
  return { data, ...pagination(totalCount, data.length, limit, page) };
}

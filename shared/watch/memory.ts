// What the watch remembers of a project between checks, and across restarts: how far it has
// looked, the resolved groups it has seen, the week-ago figures it has asked for, its own hourly
// tallies of the last week, and the spikes under way. Every part is bounded, so a project's memory
// stays a few tens of kilobytes however long it is watched, and read part by part, so a damaged
// part is forgotten alone (the watch then relearns it) rather than the whole.
import { z } from 'zod';
import { SPIKE_METRICS } from './alert.ts';
import { HISTORY_DAYS, type Tally } from './baseline.ts';
import { MAX_REMEMBERED_RESOLVED, type ResolvedGroup } from './rules.ts';
import type { Episode } from './spikes.ts';
import { readParts } from './stored-parts.ts';

export interface WatchMemory {
  /** End of the last window a check ran for, answered or not: the next check starts its window here. */
  checkedUntil: number | null;
  /** End of the last window whose open groups came: new groups are looked for from here. */
  groupsCheckedUntil: number | null;
  resolved: ResolvedGroup[];
  /** When the resolved groups were last asked for. */
  resolvedCheckedAt: number | null;
  /** Figures of a week before the spans they serve (by the served span's start); null: that span had no data. */
  weekAgo: { span: number; tally: Tally | null }[];
  /** The watch's own hourly tallies of the last week. */
  hours: Tally[];
  episodes: Episode[];
}

export const EMPTY_MEMORY: WatchMemory = {
  checkedUntil: null,
  groupsCheckedUntil: null,
  resolved: [],
  resolvedCheckedAt: null,
  weekAgo: [],
  hours: [],
  episodes: [],
};

/** The current span's and the next one's. */
export const MAX_WEEK_AGO = 2;
/** A week of hours, and those of a window under way (a day at the longest, see plan.ts). */
const MAX_HOURS = (HISTORY_DAYS + 1) * 24;

const instant = z.number().int().min(0);
const amount = z.number().min(0);
const tallySchema = z.object({
  start: instant,
  minutes: amount,
  traffic: amount,
  problems: amount,
  rateSum: amount,
  rateWeight: amount,
  timeSum: amount,
  timeWeight: amount,
}) satisfies z.ZodType<Tally>;

const fields = {
  checkedUntil: instant.nullable(),
  groupsCheckedUntil: instant.nullable(),
  resolved: z.array(z.object({ id: z.string().min(1).max(200), at: instant })).max(MAX_REMEMBERED_RESOLVED),
  resolvedCheckedAt: instant.nullable(),
  weekAgo: z.array(z.object({ span: instant, tally: tallySchema.nullable() })).max(MAX_WEEK_AGO),
  hours: z.array(tallySchema).max(MAX_HOURS),
  episodes: z
    .array(z.object({ metric: z.enum(SPIKE_METRICS), since: instant, lastSeen: instant }))
    .max(SPIKE_METRICS.length),
};
export const watchMemorySchema = z.object(fields) satisfies z.ZodType<WatchMemory>;

/** A stored memory, every part that reads kept and the rest as if never learned. */
export const readWatchMemory = (stored: unknown): WatchMemory => readParts(fields, EMPTY_MEMORY, stored);

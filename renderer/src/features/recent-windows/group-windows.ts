// What the cache holds for a project, as the windows the user looked at: one group per window
// (the exact range, or the relative expression it was asked as), newest first.
import type { CacheEntry } from '../../../../shared/bridge.ts';
import type { TimeWindow } from '../../../../shared/time-window.ts';

export interface WindowGroup {
  key: string;
  /** What opening the group sets: the exact range, or the expression the copies were fetched for. */
  window: TimeWindow;
  /** The range the newest copy covers. */
  start: number;
  end: number;
  fetchedAt: number;
  /** The views that have copies, in sidebar order. */
  views: string[];
  entries: number;
}

const VIEW_OF: [RegExp, string][] = [
  [/^reports$/, 'Overview'],
  [/^webvitals$/, 'Web vitals'],
  [/apdex/, 'Apdex'],
  [/pages/, 'Pages'],
  [/ajax/, 'Ajax'],
  [/routes/, 'Routes'],
  [/transactions/, 'Transactions'],
  [/errors/, 'Errors'],
];
const ORDER = VIEW_OF.map(([, view]) => view);

export function viewOfEndpoint(endpoint: string): string {
  return VIEW_OF.find(([pattern]) => pattern.test(endpoint))?.[1] ?? endpoint;
}

export function groupCacheEntries(entries: readonly CacheEntry[]): WindowGroup[] {
  const groups = new Map<string, WindowGroup & { endpoints: Set<string> }>();
  for (const entry of entries) {
    const dur = typeof entry.query['timeDur'] === 'string' ? entry.query['timeDur'] : null;
    const key = dur ? `dur:${dur}` : `range:${entry.window.start}-${entry.window.end}`;
    const window: TimeWindow = dur ? { kind: 'relative', dur } : { kind: 'absolute', ...entry.window };
    const group = groups.get(key) ?? {
      key,
      window,
      ...entry.window,
      fetchedAt: entry.fetchedAt,
      views: [],
      entries: 0,
      endpoints: new Set<string>(),
    };
    group.entries++;
    group.endpoints.add(entry.endpoint);
    if (entry.fetchedAt >= group.fetchedAt)
      Object.assign(group, { fetchedAt: entry.fetchedAt, start: entry.window.start, end: entry.window.end });
    groups.set(key, group);
  }
  const all = [...groups.values()].map(({ endpoints, ...group }) => ({
    ...group,
    onlyReports: [...endpoints].every((endpoint) => endpoint === 'reports'),
    views: [...new Set([...endpoints].map(viewOfEndpoint))].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)),
  }));
  return all
    .filter((group) => !isTrendSlice(group, all))
    .map(({ onlyReports: _, ...group }) => group)
    .sort((a, b) => b.fetchedAt - a.fetchedAt);
}

/**
 * The overview's trend asks for each slice of the window separately, and each slice is cached
 * as its own window. A narrow range of reports alone inside a cached window eight or more times
 * wider is such a slice, not a window anyone chose.
 */
function isTrendSlice(
  group: { start: number; end: number; onlyReports: boolean; window: TimeWindow },
  all: readonly { start: number; end: number }[],
): boolean {
  if (!group.onlyReports || group.window.kind !== 'absolute') return false;
  const span = group.end - group.start;
  return all.some(
    (other) =>
      other !== group && other.start <= group.start && other.end >= group.end && other.end - other.start >= 8 * span,
  );
}

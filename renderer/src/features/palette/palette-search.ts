// The palette's search: one fuzzy match (fuzzysort: 3 kB, and built for lists of 100,000 names)
// over every source, grouped by kind, the user's recent choices first. Each source's names are
// prepared once per answer, so a keystroke costs the match alone.
import fuzzysort from 'fuzzysort';

export const GROUPS = ['Recent', 'Commands', 'Projects', 'Recent windows', 'Pages', 'Ajax calls', 'Routes', 'Transactions', 'Error groups'] as const;
export type Group = (typeof GROUPS)[number];

export interface PaletteItem {
  /** Stable across openings: what "recently used" remembers. */
  id: string;
  group: Exclude<Group, 'Recent'>;
  label: string;
  /** The kind and a key number: "Ajax · 1,204 calls". */
  detail?: string;
  /** A key hint shown on the right (a shortcut). */
  keys?: string;
  run: () => void;
}

export interface ResultGroup {
  group: Group;
  items: PaletteItem[];
  /** How many matched, of which `items` shows the best. */
  total: number;
}

/** Shown per group: enough to choose from, few enough to read (and to render in a frame). */
export const PER_GROUP = 8;
const SMALL_GROUP_LIMIT = 12;

interface Prepared {
  item: PaletteItem;
  name: Fuzzysort.Prepared;
}

const preparedOf = new WeakMap<readonly PaletteItem[], Prepared[]>();

/** A source's items with their names prepared; the same array (one answer) is prepared once. */
function prepare(items: readonly PaletteItem[]): Prepared[] {
  let prepared = preparedOf.get(items);
  if (!prepared) {
    prepared = items.map((item) => ({ item, name: fuzzysort.prepare(item.label) }));
    preparedOf.set(items, prepared);
  }
  return prepared;
}

/**
 * The results for `query` over `sources` (each one array of items of one group). An empty query
 * lists the recent choices and the commands; a query matches every source, the recent choices
 * that match lifted into their own group at the top.
 */
export function searchPalette(query: string, sources: readonly (readonly PaletteItem[])[], recentIds: readonly string[]): ResultGroup[] {
  const text = query.trim();
  const recentRank = new Map(recentIds.map((id, index) => [id, index]));
  const byGroup = new Map<Group, { items: PaletteItem[]; total: number }>();
  const add = (group: Group, items: PaletteItem[], total: number) => {
    const entry = byGroup.get(group) ?? { items: [], total: 0 };
    entry.items.push(...items);
    entry.total += total;
    byGroup.set(group, entry);
  };
  const recent: { item: PaletteItem; rank: number }[] = [];
  // The same row can come from the cache and from the service's search: it is listed once.
  const seen = new Set<string>();
  for (const source of sources) {
    if (source.length === 0) continue;
    const group = source[0]!.group;
    const limit = source.length > SMALL_GROUP_LIMIT ? PER_GROUP : SMALL_GROUP_LIMIT;
    if (!text) {
      for (const item of source) if (recentRank.has(item.id)) recent.push({ item, rank: recentRank.get(item.id)! });
      if (group === 'Commands' || group === 'Projects') add(group, source.slice(0, limit), source.length);
      continue;
    }
    const matches = fuzzysort.go(text, prepare(source), { key: 'name', limit: 200, threshold: 0.3 });
    const shown: PaletteItem[] = [];
    for (const match of matches) {
      if (seen.has(match.obj.item.id)) continue;
      seen.add(match.obj.item.id);
      const rank = recentRank.get(match.obj.item.id);
      if (rank !== undefined) recent.push({ item: match.obj.item, rank });
      else if (shown.length < limit) shown.push(match.obj.item);
    }
    add(group, shown, matches.total);
  }
  recent.sort((a, b) => a.rank - b.rank);
  const results: ResultGroup[] = [];
  if (recent.length > 0) results.push({ group: 'Recent', items: recent.slice(0, PER_GROUP).map((r) => r.item), total: recent.length });
  for (const group of GROUPS) {
    const entry = byGroup.get(group);
    if (entry && entry.items.length > 0) results.push({ group, items: entry.items, total: entry.total });
  }
  return results;
}

const RECENT_KEY = 'spyglass.palette-recent';
const MAX_RECENT = 20;

export function readRecentChoices(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberChoice(id: string): void {
  const next = [id, ...readRecentChoices().filter((other) => other !== id)].slice(0, MAX_RECENT);
  localStorage.setItem(RECENT_KEY, JSON.stringify(next));
}

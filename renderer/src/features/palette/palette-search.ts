// The palette's search over every source, grouped by kind, the user's recent choices first.
// Commands, projects, windows and short lists are matched fuzzily (fuzzysort, 3 kB): "gtajx"
// finds "Go to Ajax". A list of thousands of URLs is matched by its words instead (each typed
// word a part of the name, word starts first): a fuzzy score for 100,000 names costs half a
// second on one letter (`npm run bench`), a scan for words a few milliseconds, and a part of a
// URL is what people type. A source is read once (per answer: the same source object next time),
// in slices that never hold a frame; a search covers what is read so far. A keystroke's scan of a
// long list is sliced alike, and typing on narrows it: a query that extends the last one scans
// only the names the last one matched.
import fuzzysort from 'fuzzysort';
import { GROUPS, type Group, type PaletteItem, type PaletteSource } from './palette-items.ts';

export { itemsSource, type PaletteItem, type PaletteSource } from './palette-items.ts';

export interface ResultGroup {
  group: Group;
  items: PaletteItem[];
  /** How many matched, of which `items` shows the best. */
  total: number;
}

/** Shown per group: enough to choose from, few enough to read (and to render in a frame). */
const PER_GROUP = 8;
const SMALL_GROUP_LIMIT = 12;

/** Lists small enough to match fuzzily, and to read whole in the keystroke that needs them. */
const AT_ONCE = 2_000;

/** A short source's names prepared for fuzzysort; a long one's in lower case, for the word scan. */
interface Index {
  prepared: { i: number; name: Fuzzysort.Prepared }[];
  lower: string[];
}
const indexes = new WeakMap<PaletteSource, Index>();
const indexOf = (source: PaletteSource): Index => {
  let index = indexes.get(source);
  if (!index) indexes.set(source, (index = { prepared: [], lower: [] }));
  return index;
};
const isLong = (source: PaletteSource) => source.size > AT_ONCE;

/** Rows of `source` read so far. */
export const preparedCount = (source: PaletteSource): number =>
  isLong(source) ? indexOf(source).lower.length : indexOf(source).prepared.length;

/** Reads more of `source`'s names, for about `budgetMs`; true once all are. */
export function prepareSome(source: PaletteSource, budgetMs: number): boolean {
  const { prepared, lower } = indexOf(source);
  const long = isLong(source);
  const until = performance.now() + budgetMs;
  let done = preparedCount(source);
  while (done < source.size) {
    // A check of the clock every 1,024 names: reading it costs more than reading one.
    const stop = Math.min(source.size, done + 1_024);
    for (let i = done; i < stop; i++) {
      if (long) lower.push(source.label(i).toLowerCase());
      else prepared.push({ i, name: fuzzysort.prepare(source.label(i)) });
    }
    done = stop;
    if (performance.now() >= until) break;
  }
  return done === source.size;
}

/** The characters after which a word of a URL or a name starts (their codes): " /._:?&=#-". */
const WORD_START = new Uint8Array(128);
for (const char of ' \t\n/._:?&=#-') WORD_START[char.charCodeAt(0)] = 1;

/**
 * A long source's word scan, for one text: the rows it goes through (`among`, or every row read
 * when it began), how far it got, and what matched so far. A search with a deadline leaves it
 * where the deadline fell; the next search of the same text goes on from there.
 */
interface Scan {
  text: string;
  words: string[];
  /** Names read when it began: what it covers. */
  read: number;
  among: number[] | null;
  next: number;
  best: { i: number; score: number }[];
  matched: number[];
}
const scans = new WeakMap<PaletteSource, Scan>();

/**
 * The best of a long list a scan keeps: a few more than shown, as some may be recent choices, or
 * already listed from another source.
 */
const LONG_BEST = 2 * PER_GROUP;

const scanLength = (scan: Scan) => (scan.among ? scan.among.length : scan.read);
const scanDone = (scan: Scan) => scan.next === scanLength(scan);

/**
 * Goes on with `scan` until `until` (checking the clock every 1,024 rows): a row matches when its
 * name holds every word, and ranks by a word at the start of a part of the name before one inside
 * it, then earlier, then the shorter name; the LONG_BEST best are kept, with every match.
 */
function continueScan(scan: Scan, names: readonly string[], until: number): void {
  const { words, among, best, matched } = scan;
  const length = scanLength(scan);
  while (scan.next < length) {
    const stop = Math.min(length, scan.next + 1_024);
    for (let k = scan.next; k < stop; k++) {
      const i = among ? among[k]! : k;
      const name = names[i]!;
      let score = name.length * 1e-4;
      let all = true;
      for (const word of words) {
        const at = name.indexOf(word);
        if (at === -1) {
          all = false;
          break;
        }
        score += (at === 0 || WORD_START[name.charCodeAt(at - 1)] === 1 ? 0 : 100) + at * 0.01;
      }
      if (!all) continue;
      matched.push(i);
      if (best.length === LONG_BEST && score >= best[LONG_BEST - 1]!.score) continue;
      let place = best.length;
      while (place > 0 && best[place - 1]!.score > score) place--;
      best.splice(place, 0, { i, score });
      if (best.length > LONG_BEST) best.pop();
    }
    scan.next = stop;
    if (performance.now() >= until) break;
  }
}

/**
 * The scan of `text` over a long source: the one under way for that text, else a new one. Typing
 * on narrows it: every name that holds the longer text's words holds the shorter's, so a text that
 * extends the last one goes through only what that matched, what it had still to go through, and
 * the names read since.
 */
function scanFor(source: PaletteSource, text: string): Scan {
  const names = indexOf(source).lower;
  const last = scans.get(source);
  if (last?.text === text && !(scanDone(last) && last.read < names.length)) return last;
  let among: number[] | null = null;
  if (last && text.startsWith(last.text)) {
    // The last scan's matches, taken over (this scan replaces it), and the rest in plain loops:
    // a spread or an Array.from of 100,000 rows cost a keystroke 5–11 ms here, loops 1–2.
    among = last.matched;
    if (last.among) for (let k = last.next; k < last.among.length; k++) among.push(last.among[k]!);
    else for (let i = last.next; i < last.read; i++) among.push(i);
    for (let i = last.read; i < names.length; i++) among.push(i);
  }
  const scan: Scan = { text, words: text.split(/\s+/), read: names.length, among, next: 0, best: [], matched: [] };
  scans.set(source, scan);
  return scan;
}

/** A long source's best for `text` and how many matched, as far as the scan got by `until`. */
function scanSource(source: PaletteSource, text: string, until: number): { indexes: number[]; total: number } {
  const scan = scanFor(source, text);
  continueScan(scan, indexOf(source).lower, until);
  return { indexes: scan.best.map((b) => b.i), total: scan.matched.length };
}

/**
 * Goes on, until `until`, with the long lists' scans a search of `query` left unfinished, with no
 * results made: the next search shows what they found. True once none is left.
 */
export function continueSearch(query: string, sources: readonly PaletteSource[], until: number): boolean {
  for (const [source, scan] of unfinishedScans(query, sources)) continueScan(scan, indexOf(source).lower, until);
  return !searchUnfinished(query, sources);
}

/**
 * Whether a search of `query` (searchPalette with a deadline) left a long list's scan unfinished:
 * continueSearch, or searching again, goes on with it.
 */
export function searchUnfinished(query: string, sources: readonly PaletteSource[]): boolean {
  return unfinishedScans(query, sources).length > 0;
}

/** The long lists' scans of `query` still under way, with their sources. */
function unfinishedScans(query: string, sources: readonly PaletteSource[]): [PaletteSource, Scan][] {
  const text = query.trim().toLowerCase();
  const under: [PaletteSource, Scan][] = [];
  for (const source of sources) {
    const scan = text && isLong(source) ? scans.get(source) : undefined;
    if (scan?.text === text && !scanDone(scan)) under.push([source, scan]);
  }
  return under;
}

/**
 * The results for `query` over `sources`. An empty query lists the recent choices and the
 * commands; a query matches every source (what is prepared of the long ones), the recent choices
 * that match lifted into their own group at the top. The long lists are scanned until `until`
 * (a `performance.now()` time) and show what matched so far; searchUnfinished says whether to go
 * on (continueSearch).
 */
export function searchPalette(
  query: string,
  sources: readonly PaletteSource[],
  recentIds: readonly string[],
  until = Infinity,
): ResultGroup[] {
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
    if (source.size === 0) continue;
    const limit = source.size > SMALL_GROUP_LIMIT ? PER_GROUP : SMALL_GROUP_LIMIT;
    const small = source.size <= AT_ONCE;
    if (!text) {
      if (!small) continue;
      for (let i = 0; i < source.size; i++) {
        const item = source.item(i);
        const rank = recentRank.get(item.id);
        if (rank !== undefined) recent.push({ item, rank });
      }
      if (source.group === 'Commands' || source.group === 'Projects')
        add(
          source.group,
          Array.from({ length: Math.min(limit, source.size) }, (_, i) => source.item(i)),
          source.size,
        );
      continue;
    }
    let found: { indexes: number[]; total: number };
    if (small) {
      prepareSome(source, Infinity);
      const matches = fuzzysort.go(text, indexOf(source).prepared, { key: 'name', limit: 200, threshold: 0.3 });
      found = { indexes: matches.map((m) => m.obj.i), total: matches.total };
    } else {
      found = scanSource(source, text.toLowerCase(), until);
    }
    const shown: PaletteItem[] = [];
    for (const i of found.indexes) {
      const item = source.item(i);
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      const rank = recentRank.get(item.id);
      if (rank !== undefined) recent.push({ item, rank });
      else if (shown.length < limit) shown.push(item);
    }
    add(source.group, shown, found.total);
  }
  recent.sort((a, b) => a.rank - b.rank);
  const results: ResultGroup[] = [];
  if (recent.length > 0)
    results.push({ group: 'Recent', items: recent.slice(0, PER_GROUP).map((r) => r.item), total: recent.length });
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
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

export function rememberChoice(id: string): void {
  const next = [id, ...readRecentChoices().filter((other) => other !== id)].slice(0, MAX_RECENT);
  localStorage.setItem(RECENT_KEY, JSON.stringify(next));
}

// The home's rows as the screen lays them out: starred ones first, then grouped by account (or one
// flat list), each group in the chosen order; and which of them the filter keeps. Health order is the domain's
// (project-order.ts); any other column sorts by its value, rows without one last either way.
import type { ColumnSort } from '../../ui/table/sort-param.ts';
import { compareRows } from '../../domain/project-order.ts';
import { sortRows } from '../../ui/table/sort-rows.ts';
import { SORT_VALUES, type SortId } from './project-columns.ts';
import type { ProjectRow } from './use-project-rows.ts';

export interface RowGroup {
  /** "Starred", or the account's name; null for the flat list's one group. */
  title: string | null;
  id: string;
  rows: ProjectRow[];
}

/** The words typed, lower-cased; none when only spaces were. */
const wordsOf = (filter: string): string[] => filter.toLowerCase().split(/\s+/).filter(Boolean);

/** What the filter reads of a row, lower-cased once per row object (a row that changes is a new object). */
const haystacks = new WeakMap<ProjectRow, string>();
function haystackOf(row: ProjectRow): string {
  let text = haystacks.get(row);
  if (text === undefined) {
    text = `${row.project.name} ${row.project.id} ${row.project.kind} ${row.account.name}`.toLowerCase();
    haystacks.set(row, text);
  }
  return text;
}

/** Does the row match what was typed: every word in its name, id, kind or account. */
export function matchesFilter(row: ProjectRow, filter: string): boolean {
  const words = wordsOf(filter);
  return words.every((word) => haystackOf(row).includes(word));
}

/** The keys of the rows the filter keeps; null when it keeps them all because nothing was typed. */
export function keptKeys(rows: readonly ProjectRow[], filter: string): Set<string> | null {
  const words = wordsOf(filter);
  if (!words.length) return null;
  const kept = new Set<string>();
  for (const row of rows) {
    const text = haystackOf(row);
    if (words.every((word) => text.includes(word))) kept.add(row.key);
  }
  return kept;
}

/** One line of the home's table: a group's title with how many of its rows the filter keeps, or a row. */
export type HomeLine =
  | { kind: 'title'; key: string; group: RowGroup; count: number }
  | { kind: 'row'; key: string; group: RowGroup; row: ProjectRow };

/**
 * The table's lines in order, as the filter keeps them (`kept` null: every row): each group's
 * title, when it has one, then its rows; a group the filter empties is left out, title and all.
 * The table draws only the lines in view of these, so a keystroke renders a screenful, not them all.
 */
export function homeLines(groups: readonly RowGroup[], kept: ReadonlySet<string> | null): HomeLine[] {
  const lines: HomeLine[] = [];
  for (const group of groups) {
    const rows = kept ? group.rows.filter((row) => kept.has(row.key)) : group.rows;
    if (rows.length === 0) continue;
    if (group.title !== null) lines.push({ kind: 'title', key: `title ${group.id}`, group, count: rows.length });
    for (const row of rows) lines.push({ kind: 'row', key: `${group.id} ${row.key}`, group, row });
  }
  return lines;
}

/**
 * The row lines the table keeps hidden, at most `limit`, as they are now in `every` (filtered out
 * or not): those drawn before and not now (`recent`: line keys, the most recently drawn first),
 * then, with `all`, every other row in order.
 */
export function keptLines(
  every: readonly HomeLine[],
  options: { recent: readonly string[]; drawn: ReadonlySet<string>; all: boolean; limit: number },
): HomeLine[] {
  const { recent, drawn, all, limit } = options;
  const byKey = new Map(every.map((line) => [line.key, line]));
  const kept = new Map<string, HomeLine>();
  const keep = (line: HomeLine | undefined) => {
    if (line?.kind === 'row' && !drawn.has(line.key) && kept.size < limit) kept.set(line.key, line);
  };
  for (const key of recent) keep(byKey.get(key));
  if (all) for (const line of every) keep(line);
  return [...kept.values()];
}

/** Which line the keys move to from `at`, or null: Up, Down, Home and End, over the rows alone (not the titles). */
export function lineAfterKey(lines: readonly HomeLine[], at: number, key: string): number | null {
  const isRow = (index: number) => lines[index]?.kind === 'row';
  const step = key === 'ArrowDown' || key === 'Home' ? 1 : key === 'ArrowUp' || key === 'End' ? -1 : 0;
  if (step === 0) return null;
  let next = key === 'Home' ? 0 : key === 'End' ? lines.length - 1 : at + step;
  while (next >= 0 && next < lines.length && !isRow(next)) next += step;
  return next >= 0 && next < lines.length && next !== at ? next : null;
}

/** What the domain's order reads of a row (starred rows are set apart before it sorts). */
const orderedRow = (row: ProjectRow) => ({ name: row.project.name, starred: false, health: row.health });

export function sortProjectRows(rows: readonly ProjectRow[], sort: ColumnSort): ProjectRow[] {
  const id = sort.id as SortId;
  if (id === 'health') {
    const ordered = [...rows].sort((a, b) => compareRows(orderedRow(a), orderedRow(b), { starred: false }));
    return sort.desc ? ordered : ordered.reverse();
  }
  return sortRows(rows, SORT_VALUES[id], id !== 'name', sort.desc);
}

export function arrangeRows(
  rows: readonly ProjectRow[],
  options: { sort: ColumnSort; starred: ReadonlySet<string>; grouping: 'account' | 'flat' },
): RowGroup[] {
  const shown = sortProjectRows(rows, options.sort);
  const starred = shown.filter((row) => options.starred.has(row.key));
  const rest = shown.filter((row) => !options.starred.has(row.key));
  const groups: RowGroup[] = starred.length ? [{ title: 'Starred', id: 'starred', rows: starred }] : [];
  if (options.grouping === 'flat') {
    if (rest.length) groups.push({ title: starred.length ? 'All projects' : null, id: 'all', rows: rest });
    return groups;
  }
  const byAccount = new Map<string, RowGroup>();
  for (const row of rest) {
    let group = byAccount.get(row.account.id);
    if (!group)
      byAccount.set(row.account.id, (group = { title: row.account.name, id: `account:${row.account.id}`, rows: [] }));
    group.rows.push(row);
  }
  // Accounts in the order of their worst row under the current sort: the group that needs
  // attention comes first, as its rows do.
  return groups.concat([...byAccount.values()]);
}

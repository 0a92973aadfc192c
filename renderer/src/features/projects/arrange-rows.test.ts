import { describe, expect, it } from 'vitest';
import type { HealthState } from '../../domain/project-health.ts';
import { arrangeRows, homeLines, keptKeys, keptLines, lineAfterKey, matchesFilter } from './arrange-rows.ts';
import type { ProjectRow } from './use-project-rows.ts';

function row(account: string, id: string, state: HealthState, severity: number, pageViews: number | null): ProjectRow {
  return {
    account: { id: account, name: account.toUpperCase() },
    project: { id, name: `Shop ${id}`, kind: 'browser' },
    key: JSON.stringify([account, id]),
    now: {
      kind: 'browser',
      pageViews,
      loadTime: 1000,
      loadTimeP95: 2500,
      apdex: 0.9,
      errorEvents: 10,
      newGroups: 0,
      newGroupsAtLeast: false,
    },
    baseline: null,
    health: { state, reasons: [state], severity },
    trend: [],
    window: null,
    baselineWindow: { start: 0, end: 1 },
    asOf: null,
    fromCache: false,
    loading: false,
    problem: null,
    waitingUntil: null,
  };
}

const rows = [
  row('a', 'calm', 'healthy', 0, 500),
  row('b', 'quiet', 'no-data', 0, 0),
  row('a', 'slow', 'degraded', 1.2, 300),
  row('b', 'burning', 'failing', 3.2, 100),
  row('b', 'smoking', 'failing', 6.8, null),
];
const health = { id: 'health', desc: true };
const ids = (groups: ReturnType<typeof arrangeRows>) => groups.map((g) => [g.title, g.rows.map((r) => r.project.id)]);

describe('arrangeRows', () => {
  it('flat, worst first: failing by the size of the change, then degraded, healthy, no data', () => {
    const groups = arrangeRows(rows, { sort: health, starred: new Set(), grouping: 'flat' });
    expect(ids(groups)).toEqual([[null, ['smoking', 'burning', 'slow', 'calm', 'quiet']]]);
  });

  it('starred rows are pinned on top, in the same order, whatever the sort', () => {
    const starred = new Set([JSON.stringify(['a', 'calm']), JSON.stringify(['b', 'quiet'])]);
    expect(ids(arrangeRows(rows, { sort: health, starred, grouping: 'flat' }))).toEqual([
      ['Starred', ['calm', 'quiet']],
      ['All projects', ['smoking', 'burning', 'slow']],
    ]);
    const byTraffic = arrangeRows(rows, { sort: { id: 'traffic', desc: true }, starred, grouping: 'flat' });
    expect(ids(byTraffic)).toEqual([
      ['Starred', ['calm', 'quiet']],
      // No value sorts last, either way.
      ['All projects', ['slow', 'burning', 'smoking']],
    ]);
  });

  it('grouped by account, the account of the worst row first', () => {
    const groups = arrangeRows(rows, { sort: health, starred: new Set(), grouping: 'account' });
    expect(ids(groups)).toEqual([
      ['B', ['smoking', 'burning', 'quiet']],
      ['A', ['slow', 'calm']],
    ]);
  });

  it('filters by every word typed, in the name, id, kind or account', () => {
    expect(matchesFilter(rows[0]!, 'shop CALM')).toBe(true);
    expect(matchesFilter(rows[0]!, 'browser a')).toBe(true);
    expect(matchesFilter(rows[0]!, 'shop quiet')).toBe(false);
    expect(rows.filter((row) => matchesFilter(row, 'ing')).map((r) => r.project.id)).toEqual(['burning', 'smoking']);
    expect(rows.filter((row) => matchesFilter(row, 'nothing like it'))).toEqual([]);
  });

  it('keeps the keys of the rows every word matches, none typed keeping every row', () => {
    const key = (id: string) => rows.find((r) => r.project.id === id)!.key;
    expect(keptKeys(rows, '')).toBeNull();
    expect(keptKeys(rows, '   ')).toBeNull();
    expect(keptKeys(rows, 'ing')).toEqual(new Set([key('burning'), key('smoking')]));
    expect(keptKeys(rows, ' SHOP  b ')).toEqual(new Set(['quiet', 'burning', 'smoking', 'calm', 'slow'].map(key)));
    expect(keptKeys(rows, 'shop b quiet')).toEqual(new Set([key('quiet')]));
    expect(keptKeys(rows, 'nothing like it')).toEqual(new Set());
    // The same rows as matchesFilter keeps, for every word typed.
    for (const filter of ['a', 'A calm', 'browser', 'b s', 'ok', 'shop-x'])
      expect(keptKeys(rows, filter)).toEqual(new Set(rows.filter((r) => matchesFilter(r, filter)).map((r) => r.key)));
  });

  it('lays out the lines the filter keeps: each group title with its count, then its rows; an emptied group not at all', () => {
    const groups = arrangeRows(rows, { sort: health, starred: new Set(), grouping: 'account' });
    const text = (lines: ReturnType<typeof homeLines>) =>
      lines.map((line) => (line.kind === 'title' ? `${line.group.title} · ${line.count}` : line.row.project.id));
    expect(text(homeLines(groups, null))).toEqual(['B · 3', 'smoking', 'burning', 'quiet', 'A · 2', 'slow', 'calm']);
    expect(text(homeLines(groups, keptKeys(rows, 'ing')))).toEqual(['B · 2', 'smoking', 'burning']);
    expect(text(homeLines(groups, keptKeys(rows, 'a')))).toEqual(['A · 2', 'slow', 'calm']);
    expect(homeLines(groups, keptKeys(rows, 'nothing like it'))).toEqual([]);
    // The flat list has no title; its starred group has one, and the rest is "All projects".
    const flat = arrangeRows(rows, { sort: health, starred: new Set(), grouping: 'flat' });
    expect(text(homeLines(flat, null))).toEqual(['smoking', 'burning', 'slow', 'calm', 'quiet']);
    const pinned = arrangeRows(rows, { sort: health, starred: new Set([rows[0]!.key]), grouping: 'flat' });
    expect(text(homeLines(pinned, keptKeys(rows, 'a')))).toEqual(['Starred · 1', 'calm', 'All projects · 1', 'slow']);
    // Keys stay unique and stable, a row keyed within its group.
    const keys = homeLines(pinned, null).map((line) => line.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(homeLines(pinned, keptKeys(rows, 'calm'))[1]!.key).toBe(homeLines(pinned, null)[1]!.key);
  });

  it('reads a row that changed afresh: a new row object is filtered by its new name', () => {
    const renamed = { ...rows[0]!, project: { ...rows[0]!.project, name: 'Checkout' } };
    expect(matchesFilter(rows[0]!, 'checkout')).toBe(false);
    expect(matchesFilter(renamed, 'checkout')).toBe(true);
    expect(keptKeys([renamed], 'shop')).toEqual(new Set());
  });

  it('moves the keys over the rows alone: Up and Down past a title, Home and End to the first and last row', () => {
    const pinned = arrangeRows(rows, { sort: health, starred: new Set([rows[0]!.key]), grouping: 'account' });
    const lines = homeLines(pinned, null);
    const at = (id: string) => lines.findIndex((line) => line.kind === 'row' && line.row.project.id === id);
    const to = (index: number | null) => {
      const line = index === null ? undefined : lines[index];
      return line?.kind === 'row' ? line.row.project.id : null;
    };
    // Starred: calm; B: smoking, burning, quiet; A: slow.
    expect(to(lineAfterKey(lines, at('calm'), 'ArrowDown'))).toBe('smoking');
    expect(to(lineAfterKey(lines, at('smoking'), 'ArrowUp'))).toBe('calm');
    expect(to(lineAfterKey(lines, at('quiet'), 'ArrowDown'))).toBe('slow');
    expect(lineAfterKey(lines, at('calm'), 'ArrowUp')).toBeNull();
    expect(lineAfterKey(lines, at('slow'), 'ArrowDown')).toBeNull();
    expect(to(lineAfterKey(lines, at('burning'), 'Home'))).toBe('calm');
    expect(to(lineAfterKey(lines, at('burning'), 'End'))).toBe('slow');
    expect(lineAfterKey(lines, at('slow'), 'End')).toBeNull();
    expect(lineAfterKey(lines, at('burning'), 'Enter')).toBeNull();
    expect(lineAfterKey([], -1, 'Home')).toBeNull();
  });

  it('keeps the rows drawn before, the most recent first, as they are now; with all, every other row after them; never more than the limit', () => {
    const lines = homeLines(arrangeRows(rows, { sort: health, starred: new Set(), grouping: 'account' }), null);
    const keyOf = (id: string) => lines.find((line) => line.kind === 'row' && line.row.project.id === id)!.key;
    const ids = (kept: ReturnType<typeof keptLines>) =>
      kept.map((line) => (line.kind === 'row' ? line.row.project.id : line.key));
    const drawn = new Set([lines[0]!.key, keyOf('smoking')]); // B's title and its first row
    // Drawn before: quiet, then calm (most recent first), a title, one drawn now, and a row since gone.
    const recent = [keyOf('quiet'), 'title a', keyOf('smoking'), keyOf('calm'), 'b ["b","gone"]'];
    expect(ids(keptLines(lines, { recent, drawn, all: false, limit: 10 }))).toEqual(['quiet', 'calm']);
    expect(ids(keptLines(lines, { recent, drawn, all: true, limit: 10 }))).toEqual([
      'quiet',
      'calm',
      'burning',
      'slow',
    ]);
    expect(ids(keptLines(lines, { recent, drawn, all: true, limit: 3 }))).toEqual(['quiet', 'calm', 'burning']);
    // The lines as they are now: a row that changed is kept as its new line.
    const renamed = homeLines(
      arrangeRows(
        rows.map((r) => (r.project.id === 'quiet' ? { ...r, project: { ...r.project, name: 'Hushed' } } : r)),
        { sort: health, starred: new Set(), grouping: 'account' },
      ),
      null,
    );
    const [quiet] = keptLines(renamed, { recent, drawn, all: false, limit: 10 });
    expect(quiet?.kind === 'row' && quiet.row.project.name).toBe('Hushed');
  });
});

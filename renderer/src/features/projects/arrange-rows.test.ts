import { describe, expect, it } from 'vitest';
import type { HealthState } from '../../domain/project-health.ts';
import { arrangeRows, matchesFilter } from './arrange-rows.ts';
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
});

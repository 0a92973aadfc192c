import { describe, expect, it } from 'vitest';
import type { HealthState } from './project-health.ts';
import { HEALTH_ORDER, compareRows, orderRows, type OrderedRow } from './project-order.ts';

interface Row extends OrderedRow {
  views: number | null;
}

const row = (name: string, state: HealthState, severity = 0, over: Partial<Row> = {}): Row => ({
  name,
  starred: false,
  health: { state, severity },
  views: null,
  ...over,
});

const names = (rows: readonly Row[]) => rows.map((r) => r.name);

describe('the Projects home order', () => {
  it('lists the states from most to least urgent', () => {
    expect(HEALTH_ORDER).toEqual(['failing', 'degraded', 'healthy', 'no-data']);
  });

  it('puts starred first, then failing, degraded, healthy and no data, the largest change first, then by name', () => {
    const rows = [
      row('quiet', 'no-data'),
      row('beta', 'healthy', 1.2),
      row('alpha', 'healthy', 1.2),
      row('calm', 'healthy', 1.4),
      row('slow', 'degraded', 2),
      row('down', 'failing', 3.5),
      row('burning', 'failing', 12),
      row('Zed', 'no-data', 0, { starred: true }),
      row('mine', 'healthy', 0, { starred: true }),
    ];
    expect(names(orderRows(rows))).toEqual([
      'mine',
      'Zed',
      'burning',
      'down',
      'slow',
      'calm',
      'alpha',
      'beta',
      'quiet',
    ]);
  });

  it('can leave starred rows in their place', () => {
    const starred = row('b', 'healthy', 0, { starred: true });
    const failing = row('a', 'failing', 4);
    expect(compareRows(starred, failing)).toBeLessThan(0);
    expect(compareRows(starred, failing, { starred: false })).toBeGreaterThan(0);
  });

  it('orders names without regard to case', () => {
    expect(names(orderRows([row('beta', 'healthy'), row('Alpha', 'healthy'), row('alpha', 'healthy')]))).toEqual([
      'Alpha',
      'alpha',
      'beta',
    ]);
  });

  it('sorts by a column either way, rows without a value last, starred still on top', () => {
    const rows = [
      row('none', 'no-data', 0, { views: null }),
      row('few', 'healthy', 0, { views: 10 }),
      row('many', 'failing', 5, { views: 900 }),
      row('star', 'healthy', 0, { views: 5, starred: true }),
      row('nan', 'healthy', 0, { views: Number.NaN }),
    ];
    const views = (r: Row) => r.views;
    expect(names(orderRows(rows, { key: views, direction: 'asc' }))).toEqual(['star', 'few', 'many', 'nan', 'none']);
    expect(names(orderRows(rows, { key: views, direction: 'desc' }))).toEqual(['star', 'many', 'few', 'nan', 'none']);
  });

  it('sorts text columns by name order, and breaks ties by the default order', () => {
    const rows = [row('b', 'healthy'), row('a', 'failing', 3), row('c', 'degraded', 2)];
    const account = () => 'Same account';
    expect(names(orderRows(rows, { key: account, direction: 'asc' }))).toEqual(['a', 'c', 'b']);
    expect(names(orderRows(rows, { key: (r) => r.name, direction: 'desc' }))).toEqual(['c', 'b', 'a']);
  });

  it('leaves the rows it was given as they were', () => {
    const rows = [row('b', 'healthy'), row('a', 'healthy')];
    orderRows(rows);
    expect(names(rows)).toEqual(['b', 'a']);
  });
});

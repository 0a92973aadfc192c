import { describe, expect, it } from 'vitest';
import { groupRows, itemAt, positionOf } from './display-rows.ts';
import { nextActive } from './row-keys.ts';

const rows = [
  { id: 'a', minor: false },
  { id: 'b', minor: true },
  { id: 'c', minor: false },
  { id: 'd', minor: true },
];

describe('grouping rows under 1 % of throughput', () => {
  it('moves minor rows below one divider, keeping the sort within each group', () => {
    const display = groupRows(rows, (r) => r.minor);
    expect(display.ordered.map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(display).toMatchObject({ minorFrom: 2, hasDivider: true, count: 5 });
    expect(
      [0, 1, 2, 3, 4].map((p) => {
        const at = itemAt(display, p);
        return at.kind === 'row' ? at.row.id : '—';
      }),
    ).toEqual(['a', 'c', '—', 'b', 'd']);
    expect([0, 1, 2, 3].map((i) => positionOf(display, i))).toEqual([0, 1, 3, 4]);
  });

  it('draws no divider when every row is on one side of it', () => {
    const all = groupRows(rows, () => true);
    expect(all).toMatchObject({ hasDivider: false, count: 4, minorFrom: 4 });
    expect(all.ordered.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('rows gone from the current window', () => {
  it('come after both groups in the order of the sort, and are neither minor nor behind the divider', () => {
    const display = groupRows(
      [...rows, { id: 'g', minor: false }],
      (r) => r.minor,
      (r) => r.id === 'g' || r.id === 'c',
    );
    expect(display.ordered.map((r) => r.id)).toEqual(['a', 'b', 'd', 'c', 'g']);
    expect(display).toMatchObject({ minorFrom: 1, goneFrom: 3, hasDivider: true, count: 6 });
    expect(
      [0, 1, 2, 3, 4, 5].map((p) => {
        const at = itemAt(display, p);
        return at.kind === 'row' ? `${at.row.id}${at.minor ? ' minor' : ''}${at.gone ? ' gone' : ''}` : '—';
      }),
    ).toEqual(['a', '—', 'b minor', 'd minor', 'c gone', 'g gone']);
  });
});

describe('row keys', () => {
  it('moves the active row and stays inside the list', () => {
    expect(nextActive('ArrowDown', -1, 10, 5)).toBe(0);
    expect(nextActive('ArrowDown', 9, 10, 5)).toBe(9);
    expect(nextActive('ArrowUp', 0, 10, 5)).toBe(0);
    expect(nextActive('PageDown', 2, 10, 5)).toBe(7);
    expect(nextActive('PageUp', 2, 10, 5)).toBe(0);
    expect(nextActive('End', 0, 10, 5)).toBe(9);
    expect(nextActive('Home', 7, 10, 5)).toBe(0);
    expect(nextActive('a', 3, 10, 5)).toBeNull();
    expect(nextActive('ArrowDown', -1, 0, 5)).toBeNull();
  });
});

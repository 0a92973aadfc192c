import { describe, expect, it } from 'vitest';
import { sortRows, textKey } from './sort-rows.ts';

const rows = [
  { id: 'a', ms: 9.5, url: '/item/10' },
  { id: 'b', ms: 100, url: '/Item/9' },
  { id: 'c', ms: 9.5, url: '/item/9/edit' },
  { id: 'd', ms: Number.NaN, url: '/about' },
  { id: 'e', ms: 9.25, url: '/item/100' },
];
const ids = (list: typeof rows) => list.map((r) => r.id).join('');

describe('sorting rows', () => {
  it('orders numbers by value, ties in the order the API gave, in both directions', () => {
    expect(ids(sortRows(rows, (r) => r.ms, true, true))).toBe('baced');
    expect(ids(sortRows(rows, (r) => r.ms, true, false))).toBe('eacbd');
  });

  it('puts rows with no value last, whichever the direction', () => {
    const read = (r: (typeof rows)[number]) => (Number.isNaN(r.ms) || r.id === 'b' ? null : r.ms);
    expect(ids(sortRows(rows, read, true, true))).toBe('acebd');
    expect(ids(sortRows(rows, read, true, false))).toBe('eacbd');
  });

  it('orders text ignoring case, with digit runs as numbers', () => {
    expect(ids(sortRows(rows, (r) => r.url, false, false))).toBe('dbcae');
    expect(ids(sortRows(rows, (r) => r.url, false, true))).toBe('eacbd');
    expect(textKey('/Item/9') < textKey('/item/10')).toBe(true);
  });

  it('leaves the input alone', () => {
    const before = ids(rows);
    sortRows(rows, (r) => r.ms, true, true);
    expect(ids(rows)).toBe(before);
  });
});

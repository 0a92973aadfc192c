import { describe, expect, it } from 'vitest';
import { formatSort, nextSort, parseSort } from './sort-param.ts';

const COLUMNS = [{ id: 'url' }, { id: 'calls' }];
const FALLBACK = { id: 'calls', desc: true };

describe('the sort in the route', () => {
  it('reads a column and its direction, and falls back on what it does not know', () => {
    expect(parseSort('-calls', COLUMNS, { id: 'url', desc: false })).toEqual({ id: 'calls', desc: true });
    expect(parseSort('url', COLUMNS, FALLBACK)).toEqual({ id: 'url', desc: false });
    expect(parseSort('-nope', COLUMNS, FALLBACK)).toBe(FALLBACK);
    expect(parseSort(null, COLUMNS, FALLBACK)).toBe(FALLBACK);
    expect(formatSort({ id: 'calls', desc: true })).toBe('-calls');
  });

  it("turns a column's order around, and starts another in its first order", () => {
    expect(nextSort({ id: 'calls', desc: true }, 'calls', true)).toEqual({ id: 'calls', desc: false });
    expect(nextSort({ id: 'calls', desc: false }, 'calls', true)).toEqual({ id: 'calls', desc: true });
    expect(nextSort({ id: 'calls', desc: true }, 'url', false)).toEqual({ id: 'url', desc: false });
    expect(nextSort({ id: 'url', desc: false }, 'calls', true)).toEqual({ id: 'calls', desc: true });
  });
});

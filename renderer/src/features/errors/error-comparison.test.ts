import { describe, expect, it } from 'vitest';
import { group, list } from '../../testing/sample-groups.ts';
import { eventsThen, indexThen, isNewInWindow, newOnlyPage, quietGroups } from './error-comparison.ts';

const start = Date.parse('2026-11-23T08:00:00.000Z');
const end = Date.parse('2026-11-24T08:00:00.000Z');
const window = { start, end };

describe('New: first seen inside the window', () => {
  it("counts the window's first millisecond and leaves out its end", () => {
    expect(isNewInWindow('2026-11-23T08:00:00.000Z', window)).toBe(true);
    expect(isNewInWindow('2026-11-23T07:59:59.999Z', window)).toBe(false);
    expect(isNewInWindow('2026-11-24T07:59:59.999Z', window)).toBe(true);
    expect(isNewInWindow('2026-11-24T08:00:00.000Z', window)).toBe(false);
  });

  it('never marks a time it cannot read', () => {
    expect(isNewInWindow('', window)).toBe(false);
    expect(isNewInWindow('yesterday', window)).toBe(false);
  });
});

describe('New only, from a page sorted by firstAt', () => {
  const fresh = (id: string, firstAt: string) => group(id, { firstAt });
  it('keeps the new rows and knows the list is done once an old row shows', () => {
    const page = newOnlyPage(
      list(
        [
          fresh('a', '2026-11-24T07:00:00.000Z'),
          fresh('b', '2026-11-23T08:00:00.000Z'),
          fresh('c', '2026-11-22T23:00:00.000Z'),
        ],
        true,
      ),
      window,
    );
    expect(page.rows.map((g) => g.hashName)).toEqual(['a', 'b']);
    expect(page.mayHaveMore).toBe(false);
  });

  it('says more may follow when every row of a page with more after it is new', () => {
    const page = newOnlyPage(
      list([fresh('a', '2026-11-24T07:00:00.000Z'), fresh('b', '2026-11-23T09:00:00.000Z')], true, 1, 2),
      window,
    );
    expect(page.rows).toHaveLength(2);
    expect(page.mayHaveMore).toBe(true);
  });

  it('is complete on the last page, however new its rows', () => {
    expect(newOnlyPage(list([fresh('a', '2026-11-24T07:00:00.000Z')], false), window)).toEqual({
      rows: [expect.objectContaining({ hashName: 'a' })],
      mayHaveMore: false,
    });
  });
});

describe("a group's events in the comparison window", () => {
  const then = [group('a', { events: 40 }), group('b', { events: 0 })];
  it('reads them from the comparison list', () => {
    expect(eventsThen('1:a', indexThen(list(then)))).toEqual({ kind: 'listed', events: 40 });
  });

  it('is none for a group absent from a complete list', () => {
    expect(eventsThen('1:z', indexThen(list(then, false)))).toEqual({ kind: 'none' });
  });

  it('is unknown for a group absent from a list cut at its first page', () => {
    expect(eventsThen('1:z', indexThen(list(then, true, 1, 2)))).toEqual({ kind: 'unknown' });
  });
});

describe('quiet groups', () => {
  const then = list([
    group('a', { events: 90, lastAt: '2026-11-23T07:10:00.000Z' }),
    group('b', { events: 50, lastAt: '2026-11-23T06:00:00.000Z' }),
    group('c', { events: 20, lastAt: '2026-11-23T07:55:00.000Z' }),
  ]);

  it('are those of the comparison window missing now, the most recently active first', () => {
    const quiet = quietGroups(then, list([group('a'), group('d')]));
    expect(quiet.groups.map((g) => [g.hashName, g.lastAt])).toEqual([
      ['c', '2026-11-23T07:55:00.000Z'],
      ['b', '2026-11-23T06:00:00.000Z'],
    ]);
    expect(quiet.sure).toBe(true);
    expect(quiet.thenComplete).toBe(true);
  });

  it('are not sure when the current list was cut, nor complete when the comparison list was', () => {
    const quiet = quietGroups(list(then.data, true, 1, 3), list([group('a')], true, 1, 1));
    expect(quiet.groups.map((g) => g.hashName)).toEqual(['c', 'b']);
    expect(quiet.sure).toBe(false);
    expect(quiet.thenComplete).toBe(false);
  });

  it('are none when every group of then is still active', () => {
    expect(quietGroups(then, list([group('c'), group('b'), group('a')])).groups).toEqual([]);
  });
});

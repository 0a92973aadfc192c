import { beforeEach, describe, expect, it } from 'vitest';
import {
  itemsSource,
  prepareSome,
  readRecentChoices,
  rememberChoice,
  searchPalette,
  searchUnfinished,
  type PaletteItem,
} from './palette-search.ts';

const item = (group: PaletteItem['group'], label: string, id = `${group}:${label}`): PaletteItem => ({
  id,
  group,
  label,
  run: () => undefined,
});
const commandItems = [
  'Go to Overview',
  'Go to Ajax',
  'Go to Errors',
  'Refresh the data',
  'Compare with the previous period',
].map((l) => item('Commands', l));
const ajaxItems = Array.from({ length: 500 }, (_, i) => item('Ajax calls', `GET /api/v2/items/${i}/details`));
ajaxItems.push(item('Ajax calls', 'POST /api/checkout/payment'));
const commands = itemsSource('Commands', commandItems);
const ajax = itemsSource('Ajax calls', ajaxItems);
const errors = itemsSource('Error groups', [
  item('Error groups', "TypeError: Cannot read properties of undefined (reading 'price')"),
  item('Error groups', 'ReferenceError: checkout is not defined'),
]);

const labels = (groups: ReturnType<typeof searchPalette>) =>
  groups.map((g) => [g.group, g.items.map((i) => i.label)] as const);

beforeEach(() => localStorage.clear());

describe('searchPalette', () => {
  it('lists commands when nothing is typed, recent choices first', () => {
    const results = searchPalette('', [commands, ajax], ['Commands:Go to Errors']);
    expect(labels(results)).toEqual([
      ['Recent', ['Go to Errors']],
      ['Commands', commandItems.map((c) => c.label)],
    ]);
  });

  it('finds an ajax call by part of its URL and an error group by part of its message, grouped', () => {
    const results = searchPalette('checkout', [commands, ajax, errors], []);
    expect(labels(results)).toEqual([
      ['Ajax calls', ['POST /api/checkout/payment']],
      ['Error groups', ['ReferenceError: checkout is not defined']],
    ]);
    expect(labels(searchPalette('readprice', [errors], []))).toEqual([
      ['Error groups', ["TypeError: Cannot read properties of undefined (reading 'price')"]],
    ]);
  });

  it('shows the best few of a long list and says how many matched', () => {
    const [group] = searchPalette('items details', [ajax], []);
    expect(group!.items).toHaveLength(8);
    expect(group!.total).toBe(500);
  });

  it('lifts a recent choice that matches above its group', () => {
    const results = searchPalette('go to', [commands], ['Commands:Go to Ajax']);
    expect(results[0]).toMatchObject({ group: 'Recent', items: [{ label: 'Go to Ajax' }] });
    expect(results[1]!.items.map((i) => i.label)).not.toContain('Go to Ajax');
  });
});

describe('long lists', () => {
  it('are searched as far as they are prepared, in slices', () => {
    const long = itemsSource(
      'Ajax calls',
      Array.from({ length: 5_000 }, (_, i) =>
        item('Ajax calls', i === 4_999 ? 'POST /api/checkout/last' : `GET /api/items/${i}`),
      ),
    );
    expect(searchPalette('checkout last', [long], [])).toEqual([]);
    prepareSome(long, 0); // one slice of 256 at least
    expect(searchPalette('checkout last', [long], [])).toEqual([]);
    while (!prepareSome(long, 5));
    expect(labels(searchPalette('checkout last', [long], []))).toEqual([['Ajax calls', ['POST /api/checkout/last']]]);
  });

  it('match every word typed, word starts first, then earlier, then shorter', () => {
    const names = [
      'GET /api/scart',
      'GET /api/cart/items/long/path',
      'GET /api/cart/items',
      'GET /v2/my-cart',
      ...Array.from({ length: 3_000 }, (_, i) => `GET /other/${i}`),
    ];
    const long = itemsSource(
      'Ajax calls',
      names.map((n) => item('Ajax calls', n)),
    );
    while (!prepareSome(long, 5));
    expect(labels(searchPalette('CART', [long], []))).toEqual([
      ['Ajax calls', ['GET /api/cart/items', 'GET /api/cart/items/long/path', 'GET /v2/my-cart', 'GET /api/scart']],
    ]);
    expect(labels(searchPalette('items cart', [long], []))).toEqual([
      ['Ajax calls', ['GET /api/cart/items', 'GET /api/cart/items/long/path']],
    ]);
    expect(searchPalette('other', [long], [])[0]).toMatchObject({ total: 3_000 });
  });

  it('typed on, scan only what the shorter query matched, and the names read since: the same results as anew', () => {
    const names = Array.from({ length: 6_000 }, (_, i) =>
      i % 3 === 0 ? `GET /api/cart/${i}` : i % 3 === 1 ? `POST /api/checkout/${i}` : `GET /api/catalog/${i}`,
    );
    const source = () =>
      itemsSource(
        'Ajax calls',
        names.map((n) => item('Ajax calls', n)),
      );
    const typed = source();
    prepareSome(typed, 0); // the first slice only: the rest is read between keystrokes
    const queries = ['c', 'ca', 'ca', 'car', 'cart', 'cart 5', 'cart 59', 'car', 'ch', 'checkout 1'];
    const results = queries.map((query, n) => {
      if (n === 3) while (!prepareSome(typed, 5));
      return searchPalette(query, [typed], []);
    });
    // Each against a source of its own, read as far, searched once.
    const anew = queries.map((query, n) => {
      const fresh = source();
      if (n >= 3) while (!prepareSome(fresh, 5));
      else prepareSome(fresh, 0);
      return searchPalette(query, [fresh], []);
    });
    expect(results.map(labels)).toEqual(anew.map(labels));
    expect(results.map((r) => r[0]?.total)).toEqual(anew.map((r) => r[0]?.total));
    expect(results[4]![0]!.total).toBe(2_000);
    expect(results[9]![0]!.items[0]!.label).toBe('POST /api/checkout/1');
  });
});

describe("a keystroke's scan of a long list", () => {
  const names = Array.from({ length: 5_000 }, (_, i) =>
    i % 3 === 0 ? `GET /api/cart/${i}` : i % 3 === 1 ? `POST /api/checkout/${i}` : `GET /api/catalog/${i}`,
  );
  const readSource = () => {
    const source = itemsSource(
      'Ajax calls',
      names.map((n) => item('Ajax calls', n)),
    );
    while (!prepareSome(source, 5));
    return source;
  };
  /** Searches with a deadline already past (a slice of 1,024 rows each), until the scan is done. */
  const sliced = (query: string, source: ReturnType<typeof readSource>) => {
    const slices = [searchPalette(query, [source], [], 0)];
    while (searchUnfinished(query, [source])) slices.push(searchPalette(query, [source], [], 0));
    return slices;
  };

  it('stops at its deadline, shows what matched so far, and goes on where it stopped: the same results as at once', () => {
    const source = readSource();
    const slices = sliced('ca', source);
    expect(slices).toHaveLength(5); // 5,000 rows, 1,024 a slice
    expect(slices[0]![0]!.total).toBeLessThan(slices.at(-1)![0]!.total);
    expect(labels(slices.at(-1)!)).toEqual(labels(searchPalette('ca', [readSource()], [])));
    expect(slices.at(-1)![0]!.total).toBe(searchPalette('ca', [readSource()], [])[0]!.total);
    expect(searchUnfinished('ca', [source])).toBe(false);
    expect(searchUnfinished('', [source])).toBe(false);
  });

  it('typed on before it is done, goes through what it matched and what it had left, not every row again', () => {
    const source = readSource();
    for (let slice = 0; slice < 4; slice++) searchPalette('ch', [source], [], 0); // 4,096 rows of 5,000
    expect(searchUnfinished('ch', [source])).toBe(true);
    const slices = sliced('checkout', source);
    // The 1,365 rows "ch" matched, then the 904 it had left: 3 slices, where 5,000 rows take 5.
    expect(slices).toHaveLength(3);
    expect(labels(slices.at(-1)!)).toEqual(labels(searchPalette('checkout', [readSource()], [])));
    expect(slices.at(-1)![0]!.total).toBe(1_667);
    // Typed on once it is done: what "checkout" matched only, in one slice.
    expect(sliced('checkout 4', source)).toHaveLength(2);
  });
});

describe('recent choices', () => {
  it('keeps the last twenty, newest first, without repeats, and survives a bad value', () => {
    for (let i = 0; i < 25; i++) rememberChoice(`c${i}`);
    rememberChoice('c10');
    const recent = readRecentChoices();
    expect(recent).toHaveLength(20);
    expect(recent.slice(0, 3)).toEqual(['c10', 'c24', 'c23']);
    localStorage.setItem('spyglass.palette-recent', '{not json');
    expect(readRecentChoices()).toEqual([]);
  });
});

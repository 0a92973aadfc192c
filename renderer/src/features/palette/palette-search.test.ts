import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentChoices, rememberChoice, searchPalette, type PaletteItem } from './palette-search.ts';

const item = (group: PaletteItem['group'], label: string, id = `${group}:${label}`): PaletteItem => ({ id, group, label, run: () => undefined });
const commands = ['Go to Overview', 'Go to Ajax', 'Go to Errors', 'Refresh the data', 'Compare with the previous period'].map((l) => item('Commands', l));
const ajax = Array.from({ length: 500 }, (_, i) => item('Ajax calls', `GET /api/v2/items/${i}/details`));
ajax.push(item('Ajax calls', 'POST /api/checkout/payment'));
const errors = [item('Error groups', "TypeError: Cannot read properties of undefined (reading 'price')"), item('Error groups', 'ReferenceError: checkout is not defined')];

const labels = (groups: ReturnType<typeof searchPalette>) => groups.map((g) => [g.group, g.items.map((i) => i.label)] as const);

beforeEach(() => localStorage.clear());

describe('searchPalette', () => {
  it('lists commands when nothing is typed, recent choices first', () => {
    const results = searchPalette('', [commands, ajax], ['Commands:Go to Errors']);
    expect(labels(results)).toEqual([
      ['Recent', ['Go to Errors']],
      ['Commands', commands.map((c) => c.label)],
    ]);
  });

  it('finds an ajax call by part of its URL and an error group by part of its message, grouped', () => {
    const results = searchPalette('checkout', [commands, ajax, errors], []);
    expect(labels(results)).toEqual([
      ['Ajax calls', ['POST /api/checkout/payment']],
      ['Error groups', ['ReferenceError: checkout is not defined']],
    ]);
    expect(labels(searchPalette('readprice', [errors], []))).toEqual([['Error groups', ["TypeError: Cannot read properties of undefined (reading 'price')"]]]);
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

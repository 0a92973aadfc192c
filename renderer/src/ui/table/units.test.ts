import { describe, expect, it } from 'vitest';
import { cellCsv, cellText, cellTitle, headerWithUnit } from './units.ts';

describe('table units', () => {
  it('puts the unit in the header, not in every cell', () => {
    expect(headerWithUnit('Response', 'ms')).toBe('Response (ms)');
    expect(headerWithUnit('Received', 'KB')).toBe('Received (KB)');
    expect(headerWithUnit('Share', '%')).toBe('Share (%)');
    expect(headerWithUnit('Calls', 'count')).toBe('Calls');
    expect(headerWithUnit('URL', undefined)).toBe('URL');
  });

  it('rounds cells for reading and keeps the exact raw value for the tooltip', () => {
    expect([0, 4.56, 340.12, 12_345.6].map((v) => cellText('ms', v))).toEqual(['0', '4.6', '340', '12,346']);
    expect([0, 20, 512, 12_697, 5 * 1024 * 1024].map((v) => cellText('KB', v))).toEqual([
      '0',
      '<0.1',
      '0.5',
      '12.4',
      '5,120',
    ]);
    expect([0, 0.04, 42.46, 100].map((v) => cellText('%', v))).toEqual(['0.0', '<0.1', '42.5', '100.0']);
    expect(cellText('count', 12_345)).toBe('12.3k');
    expect(cellTitle('ms', 12_345.67)).toBe('12,345.67 ms');
    expect(cellTitle('KB', 12_697)).toBe('12,697 B');
    expect(cellTitle('count', 12_345)).toBe('12,345');
  });

  it('exports values in the header unit without grouping', () => {
    expect(cellCsv('ms', 12_345.67)).toBe('12345.67');
    expect(cellCsv('KB', 12_697)).toBe('12.399');
    expect(cellCsv('%', 33.33333)).toBe('33.333');
    expect(cellCsv('count', 1_200_000)).toBe('1200000');
  });
});
